package org.jsonpjackson.opensearch.reactor.transport;

import io.netty.handler.codec.http.HttpResponseStatus;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch.OpenSearchAsyncClient;
import org.opensearch.client.opensearch.OpenSearchClient;
import org.opensearch.client.opensearch._types.OpenSearchException;
import org.opensearch.client.opensearch.cluster.HealthResponse;
import org.opensearch.client.opensearch.core.InfoResponse;
import reactor.core.Disposable;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.netty.DisposableServer;
import reactor.netty.http.server.HttpServer;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Errors, timeouts, cancellation, fail-over, auth and compression. OpenSearch itself where it can show the
 * behaviour; a small real HTTP server on loopback where it cannot (a proxy's 502, a slow answer).
 */
@ExtendWith(OpenSearchExtension.class)
class TransportBehaviourTest {

    private final URI node;
    private final List<AutoCloseable> cleanup = new ArrayList<>();

    TransportBehaviourTest(URI node) {
        this.node = node;
    }

    @AfterEach
    void closeAll() throws Exception {
        for (AutoCloseable c : cleanup) {
            c.close();
        }
    }

    private ReactorNettyTransport transport(SearchClientConfig config) {
        ReactorNettyTransport transport = ReactorNettyTransport.create(config);
        cleanup.add(transport);
        return transport;
    }

    private DisposableServer server(HttpServer server) {
        DisposableServer started = server.host("127.0.0.1").port(0).bindNow();
        cleanup.add(started::disposeNow);
        return started;
    }

    private static String url(DisposableServer server) {
        return "http://127.0.0.1:" + server.port();
    }

    private static int closedPort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void anOpenSearchErrorBecomesOpenSearchExceptionWithStatusAndType() throws IOException {
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.of(node.toString())));
        if (!client.indices().exists(e -> e.index("errors-test")).value()) {
            client.indices().create(c -> c.index("errors-test"));
        }
        assertThatThrownBy(() -> client.get(g -> g.index("no-such-index-anywhere").id("1"), Object.class))
                .isInstanceOfSatisfying(OpenSearchException.class, e -> {
                    assertThat(e.status()).isEqualTo(404);
                    assertThat(e.error().type()).isEqualTo("index_not_found_exception");
                });
        assertThatThrownBy(() -> client.search(s -> s.index("errors-test").query(q -> q.queryString(qs -> qs.query("a:(("))),
                Object.class))
                .isInstanceOfSatisfying(OpenSearchException.class, e -> {
                    assertThat(e.status()).isEqualTo(400);
                    assertThat(e.error().type()).isEqualTo("search_phase_execution_exception");
                });
    }

    @Test
    void aProxysBadGatewayIsATypedUnavailableNodeWithStatusAndText() {
        List<String> seen = new CopyOnWriteArrayList<>();
        DisposableServer proxy = server(HttpServer.create().route(r -> r.get("/_cluster/health", (req, res) -> {
            seen.add(req.uri());
            return res.status(HttpResponseStatus.BAD_GATEWAY).header("Content-Type", "text/html")
                    .sendString(Mono.just("<html>upstream down</html>"));
        })));
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.builder().host(url(proxy))
                .retries(2, Duration.ofMillis(10)).build()));
        assertThatThrownBy(() -> client.cluster().health())
                .isInstanceOfSatisfying(NodeUnavailableException.class, e -> {
                    assertThat(e.status()).isEqualTo(502);
                    assertThat(e.body()).contains("upstream down");
                    assertThat(e.setting()).isEqualTo(SearchClientConfig.MAX_RETRIES);
                    assertThat(e.getMessage()).contains("GET").contains("/_cluster/health").contains("502");
                });
        assertThat(seen).as("a read is tried again, up to the retries").hasSize(3);
    }

    @Test
    void anotherErrorBodyThatIsNotAnOpenSearchErrorKeepsStatusAndText() {
        DisposableServer proxy = server(HttpServer.create().route(r -> r.get("/_cluster/health",
                (req, res) -> res.status(HttpResponseStatus.INTERNAL_SERVER_ERROR).header("Content-Type", "text/html")
                        .sendString(Mono.just("<html>it broke</html>")))));
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.of(url(proxy))));
        assertThatThrownBy(() -> client.cluster().health())
                .isInstanceOfSatisfying(ResponseStatusException.class, e -> {
                    assertThat(e.status()).isEqualTo(500);
                    assertThat(e.body()).contains("it broke");
                    assertThat(e.getMessage()).contains("GET").contains("/_cluster/health").contains("500");
                });
    }

    @Test
    void basicAuthIsSentAndA401IsTyped() {
        DisposableServer guarded = server(HttpServer.create().handle((req, res) -> {
            String auth = req.requestHeaders().get("Authorization");
            if (!"Basic YWRtaW46c2VjcmV0".equals(auth)) { // admin:secret
                return res.status(401).sendString(Mono.just("{\"error\":\"no\"}"));
            }
            return res.header("Content-Type", "application/json").sendString(Mono.just(HEALTH));
        }));
        OpenSearchClient right = new OpenSearchClient(transport(SearchClientConfig.builder().host(url(guarded))
                .credentials("admin", "secret").build()));
        OpenSearchClient wrong = new OpenSearchClient(transport(SearchClientConfig.builder().host(url(guarded))
                .credentials("admin", "guess").build()));
        try {
            assertThat(right.cluster().health().clusterName()).isEqualTo("fake");
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        assertThatThrownBy(() -> wrong.cluster().health())
                .isInstanceOfSatisfying(ResponseStatusException.class, e -> assertThat(e.status()).isEqualTo(401));
    }

    private static final String HEALTH = "{\"cluster_name\":\"fake\",\"status\":\"green\",\"timed_out\":false,"
            + "\"number_of_nodes\":1,\"number_of_data_nodes\":1,\"active_primary_shards\":0,\"active_shards\":0,"
            + "\"relocating_shards\":0,\"initializing_shards\":0,\"unassigned_shards\":0,\"delayed_unassigned_shards\":0,"
            + "\"number_of_pending_tasks\":0,\"number_of_in_flight_fetch\":0,\"task_max_waiting_in_queue_millis\":0,"
            + "\"active_shards_percent_as_number\":100.0,\"discovered_master\":true,\"discovered_cluster_manager\":true}";

    @Test
    void gzipIsAskedForAndDecoded() throws IOException {
        List<String> encodings = new CopyOnWriteArrayList<>();
        DisposableServer gzip = gzipHealth(encodings);
        HealthResponse health = new OpenSearchClient(transport(SearchClientConfig.builder().host(url(gzip))
                .compression(true).build())).cluster().health();
        assertThat(health.clusterName()).isEqualTo("fake");
        assertThat(encodings).singleElement().asString().contains("gzip");
    }

    /** A server that answers health, gzip-compressed when asked, and records each request's Accept-Encoding. */
    private DisposableServer gzipHealth(List<String> encodings) {
        return server(HttpServer.create().compress(true).handle((req, res) -> {
            encodings.add(String.valueOf(req.requestHeaders().get("Accept-Encoding")));
            return res.header("Content-Type", "application/json").sendString(Mono.just(HEALTH));
        }));
    }

    /** Over loopback, gzip costs both ends CPU and saves nothing: by default it is not asked for. */
    @Test
    void aLoopbackHostIsNotAskedForGzipByDefault() throws IOException {
        List<String> encodings = new CopyOnWriteArrayList<>();
        DisposableServer node = gzipHealth(encodings);
        HealthResponse health = new OpenSearchClient(transport(SearchClientConfig.of(url(node)))).cluster().health();
        assertThat(health.clusterName()).isEqualTo("fake");
        assertThat(encodings).containsExactly("null");
    }

    @Test
    void aSlowResponseTimesOutWithATypedError() {
        DisposableServer slow = server(HttpServer.create().handle((req, res) ->
                res.sendString(Mono.delay(Duration.ofSeconds(5)).map(x -> HEALTH))));
        // the server answers after 5 s: without the timeouts, each call would succeed
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.builder().host(url(slow))
                .responseTimeout(Duration.ofMillis(300)).retries(0, Duration.ofMillis(10)).build()));
        assertThatThrownBy(() -> client.cluster().health())
                .isInstanceOfSatisfying(ResponseTimeoutException.class,
                        e -> assertThat(e.setting()).isEqualTo(SearchClientConfig.RESPONSE_TIMEOUT))
                .hasMessageContaining(SearchClientConfig.RESPONSE_TIMEOUT);

        OpenSearchClient overall = new OpenSearchClient(transport(SearchClientConfig.builder().host(url(slow))
                .requestTimeout(Duration.ofMillis(400)).build()));
        assertThatThrownBy(() -> overall.cluster().health())
                .isInstanceOfSatisfying(RequestTimeoutException.class,
                        e -> assertThat(e.setting()).isEqualTo(SearchClientConfig.REQUEST_TIMEOUT))
                .hasMessageContaining(SearchClientConfig.REQUEST_TIMEOUT);
    }

    @Test
    void aResponseThatKeepsArrivingOutlivesTheResponseTimeout() throws IOException {
        // the response timeout is the longest silence while a response arrives, not a limit on the whole answer:
        // 12 pieces, 200 ms apart, take 2.4 s, three times the timeout, and each silence leaves a slow machine 600 ms
        List<String> pieces = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            pieces.add(HEALTH.substring(i * HEALTH.length() / 12, (i + 1) * HEALTH.length() / 12));
        }
        DisposableServer trickle = server(HttpServer.create().handle((req, res) -> res
                .header("Content-Type", "application/json")
                .sendString(Flux.fromIterable(pieces).delayElements(Duration.ofMillis(200)))));
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.builder().host(url(trickle))
                .responseTimeout(Duration.ofMillis(800)).retries(0, Duration.ofMillis(10)).build()));
        long start = System.nanoTime();
        assertThat(client.cluster().health().clusterName()).isEqualTo("fake");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).as("the answer took longer than the timeout")
                .isGreaterThan(Duration.ofMillis(1600));
    }

    @Test
    void aResponseThatStopsHalfwayTimesOutWithATypedError() {
        // the headers and the first piece of the body come at once, the rest after 5 s
        DisposableServer stalls = server(HttpServer.create().handle((req, res) -> res
                .header("Content-Type", "application/json")
                .sendString(Flux.concat(Mono.just(HEALTH.substring(0, 40)),
                        Mono.delay(Duration.ofSeconds(5)).map(x -> HEALTH.substring(40))))));
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.builder().host(url(stalls))
                .responseTimeout(Duration.ofMillis(300)).retries(0, Duration.ofMillis(10)).build()));
        long start = System.nanoTime();
        assertThatThrownBy(() -> client.cluster().health())
                .isInstanceOfSatisfying(ResponseTimeoutException.class,
                        e -> assertThat(e.setting()).isEqualTo(SearchClientConfig.RESPONSE_TIMEOUT))
                .hasMessageContaining(SearchClientConfig.RESPONSE_TIMEOUT);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).as("ended by the timeout, not by the server")
                .isLessThan(Duration.ofSeconds(4));
    }

    @Test
    void aFinishedExchangesTimeoutNeverReachesTheConnectionsNextRequest() throws IOException {
        // one pooled connection kept busy by calls back to back, each answered after a tenth of the response timeout,
        // for three times that timeout: a timeout left running after its exchange ended fires while a later call is
        // in flight on the same connection, and fails it. The timeout is long enough that a slow machine's pause (JIT,
        // GC, a busy core) never reaches it: at 20 ms, with calls answered at once, a clean CI run once failed this way.
        Duration timeout = Duration.ofMillis(1000);
        DisposableServer busy = server(HttpServer.create().handle((req, res) -> res
                .header("Content-Type", "application/json")
                .sendString(Mono.delay(timeout.dividedBy(10)).map(x -> HEALTH))));
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.builder().host(url(busy))
                .maxConnections(1, 1).responseTimeout(timeout).retries(0, Duration.ofMillis(10)).build()));
        long start = System.nanoTime();
        int calls = 0;
        while (System.nanoTime() - start < 3 * timeout.toNanos()) {
            assertThat(client.cluster().health().clusterName()).as("call %d", calls).isEqualTo("fake");
            calls++;
        }
    }

    @Test
    void aHangOnAReusedPooledConnectionTimesOutAsOnANewOne() throws IOException {
        // the first call on a connection is answered at once, every later one on it after 5 s: the timeouts must
        // hold on a connection taken again from the pool, not only on the one opened for a call (Reactor Netty runs
        // some per-connection set-up only when a connection opens)
        List<java.net.InetSocketAddress> peers = new CopyOnWriteArrayList<>();
        DisposableServer hangsOnReuse = server(HttpServer.create().handle((req, res) -> {
            java.net.InetSocketAddress peer = req.remoteAddress();
            boolean reused = peers.contains(peer);
            peers.add(peer);
            return res.sendString(reused ? Mono.delay(Duration.ofSeconds(5)).map(x -> HEALTH) : Mono.just(HEALTH));
        }));
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.builder().host(url(hangsOnReuse))
                .maxConnections(1, 1).responseTimeout(Duration.ofMillis(300))
                .retries(0, Duration.ofMillis(10)).build()));
        assertThat(client.cluster().health().clusterName()).isEqualTo("fake");
        assertThatThrownBy(() -> client.cluster().health())
                .isInstanceOfSatisfying(ResponseTimeoutException.class,
                        e -> assertThat(e.setting()).isEqualTo(SearchClientConfig.RESPONSE_TIMEOUT));
        assertThat(peers).hasSize(2).as("both calls on one pooled connection").containsOnly(peers.get(0));

        peers.clear();
        OpenSearchClient overall = new OpenSearchClient(transport(SearchClientConfig.builder().host(url(hangsOnReuse))
                .maxConnections(1, 1).requestTimeout(Duration.ofMillis(400)).build()));
        assertThat(overall.cluster().health().clusterName()).isEqualTo("fake");
        assertThatThrownBy(() -> overall.cluster().health())
                .isInstanceOfSatisfying(RequestTimeoutException.class,
                        e -> assertThat(e.setting()).isEqualTo(SearchClientConfig.REQUEST_TIMEOUT));
        assertThat(peers.get(1)).as("the second call on the first's pooled connection").isEqualTo(peers.get(0));
    }

    @Test
    void cancellingTheFutureOrTheMonoClosesTheExchange() throws Exception {
        CountDownLatch arrived = new CountDownLatch(2);
        CountDownLatch closed = new CountDownLatch(2);
        DisposableServer slow = server(HttpServer.create().handle((req, res) -> {
            req.withConnection(c -> c.onDispose(closed::countDown));
            arrived.countDown();
            return res.sendString(Mono.delay(Duration.ofSeconds(30)).map(x -> HEALTH));
        }));
        ReactorNettyTransport transport = transport(SearchClientConfig.of(url(slow)));

        CompletableFuture<HealthResponse> future = new OpenSearchAsyncClient(transport).cluster().health();
        Disposable subscription = new org.jsonpjackson.opensearch.reactor.ReactorSearchClientProbe(transport).healthMono().subscribe();
        assertThat(arrived.await(10, TimeUnit.SECONDS)).isTrue();

        future.cancel(true);
        subscription.dispose();
        assertThat(closed.await(5, TimeUnit.SECONDS)).as("the server saw both connections close").isTrue();
    }

    @Test
    void aRefusedConnectionFailsOverToTheNextHost() throws IOException {
        String down = "http://127.0.0.1:" + closedPort();
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.builder()
                .host(down).host(node.toString()).retries(1, Duration.ofMillis(10)).build()));
        // round-robin starts with the first host, which refuses; the one retry goes to the next
        assertThat(client.info().version().distribution()).isEqualTo("opensearch");
    }

    @Test
    @Tag("opensearch-java-3") // info() is on OpenSearchClientBase from 3.x on
    void aHostThatRefusesConnectionsIsSkipped() throws IOException {
        String down = "http://127.0.0.1:" + closedPort();
        // no retries: a call that picks the refusing host fails, so each later success shows it was skipped
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.builder()
                .host(down).host(node.toString()).retries(0, Duration.ofMillis(10)).build()));
        assertThatThrownBy(client::info).as("round-robin starts with the first host, which refuses")
                .isInstanceOfSatisfying(CannotConnectException.class, e -> {
                    assertThat(e.attempts()).isEqualTo(1);
                    assertThat(e.setting()).isEqualTo(SearchClientConfig.HOSTS);
                });
        for (int i = 0; i < 6; i++) {
            InfoResponse info = client.info();
            assertThat(info.version().distribution()).as("call %d after the refusal", i + 2).isEqualTo("opensearch");
        }
    }

    @Test
    void whenNoHostAnswersTheRetriesAreBoundedAndTheErrorSaysSo() {
        String down = "http://127.0.0.1:" + closedPort();
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.builder()
                .host(down).retries(2, Duration.ofMillis(10)).build()));
        assertThatThrownBy(() -> client.cluster().health())
                .isInstanceOfSatisfying(CannotConnectException.class, e -> {
                    assertThat(e.attempts()).isEqualTo(3);
                    assertThat(e.setting()).isEqualTo(SearchClientConfig.HOSTS);
                })
                .hasMessageContaining("after 3 attempts").hasMessageContaining(SearchClientConfig.HOSTS);
    }

    @Test
    void theHttpClientCanBeCustomisedAndGzipStaysTheTransports() throws IOException {
        List<String> seen = new CopyOnWriteArrayList<>();
        DisposableServer node = server(HttpServer.create().handle((req, res) -> {
            seen.add(req.requestHeaders().get("X-Customised") + " " + req.requestHeaders().get("Accept-Encoding"));
            return res.header("Content-Type", "application/json").sendString(Mono.just(HEALTH));
        }));
        ReactorNettyTransport transport = ReactorNettyTransport.builder(SearchClientConfig.of(url(node)))
                .customizeHttpClient(client -> client.headers(h -> h.set("X-Customised", "yes")).compress(true))
                .build();
        cleanup.add(transport);
        assertThat(new OpenSearchClient(transport).cluster().health().clusterName()).isEqualTo("fake");
        assertThat(seen).as("the customizer's header arrives; loopback is still not asked for gzip")
                .containsExactly("yes null");
    }

    /**
     * Each request names only its path (the host's client knows the address): the server must still see the
     * host's path prefix, the query and the Host header a whole URL would give, for an IPv4 and an IPv6 literal
     * (a host name's address is made by the same call), and a customizer's base URL must not move requests
     * elsewhere.
     */
    @Test
    void theRequestLineAndHostHeaderAreTheConfiguredHostsWithItsPathPrefix() throws IOException {
        List<String> seen = new CopyOnWriteArrayList<>();
        DisposableServer v4 = recording(HttpServer.create().host("127.0.0.1"), seen);
        DisposableServer v6 = recording(HttpServer.create().host("::1"), seen);
        String[][] cases = {
                {"http://127.0.0.1:" + v4.port(), "/_cluster/health/mail?timeout=5s 127.0.0.1:" + v4.port()},
                {"http://127.0.0.1:" + v4.port() + "/search/", "/search/_cluster/health/mail?timeout=5s 127.0.0.1:" + v4.port()},
                {"http://[::1]:" + v6.port() + "/p", "/p/_cluster/health/mail?timeout=5s [::1]:" + v6.port()},
        };
        for (String[] c : cases) {
            seen.clear();
            ReactorNettyTransport transport = ReactorNettyTransport.builder(SearchClientConfig.of(c[0]))
                    .customizeHttpClient(client -> client.baseUrl("http://127.0.0.1:" + closedPort() + "/elsewhere"))
                    .build();
            cleanup.add(transport);
            HealthResponse health = new OpenSearchClient(transport).cluster()
                    .health(h -> h.index("mail").timeout(t -> t.time("5s")));
            assertThat(health.clusterName()).isEqualTo("fake");
            assertThat(seen).as("what %s received", c[0]).containsExactly(c[1]);
        }
    }

    /** A server that answers health and records each request's URI and Host header. */
    private DisposableServer recording(HttpServer server, List<String> seen) {
        DisposableServer started = server.port(0).handle((req, res) -> {
            seen.add(req.uri() + " " + req.requestHeaders().get("Host"));
            return res.header("Content-Type", "application/json").sendString(Mono.just(HEALTH));
        }).bindNow();
        cleanup.add(started::disposeNow);
        return started;
    }

    @Test
    void aCustomizerThatReturnsNothingIsRefusedAtBuild() {
        assertThatThrownBy(() -> ReactorNettyTransport.builder(SearchClientConfig.of(node.toString()))
                .customizeHttpClient(client -> null).build())
                .isInstanceOf(NullPointerException.class).hasMessageContaining("customizer");
    }

    @Test
    void aPostThatMayHaveArrivedIsNotSentTwice() {
        List<String> seen = new CopyOnWriteArrayList<>();
        DisposableServer dropping = server(HttpServer.create().handle((req, res) -> {
            seen.add(req.method().name());
            // Reads the request, then drops the connection without answering.
            return req.receive().then(Mono.fromRunnable(() -> req.withConnection(c -> c.channel().close())))
                    .then(res.send());
        }));
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.builder().host(url(dropping))
                .retries(3, Duration.ofMillis(10)).build()));
        assertThatThrownBy(() -> client.index(i -> i.index("x").document(java.util.Map.of("a", 1))))
                .isInstanceOf(Exception.class);
        assertThat(seen).containsExactly("POST");

        seen.clear();
        assertThatThrownBy(() -> client.get(g -> g.index("x").id("1"), Object.class)).isInstanceOf(Exception.class);
        assertThat(seen).as("a GET is safe to repeat").hasSize(4).containsOnly("GET");
    }
}
