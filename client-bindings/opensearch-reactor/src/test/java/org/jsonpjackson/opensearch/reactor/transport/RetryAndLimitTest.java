package org.jsonpjackson.opensearch.reactor.transport;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.HttpHeaderNames;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch.OpenSearchClient;
import org.opensearch.client.opensearch._types.OpType;
import org.opensearch.client.opensearch._types.OpenSearchException;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.SearchResponse;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.netty.DisposableServer;
import reactor.netty.http.server.HttpServer;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Which requests are sent again after they may have reached a node (reads and searches, bulk indexing under
 * explicit ids) and which never are; and the bound on response bodies. Real HTTP on loopback: the embedded
 * node where a healthy host is needed, small servers that misbehave on purpose where a fault is.
 */
@ExtendWith(OpenSearchExtension.class)
class RetryAndLimitTest {

    private static final String INDEX = "retry-and-limit";

    private final URI node;
    private final List<AutoCloseable> cleanup = new ArrayList<>();

    RetryAndLimitTest(URI node) {
        this.node = node;
    }

    @AfterEach
    void closeAll() throws Exception {
        for (AutoCloseable c : cleanup) {
            c.close();
        }
    }

    private OpenSearchClient client(Consumer<SearchClientConfig.Builder> settings) {
        SearchClientConfig.Builder config = SearchClientConfig.builder().retries(3, Duration.ofMillis(10));
        settings.accept(config);
        ReactorNettyTransport transport = ReactorNettyTransport.create(config.build());
        cleanup.add(transport);
        return new OpenSearchClient(transport);
    }

    private String serve(HttpServer server) {
        DisposableServer started = server.host("127.0.0.1").port(0).bindNow();
        cleanup.add(started::disposeNow);
        return "http://127.0.0.1:" + started.port();
    }

    /** A node that dies under each request: it reads it, then closes the connection without answering. */
    private String dropping(List<String> seen) {
        return serve(HttpServer.create().handle((req, res) -> {
            seen.add(req.method().name() + " " + req.uri());
            return req.receive().then(Mono.fromRunnable(() -> req.withConnection(c -> c.channel().close())))
                    .then(res.send());
        }));
    }

    @Test
    void aSearchSentAsPostFailsOverWhenTheConnectionDropsUnderIt() throws IOException {
        OpenSearchClient setUp = client(c -> c.host(node.toString()));
        setUp.index(i -> i.index(INDEX).id("1").document(Map.of("subject", "failover")).refresh(Refresh.True));

        List<String> seen = new CopyOnWriteArrayList<>();
        String dying = dropping(seen);
        OpenSearchClient client = client(c -> c.host(dying).host(node.toString()));
        for (int i = 0; i < 4; i++) {
            SearchResponse<Map> found = client.search(s -> s.index(INDEX), Map.class);
            assertThat(found.hits().hits()).hasSize(1);
            assertThat(client.count(c -> c.index(INDEX)).count()).isEqualTo(1);
        }
        assertThat(seen).as("the dying host got searches and counts, all then answered by the other")
                .isNotEmpty().allMatch(r -> r.startsWith("POST /" + INDEX + "/_search") || r.startsWith("POST /" + INDEX + "/_count"));
    }

    @Test
    void aRetryOnAHostNotYetTriedGoesWithoutTheWait() throws IOException {
        OpenSearchClient setUp = client(c -> c.host(node.toString()));
        setUp.index(i -> i.index(INDEX).id("1").document(Map.of("subject", "failover")).refresh(Refresh.True));
        int refusing;
        try (ServerSocket closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            refusing = closed.getLocalPort();
        }
        List<String> seen = new CopyOnWriteArrayList<>();
        String dying = dropping(seen);
        // a wait of ten minutes: a call that waited before going to the live node would end in the request timeout
        Duration wait = Duration.ofMinutes(10);
        for (String dead : List.of("http://127.0.0.1:" + refusing, dying)) {
            OpenSearchClient client = client(c -> c.host(dead).host(node.toString()).retries(3, wait)
                    .requestTimeout(Duration.ofSeconds(20)).poolAcquireTimeout(Duration.ofSeconds(10)));
            // the first call goes to the first host
            assertThat(client.search(s -> s.index(INDEX), Map.class).hits().hits()).as(dead).hasSize(1);
        }
        assertThat(seen).as("the dropping host got the first search").hasSize(1);
    }

    @Test
    void onceEveryHostWasTriedARetryWaits() {
        List<Long> arrivals = new CopyOnWriteArrayList<>();
        HttpServer recording = HttpServer.create().handle((req, res) -> {
            arrivals.add(System.nanoTime());
            return req.receive().then(Mono.fromRunnable(() -> req.withConnection(c -> c.channel().close())))
                    .then(res.send());
        });
        String first = serve(recording);
        String second = serve(recording);
        Duration wait = Duration.ofMillis(400);
        OpenSearchClient client = client(c -> c.host(first).host(second).retries(2, wait));
        assertThatThrownBy(() -> client.search(s -> s.index(INDEX), Map.class)).isInstanceOf(Exception.class);
        assertThat(arrivals).hasSize(3);
        assertThat(arrivals.get(2) - arrivals.get(1))
                .as("the third try returns to a host already tried, after at least the first wait")
                .isGreaterThanOrEqualTo(wait.toNanos());
    }

    @Test
    void onlyRequestsThatReplayAlikeAreSentAgain() {
        List<String> seen = new CopyOnWriteArrayList<>();
        String dying = dropping(seen);
        OpenSearchClient client = client(c -> c.host(dying));

        assertThat(attempts(seen, () -> client.bulk(BulkRequest.of(b -> b
                .operations(o -> o.index(i -> i.index(INDEX).id("a").document(Map.of("n", 1))))
                .operations(o -> o.delete(d -> d.index(INDEX).id("b")))))))
                .as("index under explicit ids and deletes: retried").isEqualTo(4);
        assertThat(attempts(seen, () -> client.bulk(BulkRequest.of(b -> b
                .operations(o -> o.index(i -> i.index(INDEX).document(Map.of("n", 1))))))))
                .as("an index without an id would create a second document").isEqualTo(1);
        assertThat(attempts(seen, () -> client.bulk(BulkRequest.of(b -> b
                .operations(o -> o.create(i -> i.index(INDEX).id("c").document(Map.of("n", 1))))))))
                .as("a create fails the second time").isEqualTo(1);
        assertThat(attempts(seen, () -> client.bulk(BulkRequest.of(b -> b
                .operations(o -> o.index(i -> i.index(INDEX).id("a").document(Map.of("n", 1))))
                .operations(o -> o.update(u -> u.index(INDEX).id("d").document(Map.of("n", 2))))))))
                .as("one update makes the whole bulk unsafe").isEqualTo(1);
        assertThat(attempts(seen, () -> client.bulk(BulkRequest.of(b -> b
                .operations(o -> o.index(i -> i.index(INDEX).id("a").ifSeqNo(3L).ifPrimaryTerm(1L).document(Map.of("n", 1))))))))
                .as("a conditional index finds the sequence number moved on").isEqualTo(1);
        assertThat(attempts(seen, () -> client.bulk(BulkRequest.of(b -> b
                .operations(o -> o.delete(d -> d.index(INDEX).id("b").version(2L)))))))
                .as("a versioned delete").isEqualTo(1);
        assertThat(attempts(seen, () -> client.index(i -> i.index(INDEX).document(Map.of("n", 1)))))
                .as("a single POST index").isEqualTo(1);
        assertThat(attempts(seen, () -> client.index(i -> i.index(INDEX).id("e").document(Map.of("n", 1)))))
                .as("a single index under an explicit id").isEqualTo(4);
        assertThat(attempts(seen, () -> client.index(i -> i.index(INDEX).id("e").opType(OpType.Create).document(Map.of("n", 1)))))
                .as("a single index that may only create").isEqualTo(1);
        assertThat(attempts(seen, () -> client.index(i -> i.index(INDEX).id("e").ifSeqNo(3L).ifPrimaryTerm(1L).document(Map.of("n", 1)))))
                .as("a single conditional index").isEqualTo(1);
        assertThat(attempts(seen, () -> client.delete(d -> d.index(INDEX).id("e"))))
                .as("a single delete would answer 404 the second time").isEqualTo(1);
        assertThat(attempts(seen, () -> client.scroll(s -> s.scrollId("scroll-1").scroll(t -> t.time("1m")), Map.class)))
                .as("a scroll continuation would skip a page").isEqualTo(1);
        assertThat(attempts(seen, () -> client.search(s -> s.index(INDEX), Map.class)))
                .as("a search").isEqualTo(4);
    }

    @Test
    void aLostConnectionEndsTheCallWithATypedErrorSayingWhetherItWasRepeated() {
        List<String> seen = new CopyOnWriteArrayList<>();
        String dying = dropping(seen);
        OpenSearchClient client = client(c -> c.host(dying));

        assertThatThrownBy(() -> client.scroll(s -> s.scrollId("scroll-1").scroll(t -> t.time("1m")), Map.class))
                .isInstanceOfSatisfying(ConnectionLostException.class, e -> {
                    assertThat(e.setting()).isEqualTo(SearchClientConfig.MAX_RETRIES);
                    assertThat(e.safeToRepeat()).isFalse();
                    assertThat(e.attempts()).isEqualTo(1);
                    assertThat(e.getCause()).isInstanceOf(IOException.class)
                            .isNotInstanceOf(SearchTransportException.class);
                })
                .hasMessageContaining("POST /_search/scroll ")
                .hasMessageContaining("not safe to repeat, so it was sent once")
                .hasMessageContaining(SearchClientConfig.MAX_RETRIES);
        assertThat(seen).hasSize(1);

        seen.clear();
        assertThatThrownBy(() -> client.search(s -> s.index(INDEX), Map.class))
                .isInstanceOfSatisfying(ConnectionLostException.class, e -> {
                    assertThat(e.safeToRepeat()).isTrue();
                    assertThat(e.attempts()).isEqualTo(4);
                })
                .hasMessageContaining("POST /" + INDEX + "/_search ")
                .hasMessageContaining("it was sent 4 times");
        assertThat(seen).hasSize(4);
    }

    private interface Call {
        Object run() throws IOException;
    }

    private static int attempts(List<String> seen, Call call) {
        seen.clear();
        assertThatThrownBy(call::run).isInstanceOf(Exception.class);
        return seen.size();
    }

    @Test
    void aNodeAnsweringUnavailableIsLeftForAnotherOnlyForSafeRequests() throws IOException {
        List<String> seen = new CopyOnWriteArrayList<>();
        String closing = serve(HttpServer.create().handle((req, res) -> {
            seen.add(req.method().name());
            return req.receive().then(res.status(503).header(HttpHeaderNames.CONTENT_TYPE, "application/json")
                    .sendString(Mono.just("{\"error\":{\"type\":\"node_closed_exception\",\"reason\":\"node closed\"},\"status\":503}"))
                    .then());
        }));
        OpenSearchClient failover = client(c -> c.host(closing).host(node.toString()));
        if (!failover.indices().exists(e -> e.index(INDEX)).value()) {
            failover.indices().create(c -> c.index(INDEX));
        }
        assertThat(failover.search(s -> s.index(INDEX), Map.class).hits()).isNotNull();

        OpenSearchClient alone = client(c -> c.host(closing));
        seen.clear();
        assertThatThrownBy(() -> alone.search(s -> s.index(INDEX), Map.class))
                .as("once retries run out, the node's own answer is the error")
                .isInstanceOfSatisfying(OpenSearchException.class, e -> assertThat(e.status()).isEqualTo(503));
        assertThat(seen).hasSize(4);
        seen.clear();
        assertThatThrownBy(() -> alone.index(i -> i.index(INDEX).document(Map.of("n", 1))))
                .isInstanceOfSatisfying(OpenSearchException.class, e -> assertThat(e.status()).isEqualTo(503));
        assertThat(seen).as("an index request is not repeated").hasSize(1);
    }

    private static final String HEALTH = "{\"cluster_name\":\"fake\",\"status\":\"green\",\"timed_out\":false,"
            + "\"number_of_nodes\":1,\"number_of_data_nodes\":1,\"active_primary_shards\":0,\"active_shards\":0,"
            + "\"relocating_shards\":0,\"initializing_shards\":0,\"unassigned_shards\":0,\"delayed_unassigned_shards\":0,"
            + "\"number_of_pending_tasks\":0,\"number_of_in_flight_fetch\":0,\"task_max_waiting_in_queue_millis\":0,"
            + "\"active_shards_percent_as_number\":100.0,\"discovered_master\":true,\"discovered_cluster_manager\":true}";

    /** An endless body, 64 KiB a chunk; the latch counts down when the client has closed the connection. */
    private static Mono<Void> endless(reactor.netty.http.server.HttpServerResponse res, CountDownLatch closed, boolean declareHuge) {
        res.withConnection(c -> c.onDispose(closed::countDown));
        if (declareHuge) {
            res.header(HttpHeaderNames.CONTENT_LENGTH, String.valueOf(10L << 30));
        }
        byte[] chunk = new byte[64 << 10];
        java.util.Arrays.fill(chunk, (byte) ' ');
        Flux<ByteBuf> body = Flux.generate(sink -> sink.next(Unpooled.wrappedBuffer(chunk)));
        return res.header(HttpHeaderNames.CONTENT_TYPE, "application/json").send(body).then();
    }

    @Test
    void aResponseLargerThanTheLimitFailsNamingTheKeyAndThePoolStaysUsable() throws IOException, InterruptedException {
        for (boolean declared : new boolean[] {false, true}) {
            CountDownLatch closed = new CountDownLatch(1);
            String huge = serve(HttpServer.create().route(r -> r
                    .get("/_cluster/health", (req, res) -> res.header(HttpHeaderNames.CONTENT_TYPE, "application/json")
                            .sendString(Mono.just(HEALTH)))
                    .get("/big/_doc/1", (req, res) -> endless(res, closed, declared))));
            OpenSearchClient client = client(c -> c.host(huge).maxResponseBytes(1 << 20).compression(false));

            // the body never ends: only the limit can end the call
            assertThatThrownBy(() -> client.get(g -> g.index("big").id("1"), Map.class))
                    .isInstanceOfSatisfying(ResponseTooLargeException.class, e -> {
                        assertThat(e.limit()).isEqualTo(1 << 20);
                        assertThat(e.setting()).isEqualTo(SearchClientConfig.MAX_RESPONSE_BYTES);
                    })
                    .hasMessageContaining(SearchClientConfig.MAX_RESPONSE_BYTES)
                    .hasMessageContaining(String.valueOf(1 << 20));
            assertThat(closed.await(10, TimeUnit.SECONDS)).as("the client dropped the connection (Content-Length " + declared + ")")
                    .isTrue();
            for (int i = 0; i < 3; i++) {
                assertThat(client.cluster().health().clusterName()).as("the pool serves the next calls").isEqualTo("fake");
            }
        }
    }

    @Test
    void theLimitCountsDecompressedBytes() {
        CountDownLatch closed = new CountDownLatch(1);
        String bomb = serve(HttpServer.create().compress(true)
                .route(r -> r.get("/bomb/_doc/1", (req, res) -> endless(res, closed, false))));
        OpenSearchClient client = client(c -> c.host(bomb).maxResponseBytes(1 << 20).compression(true));
        assertThatThrownBy(() -> client.get(g -> g.index("bomb").id("1"), Map.class))
                .isInstanceOfSatisfying(ResponseTooLargeException.class, e -> assertThat(e.limit()).isEqualTo(1 << 20));
    }
}
