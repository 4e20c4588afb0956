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
 * The corpus' users as James' accounts: a name and a fresh password each, in one domain; the users feeder
 * ({@code users.csv}) Gatling reads them from; created through WebAdmin and filled with the corpus' mail through our
 * kit's JMAP provisioning ({@code Email/import}, which the kit splits into James' 5 per call). Shared by the test
 * that checks James ({@link JamesServerIT}) and the comparison that measures it ({@link JamesCompare}), so that
 * both load the same kind of accounts.
 */
final class JamesAccounts {

    static final String DOMAIN = "james.test";

    private final CorpusSpec corpus;
    private final Map<String, String> users;
    private final Path feeder;

    private JamesAccounts(CorpusSpec corpus, Map<String, String> users, Path feeder) {
        this.corpus = corpus;
        this.users = users;
        this.feeder = feeder;
    }

    /** The corpus' users, with passwords made now, written as a feeder into {@code dir}. */
    static JamesAccounts of(CorpusSpec corpus, Path dir) throws IOException {
        Map<String, String> users = new LinkedHashMap<>();
        StringBuilder csv = new StringBuilder("user,password\n");
        for (int n = 1; n <= corpus.users(); n++) {
            String user = "user" + n + "@" + DOMAIN;
            String password = "pw-" + n + "-" + Long.toHexString(System.nanoTime());
            users.put(user, password);
            csv.append(user).append(',').append(password).append('\n');
        }
        return new JamesAccounts(corpus, users, Files.writeString(dir.resolve("users.csv"), csv));
    }

    CorpusSpec corpus() {
        return corpus;
    }

    /** The users feeder, {@code user,password}, for {@code load.users}. */
    Path feeder() {
        return feeder;
    }

    /** The domain and the users through WebAdmin, then each user's mail through JMAP; what each import did. */
    List<Provisioning.Outcome> provision(JamesProcess james) throws IOException, InterruptedException {
        WebAdmin admin = new WebAdmin(james.webAdmin());
        admin.addDomain(DOMAIN);
        for (Map.Entry<String, String> u : users.entrySet()) {
            admin.addUser(u.getKey(), u.getValue());
        }
        return Provisioning.run(new CorpusGenerator(corpus), clients(james.jmap().resolve("/.well-known/jmap")));
    }

    /** A JMAP client per user, with Basic authentication, on one HTTP client. */
    List<JmapClient> clients(URI session) {
        HttpClient http = JmapClient.newHttpClient();
        List<JmapClient> clients = new ArrayList<>();
        users.forEach((user, password) -> clients.add(new JmapClient(http, session, "Basic " + Base64.getEncoder()
                .encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8)), user)));
        return clients;
    }
}
