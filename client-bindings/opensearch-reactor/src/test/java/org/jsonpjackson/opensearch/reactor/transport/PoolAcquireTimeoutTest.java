package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.opensearch.client.opensearch.OpenSearchAsyncClient;
import org.opensearch.client.opensearch.OpenSearchClient;
import org.opensearch.client.opensearch.cluster.HealthResponse;
import reactor.core.publisher.Mono;
import reactor.core.publisher.Sinks;
import reactor.netty.DisposableServer;
import reactor.netty.http.server.HttpServer;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A call that finds every pooled connection busy waits for one up to {@code opensearch.http.poolAcquireTimeout},
 * then fails with its own typed error, well before the call's own timeout. Real HTTP on loopback: a pool of one
 * connection, held by a call the server answers only when the test lets it.
 */
class PoolAcquireTimeoutTest {

    private static final String HEALTH = FakeHealth.BODY;

    private final Sinks.Empty<Void> answer = Sinks.empty();
    private DisposableServer server;
    private ReactorNettyTransport transport;

    @AfterEach
    void closeAll() {
        answer.tryEmitEmpty();
        if (transport != null) {
            transport.close();
        }
        server.disposeNow();
    }

    @Test
    void aCallThatFindsThePoolBusyFailsNamingTheAcquireTimeout() throws Exception {
        CountDownLatch arrived = new CountDownLatch(1);
        AtomicInteger requests = new AtomicInteger();
        server = HttpServer.create().host("127.0.0.1").port(0).handle((req, res) -> {
            requests.incrementAndGet();
            arrived.countDown();
            return res.header("Content-Type", "application/json")
                    .sendString(answer.asMono().then(Mono.just(HEALTH))).then();
        }).bindNow();
        transport = ReactorNettyTransport.create(SearchClientConfig.builder().host("http://127.0.0.1:" + server.port())
                .maxConnections(1, 1)
                .poolAcquireTimeout(Duration.ofMillis(200))
                .requestTimeout(Duration.ofSeconds(20))
                .build());

        CompletableFuture<HealthResponse> holding = new OpenSearchAsyncClient(transport).cluster().health();
        assertThat(arrived.await(10, TimeUnit.SECONDS)).as("the first call holds the only connection").isTrue();

        OpenSearchClient client = new OpenSearchClient(transport);
        assertThatThrownBy(() -> client.cluster().health())
                .isInstanceOfSatisfying(PoolAcquireTimeoutException.class,
                        e -> assertThat(e.setting()).isEqualTo(SearchClientConfig.POOL_ACQUIRE_TIMEOUT))
                .hasMessageContaining(SearchClientConfig.POOL_ACQUIRE_TIMEOUT)
                .hasMessageContaining("200 ms");
        assertThat(requests).as("the call that found no connection was never sent").hasValue(1);

        answer.tryEmitEmpty();
        assertThat(holding.get(10, TimeUnit.SECONDS).clusterName()).as("the call holding the connection still ends well")
                .isEqualTo("fake");
    }
}
