package org.jsonpjackson.elasticsearch.testing;

import org.jsonpjackson.searchnode.internal.Distribution;
import org.jsonpjackson.searchnode.internal.NodeProcess;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * A real Elasticsearch 8.19 node, run as a child process of this JVM, for tests: single-node, security off, disk
 * thresholds off, a 512 MB heap, bound to 127.0.0.1 only. The distribution is the minimal integ-test-zip from
 * Maven Central, unpacked under {@code target/}: the file named by {@code -Delasticsearch.zip} (our build sets it
 * from its test dependency), the one in the local Maven repository, or a download from Maven Central checked
 * against its SHA-1; the work directory is {@code -Delasticsearch.workDir}, by default {@code target}.
 * Elasticsearch refuses to run as root, so a JVM running as root starts it as the system user
 * {@value #SYSTEM_USER}, created on first use.
 *
 * <p>The node binds its HTTP port from 9200-9299 and its transport port from 9300-9399 itself, taking the first
 * free one, and writes the ports it got to a file ({@code node.portsfile}): two JVMs starting nodes at once never
 * race for a port. Each node has a directory of its own (configuration, data, logs) and a cluster name of its
 * own. {@link #close()} stops it by its process id, as does a shutdown hook of the shared node.
 *
 * @since 0.1.0
 */
public final class ElasticsearchNode implements AutoCloseable {

    /** The Elasticsearch version this class starts. */
    public static final String VERSION = "8.19.21";
    /** The unprivileged user that runs the node when this JVM runs as root. */
    public static final String SYSTEM_USER = "jsonpj-es";
    /** How long {@link #start()} waits for the node to be yellow, in seconds (system property; default 180). */
    public static final String START_TIMEOUT_PROPERTY = "elasticsearch.startTimeoutSeconds";

    private static final Distribution DISTRIBUTION = new Distribution("Elasticsearch", "elasticsearch",
            "org.elasticsearch.distribution.integ-test-zip", VERSION, "elasticsearch.zip", "elasticsearch.workDir");

    private static ElasticsearchNode shared;

    private final NodeProcess node;

    private ElasticsearchNode(NodeProcess node) {
        this.node = node;
    }

    /**
     * Starts a node and waits until the cluster is at least yellow; about 25 s on two shared cores.
     *
     * @throws ElasticsearchStartException if it exits, or is not yellow in time; the message quotes its log
     */
    public static ElasticsearchNode start() {
        return new ElasticsearchNode(NodeProcess.start(launch()));
    }

    /** {@link #start()} with settings of the caller's own added (tests of a failed start). */
    static ElasticsearchNode start(Map<String, String> extraSettings) {
        return new ElasticsearchNode(NodeProcess.start(launch().with(extraSettings)));
    }

    private static NodeProcess.Launch launch() {
        return new NodeProcess.Launch(DISTRIBUTION, SYSTEM_USER, "ES", Path.of(System.getProperty("java.home")),
                Map.of("xpack.security.enabled", "false"), START_TIMEOUT_PROPERTY, ElasticsearchStartException::new);
    }

    /** One node per JVM, started on first use and stopped when the JVM exits; what test suites share. */
    public static synchronized ElasticsearchNode shared() {
        if (shared == null) {
            shared = new ElasticsearchNode(NodeProcess.startUntilExit(launch()));
        }
        return shared;
    }

    /** The node's HTTP address. */
    public URI uri() {
        return node.uri();
    }

    /** The node's HTTP port, as it reported it once bound. */
    public int port() {
        return node.port();
    }

    /** The process id of the node's launcher; the server runs as its child. */
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

    /** How long {@link #start()} took, until the cluster was yellow. */
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
