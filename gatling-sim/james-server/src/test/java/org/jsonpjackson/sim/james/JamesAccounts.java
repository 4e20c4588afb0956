package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.jsonpjackson.sim.jmapclient.JmapClient;
import org.jsonpjackson.sim.provision.Provisioning;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The corpus' users as James' accounts: a name, a fresh password and a token each, in one domain; the users feeder
 * ({@code users.csv}) Gatling reads them from; created through WebAdmin and filled with the corpus' mail through our
 * kit's JMAP provisioning ({@code Email/import}, which the kit splits into James' 5 per call). Every client and every
 * load run logs in as {@link #login()} says. Shared by the test that checks James ({@link JamesServerIT}) and the
 * comparison that measures it ({@link JamesCompare}), so that both load the same kind of accounts.
 */
final class JamesAccounts {

    static final String DOMAIN = "james.test";

    private final CorpusSpec corpus;
    private final Map<String, String> users;
    private final Map<String, String> tokens;
    private final JamesLogin login;
    private final Path feeder;

    private JamesAccounts(CorpusSpec corpus, Map<String, String> users, Map<String, String> tokens, JamesLogin login,
                          Path feeder) {
        this.corpus = corpus;
        this.users = users;
        this.tokens = tokens;
        this.login = login;
        this.feeder = feeder;
    }

    /** The corpus' users, with passwords made now and tokens minted now, written as a feeder into {@code dir}. */
    static JamesAccounts of(CorpusSpec corpus, Path dir, JamesTokens minter, JamesLogin login) throws IOException {
        return of(corpus, dir, minter, login, "user");
    }

    /**
     * As {@link #of(CorpusSpec, Path, JamesTokens, JamesLogin)}, the users named {@code <name>1@james.test},
     * {@code <name>2@...}, their feeder {@code <name>s.csv}: a second set of accounts beside the first (the IMAP
     * searches' large mailboxes).
     */
    static JamesAccounts of(CorpusSpec corpus, Path dir, JamesTokens minter, JamesLogin login, String name)
            throws IOException {
        Map<String, String> users = new LinkedHashMap<>();
        Map<String, String> tokens = new LinkedHashMap<>();
        StringBuilder csv = new StringBuilder("user,password,token\n");
        for (int n = 1; n <= corpus.users(); n++) {
            String user = name + n + "@" + DOMAIN;
            String password = "pw-" + n + "-" + Long.toHexString(System.nanoTime());
            String token = minter.mint(user);
            users.put(user, password);
            tokens.put(user, token);
            csv.append(user).append(',').append(password).append(',').append(token).append('\n');
        }
        return new JamesAccounts(corpus, users, tokens, login, Files.writeString(dir.resolve(name + "s.csv"), csv));
    }

    CorpusSpec corpus() {
        return corpus;
    }

    /** The users feeder, {@code user,password,token}, for {@code load.users}. */
    Path feeder() {
        return feeder;
    }

    /** How clients and load runs log in. */
    JamesLogin login() {
        return login;
    }

    /**
     * The domain and the users through WebAdmin, then each user's mail through JMAP. After a server error the import
     * is run again, and what it returns is that last attempt's outcome: it imports only what the accounts lack, so
     * mail an earlier attempt stored counts as present there. Whether every message was stored once is for
     * {@link IndexedMail#await} to say, which counts them all.
     */
    List<Provisioning.Outcome> provision(JamesProcess james) throws IOException, InterruptedException {
        WebAdmin admin = new WebAdmin(james.webAdmin());
        admin.addDomain(DOMAIN);
        for (Map.Entry<String, String> u : users.entrySet()) {
            admin.addUser(u.getKey(), u.getValue());
        }
        List<JmapClient> clients = clients(james.jmap().resolve("/.well-known/jmap"));
        for (int attempt = 1; ; attempt++) {
            try {
                return Provisioning.run(new CorpusGenerator(corpus), clients);
            } catch (JmapClient.JmapException e) {
                // James on one core, indexing what it was just given, once answered an upload with 500 (its upload
                // route's read interrupted); provisioning skips what an account already holds, so it is run again
                if (attempt == PROVISIONING_ATTEMPTS || !e.getMessage().contains(": HTTP 5")) {
                    throw e;
                }
                System.out.println("Provisioning, attempt " + attempt + " of " + PROVISIONING_ATTEMPTS + ", met a server error ("
                        + e.getMessage() + "); running it again, which skips the mail already imported");
                Thread.sleep(5_000);
            }
        }
    }

    private static final int PROVISIONING_ATTEMPTS = 3;

    /** A JMAP client per user, logging in as {@link #login()} says, on one HTTP client. */
    List<JmapClient> clients(URI session) {
        HttpClient http = JmapClient.newHttpClient();
        List<JmapClient> clients = new ArrayList<>();
        users.keySet().forEach(user -> clients.add(new JmapClient(http, session, authorization(user, login), user)));
        return clients;
    }

    /** The {@code Authorization} header {@code user} sends with {@code how}. */
    String authorization(String user, JamesLogin how) {
        return switch (how) {
            case BEARER -> "Bearer " + tokens.get(user);
            case BASIC -> "Basic " + Base64.getEncoder().encodeToString((user + ":" + users.get(user))
                    .getBytes(StandardCharsets.UTF_8));
        };
    }

    /** {@code user}'s password, for protocols that log in with one (IMAP's {@code LOGIN}). */
    String password(String user) {
        String password = users.get(user);
        if (password == null) {
            throw new IllegalArgumentException(user + " is not one of these accounts: " + users.keySet());
        }
        return password;
    }

    /** The users, in feeder order. */
    List<String> users() {
        return List.copyOf(users.keySet());
    }
}
