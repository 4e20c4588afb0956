package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.provision.Provisioning;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * James as shipped against James on our stack, measured on the same data, on this machine: what the
 * {@code james-compare} profile runs (docs/james.md, "Measuring James, stock against ours"). PostgreSQL and the
 * OpenSearch node start once, the accounts and their mail go in once (through the first James started), then each
 * round starts James in each mode in turn on the same configuration and data, the order swapped every round so that
 * drift on a shared machine falls on both ({@link ModeRound}); after every round, {@code comparison.md} is rewritten
 * ({@link ComparisonReport}), so that an interrupted comparison leaves what it measured. A measurement tool: it judges
 * no speed, and fails only when something did not run.
 *
 * <p>System properties: {@code james.jdk.home}, {@code james.app}, {@code james.jsonpj},
 * {@code james.sampleConfiguration} (as for the IT) and the {@code james.compare.*} settings ({@link CompareSettings}).
 */
public final class JamesCompare {

    private JamesCompare() {
    }

    public static void main(String[] args) throws Exception {
        CompareSettings settings = CompareSettings.from(System.getProperties());
        Path jdk = Path.of(System.getProperty("james.jdk.home"));
        Path app = Path.of(System.getProperty("james.app"));
        RunStamp stamp = RunStamp.now(settings.asOptions(), jdk);
        System.out.print(stamp.markdown());
        System.out.println("Seed: " + settings.seed() + " (-Djames.compare.seed to replay the corpus and the queries)");
        Path pg = Postgres.binaries().orElseThrow(() -> new IllegalStateException(
                "PostgreSQL's server is not installed (/usr/lib/postgresql/<version>/bin/initdb and postgres; Debian: postgresql)"));
        if (!Files.isRegularFile(app.resolve(DocumentedSwitch.APP_JAR))) {
            throw new IllegalStateException("James' app is not in " + app + " (build-tools' JamesApp unpacks it at pre-integration-test)");
        }
        settings.pinning().pinThisJvm();
        System.out.println("Pinning: " + settings.pinning().describe());
        Path out = settings.out();
        Folders.deleteTree(out);
        Path dir = Files.createDirectories(out.resolve("james-run"));
        try (Postgres postgres = Postgres.start(pg, dir.resolve("postgres"));
             OpenSearchProcess opensearch = OpenSearchProcess.start(dir.resolve("opensearch"))) {
            System.out.println("PostgreSQL on 127.0.0.1:" + postgres.port() + ", OpenSearch at " + opensearch.uri());
            JamesConf.Ports ports = JamesConf.Ports.free();
            JamesTokens tokens = JamesTokens.generate(dir.resolve("jwt"));
            JamesConf.write(Path.of(System.getProperty("james.sampleConfiguration")), dir, ports, postgres.port(),
                    opensearch.uri(), tokens.publicKeyPem());
            JamesAccounts imapAccounts = JamesAccounts.of(settings.imap().corpus(), dir, tokens, settings.login(), "imap");
            JamesStack stack = new JamesStack(jdk, dir, ports, JamesAccounts.of(settings.corpus(), dir, tokens,
                    settings.login()), opensearch.uri(), settings.pinning(), imapAccounts,
                    settings.imap().imap() ? settings.imap().targets(imapAccounts, settings.seed()) : List.of());
            List<JamesLaunch> modes = List.of(JamesLaunch.stock(app), DocumentedSwitch.assemble(app,
                    Path.of(System.getProperty("james.jsonpj")), dir.resolve("ours")));
            List<ModeRound> done = new ArrayList<>();
            int completed = 0;
            try {
                for (int round = 1; round <= settings.rounds(); round++) {
                    List<JamesLaunch> order = round % 2 == 1 ? modes : List.of(modes.get(1), modes.get(0));
                    for (JamesLaunch launch : order) {
                        ModeRound.Startup startup = done.isEmpty() ? james -> provision(james, stack) : james -> { };
                        done.add(ModeRound.run(launch, round, stack, settings, out, startup));
                    }
                    completed = round;
                    Files.writeString(out.resolve("comparison.md"), ComparisonReport.markdown(stamp, settings, done, completed));
                    System.out.println("Round " + round + " of " + settings.rounds() + " written to " + out.resolve("comparison.md"));
                }
            } finally {
                if (completed < settings.rounds() && !done.isEmpty()) {
                    // what was measured before the failure, the unfinished round's runs among it
                    Files.writeString(out.resolve("comparison.md"), ComparisonReport.markdown(stamp, settings, done, completed));
                    System.out.println("Stopped after " + completed + " complete rounds; what was measured is in "
                            + out.resolve("comparison.md"));
                }
            }
            System.out.println(Files.readString(out.resolve("comparison.md")));
        }
    }

    /**
     * The accounts and their mail (the IMAP load's too, when it runs), through the first James up, then a wait until
     * James' index holds all of it.
     */
    private static void provision(JamesProcess james, JamesStack stack) throws IOException, InterruptedException {
        long expected = 0;
        for (JamesAccounts accounts : stack.imapTargets().isEmpty() ? List.of(stack.accounts())
                : List.of(stack.accounts(), stack.imapAccounts())) {
            long t0 = System.nanoTime();
            List<Provisioning.Outcome> outcomes = accounts.provision(james);
            System.out.printf("Provisioned %d users x %d messages in %.0f s%n", outcomes.size(), accounts.corpus().messagesPerUser(),
                    (System.nanoTime() - t0) / 1e9);
            expected += accounts.corpus().messages();
        }
        IndexedMail.await(stack.opensearch(), expected, Duration.ofSeconds(1800));
    }
}
