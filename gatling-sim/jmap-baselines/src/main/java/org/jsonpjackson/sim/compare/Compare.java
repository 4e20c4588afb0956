package org.jsonpjackson.sim.compare;

import org.jsonpjackson.sim.MailSearchStack;
import org.jsonpjackson.sim.StackSettings;
import org.jsonpjackson.sim.baseline.BaselineService;
import org.jsonpjackson.sim.baseline.ServiceMode;
import org.jsonpjackson.sim.load.EmailQuerySimulation;
import org.jsonpjackson.sim.load.GatlingStats;
import org.jsonpjackson.sim.load.LoadSummary;
import org.jsonpjackson.sim.load.RunStats;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Before against after, on one node and one corpus: for each offered rate, the same simulation
 * runs against a {@code stock} service and an {@code ours} service, alternating A B A B so that drift on a
 * shared machine falls on both. The node and the services share this JVM; Gatling runs in a JVM of its own
 * for each run. Writes {@code comparison.md} and {@code comparison.json} next to the
 * Gatling reports.
 *
 * <p>Properties: {@code load.rates} (comma-separated, default 50,100,150,200), {@code load.rounds} (2),
 * {@code load.seconds} and {@code load.rampSeconds} per run, {@code load.warmupSeconds} (20, per mode, not
 * counted), {@code load.simulation}, {@code load.maxP99Millis} (the latency goal, 100), and the {@code sim.*}
 * corpus settings.
 */
public final class Compare {

    /** A short ramp: the mean throughput of a run should be close to the rate offered. */
    static final long RAMP_SECONDS = 3;

    private Compare() {
    }

    record Run(double rate, ServiceMode mode, int round, RunStats stats, Map<String, Double> cpu, boolean assertionsPassed) {
    }

    public static void main(String[] args) throws IOException {
        Path results = Path.of(args.length > 0 ? args[0] : "target/gatling").resolve("compare");
        double[] rates = Arrays.stream(System.getProperty("load.rates", "50,100,150,200").split(","))
                .mapToDouble(r -> Double.parseDouble(r.trim())).toArray();
        int rounds = Integer.getInteger("load.rounds", 2);
        long warmup = Long.getLong("load.warmupSeconds", 20);
        long seconds = Long.getLong("load.seconds", 30);
        String simulation = System.getProperty("load.simulation", EmailQuerySimulation.class.getName());
        StackSettings settings = StackSettings.from(System.getProperties());
        System.setProperty("load.profile", "open");

        List<Run> runs = new ArrayList<>();
        try (MailSearchStack stack = MailSearchStack.start(settings)) {
            System.out.printf(Locale.ROOT, "Corpus: %d messages (%d indexed now in %d ms) on %s%n",
                    settings.corpus().messages(), stack.loaded(), stack.loadTime().toMillis(), stack.clusterUri());
            ServiceMode[] order = {ServiceMode.STOCK, ServiceMode.OURS};
            if (warmup > 0) {
                for (ServiceMode mode : order) {
                    run(stack, mode, rates[0], warmup, simulation, results.resolve("warmup-" + mode.label()), -1);
                }
            }
            for (double rate : rates) {
                for (int round = 1; round <= rounds; round++) {
                    for (ServiceMode mode : order) {
                        Path folder = results.resolve(String.format(Locale.ROOT, "rate-%.0f-%s-%d", rate, mode.label(), round));
                        runs.add(run(stack, mode, rate, seconds, simulation, folder, round));
                    }
                }
            }
        }
        String table = ComparisonTable.markdown(runs, Double.parseDouble(System.getProperty("load.maxP99Millis", "100")),
                environment());
        Files.createDirectories(results);
        Files.writeString(results.resolve("comparison.md"), table);
        Files.writeString(results.resolve("comparison.json"), ComparisonTable.json(runs));
        System.out.println(table);
        System.out.println("Written to " + results.resolve("comparison.md").toAbsolutePath());
    }

    private static Run run(MailSearchStack stack, ServiceMode mode, double rate, long seconds, String simulation,
                           Path folder, int round) throws IOException {
        Files.createDirectories(folder);
        try (BaselineService service = BaselineService.start(mode, stack.clusterUri(), "127.0.0.1", 0)) {
            System.setProperty("load.url", service.uri().toString());
            System.setProperty("load.rate", String.valueOf(rate));
            System.setProperty("load.rampSeconds", String.valueOf(RAMP_SECONDS));
            System.setProperty("load.seconds", String.valueOf(seconds));
            System.out.printf(Locale.ROOT, "%n---- %s at %.0f req/s for %d s%s%n", mode.label(), rate, seconds,
                    round < 0 ? " (warm-up)" : ", round " + round);
            ThreadCpu.Snapshot before = ThreadCpu.take();
            int status = gatling(simulation, folder, mode.label() + " " + rate + " req/s");
            Map<String, Double> cpu = ThreadCpu.between(before, ThreadCpu.take());
            RunStats stats = GatlingStats.read(GatlingStats.newestReport(folder)
                    .orElseThrow(() -> new IllegalStateException("Gatling wrote no report in " + folder)));
            System.out.println(LoadSummary.summary(folder, stats));
            return new Run(rate, mode, round, stats, cpu, status == 0);
        } finally {
            System.clearProperty("load.url");
        }
    }

    /**
     * Runs Gatling in a JVM of its own, so that a stalled service's backlog of connections cannot exhaust
     * the file descriptors of the JVM that holds the service and the node, and so that the generator's
     * heap and threads are not the service's.
     */
    private static int gatling(String simulation, Path folder, String description) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx1g", "--add-opens=java.base/java.lang=ALL-UNNAMED", "-XX:MaxInlineLevel=20", "-XX:MaxTrivialSize=12",
                "-cp", System.getProperty("java.class.path")));
        for (String key : System.getProperties().stringPropertyNames()) {
            if (key.startsWith("load.") || key.startsWith("sim.")) {
                command.add("-D" + key + "=" + System.getProperty(key));
            }
        }
        command.addAll(List.of("io.gatling.app.Gatling", "--simulation", simulation,
                "--results-folder", folder.toAbsolutePath().toString(), "--run-description", description));
        try {
            return new ProcessBuilder(command).inheritIO().start().waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while Gatling ran", e);
        }
    }

    private static String environment() {
        return String.format(Locale.ROOT, "%s, %d cores seen by the JVM, %s %s, OpenSearch 2.19.1 embedded in the service's JVM, Gatling in its own",
                LocalDate.now(ZoneOffset.UTC), Runtime.getRuntime().availableProcessors(), System.getProperty("java.vm.name"),
                System.getProperty("java.version"))
                + ", max heap " + ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getMax() / (1 << 20) + " MB";
    }

}
