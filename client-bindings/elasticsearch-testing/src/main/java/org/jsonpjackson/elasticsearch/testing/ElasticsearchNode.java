package org.jsonpjackson.elasticsearch.testing;

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
import java.util.concurrent.TimeUnit;

/**
 * A real Elasticsearch 8.19 node, run as a child process of this JVM, for tests: single-node, security off, disk
 * thresholds off, a 512 MB heap, bound to 127.0.0.1 only. The distribution is the minimal integ-test-zip from
 * Maven Central, unpacked under {@code target/} (see {@link Distribution}). Elasticsearch refuses to run as root,
 * so a JVM running as root starts it as the system user {@value #SYSTEM_USER}, created on first use.
 *
 * <p>The node binds its HTTP port from 9200-9299 and its transport port from 9300-9399 itself, taking the first
 * free one, and writes the ports it got to a file ({@code node.portsfile}): two JVMs starting nodes at once never
 * race for a port. Each node has a directory of its own (configuration, data, logs) and a cluster name of its
 * own. {@link #close()} stops it by its process id, as does a shutdown hook of the shared node.
 */
public final class ElasticsearchNode implements AutoCloseable {

    /** The Elasticsearch version this class starts. */
    public static final String VERSION = Distribution.VERSION;
    /** The unprivileged user that runs the node when this JVM runs as root. */
    public static final String SYSTEM_USER = "jsonpj-es";
    /** How long {@link #start()} waits for the node to be yellow, in seconds (system property; default 180). */
    public static final String START_TIMEOUT_PROPERTY = "elasticsearch.startTimeoutSeconds";

    static final String HTTP_PORTS = "9200-9299";
    static final String TRANSPORT_PORTS = "9300-9399";
    /** The console lines a failure message quotes. */
    private static final int LOG_TAIL_LINES = 40;

    private static ElasticsearchNode shared;

    private final Process process;
    private final Path nodeDir;
    private final String clusterName;
    private final int httpPort;
    private final Duration startTime;

    private ElasticsearchNode(Process process, Path nodeDir, String clusterName, int httpPort, Duration startTime) {
        this.process = process;
        this.nodeDir = nodeDir;
        this.clusterName = clusterName;
        this.httpPort = httpPort;
        this.startTime = startTime;
    }

    /**
     * Starts a node and waits until the cluster is at least yellow; about 25 s on two shared cores.
     *
     * @throws ElasticsearchStartException if it exits, or is not yellow in time; the message quotes its log
     */
    public static ElasticsearchNode start() {
        return start(Map.of());
    }

    /** {@link #start()} with settings of the caller's own added (tests of a failed start). */
    static ElasticsearchNode start(Map<String, String> extraSettings) {
        long t0 = System.nanoTime();
        Path home = Distribution.home();
        String cluster = "jsonpj-" + Long.toHexString(new SecureRandom().nextLong() & Long.MAX_VALUE);
        Path nodeDir = Distribution.workDir().resolve("elasticsearch-nodes").resolve(cluster);
        Path console = nodeDir.resolve("console.log");
        Process process;
        try {
            Files.createDirectories(nodeDir.resolve("data"));
            Files.createDirectories(nodeDir.resolve("logs"));
            Files.createDirectories(nodeDir.resolve("tmp"));
            // a configuration directory of its own: the node writes its keystore there
            Distribution.copyTree(home.resolve("config"), nodeDir.resolve("config"));
            List<String> command = new ArrayList<>(RunAs.prefix(SYSTEM_USER, home, nodeDir));
            command.add(home.resolve("bin/elasticsearch").toString());
            Map<String, String> settings = new java.util.TreeMap<>(settings(cluster, nodeDir));
            settings.putAll(extraSettings);
            for (Map.Entry<String, String> setting : settings.entrySet()) {
                command.add("-E" + setting.getKey() + "=" + setting.getValue());
            }
            ProcessBuilder builder = new ProcessBuilder(command)
                    .directory(nodeDir.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(console.toFile());
            Map<String, String> env = builder.environment();
            env.put("ES_JAVA_HOME", System.getProperty("java.home"));
            env.put("ES_PATH_CONF", nodeDir.resolve("config").toString());
            env.put("ES_TMPDIR", nodeDir.resolve("tmp").toString());
            env.put("ES_JAVA_OPTS", "-Xms512m -Xmx512m");
            env.remove("JAVA_TOOL_OPTIONS");
            process = builder.start();
        } catch (IOException e) {
            throw new ElasticsearchStartException("Could not start Elasticsearch " + VERSION + " in " + nodeDir + ": "
                    + e.getMessage(), tail(console), e);
        }
        ElasticsearchNode node;
        try {
            int port = awaitHttpPort(process, nodeDir, console);
            awaitYellow(process, port, console);
            node = new ElasticsearchNode(process, nodeDir, cluster, port, Duration.ofNanos(System.nanoTime() - t0));
        } catch (RuntimeException e) {
            stop(process);
            throw e;
        }
        return node;
    }

    /** The node's settings: what makes it a small, private, single-node test cluster. */
    private static Map<String, String> settings(String cluster, Path nodeDir) {
        Map<String, String> settings = new java.util.TreeMap<>();
        settings.put("cluster.name", cluster);
        settings.put("node.name", "jsonpj-node");
        settings.put("discovery.type", "single-node");
        settings.put("network.host", "127.0.0.1");
        settings.put("http.port", HTTP_PORTS);
        settings.put("transport.port", TRANSPORT_PORTS);
        settings.put("node.portsfile", "true");
        settings.put("path.data", nodeDir.resolve("data").toString());
        settings.put("path.logs", nodeDir.resolve("logs").toString());
        settings.put("xpack.security.enabled", "false");
        settings.put("cluster.routing.allocation.disk.threshold_enabled", "false");
        return settings;
    }

    /** One node per JVM, started on first use and stopped when the JVM exits; what test suites share. */
    public static synchronized ElasticsearchNode shared() {
        if (shared == null) {
            ElasticsearchNode node = start();
            Runtime.getRuntime().addShutdownHook(new Thread(node::close, "jsonpj-elasticsearch-shutdown"));
            System.out.println("Elasticsearch " + VERSION + " started on " + node.uri() + " (pid " + node.pid() + ") in "
                    + node.startTime().toMillis() + " ms");
            shared = node;
        }
        return shared;
    }

    private static int awaitHttpPort(Process process, Path nodeDir, Path console) {
        Path portsFile = nodeDir.resolve("logs/http.ports");
        long deadline = deadline();
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
                    throw new ElasticsearchStartException("Unreadable ports file " + portsFile + ": " + e.getMessage(),
                            tail(console), e);
                }
            }
            pause(process, deadline, console, "bound no HTTP port");
        }
    }

    private static void awaitYellow(Process process, int port, Path console) {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        HttpRequest health = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                        + "/_cluster/health?wait_for_status=yellow&timeout=5s"))
                .timeout(Duration.ofSeconds(10)).build();
        long deadline = deadline();
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
                throw new ElasticsearchStartException("Interrupted while waiting for Elasticsearch", tail(console), e);
            }
            pause(process, deadline, console, "was not yellow (last health answer: " + last + ")");
        }
    }

    private static long deadline() {
        return System.nanoTime() + TimeUnit.SECONDS.toNanos(Long.getLong(START_TIMEOUT_PROPERTY, 180));
    }

    /** Waits a little for the node; fails at once if it exited, and at the deadline. */
    private static void pause(Process process, long deadline, Path console, String notYet) {
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                throw new ElasticsearchStartException("Elasticsearch " + VERSION + " exited with code "
                        + process.exitValue() + " while starting", tail(console), null);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ElasticsearchStartException("Interrupted while waiting for Elasticsearch", tail(console), e);
        }
        if (System.nanoTime() > deadline) {
            throw new ElasticsearchStartException("Elasticsearch " + VERSION + " " + notYet + " within "
                    + Long.getLong(START_TIMEOUT_PROPERTY, 180) + " s", tail(console), null);
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

    /** The node's HTTP address. */
    public URI uri() {
        return URI.create("http://127.0.0.1:" + httpPort);
    }

    /** The node's HTTP port, as it reported it once bound. */
    public int port() {
        return httpPort;
    }

    /** The process id of the node's launcher; the server runs as its child. */
    public long pid() {
        return process.pid();
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

    /** How long {@link #start()} took, until the cluster was yellow. */
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
