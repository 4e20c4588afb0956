package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.jsonpjackson.sim.corpus.CorpusScript;
import org.jsonpjackson.sim.jmapclient.JmapClient;
import org.jsonpjackson.sim.load.EmailQuerySimulation;
import org.jsonpjackson.sim.load.MailSearchMixSimulation;
import org.jsonpjackson.sim.load.RunResult;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.Optional;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * A whole Apache James 3.9.0 server (postgres-app, built from its source release by this module's build) on
 * loopback, with PostgreSQL and an OpenSearch node of its own, in both modes one after the other on the same data:
 * {@code stock} (James as shipped) and {@code ours} (switched by the steps of docs/james.md). In each mode: the
 * stack it runs on, asked of the running JVM with {@code jcmd}; logins as deployed James servers take them (a bearer
 * token James accepts, the same token made out to another user refused, and Basic still accepted); our two
 * simulations, unchanged, through session discovery and the login {@code -Djames.auth} chooses (bearer tokens by
 * default, {@link JamesLogin}), about 20 s each, with no failed request and fewer empty results than
 * {@code load.maxEmptyPercent}; and the agreement sample, whose ids must be the same, in the same order, in both.
 * The mail (a few users) goes in once, through WebAdmin (domain, users) and our kit's JMAP provisioning.
 *
 * <p>Without PostgreSQL's server binaries it prints one line and does not run; with {@code CI=true} it fails. (Without
 * a JDK 21 the build skips it before it starts, with FindJdk's line.)
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class JamesServerIT {

    /** 4 users x 40 messages, their subjects and bodies in the script of {@code -Djames.corpus.script}. */
    private static final CorpusSpec CORPUS = new CorpusSpec(42, 4, 40,
            CorpusScript.parse(System.getProperty("james.corpus.script", "cjk"), "james.corpus.script"));
    /**
     * The IMAP searches' large mailbox: 800 messages, about 560 in INBOX, so that a word in most messages takes
     * James 6 scroll pages ({@link ImapSearches#PAGE} hits each) and the empty one after them.
     */
    private static final CorpusSpec IMAP_CORPUS = new CorpusSpec(43, 1, 800, CORPUS.script());
    /** Searches in the large mailbox, and in each of the corpus' small ones: 150 + 4 x 15 = 210. */
    private static final int IMAP_SEARCHES_LARGE = 150;
    private static final int IMAP_SEARCHES_SMALL = 15;
    private static final Duration IMAP_TIMEOUT = Duration.ofSeconds(30);
    private static final long SIMULATION_SECONDS = 17;
    private static final int QUERIES_PER_USER = 12;
    private static final Path DIR = Path.of("target", "james-run").toAbsolutePath();

    private static Path jdk;
    private static Path app;
    private static Postgres postgres;
    private static OpenSearchProcess opensearch;
    private static JamesConf.Ports ports;
    private static JamesAccounts accounts;
    private static JamesAccounts imapAccounts;
    private static List<ImapAgreement.Mailbox> mailboxes;
    private static List<ImapSearch> imapSample;
    private static final Map<JamesMode, ImapAgreement.Answers> IMAP_ANSWERS = new EnumMap<>(JamesMode.class);
    private static boolean provisioned;
    private static long seed;
    private static List<Agreement.Query> sample;
    private static final Map<JamesMode, Map<Agreement.Query, List<String>>> ANSWERS = new EnumMap<>(JamesMode.class);

    @BeforeAll
    static void start() throws Exception {
        Optional<Path> pg = Postgres.binaries();
        if (pg.isEmpty()) {
            String line = "[james-server] JamesServerIT did not run: PostgreSQL's server is not installed "
                    + "(/usr/lib/postgresql/<version>/bin/initdb and postgres; Debian: postgresql)";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                fail(line + ", and CI=true needs it");
            }
            System.out.println(line);
            Assumptions.abort(line);
        }
        jdk = Path.of(System.getProperty("james.jdk.home"));
        app = Path.of(System.getProperty("james.app"));
        assertThat(app.resolve(DocumentedSwitch.APP_JAR)).as("James' app, unpacked by build-tools' JamesApp").isRegularFile();
        Files.createDirectories(DIR);
        postgres = Postgres.start(pg.get(), DIR.resolve("postgres"));
        System.out.println("PostgreSQL (" + pg.get().getParent().getFileName() + ") up on 127.0.0.1:" + postgres.port()
                + ", PID " + postgres.pid());
        opensearch = OpenSearchProcess.start(DIR.resolve("opensearch"));
        System.out.println("OpenSearch node up at " + opensearch.uri());
        ports = JamesConf.Ports.free();
        JamesTokens tokens = JamesTokens.generate(DIR.resolve("jwt"));
        JamesConf.write(Path.of(System.getProperty("james.sampleConfiguration")), DIR, ports, postgres.port(),
                opensearch.uri(), tokens.publicKeyPem());
        accounts = JamesAccounts.of(CORPUS, DIR, tokens, JamesLogin.fromSystemProperty());
        imapAccounts = JamesAccounts.of(IMAP_CORPUS, DIR, tokens, JamesLogin.fromSystemProperty(), "imap");
        System.out.println("Load logs in with " + accounts.login().loadAuth() + " (-D" + JamesLogin.PROPERTY + "), corpus in "
                + CORPUS.script().name().toLowerCase(java.util.Locale.ROOT) + " (-Djames.corpus.script)");
        seed = Long.getLong("james.agreement.seed", System.nanoTime());
    }

    @AfterAll
    static void stop() throws Exception {
        if (opensearch != null) {
            opensearch.close();
        }
        if (postgres != null) {
            postgres.close();
        }
    }

    @Test
    @Order(1)
    void stockJamesAsShipped() throws Exception {
        runMode(JamesLaunch.stock(app));
    }

    @Test
    @Order(2)
    void oursSwitchedByTheDocumentedSteps() throws Exception {
        runMode(DocumentedSwitch.assemble(app, Path.of(System.getProperty("james.jsonpj")),
                DIR.resolve("ours")));
    }

    @Test
    @Order(3)
    void bothModesAnswerTheSampleAlike() {
        // only the modes, not their answers: a mode that is missing failed its own test, whose message says why, and
        // a dump of the other mode's answers here would push that message out of a CI log's tail
        assertThat(ANSWERS.keySet()).as("modes that answered the sample (a missing one failed its own test first)")
                .containsExactlyInAnyOrder(JamesMode.STOCK, JamesMode.OURS);
        Map<Agreement.Query, List<String>> stock = ANSWERS.get(JamesMode.STOCK);
        Map<Agreement.Query, List<String>> ours = ANSWERS.get(JamesMode.OURS);
        List<String> disagreements = new ArrayList<>();
        for (Agreement.Query q : sample) {
            if (!stock.get(q).equals(ours.get(q))) {
                disagreements.add(q + ": stock " + stock.get(q) + ", ours " + ours.get(q));
            }
        }
        long answered = stock.values().stream().filter(ids -> !ids.isEmpty()).count();
        System.out.printf(Locale.ROOT, "Agreement (seed %d, -Djames.agreement.seed to replay): %d queries, %d with results, "
                + "%d disagreements%n", seed, sample.size(), answered, disagreements.size());
        assertThat(disagreements).as("seed %d", seed).isEmpty();
        // a sample that matched nothing would agree without showing anything
        assertThat(answered).as("queries with results, seed %d", seed).isGreaterThanOrEqualTo(sample.size() * 3L / 4);
    }

    @Test
    @Order(4)
    void bothModesAnswerTheImapSampleAlikeAndAsTheCorpusSays() {
        assertThat(IMAP_ANSWERS.keySet()).as("modes that answered the IMAP sample (a missing one failed its own test first)")
                .containsExactlyInAnyOrder(JamesMode.STOCK, JamesMode.OURS);
        ImapAgreement.Answers stock = IMAP_ANSWERS.get(JamesMode.STOCK);
        ImapAgreement.Answers ours = IMAP_ANSWERS.get(JamesMode.OURS);
        List<String> disagreements = ImapAgreement.disagreements(imapSample, stock, ours);
        ImapAgreement.Checked stockChecked = ImapAgreement.againstCorpus(imapSample, mailboxes, stock);
        ImapAgreement.Checked oursChecked = ImapAgreement.againstCorpus(imapSample, mailboxes, ours);
        long answered = stock.uids().stream().filter(uids -> !uids.isEmpty()).count();
        System.out.printf(Locale.ROOT, "IMAP agreement (seed %d, -Djames.agreement.seed to replay): %d searches (%s), %d with "
                        + "results, %d disagreements; against the corpus, %d exact searches: stock %d wrong, ours %d wrong%n",
                seed, imapSample.size(), ImapAgreement.kinds(imapSample), answered, disagreements.size(), oursChecked.exact(),
                stockChecked.wrong().size(), oursChecked.wrong().size());
        stockChecked.wrong().stream().limit(5).forEach(w -> System.out.println("  stock, against the corpus: " + w));
        assertThat(disagreements).as("IMAP, stock against ours, seed %d", seed).isEmpty();
        assertThat(oursChecked.wrong()).as("IMAP, ours against the corpus, seed %d", seed).isEmpty();
        assertThat(stockChecked.wrong()).as("IMAP, stock against the corpus, seed %d", seed).isEmpty();
        assertThat(answered).as("IMAP searches with results, seed %d", seed).isGreaterThanOrEqualTo(imapSample.size() * 3L / 4);
        assertThat(oursChecked.exact()).as("exact IMAP searches, seed %d", seed).isGreaterThanOrEqualTo(imapSample.size() / 4);
    }

    /**
     * IMAP in one mode: the agreement sample, one search after another (each must reach OpenSearch: its query count
     * grows by at least one a search), then a short load on long-lived sessions with no failed search.
     */
    private static void imap(JamesMode mode, WebAdmin webAdmin) throws Exception {
        if (mailboxes == null) {
            mailboxes = new ArrayList<>();
            CorpusGenerator large = new CorpusGenerator(IMAP_CORPUS);
            String user = imapAccounts.users().get(0);
            mailboxes.add(new ImapAgreement.Mailbox(user, imapAccounts.password(user), new ImapSearches(large, 0, 0)));
            CorpusGenerator small = new CorpusGenerator(CORPUS);
            for (int i = 0; i < accounts.users().size(); i++) {
                String u = accounts.users().get(i);
                mailboxes.add(new ImapAgreement.Mailbox(u, accounts.password(u), new ImapSearches(small, i, mailboxes.size())));
            }
            List<Integer> per = new ArrayList<>();
            mailboxes.forEach(m -> per.add(per.isEmpty() ? IMAP_SEARCHES_LARGE : IMAP_SEARCHES_SMALL));
            imapSample = ImapAgreement.sample(mailboxes, seed, per);
            ImapSearches big = mailboxes.get(0).searches();
            System.out.printf(Locale.ROOT, "IMAP: %s's INBOX holds %d messages; its commonest word, '%s', is in %d of them%n",
                    user, big.inbox().size(), big.common(), big.expectedMessageIds(m -> ImapSearches.textTokens(m)
                            .contains(big.common())).size());
        }
        Map<String, Long> timersBefore = webAdmin.timerCounts();
        long t0 = System.nanoTime();
        ImapAgreement.Answers answers = ImapAgreement.answers(ports.imap(), mailboxes, imapSample, opensearch.uri(), IMAP_TIMEOUT);
        double seconds = (System.nanoTime() - t0) / 1e9;
        jamesTimers(mode, timersBefore, webAdmin.timerCounts(), answers.queries());
        long uids = answers.uids().stream().mapToLong(List::size).sum();
        System.out.printf(Locale.ROOT, "IMAP sample on %s: %d searches in %.1f s, %d UIDs, %d OpenSearch query phases (%.2f a "
                        + "search; a search of h hits takes ceil(h/%d) + 1)%n", mode.label(), imapSample.size(), seconds, uids,
                answers.queries(), (double) answers.queries() / imapSample.size(), ImapSearches.PAGE);
        assertThat(answers.queries()).as("OpenSearch query phases over %d IMAP searches: each reaches OpenSearch", imapSample.size())
                .isGreaterThanOrEqualTo(imapSample.size());
        IMAP_ANSWERS.put(mode, answers);
        List<ImapLoad.Target> targets = new ArrayList<>();
        for (ImapAgreement.Mailbox m : mailboxes) {
            targets.add(new ImapLoad.Target(m.user(), m.password(), imapSample.stream()
                    .filter(s -> s.account() == mailboxes.indexOf(m)).toList()));
        }
        ImapLoad.Result load = ImapLoad.run(ports.imap(), targets, new ImapLoad.Settings(5, Duration.ofSeconds(15), 4,
                IMAP_TIMEOUT, seed));
        System.out.println("IMAP load on " + mode.label() + ":" + load.summary());
        assertThat(load.searches().requests()).as("IMAP searches sent").isEqualTo(75);
        assertThat(load.failures()).as("failed IMAP searches by kind, on %s", mode.label()).isEmpty();
    }

    /**
     * James' own timers over the IMAP sample, read from WebAdmin's {@code /metrics} before and after it as an
     * operator's Prometheus reads them. James times every IMAP command on both stacks, so its {@code IMAP-SEARCH}
     * timer counts the sample's searches exactly. Only ours adds a timer per OpenSearch call
     * ({@code opensearch-<operation>}); the oracle for their counts is OpenSearch's own: its query phases over the
     * sample ({@code query_total}, one shard), one for each search request and each scroll page.
     */
    private static void jamesTimers(JamesMode mode, Map<String, Long> before, Map<String, Long> after, long queryPhases) {
        Map<String, Long> ran = new TreeMap<>();
        after.forEach((name, n) -> {
            long delta = n - before.getOrDefault(name, 0L);
            // the timers of calls (James' JVM gauges also end in _count)
            if (delta != 0 && name.matches("(IMAP|JMAP|opensearch|postgres)_.*")) {
                ran.put(name, delta);
            }
        });
        Map<String, Long> opensearch = new TreeMap<>(after);
        opensearch.keySet().removeIf(name -> !name.startsWith("opensearch_"));
        System.out.println("James' timers over the IMAP sample on " + mode.label() + ": " + ran + " (OpenSearch's query phases: "
                + queryPhases + ")");
        assertThat(ran.get("IMAP_SEARCH")).as("IMAP searches James timed, on %s", mode.label()).isEqualTo((long) imapSample.size());
        if (mode == JamesMode.OURS) {
            long calls = ran.getOrDefault("opensearch_search", 0L) + ran.getOrDefault("opensearch_scroll", 0L);
            assertThat(ran.get("opensearch_search")).as("OpenSearch searches timed: one for each IMAP search")
                    .isEqualTo((long) imapSample.size());
            assertThat(calls).as("OpenSearch searches and scroll pages timed, against OpenSearch's query phases")
                    .isEqualTo(queryPhases);
        } else {
            assertThat(opensearch).as("James' own client times no OpenSearch call").isEmpty();
        }
    }

    /**
     * A user's token opens the session; the same token with its subject swapped to another user (the signature left
     * as it was) is refused; the user's password, over Basic, still opens it. Checked before the load, in each mode.
     */
    private static void loginsAsDeployed(URI sessionUrl) throws Exception {
        List<String> users = accounts.users();
        String user = users.get(0);
        String other = users.get(1);
        String bearer = accounts.authorization(user, JamesLogin.BEARER);
        HttpClient http = HttpClient.newHttpClient();
        HttpResponse<String> withToken = session(http, sessionUrl, bearer);
        assertThat(withToken.statusCode()).as("the session with %s's token", user).isEqualTo(200);
        assertThat(withToken.body()).as("the session's user").contains("\"username\":\"" + user + "\"");
        HttpResponse<String> tampered = session(http, sessionUrl, "Bearer " + JamesTokens.withSubjectSwapped(
                bearer.substring("Bearer ".length()), other));
        assertThat(tampered.statusCode()).as("%s's token made out to %s, signature unchanged", user, other).isEqualTo(401);
        HttpResponse<String> basic = session(http, sessionUrl, accounts.authorization(user, JamesLogin.BASIC));
        assertThat(basic.statusCode()).as("the session with %s's password over Basic", user).isEqualTo(200);
        assertThat(basic.body()).as("the session's user").contains("\"username\":\"" + user + "\"");
    }

    private static HttpResponse<String> session(HttpClient http, URI url, String authorization) throws Exception {
        return http.send(HttpRequest.newBuilder(url).header("Authorization", authorization)
                .header("Accept", "application/json; jmapVersion=rfc-8621").timeout(Duration.ofSeconds(30)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static void runMode(JamesLaunch launch) throws Exception {
        JamesMode mode = launch.mode();
        System.out.println("==== James " + mode.label() + " ====");
        try (JamesProcess james = JamesProcess.start(launch, jdk, DIR, ports)) {
            System.out.println("James (" + mode.label() + ") up, PID " + james.pid() + ", JMAP " + james.jmap()
                    + ", WebAdmin " + james.webAdmin());
            try {
                URI session = james.jmap().resolve("/.well-known/jmap");
                List<JmapClient> clients = accounts.clients(session);
                if (!provisioned) {
                    // every account holds its corpus, or this throws naming the ones that do not
                    accounts.provision(james);
                    imapAccounts.provision(james);
                    provisioned = true;
                }
                // after provisioning: James takes a token only for a user it has (UsersRepository.assertValid)
                loginsAsDeployed(james.jmap().resolve("/jmap/session"));
                IndexedMail.await(opensearch.uri(), CORPUS.messages() + IMAP_CORPUS.messages(), Duration.ofSeconds(300));
                for (Class<?> simulation : List.of(EmailQuerySimulation.class, MailSearchMixSimulation.class)) {
                    RunResult r = SimulationRun.run(simulation, session, accounts,
                            DIR.resolve("gatling").resolve(mode.label()).resolve(simulation.getSimpleName()), SIMULATION_SECONDS);
                    assertThat(r.failures()).as("%s on %s", simulation.getSimpleName(), mode.label()).isEmpty();
                    assertThat(r.queries().requests()).isPositive();
                    assertThat(r.queries().failed()).as("failed queries").isZero();
                    assertThat(r.session().failed()).as("failed session fetches").isZero();
                    assertThat(r.warnings()).as("the share of empty results, under load.maxEmptyPercent").isEmpty();
                }
                StackCheck.verify(mode, james, DIR);
                List<ListeningSockets.Socket> sockets = ListeningSockets.of(james.pid());
                System.out.println("James " + mode.label() + " listens on " + sockets);
                assertThat(sockets).as("James binds JMAP, WebAdmin and IMAP").extracting(ListeningSockets.Socket::port)
                        .contains(ports.jmap(), ports.webAdmin(), ports.imap());
                assertThat(sockets).as("every socket on loopback but JMAP's, which James binds on all interfaces")
                        .allMatch(s -> s.loopback() || s.port() == ports.jmap());
                Supplier<String> stalled = () -> james.busyThreads(12);
                if (sample == null) {
                    sample = Agreement.sample(new CorpusGenerator(CORPUS), Agreement.inboxes(clients, stalled), seed, QUERIES_PER_USER);
                }
                ANSWERS.put(mode, Agreement.answers(sample, accounts.clients(session), stalled));
                imap(mode, new WebAdmin(james.webAdmin()));
            } catch (Throwable e) {
                System.out.println(james.logTail());
                throw e;
            }
        }
    }
}
