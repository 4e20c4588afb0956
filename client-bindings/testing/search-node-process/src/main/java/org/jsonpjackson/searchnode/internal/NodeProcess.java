package org.jsonpjackson.searchnode.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * A search node (Elasticsearch, OpenSearch) run from its {@link Distribution} as a child process of this JVM:
 * single-node, disk thresholds off, a 512 MB heap, bound to 127.0.0.1 only, as {@link Launch#systemUser()} when
 * this JVM runs as root ({@link RunAs}).
 *
 * <p>The node binds its HTTP port from {@value #HTTP_PORTS} and its transport port from {@value #TRANSPORT_PORTS}
 * itself, taking the first free one, and writes the ports it got to a file ({@code node.portsfile}): two JVMs
 * starting nodes at once never race for a port. Each node has a directory of its own (configuration, data, logs,
 * temporary files, its console in {@code console.log}) and a cluster name of its own. {@link #close()} stops it by
 * its process id.
 */
public final class NodeProcess implements AutoCloseable {

    public static final String HTTP_PORTS = "9200-9299";
    public static final String TRANSPORT_PORTS = "9300-9399";
    private static final String HTTP_PORTS_FILE = "logs/http.ports";
    private static final String TRANSPORT_PORTS_FILE = "logs/transport.ports";
    /** The console lines a failure message quotes. */
    private static final int LOG_TAIL_LINES = 40;

    /** Builds the product's own exception for a start that failed; the message does not yet quote the log. */
    @FunctionalInterface
    public interface Failure {
        RuntimeException create(String message, String logTail, Throwable cause);
    }

    /**
     * What to start.
     *
     * @param distribution         the distribution
     * @param systemUser           the unprivileged user that runs the node when this JVM runs as root
     * @param envPrefix            the launcher's environment prefix: {@code ES} or {@code OPENSEARCH}, for
     *                             {@code _JAVA_HOME}, {@code _PATH_CONF}, {@code _TMPDIR} and {@code _JAVA_OPTS}
     * @param javaHome             the JDK the node runs on
     * @param settings             the product's own settings, added to the common ones (and replacing them)
     * @param startTimeoutProperty the system property giving the start timeout in seconds (default 180)
     * @param failure              the product's exception
     */
    public record Launch(Distribution distribution, String systemUser, String envPrefix, Path javaHome,
                         Map<String, String> settings, String startTimeoutProperty, Failure failure) {

        public Launch {
            Objects.requireNonNull(distribution, "distribution");
            Objects.requireNonNull(systemUser, "systemUser");
            Objects.requireNonNull(envPrefix, "envPrefix");
            Objects.requireNonNull(javaHome, "javaHome");
            settings = Map.copyOf(settings);
            Objects.requireNonNull(startTimeoutProperty, "startTimeoutProperty");
            Objects.requireNonNull(failure, "failure");
        }

        /** This launch with more settings (tests of a failed start). */
        public Launch with(Map<String, String> more) {
            Map<String, String> all = new TreeMap<>(settings);
            all.putAll(more);
            return new Launch(distribution, systemUser, envPrefix, javaHome, all, startTimeoutProperty, failure);
        }
    }

    private final Launch launch;
    private final Process process;
    private final Path nodeDir;
    private final String clusterName;
    private final int httpPort;
    private final Duration startTime;

    private NodeProcess(Launch launch, Process process, Path nodeDir, String clusterName, int httpPort, Duration startTime) {
        this.launch = launch;
        this.process = process;
        this.nodeDir = nodeDir;
        this.clusterName = clusterName;
        this.httpPort = httpPort;
        this.startTime = startTime;
    }

    /**
     * Starts a node and waits until its cluster is at least yellow.
     *
     * @throws RuntimeException the launch's {@link Failure} if it exits, or is not yellow in time; the message
     *                          quotes its log
     */
    public static NodeProcess start(Launch launch) {
        String cluster = "jsonpj-" + Long.toHexString(new SecureRandom().nextLong() & Long.MAX_VALUE);
        Distribution distribution = launch.distribution();
        return start(launch.with(Map.of("cluster.name", launch.settings().getOrDefault("cluster.name", cluster))),
                distribution.workDir().resolve(distribution.name() + "-nodes").resolve(cluster));
    }

    /**
     * Starts a node in {@code nodeDir}, keeping the data a node that ran there before left (a node killed and
     * started again, as a cluster's node is), and waits until its cluster is at least yellow. The cluster's name is
     * the launch's {@code cluster.name}, which must be set.
     *
     * @throws RuntimeException the launch's {@link Failure} if it exits, or is not yellow in time; the message
     *                          quotes its log
     */
    public static NodeProcess start(Launch launch, Path nodeDir) {
        long t0 = System.nanoTime();
        Distribution distribution = launch.distribution();
        Path home = distribution.home();
        String cluster = Objects.requireNonNull(launch.settings().get("cluster.name"), "the launch's cluster.name");
        Path console = nodeDir.resolve("console.log");
        String env = launch.envPrefix();
        Process process;
        try {
            Files.createDirectories(nodeDir.resolve("data"));
            Files.createDirectories(nodeDir.resolve("logs"));
            Files.createDirectories(nodeDir.resolve("tmp"));
            // the ports of a node that ran here before are not this one's
            Files.deleteIfExists(nodeDir.resolve(HTTP_PORTS_FILE));
            Files.deleteIfExists(nodeDir.resolve(TRANSPORT_PORTS_FILE));
            // a configuration directory of its own: the node writes its keystore there
            if (!Files.isDirectory(nodeDir.resolve("config"))) {
                Distribution.copyTree(home.resolve("config"), nodeDir.resolve("config"));
            }
            List<String> command = new ArrayList<>(RunAs.prefix(launch.systemUser(), home, nodeDir));
            command.add(distribution.launcher(home).toString());
            Map<String, String> settings = new TreeMap<>(settings(cluster, nodeDir));
            settings.putAll(launch.settings());
            for (Map.Entry<String, String> setting : settings.entrySet()) {
                command.add("-E" + setting.getKey() + "=" + setting.getValue());
            }
            ProcessBuilder builder = new ProcessBuilder(command)
                    .directory(nodeDir.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(console.toFile());
            Map<String, String> environment = builder.environment();
            environment.put(env + "_JAVA_HOME", launch.javaHome().toString());
            environment.put(env + "_PATH_CONF", nodeDir.resolve("config").toString());
            environment.put(env + "_TMPDIR", nodeDir.resolve("tmp").toString());
            environment.put(env + "_JAVA_OPTS", "-Xms512m -Xmx512m");
            environment.remove("JAVA_TOOL_OPTIONS");
            process = builder.start();
        } catch (IOException e) {
            throw launch.failure().create("Could not start " + distribution + " in " + nodeDir + ": " + e.getMessage(),
                    tail(console), e);
        }
        try {
            int port = awaitHttpPort(launch, process, nodeDir, console);
            awaitYellow(launch, process, port, console);
            return new NodeProcess(launch, process, nodeDir, cluster, port, Duration.ofNanos(System.nanoTime() - t0));
        } catch (RuntimeException e) {
            stop(process);
            throw e;
        }
    }

    /** The settings every node gets: what makes it a small, private, single-node test cluster. */
    private static Map<String, String> settings(String cluster, Path nodeDir) {
        Map<String, String> settings = new TreeMap<>();
        settings.put("cluster.name", cluster);
        settings.put("node.name", "jsonpj-node");
        settings.put("discovery.type", "single-node");
        settings.put("network.host", "127.0.0.1");
        settings.put("http.port", HTTP_PORTS);
        settings.put("transport.port", TRANSPORT_PORTS);
        settings.put("node.portsfile", "true");
        settings.put("path.data", nodeDir.resolve("data").toString());
        settings.put("path.logs", nodeDir.resolve("logs").toString());
        settings.put("cluster.routing.allocation.disk.threshold_enabled", "false");
        return settings;
    }

    /**
     * {@link #start(Launch)}, then stopped by a shutdown hook when the JVM exits, its start announced in one line
     * on {@code System.out}: {@code OpenSearch 3.6.0 started on http://127.0.0.1:9200 (pid 123) in 20123 ms}.
     */
    public static NodeProcess startUntilExit(Launch launch) {
        NodeProcess node = start(launch);
        Runtime.getRuntime().addShutdownHook(new Thread(node::close, "jsonpj-" + launch.distribution().name() + "-shutdown"));
        System.out.println(launch.distribution() + " started on " + node.uri() + " (pid " + node.pid() + ") in "
                + node.startTime().toMillis() + " ms");
        return node;
    }

    private static int awaitHttpPort(Launch launch, Process process, Path nodeDir, Path console) {
        Path portsFile = nodeDir.resolve(HTTP_PORTS_FILE);
        long deadline = deadline(launch);
        while (true) {
            if (Files.isRegularFile(portsFile)) {
                try {
                    List<String> lines = Files.readAllLines(portsFile);
                    // written in full, then renamed into place by the node
                    if (!lines.isEmpty()) {
                        String address = lines.get(0).trim();
                        return Integer.parseInt(address.substring(address.lastIndexOf(':') + 1));
                    }
                } catch (IOException | NumberFormatException e) {
                    throw launch.failure().create("Unreadable ports file " + portsFile + ": " + e.getMessage(),
                            tail(console), e);
                }
            }
            pause(launch, process, deadline, console, "bound no HTTP port");
        }
    }

    private static void awaitYellow(Launch launch, Process process, int port, Path console) {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        HttpRequest health = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                        + "/_cluster/health?wait_for_status=yellow&timeout=5s"))
                .timeout(Duration.ofSeconds(10)).build();
        long deadline = deadline(launch);
        String last = "no answer";
        while (true) {
            try {
                HttpResponse<String> response = http.send(health, HttpResponse.BodyHandlers.ofString());
                last = response.statusCode() + " " + response.body();
                if (response.statusCode() == 200 && (response.body().contains("\"status\":\"yellow\"")
                        || response.body().contains("\"status\":\"green\""))) {
                    return;
                }
            } catch (IOException e) {
                last = e.toString();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw launch.failure().create("Interrupted while waiting for " + launch.distribution(), tail(console), e);
            }
            pause(launch, process, deadline, console, "was not yellow (last health answer: " + last + ")");
        }
    }

    private static long timeoutSeconds(Launch launch) {
        return Long.getLong(launch.startTimeoutProperty(), 180);
    }

    private static long deadline(Launch launch) {
        return System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds(launch));
    }

    /** Waits a little for the node; fails at once if it exited, and at the deadline. */
    private static void pause(Launch launch, Process process, long deadline, Path console, String notYet) {
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                throw launch.failure().create(launch.distribution() + " exited with code " + process.exitValue()
                        + " while starting", tail(console), null);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw launch.failure().create("Interrupted while waiting for " + launch.distribution(), tail(console), e);
        }
        if (System.nanoTime() > deadline) {
            throw launch.failure().create(launch.distribution() + " " + notYet + " within " + timeoutSeconds(launch) + " s",
                    tail(console), null);
        }
    }

    static String tail(Path log) {
        try {
            if (!Files.isRegularFile(log)) {
                return "(no log at " + log + ")";
            }
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - LOG_TAIL_LINES), lines.size()));
        } catch (IOException | UncheckedIOException e) {
            return "(log " + log + " unreadable: " + e.getMessage() + ")";
        }
    }

    /** Stops the node's whole process tree: the launcher first (it stops the server), then whatever is left. */
    private static void stop(Process process) {
        ProcessHandle root = process.toHandle();
        List<ProcessHandle> tree = new ArrayList<>(root.descendants().toList());
        root.destroy();
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                root.destroyForcibly();
                process.waitFor(10, TimeUnit.SECONDS);
            }
            for (ProcessHandle child : tree) {
                if (child.isAlive()) {
                    child.destroy();
                    child.onExit().get(30, TimeUnit.SECONDS);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            tree.forEach(ProcessHandle::destroyForcibly);
        }
    }

    /** What was started. */
    public Launch launch() {
        return launch;
    }

    /** The node's HTTP address. */
    public URI uri() {
        return URI.create("http://127.0.0.1:" + httpPort);
    }

    /** The node's HTTP port, as it reported it once bound. */
    public int port() {
        return httpPort;
    }

    /** The process id of the node's launcher. */
    public long pid() {
        return process.pid();
    }

    /**
     * The node's transport port, as it reported it once bound: the address other nodes of a cluster find it at
     * ({@code discovery.seed_hosts}).
     */
    public int transportPort() {
        try {
            String address = Files.readAllLines(nodeDir.resolve(TRANSPORT_PORTS_FILE)).get(0).trim();
            return Integer.parseInt(address.substring(address.lastIndexOf(':') + 1));
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("No transport port in " + nodeDir.resolve(TRANSPORT_PORTS_FILE), e);
        }
    }

    /**
     * Kills the node at once (SIGKILL, as a crash or the kernel's out-of-memory killer would), and waits until it
     * is gone; its data stays, for a node started again in {@link #directory()}.
     */
    public void kill() {
        List<ProcessHandle> tree = new ArrayList<>(process.toHandle().descendants().toList());
        process.destroyForcibly();
        tree.forEach(ProcessHandle::destroyForcibly);
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException("pid " + process.pid() + " still runs 30 s after SIGKILL");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether the node's launcher is still running. */
    public boolean isAlive() {
        return process.isAlive();
    }

    /** The cluster's name, unique to this node. */
    public String clusterName() {
        return clusterName;
    }

    /** The node's own directory: configuration, data, logs, and its console output in {@code console.log}. */
    public Path directory() {
        return nodeDir;
    }

    /** How long {@link #start(Launch)} took, until the cluster was yellow. */
    public Duration startTime() {
        return startTime;
    }

    /** The last lines the node wrote to its console. */
    public String logTail() {
        return tail(nodeDir.resolve("console.log"));
    }

    /** Stops the node by its process id and deletes its data; its logs stay for a look afterwards. */
    @Override
    public void close() {
        stop(process);
        Distribution.deleteTree(nodeDir.resolve("data"));
    }
}
