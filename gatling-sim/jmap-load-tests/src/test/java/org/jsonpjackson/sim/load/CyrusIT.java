package org.jsonpjackson.sim.load;

import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.jsonpjackson.sim.jmapclient.JmapClient;
import org.jsonpjackson.sim.provision.Provisioning;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * A real third-party JMAP server: Cyrus IMAP from Debian's packages ({@code .ci/run} installs them), set up by
 * {@link CyrusServer} under {@code target/cyrus} on loopback, provisioned with our corpus through JMAP, indexed,
 * then each simulation for a short run as an operator would run it ({@code load.session}, a users feeder, no
 * words): no failed request, one session fetch per user, and fewer empty results than the threshold. Where
 * Cyrus is not installed it says so in one line and does not run (reported skipped); with {@code CI=true} that
 * fails the build instead.
 */
class CyrusIT {

    private static final CorpusSpec CORPUS = new CorpusSpec(42, 3, 30);
    private static final Path DIR = Path.of("target", "cyrus").toAbsolutePath();
    private static CyrusServer cyrus;
    private static Path feeder;

    @BeforeAll
    static void start() throws Exception {
        if (!CyrusServer.installed()) {
            String line = "CyrusIT did not run: Cyrus IMAP is not installed (" + CyrusServer.BIN + "/master, httpd, squatter, "
                    + "/usr/sbin/saslpasswd2; Debian: cyrus-imapd cyrus-caldav sasl2-bin cyrus-admin)";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                fail(line + ", and CI=true needs it");
            }
            System.out.println(line);
            Assumptions.abort(line);
        }
        Map<String, String> users = new LinkedHashMap<>();
        for (int n = 1; n <= CORPUS.users(); n++) {
            users.put("user" + n, "pw-" + n + "-" + Long.toHexString(System.nanoTime()));
        }
        cyrus = CyrusServer.start(DIR, users);
        System.out.println("Cyrus IMAP up, master PID " + cyrus.pid() + ", JMAP session " + cyrus.session());
        StringBuilder csv = new StringBuilder("user,password\n");
        List<JmapClient> clients = new ArrayList<>();
        HttpClient http = JmapClient.newHttpClient();
        users.forEach((user, password) -> {
            csv.append(user).append(',').append(password).append('\n');
            LoadUsers.User u = new LoadUsers.User(0, user, password, Optional.empty(), Optional.empty());
            clients.add(new JmapClient(http, cyrus.session(), u.authorization(false), user));
        });
        feeder = Files.writeString(DIR.resolve("users.csv"), csv);
        List<Provisioning.Outcome> first = Provisioning.run(new CorpusGenerator(CORPUS), clients);
        assertThat(first).allSatisfy(o -> assertThat(o.imported()).isEqualTo(CORPUS.messagesPerUser()));
        // idempotent per user: a second pass finds every message there
        assertThat(Provisioning.run(new CorpusGenerator(CORPUS), clients))
                .allSatisfy(o -> assertThat(o.present()).isEqualTo(CORPUS.messagesPerUser()));
        cyrus.index();
    }

    @AfterAll
    static void stop() {
        if (cyrus != null) {
            cyrus.close();
        }
    }

    @Test
    void emailQuerySimulationWithTheServersOwnWords() throws Exception {
        judge(EmailQuerySimulation.class);
    }

    @Test
    void mailSearchMixSimulationOnDiscoveredMailboxes() throws Exception {
        judge(MailSearchMixSimulation.class);
    }

    private static void judge(Class<?> simulation) throws Exception {
        Path results = Files.createDirectories(DIR.resolve("gatling").resolve(simulation.getSimpleName()));
        Path facts = results.resolve("run-facts.json");
        Files.deleteIfExists(facts);
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx1g",
                "--add-opens=java.base/java.lang=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"),
                "-Dload.session=" + cyrus.session(), "-Dload.users=" + feeder, "-Dload.profile=smoke",
                "-Dload.runFacts=" + facts,
                "io.gatling.app.Gatling", "--simulation", simulation.getName(), "--results-folder", results.toString()));
        Process gatling = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(results.resolve("console.log").toFile()).start();
        gatling.waitFor();
        Optional<RunFacts> runFacts = LoadSummary.readFacts(facts);
        RunResult result = LoadSummary.judge(runFacts, runFacts.flatMap(f -> LoadSummary.thisRunsReport(results, f)), facts,
                results);
        System.out.println(LoadSummary.summary(GatlingStats.newestReport(results), result));
        assertThat(result.failures()).as("see %s", results.resolve("console.log")).isEmpty();
        assertThat(result.queries().requests()).isPositive();
        assertThat(result.queries().failed()).isZero();
        assertThat(result.session().failed()).isZero();
        assertThat(result.session().requests()).as("one session fetch per user").isEqualTo(CORPUS.users());
        assertThat(result.emptyPercent()).isLessThan(runFacts.orElseThrow().maxEmptyPct());
    }
}
