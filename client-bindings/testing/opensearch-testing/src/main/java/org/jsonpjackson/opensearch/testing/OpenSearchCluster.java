package org.jsonpjackson.opensearch.testing;

import org.jsonpjackson.searchnode.internal.Distribution;
import org.jsonpjackson.searchnode.internal.NodeProcess;

import java.net.URI;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Real OpenSearch nodes forming one cluster, each a child process of its own run from the minimal distribution, as
 * {@link OpenSearchNode} runs one: for tests of what a client does when a node dies under it. Every node is
 * cluster-manager-eligible and holds data; the first bootstraps the cluster, the others join it through its
 * transport port. All bind 127.0.0.1 only, with a 512 MB heap each.
 *
 * <p>{@link #kill(int)} kills a node with SIGKILL, as a crash would, and keeps its data; {@link #restart(int)} starts
 * it again in its own directory, on the ports it had, so that a client's list of hosts stays right, and waits until
 * it is back in the cluster. A cluster of three keeps a majority of cluster-manager-eligible nodes through the loss
 * of any one.
 *
 * <p>The version and the JDK are chosen as for {@link OpenSearchNode}: {@code -D}{@value OpenSearchNode#VERSION_PROPERTY}
 * and {@code -D}{@value OpenSearchNode#JAVA_HOME_PROPERTY}, or the arguments of {@link #start(int, String, Path)}.
 *
 * @since 0.1.0
 */
public final class OpenSearchCluster implements AutoCloseable {

    private final String name;
    private final NodeProcess.Launch launch;
    private final List<NodeProcess> nodes;
    private final List<Path> directories;

    private OpenSearchCluster(String name, NodeProcess.Launch launch, List<NodeProcess> nodes) {
        this.name = name;
        this.launch = launch;
        this.nodes = nodes;
        this.directories = nodes.stream().map(NodeProcess::directory).toList();
    }

    /** {@link #start(int, String, Path)} with the version and JDK the system properties name. */
    public static OpenSearchCluster start(int nodes) {
        return start(nodes, OpenSearchNode.configuredVersion(), OpenSearchNode.configuredJavaHome());
    }

    /**
     * Starts {@code nodes} nodes of OpenSearch {@code version} on the JDK at {@code javaHome}, one after the other,
     * and returns once every one is in the cluster and the cluster is at least yellow.
     *
     * @throws IllegalArgumentException if {@code nodes} is below 2, or the version and the JDK are refused as by
     *                                  {@link OpenSearchNode#start(String, Path)}
     * @throws OpenSearchStartException if a node exits, or is not in the cluster in time; the nodes already up are
     *                                  stopped, and the message quotes the failed node's log
     */
    public static OpenSearchCluster start(int nodes, String version, Path javaHome) {
        if (nodes < 2) {
            throw new IllegalArgumentException("A cluster needs at least 2 nodes: " + nodes);
        }
        String name = "jsonpj-cluster-" + Long.toHexString(new SecureRandom().nextLong() & Long.MAX_VALUE);
        NodeProcess.Launch launch = OpenSearchNode.launch(version, javaHome);
        Distribution distribution = launch.distribution();
        Path root = distribution.workDir().resolve(distribution.name() + "-nodes").resolve(name);
        List<NodeProcess> started = new ArrayList<>();
        try {
            started.add(NodeProcess.start(launch.with(Map.of("cluster.name", name, "node.name", nameOf(0),
                    "discovery.type", "zen", "cluster.initial_cluster_manager_nodes", nameOf(0))), root.resolve(nameOf(0))));
            String seed = "127.0.0.1:" + started.get(0).transportPort();
            for (int n = 1; n < nodes; n++) {
                started.add(NodeProcess.start(launch.with(Map.of("cluster.name", name, "node.name", nameOf(n),
                        "discovery.type", "zen", "discovery.seed_hosts", seed)), root.resolve(nameOf(n))));
            }
        } catch (RuntimeException e) {
            started.forEach(NodeProcess::close);
            throw e;
        }
        return new OpenSearchCluster(name, launch, started);
    }

    private static String nameOf(int n) {
        return "node-" + (n + 1);
    }

    /** The cluster's name, unique to it. */
    public String name() {
        return name;
    }

    /** How many nodes the cluster was started with. */
    public int size() {
        return nodes.size();
    }

    /** Each node's HTTP address, by index from 0; a killed node's is the one it comes back on. */
    public synchronized List<URI> uris() {
        return nodes.stream().map(NodeProcess::uri).toList();
    }

    /** Node {@code n}'s name in the cluster ({@code node-1} for 0), as {@code _cat/nodes} shows it. */
    public String nodeName(int n) {
        Objects.checkIndex(n, nodes.size());
        return nameOf(n);
    }

    /** Whether node {@code n}'s process is running. */
    public synchronized boolean isRunning(int n) {
        return nodes.get(n).isAlive();
    }

    /** Node {@code n}'s process id. */
    public synchronized long pid(int n) {
        return nodes.get(n).pid();
    }

    /** Kills node {@code n} with SIGKILL and waits until its process is gone; its data stays. */
    public synchronized void kill(int n) {
        nodes.get(n).kill();
    }

    /**
     * Starts node {@code n} again, after {@link #kill(int)}, in its own directory with its data, on the HTTP and
     * transport ports it had, finding the cluster through the other nodes; returns once it answers and its cluster is
     * at least yellow.
     *
     * @throws IllegalStateException    if the node still runs
     * @throws OpenSearchStartException if it exits, or is not back in time
     */
    public synchronized void restart(int n) {
        NodeProcess old = nodes.get(n);
        if (old.isAlive()) {
            throw new IllegalStateException(nodeName(n) + " still runs (pid " + old.pid() + "); kill it first");
        }
        String seeds = IntStream.range(0, nodes.size()).filter(i -> i != n)
                .mapToObj(i -> "127.0.0.1:" + nodes.get(i).transportPort()).collect(Collectors.joining(","));
        nodes.set(n, NodeProcess.start(launch.with(Map.of("cluster.name", name, "node.name", nodeName(n),
                        "discovery.type", "zen", "discovery.seed_hosts", seeds,
                        "http.port", String.valueOf(old.port()), "transport.port", String.valueOf(old.transportPort()))),
                directories.get(n)));
    }

    /** The last lines node {@code n} wrote to its console. */
    public synchronized String logTail(int n) {
        return nodes.get(n).logTail();
    }

    /** Stops every node by its process id and deletes their data; their logs stay. */
    @Override
    public synchronized void close() {
        nodes.forEach(NodeProcess::close);
    }

    @Override
    public String toString() {
        return "OpenSearch " + launch.distribution().version() + " cluster " + name + " of " + nodes.size() + " nodes";
    }
}
