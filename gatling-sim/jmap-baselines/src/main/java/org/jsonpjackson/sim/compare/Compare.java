package org.jsonpjackson.sim.compare;

import org.jsonpjackson.sim.stack.MailSearchStack;
import org.jsonpjackson.sim.stack.StackSettings;
import org.jsonpjackson.sim.baseline.ServiceMode;
import org.jsonpjackson.sim.stack.StackClassPath;
import org.jsonpjackson.sim.faults.LoadClassPath;
import org.jsonpjackson.sim.load.GatlingStats;
import org.jsonpjackson.sim.load.LoadSummary;
import org.jsonpjackson.sim.load.RequestKind;
import org.jsonpjackson.sim.load.RunStats;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The three modes of {@link ServiceMode} on one node and one corpus: for each offered rate, the same simulation
 * runs against {@code before}, {@code stock} and {@code ours}, alternating A B C A B C so that drift on a shared
 * machine falls on all three. The node lives in this JVM; each service runs in a JVM of its own for the whole
 * comparison ({@link ServiceJvm}; the {@code stock} one on the class path named by
 * {@code -Dcompare.stockClassPath}, that is opensearch-java 2.25.0), and Gatling in a new JVM for each run
 * ({@link GeneratorJvm}), on the load class path (Gatling 3.15, Netty 4.2); this JVM and the services' stay on
 * the stack's Netty 4.1 and Reactor Netty 1.2, which the embedded node and the services are built on. Writes {@code comparison.md} and {@code comparison.json} next to the Gatling reports.
 *
 * <p>CPU per run: the node's JVM, whole; the service's JVM, by thread group and whole; Gatling's JVM, whole,
 * over the injection. Properties: {@code load.rates} (comma-separated, default 50,100,150,200),
 * {@code load.rounds} (2), {@code load.seconds} per run, {@code load.warmupSeconds} (20, per warm-up run, not counted),
 * {@code load.maxWarmups} (6) and {@code load.jitSettledMillis} (100): each service is warmed up at the first rate, run
 * after run, until its JIT compilers spent at most that long in one warm-up run (the JIT has finished with the work,
 * so the measured CPU is the steady state's, not the compiler's), or the maximum is reached, which the table then says;
 * {@code load.simulation}, {@code load.maxP99Millis} (the latency goal, 100), {@code load.modes} (default
 * before,stock,ours), {@code compare.profile} (true: profile each service over each measured run; the profiler's own
 * cost then counts in the CPU figures) and the {@code sim.*} corpus settings.
 */
public final class Compare {

    /** A short ramp: the mean throughput of a run should be close to the rate offered. */
    static final long RAMP_SECONDS = 3;
    /** The service JVM's CPU outside its named thread groups: GC, JIT, and every other thread. */
    static final String SERVICE_REST = "service JVM, rest";
    static final String GENERATOR = "load generator";
    /** A run in which the service's JIT compiled for at most this many milliseconds counts as settled. */
    static final String JIT_SETTLED_MILLIS = "load.jitSettledMillis";
    /** true: the service JVMs run async-profiler over every measured run, into the run's folder. */
    static final String PROFILE = "compare.profile";

    private Compare() {
    }

    /**
     * One run.
     *
     * @param cpu nanoseconds of CPU by part: the node, the service's thread groups and the rest of its JVM, the
     *            generator; see {@link ComparisonTable#PARTS}
     */
    /**
     * One measured run: {@code stats} the whole run's (every request), {@code light} and {@code heavy} the light and
     * heavy queries' apart ({@code load.heavyPercent}; {@link RunStats#NONE} without heavy queries).
     */
    record Run(double rate, ServiceMode mode, int round, RunStats stats, Map<String, Long> cpu, boolean assertionsPassed,
               RunStats light, RunStats heavy) {

        Run(double rate, ServiceMode mode, int round, RunStats stats, Map<String, Long> cpu, boolean assertionsPassed) {
            this(rate, mode, round, stats, cpu, assertionsPassed, RunStats.NONE, RunStats.NONE);
        }
    }

    public static void main(String[] args) throws IOException {
        Path results = Path.of(args.length > 0 ? args[0] : "target/gatling").resolve("compare");
        double[] rates = Arrays.stream(System.getProperty("load.rates", "50,100,150,200").split(","))
                .mapToDouble(r -> Double.parseDouble(r.trim())).toArray();
        int rounds = Integer.getInteger("load.rounds", 2);
        long warmup = Long.getLong("load.warmupSeconds", 20);
        int maxWarmups = Integer.getInteger("load.maxWarmups", 6);
        long jitSettledMillis = Long.getLong(JIT_SETTLED_MILLIS, 100);
        long seconds = Long.getLong("load.seconds", 30);
        String simulation = System.getProperty("load.simulation", "org.jsonpjackson.sim.load.EmailQuerySimulation");
        List<ServiceMode> order = Arrays.stream(System.getProperty("load.modes", "before,stock,ours").split(","))
                .map(ServiceMode::parse).toList();
        StackSettings settings = StackSettings.from(System.getProperties());
        System.setProperty("load.profile", "open");

        List<Run> runs = new ArrayList<>();
        Map<ServiceMode, String> clients = new EnumMap<>(ServiceMode.class);
        try (MailSearchStack stack = MailSearchStack.start(settings)) {
            System.out.printf(Locale.ROOT, "Corpus: %d messages (%d indexed now in %d ms) on %s%n",
                    settings.corpus().messages(), stack.loaded(), stack.loadTime().toMillis(), stack.clusterUri());
            Map<ServiceMode, ServiceProcess> services = new EnumMap<>(ServiceMode.class);
            try {
                for (ServiceMode mode : order) {
                    ServiceProcess service = ServiceProcess.start(mode, stack.clusterUri(), classPath(mode), settings);
                    services.put(mode, service);
                    clients.put(mode, Path.of(service.opensearchJava()).getFileName().toString());
                    System.out.printf(Locale.ROOT, "%s service: %s, pid %d, opensearch-java from %s%n", mode.label(),
                            service.uri(), service.pid(), service.opensearchJava());
                }
                if (warmup > 0) {
                    for (ServiceMode mode : order) {
                        warmUp(services.get(mode), rates[0], warmup, maxWarmups, jitSettledMillis, simulation, results);
                    }
                }
                for (double rate : rates) {
                    for (int round = 1; round <= rounds; round++) {
                        for (ServiceMode mode : order) {
                            Path folder = results.resolve(String.format(Locale.ROOT, "rate-%.0f-%s-%d", rate, mode.label(), round));
                            runs.add(run(services.get(mode), rate, seconds, simulation, folder, round));
                        }
                    }
                }
            } finally {
                for (ServiceProcess service : services.values()) {
                    service.close();
                }
            }
        }
        String table = ComparisonTable.markdown(runs, Double.parseDouble(System.getProperty("load.maxP99Millis", "100")),
                environment(clients), jitSettledMillis);
        Files.createDirectories(results);
        Files.writeString(results.resolve("comparison.md"), table);
        Files.writeString(results.resolve("comparison.json"), ComparisonTable.json(runs));
        System.out.println(table);
        System.out.println("Written to " + results.resolve("comparison.md").toAbsolutePath());
    }

    /**
     * Warm-up runs at {@code rate} until one in which the service's JIT compiled for at most {@code settledMillis}, or
     * {@code max} of them; says which. Where the JVM does not count compilation time, one warm-up run.
     */
    private static void warmUp(ServiceProcess service, double rate, long seconds, int max, long settledMillis,
                               String simulation, Path results) throws IOException {
        for (int n = 1; n <= max; n++) {
            Run warm = run(service, rate, seconds, simulation, results.resolve("warmup-" + service.mode().label() + "-" + n), -n);
            long jit = warm.cpu().getOrDefault(ThreadCpu.JIT, -1L);
            if (jit < 0) {
                System.out.println(service.mode().label() + ": this JVM does not count JIT compilation time; one warm-up run");
                return;
            }
            System.out.printf(Locale.ROOT, "%s warm-up %d: the JIT compiled for %d ms%n", service.mode().label(), n, jit / 1_000_000);
            if (jit / 1_000_000 <= settledMillis) {
                return;
            }
        }
        System.out.printf(Locale.ROOT, "%s: the JIT had not settled after %d warm-up runs of %d s (more than %d ms each);"
                + " the table marks its runs%n", service.mode().label(), max, seconds, settledMillis);
    }

    /**
     * The class path of a mode's service JVM: this JVM's without brotli4j, which Gatling brings and no service
     * deployment has (httpclient5 5.6 decodes brotli whenever brotli4j is on the class path, and fails where
     * nothing loaded its native library first); for {@code stock}, with the opensearch-java jar replaced by the
     * one {@code -Dcompare.stockOpensearchJava} names (2.25.0).
     */
    static String classPath(ServiceMode mode) {
        String own = String.join(File.pathSeparator, List.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .stream().filter(entry -> !entry.contains(File.separator + "brotli4j" + File.separator)).toList());
        if (mode != ServiceMode.STOCK) {
            return own;
        }
        String stockJar = System.getProperty("compare.stockOpensearchJava");
        if (stockJar == null || !Files.isRegularFile(Path.of(stockJar))) {
            throw new IllegalStateException("compare.stockOpensearchJava must name the opensearch-java jar of the stock mode: "
                    + stockJar);
        }
        return swapJar(own, "opensearch-java-", stockJar);
    }

    /** {@code classPath} with the one entry whose file name starts with {@code prefix} replaced by {@code jar}. */
    static String swapJar(String classPath, String prefix, String jar) {
        List<String> entries = new ArrayList<>(List.of(classPath.split(File.pathSeparator)));
        List<Integer> hits = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            String name = Path.of(entries.get(i)).getFileName().toString();
            if (name.startsWith(prefix) && name.endsWith(".jar")) {
                hits.add(i);
            }
        }
        if (hits.size() != 1) {
            throw new IllegalStateException("Expected one " + prefix + "*.jar on the class path, found " + hits.size());
        }
        entries.set(hits.get(0), jar);
        return String.join(File.pathSeparator, entries);
    }

    private static Run run(ServiceProcess service, double rate, long seconds, String simulation, Path folder, int round)
            throws IOException {
        Files.createDirectories(folder);
        ServiceMode mode = service.mode();
        System.out.printf(Locale.ROOT, "%n---- %s at %.0f req/s for %d s%s%n", mode.label(), rate, seconds,
                round < 0 ? " (warm-up " + -round + ")" : ", round " + round);
        Path generatorCpu = folder.resolve("generator-cpu.txt");
        boolean profile = round > 0 && Boolean.getBoolean(PROFILE);
        if (profile) {
            service.profile();
        }
        ThreadCpu.Snapshot node = ThreadCpu.take();
        service.mark();
        int status = gatling(service, rate, seconds, simulation, folder, generatorCpu, mode.label() + " " + rate + " req/s");
        Map<String, Long> serviceCpu = service.cpu();
        if (profile) {
            service.profiled(folder.resolve("service-profile"));
        }
        long nodeNanos = ThreadCpu.between(node, ThreadCpu.take()).get(ThreadCpu.PROCESS);
        Path report = GatlingStats.newestReport(folder)
                .orElseThrow(() -> new IllegalStateException("Gatling wrote no report in " + folder));
        RunStats stats = GatlingStats.read(report);
        System.out.println(LoadSummary.summary(folder, stats));
        return new Run(rate, mode, round, stats, cpu(nodeNanos, serviceCpu, generator(generatorCpu)), status == 0,
                GatlingStats.read(report, RequestKind.QUERY).orElse(RunStats.NONE),
                GatlingStats.read(report, RequestKind.HEAVY).orElse(RunStats.NONE));
    }

    static Map<String, Long> cpu(long node, Map<String, Long> service, long generator) {
        Map<String, Long> cpu = new LinkedHashMap<>();
        cpu.put(ThreadCpu.NODE, node);
        long named = 0;
        for (String group : List.of(ThreadCpu.EVENT_LOOP, ThreadCpu.CLIENT_IO, ThreadCpu.DECODE)) {
            long nanos = service.getOrDefault(group, 0L);
            cpu.put(group, nanos);
            named += nanos;
        }
        cpu.put(SERVICE_REST, service.getOrDefault(ThreadCpu.PROCESS, 0L) - named);
        cpu.put(GENERATOR, generator);
        cpu.put(ThreadCpu.JIT, service.getOrDefault(ThreadCpu.JIT, -1L));
        return cpu;
    }

    /** The generator's CPU over the injection, or over its whole life if Gatling's lines were not seen. */
    private static long generator(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            System.out.println("The generator wrote no CPU figure to " + file);
            return -1;
        }
        Map<String, Long> cpu = ThreadCpu.decode(Files.readString(file).trim());
        long injection = cpu.getOrDefault("injection", -1L);
        if (injection < 0) {
            System.out.println("The generator did not see Gatling's start and end lines; its whole CPU is counted");
            return cpu.getOrDefault(ThreadCpu.PROCESS, -1L);
        }
        return injection;
    }

    /**
     * Runs Gatling in a JVM of its own, so that a stalled service's backlog of connections cannot exhaust
     * the file descriptors of another JVM, and so that the generator's heap, threads and CPU are its own.
     */
    private static int gatling(ServiceProcess service, double rate, long seconds, String simulation, Path folder,
                               Path cpuFile, String description) throws IOException {
        List<String> command = new ArrayList<>(List.of(java(),
                "-Xmx1g", "--add-opens=java.base/java.lang=ALL-UNNAMED", "-XX:MaxInlineLevel=20", "-XX:MaxTrivialSize=12",
                "-cp", generatorClassPath()));
        for (String key : System.getProperties().stringPropertyNames()) {
            if ((key.startsWith("load.") || key.startsWith("sim.")) && !key.equals("load.rate") && !key.equals("load.seconds")) {
                command.add("-D" + key + "=" + System.getProperty(key));
            }
        }
        command.addAll(List.of("-Dload.url=" + service.uri(), "-Dload.rate=" + rate, "-Dload.rampSeconds=" + RAMP_SECONDS,
                "-Dload.seconds=" + seconds, "-Dcompare.generatorCpu=" + cpuFile.toAbsolutePath(),
                GeneratorJvm.class.getName(), "--simulation", simulation,
                "--results-folder", folder.toAbsolutePath().toString(), "--run-description", description));
        try {
            return new ProcessBuilder(command).inheritIO().start().waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while Gatling ran", e);
        }
    }

    /**
     * The generator JVM's class path: this module's classes (GeneratorJvm) and the load class path (Gatling 3.15,
     * Netty 4.2), not this JVM's, which leaves Gatling out because it holds the node on Netty 4.1.
     */
    static String generatorClassPath() {
        return StackClassPath.codeSource(GeneratorJvm.class) + File.pathSeparator + LoadClassPath.get();
    }

    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static String environment(Map<ServiceMode, String> clients) {
        return String.format(Locale.ROOT, "%s, %d cores seen by the JVM, %s %s; OpenSearch 2.19.1 embedded in the"
                        + " comparison's JVM (max heap %d MB), each service in a JVM of its own (-Xmx1g), Gatling in a new"
                        + " JVM per run (-Xmx1g); opensearch-java per mode: %s",
                LocalDate.now(ZoneOffset.UTC), Runtime.getRuntime().availableProcessors(), System.getProperty("java.vm.name"),
                System.getProperty("java.version"), Runtime.getRuntime().maxMemory() / (1 << 20),
                clients.entrySet().stream().map(e -> e.getKey().label() + " " + e.getValue()).collect(Collectors.joining(", ")));
    }
}
