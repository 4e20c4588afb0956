package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch.cluster.HealthRequest;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;
import reactor.netty.DisposableServer;
import reactor.netty.http.server.HttpServer;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A decode scheduler of the application's own. The common one, {@code Schedulers.fromExecutorService} over a
 * plain thread pool, cannot run delayed tasks; the transport's timeouts and retry back-off still work with
 * it, and every result and error still reaches the caller on one of its threads.
 */
@ExtendWith(OpenSearchExtension.class)
class DecodeSchedulerTest {

    private final URI node;
    private final List<AutoCloseable> cleanup = new ArrayList<>();

    DecodeSchedulerTest(URI node) {
        this.node = node;
    }

    @AfterEach
    void closeAll() throws Exception {
        for (AutoCloseable c : cleanup) {
            c.close();
        }
    }

    private Scheduler plainPool() {
        AtomicInteger n = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "app-pool-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        cleanup.add(pool::shutdownNow);
        return Schedulers.fromExecutorService(pool);
    }

    private ReactorNettyTransport transport(SearchClientConfig config, Scheduler decoder) {
        ReactorNettyTransport transport = ReactorNettyTransport.builder(config).decodeScheduler(decoder).build();
        cleanup.add(transport);
        return transport;
    }

    private static String health(ReactorNettyTransport transport, AtomicReference<String> thread) {
        return transport.execute(new HealthRequest.Builder().build(), HealthRequest._ENDPOINT, null)
                .doOnNext(x -> thread.set(Thread.currentThread().getName()))
                .map(r -> r.clusterName())
                .block(Duration.ofSeconds(30));
    }

    @Test
    void aPlainThreadPoolDecodesAndEmitsResults() {
        ReactorNettyTransport transport = transport(SearchClientConfig.of(node.toString()), plainPool());
        AtomicReference<String> thread = new AtomicReference<>();
        assertThat(health(transport, thread)).isNotBlank();
        assertThat(thread.get()).startsWith("app-pool-");
    }

    @Test
    void withAPlainThreadPoolAFailedConnectionIsStillRetriedAfterItsBackOff() throws IOException {
        int down;
        try (ServerSocket socket = new ServerSocket(0)) {
            down = socket.getLocalPort();
        }
        ReactorNettyTransport transport = transport(SearchClientConfig.builder().host("http://127.0.0.1:" + down)
                .host(node.toString()).retries(1, Duration.ofMillis(10)).build(), plainPool());
        AtomicReference<String> thread = new AtomicReference<>();
        // round-robin starts with the refusing host; the retry, after its back-off, goes to the node
        assertThat(health(transport, thread)).isNotBlank();
        assertThat(thread.get()).startsWith("app-pool-");
    }

    @Test
    void withAPlainThreadPoolTheRequestTimeoutFiresOnOneOfItsThreads() {
        DisposableServer silent = HttpServer.create().host("127.0.0.1").port(0)
                .handle((req, res) -> res.sendString(Mono.never())).bindNow();
        cleanup.add(silent::disposeNow);
        ReactorNettyTransport transport = transport(SearchClientConfig.builder()
                .host("http://127.0.0.1:" + silent.port()).requestTimeout(Duration.ofMillis(300)).build(), plainPool());
        AtomicReference<String> thread = new AtomicReference<>();
        assertThatThrownBy(() -> transport.execute(new HealthRequest.Builder().build(), HealthRequest._ENDPOINT, null)
                .doOnError(e -> thread.set(Thread.currentThread().getName()))
                .block(Duration.ofSeconds(10)))
                // block() wraps a checked exception
                .cause().isInstanceOfSatisfying(RequestTimeoutException.class,
                        e -> assertThat(e.setting()).isEqualTo(SearchClientConfig.REQUEST_TIMEOUT));
        assertThat(thread.get()).startsWith("app-pool-");
    }

    @Test
    void theImmediateSchedulerIsRefusedBecauseItWouldDecodeOnTheEventLoop() {
        SearchClientConfig config = SearchClientConfig.of(node.toString());
        assertThatThrownBy(() -> ReactorNettyTransport.builder(config).decodeScheduler(Schedulers.immediate()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("event loop");
    }

    @Test
    void aDisposedSchedulerIsRefused() {
        Scheduler disposed = Schedulers.newSingle("gone");
        disposed.dispose();
        SearchClientConfig config = SearchClientConfig.of(node.toString());
        assertThatThrownBy(() -> ReactorNettyTransport.builder(config).decodeScheduler(disposed))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("disposed");
    }
}
