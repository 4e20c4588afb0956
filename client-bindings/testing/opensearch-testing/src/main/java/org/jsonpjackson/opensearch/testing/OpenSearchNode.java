package org.jsonpjackson.opensearch.testing;

import org.jsonpjackson.searchnode.internal.Distribution;
import org.jsonpjackson.searchnode.internal.NodeProcess;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A real OpenSearch node, run as a child process of this JVM from the official minimal distribution (the
 * integ-test-zip of Maven Central), for tests: single-node, disk thresholds off, a 512 MB heap, bound to 127.0.0.1
 * only. Unlike {@link EmbeddedOpenSearch} it shares nothing with the test JVM: not its class path (no OpenSearch,
 * Netty, Jackson or Lucene jars reach the tests), not its Java version. That is how OpenSearch 3.x, which needs
 * Java 21, serves tests that run on Java 17.
 *
 * <p>The version is {@value #DEFAULT_VERSION} unless {@code -D}{@value #VERSION_PROPERTY} names another (2.x and
 * 3.x alike; the minimal distribution exists on Maven Central for 2.19.1, 2.19.6 and 3.6.0 among others). The node
 * runs on the JDK of {@code -D}{@value #JAVA_HOME_PROPERTY}, by default this JVM's; a 3.x version on a JDK older
 * than 21 is refused before anything starts. The zip comes from the local Maven repository, else from Maven
 * Central (checked against its SHA-1), and is unpacked under {@code -Dopensearch.workDir} (default {@code target}).
 * OpenSearch refuses to run as root, so a JVM running as root starts it as the system user {@value #SYSTEM_USER}.
 *
 * <p>The 2.x minimal distribution has no module but {@code transport-netty4}: no {@code analysis-common} (so no
 * {@code html_strip}, {@code uax_url_email}, {@code asciifolding}...), no painless scripts, no ingest processors.
 * Tests that need them take {@link EmbeddedOpenSearch} (or an external cluster). The 3.6.0 one carries OpenSearch's
 * standard modules, {@code analysis-common} among them. Neither has plugins (no security).
 *
 * <p>The node binds its HTTP port from 9200-9299 and its transport port from 9300-9399 itself and writes the ports
 * it got to a file, so two JVMs starting nodes at once never race for a port. {@link #close()} stops it by its
 * process id, as does a shutdown hook of the shared node.
 *
 * @since 0.1.0
 */
public final class OpenSearchNode implements AutoCloseable {

    /** The version {@link #start()} and {@link #shared()} start unless {@value #VERSION_PROPERTY} names another. */
    public static final String DEFAULT_VERSION = "2.19.1";
    /** The system property naming the OpenSearch version to start. */
    public static final String VERSION_PROPERTY = "opensearch.node.version";
    /** The system property naming the JDK the node runs on (OpenSearch 3.x needs 21 or later). */
    public static final String JAVA_HOME_PROPERTY = "opensearch.node.javaHome";
    /** The unprivileged user that runs the node when this JVM runs as root. */
    public static final String SYSTEM_USER = "jsonpj-os";
    /** How long a start waits for the node to be yellow, in seconds (system property; default 180). */
    public static final String START_TIMEOUT_PROPERTY = "opensearch.startTimeoutSeconds";

    private static final Pattern JAVA_VERSION = Pattern.compile("^JAVA_VERSION=\"?([0-9]+)", Pattern.MULTILINE);

    private static final Pattern MAJOR = Pattern.compile("^(\\d+)\\.");

    private static OpenSearchNode shared;

    private final NodeProcess node;

    private OpenSearchNode(NodeProcess node) {
        this.node = node;
    }

    /**
     * Starts a node of the version and on the JDK the system properties name (else {@value #DEFAULT_VERSION} on
     * this JVM's), and waits until the cluster is at least yellow; 20 to 40 s on two shared cores.
     *
     * @throws OpenSearchStartException if it exits, or is not yellow in time; the message quotes its log
     */
    public static OpenSearchNode start() {
        return start(configuredVersion(), configuredJavaHome());
    }

    /**
     * Starts OpenSearch {@code version} on the JDK at {@code javaHome}.
     *
     * @throws IllegalArgumentException if the version is blank, or is 3.x or later and the JDK older than 21
     * @throws OpenSearchStartException if it exits, or is not yellow in time; the message quotes its log
     */
    public static OpenSearchNode start(String version, Path javaHome) {
        return new OpenSearchNode(NodeProcess.start(launch(version, javaHome)));
    }

    /** {@link #start(String, Path)} with settings of the caller's own added (tests of a failed start). */
    static OpenSearchNode start(String version, Path javaHome, Map<String, String> extraSettings) {
        return new OpenSearchNode(NodeProcess.start(launch(version, javaHome).with(extraSettings)));
    }

    /**
     * One node per JVM, of the version and on the JDK the system properties name, started on first use and stopped
     * when the JVM exits; what test suites share. Its start is announced in one line on {@code System.out}:
     * {@code OpenSearch 3.6.0 started on http://127.0.0.1:9200 (pid 4242) in 21000 ms}.
     */
    public static synchronized OpenSearchNode shared() {
        if (shared == null) {
            shared = new OpenSearchNode(NodeProcess.startUntilExit(launch(configuredVersion(), configuredJavaHome())));
        }
        return shared;
    }

    static String configuredVersion() {
        String version = System.getProperty(VERSION_PROPERTY);
        return version == null || version.isBlank() ? DEFAULT_VERSION : version.trim();
    }

    static Path configuredJavaHome() {
        String home = System.getProperty(JAVA_HOME_PROPERTY);
        return Path.of(home == null || home.isBlank() ? System.getProperty("java.home") : home.trim());
    }

    static NodeProcess.Launch launch(String version, Path javaHome) {
        if (version == null || version.isBlank()) {
            throw new IllegalArgumentException(VERSION_PROPERTY + " must name an OpenSearch version, such as "
                    + DEFAULT_VERSION + ": '" + version + "'");
        }
        if (!Files.isExecutable(javaHome.resolve("bin/java"))) {
            throw new IllegalArgumentException(JAVA_HOME_PROPERTY + " must be a JDK (with bin/java): " + javaHome);
        }
        Matcher leading = MAJOR.matcher(version.trim());
        int major = leading.find() ? Integer.parseInt(leading.group(1)) : 0;
        int java = javaFeature(javaHome);
        if (major >= 3 && java > 0 && java < 21) {
            throw new IllegalArgumentException("OpenSearch " + version + " needs Java 21 or later, and "
                    + JAVA_HOME_PROPERTY + " (by default this JVM's) is Java " + java + ": " + javaHome
                    + "; point -D" + JAVA_HOME_PROPERTY + " at a JDK 21 or later");
        }
        Distribution distribution = new Distribution("OpenSearch", "opensearch", "org.opensearch.distribution.integ-test-zip",
                version.trim(), null, "opensearch.workDir");
        return new NodeProcess.Launch(distribution, SYSTEM_USER, "OPENSEARCH", javaHome, Map.of(),
                START_TIMEOUT_PROPERTY, OpenSearchStartException::new);
    }

    /** The JDK's feature version from its {@code release} file, or -1 when it cannot be read. */
    static int javaFeature(Path javaHome) {
        try {
            Matcher m = JAVA_VERSION.matcher(Files.readString(javaHome.resolve("release")));
            return m.find() ? Integer.parseInt(m.group(1)) : -1;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** The OpenSearch version running. */
    public String version() {
        return node.launch().distribution().version();
    }

    /** The JDK the node runs on. */
    public Path javaHome() {
        return node.launch().javaHome();
    }

    /** The node's HTTP address. */
    public URI uri() {
        return node.uri();
    }

    /** The node's HTTP port, as it reported it once bound. */
    public int port() {
        return node.port();
    }

    /** The process id of the node's launcher. */
    public long pid() {
        return node.pid();
    }

    /** Whether the node's launcher is still running. */
    public boolean isAlive() {
        return node.isAlive();
    }

    /** The cluster's name, unique to this node. */
    public String clusterName() {
        return node.clusterName();
    }

    /** The node's own directory: configuration, data, logs, and its console output in {@code console.log}. */
    public Path directory() {
        return node.directory();
    }

    /** How long the start took, until the cluster was yellow. */
    public Duration startTime() {
        return node.startTime();
    }

    /** The last lines the node wrote to its console. */
    public String logTail() {
        return node.logTail();
    }

    /** Stops the node by its process id and deletes its data; its logs stay for a look afterwards. */
    @Override
    public void close() {
        node.close();
    }
}
