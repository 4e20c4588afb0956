package org.jsonpjackson.opensearch.reactor.transport;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch.OpenSearchClient;
import org.opensearch.client.opensearch._types.OpenSearchException;
import org.opensearch.client.opensearch._types.Refresh;
import reactor.core.publisher.Mono;
import reactor.netty.DisposableServer;
import reactor.netty.http.server.HttpServer;

import java.io.IOException;
import java.lang.ref.WeakReference;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The meters the transport records in the application's registry, against a real node: their names, tags and counts
 * as docs/opensearch-reactor.md ("Metrics") lists them.
 */
@ExtendWith(OpenSearchExtension.class)
class MetricsTest {

    private static final String INDEX = "metrics-test";

    private final URI node;
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final List<AutoCloseable> cleanup = new ArrayList<>();

    MetricsTest(URI node) {
        this.node = node;
    }

    @AfterEach
    void closeAll() throws Exception {
        for (AutoCloseable c : cleanup) {
            c.close();
        }
    }

    private OpenSearchClient client(SearchClientConfig config) {
        ReactorNettyTransport transport = ReactorNettyTransport.builder(config).meterRegistry(registry).build();
        cleanup.add(transport);
        return new OpenSearchClient(transport);
    }

    private Timer duration(String operation, String status) {
        return registry.find(MicrometerCalls.DURATION).tag("db.operation.name", operation)
                .tag("db.response.status_code", status).timer();
    }

    @Test
    void everyCallIsTimedUnderOpenTelemetrysNamesWithTheNodeThatAnswered() throws IOException {
        OpenSearchClient client = client(SearchClientConfig.of(node.toString()));
        for (int i = 1; i <= 3; i++) {
            int id = i;
            client.index(x -> x.index(INDEX).id(Integer.toString(id)).document(Map.of("n", id))
                    .refresh(id == 3 ? Refresh.True : Refresh.False));
        }
        client.search(s -> s.index(INDEX), Map.class);
        client.search(s -> s.index(INDEX), Map.class);
        assertThatThrownBy(() -> client.search(s -> s.index("no-such-index"), Map.class))
                .isInstanceOf(OpenSearchException.class);

        Timer searches = duration("search", "200");
        assertThat(searches).as("the two searches' timer").isNotNull();
        assertThat(searches.count()).isEqualTo(2);
        assertThat(tags(searches)).containsEntry("db.system.name", "opensearch")
                .containsEntry("db.collection.name", INDEX).containsEntry("server.address", node.getHost())
                .containsEntry("server.port", Integer.toString(node.getPort())).containsEntry("error.type", "");
        assertThat(duration("index", "201").count()).as("three documents indexed").isEqualTo(3);
        Timer missing = duration("search", "404");
        assertThat(missing.count()).as("the search of a missing index").isEqualTo(1);
        assertThat(tags(missing)).containsEntry("error.type", "OpenSearchException")
                .containsEntry("db.collection.name", "no-such-index");
        assertThat(Arrays.stream(searches.takeSnapshot().histogramCounts()).map(b -> b.bucket(TimeUnit.SECONDS)).toList())
                .as("OpenTelemetry's buckets, in seconds").containsExactly(0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1.0, 5.0, 10.0);

        Timer wait = registry.find(MicrometerCalls.DECODE_WAIT).tag("db.operation.name", "search").timer();
        Timer decode = registry.find(MicrometerCalls.DECODE).tag("db.operation.name", "search").timer();
        DistributionSummary sizes = registry.find(MicrometerCalls.RESPONSE_SIZE).tag("db.operation.name", "search").summary();
        assertThat(wait.count()).as("each answered search waited for a decode thread once").isEqualTo(3);
        assertThat(decode.count()).as("and was decoded once").isEqualTo(3);
        assertThat(sizes.count()).isEqualTo(3);
        assertThat(sizes.totalAmount()).as("bytes of three answers").isGreaterThan(3 * 50);
        assertThat(registry.find(MicrometerCalls.RETRIES).counters()).as("no call was tried again").isEmpty();
    }

    @Test
    void aFailoverIsCountedForTheNodeThatRefusedAndThatNodeShowsAsSkipped() throws IOException {
        int refusing;
        try (ServerSocket closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            refusing = closed.getLocalPort();
        }
        String dead = "http://127.0.0.1:" + refusing;
        OpenSearchClient client = client(SearchClientConfig.builder().host(dead).host(node.toString())
                .retries(3, Duration.ofMinutes(10)).build());
        client.count(c -> c.index("*"));

        Counter failovers = registry.find(MicrometerCalls.RETRIES).tag("server.port", Integer.toString(refusing))
                .tag("retry.kind", "failover").tag("outcome", "CannotConnectException").counter();
        assertThat(failovers).as("the refused try, sent at once to the other node").isNotNull();
        assertThat(failovers.count()).isEqualTo(1);
        assertThat(tags(duration("count", "200"))).as("the call's node is the one that answered")
                .containsEntry("server.port", Integer.toString(node.getPort())).containsEntry("db.collection.name", "");
        assertThat(gauge(MicrometerCalls.NODE_AVAILABLE, refusing).value()).as("the refusing node").isEqualTo(0);
        assertThat(gauge(MicrometerCalls.NODE_SKIPPED, refusing).value()).as("skipped for up to 30 s")
                .isGreaterThan(0).isLessThanOrEqualTo(30);
        assertThat(gauge(MicrometerCalls.NODE_AVAILABLE, node.getPort()).value()).as("the live node").isEqualTo(1);
    }

    @Test
    void aCallThatTimesOutIsTimedWithItsErrorTypeAndNoStatus() {
        DisposableServer silent = HttpServer.create().host("127.0.0.1").port(0)
                .handle((req, res) -> req.receive().then(Mono.never())).bindNow();
        cleanup.add(silent::disposeNow);
        OpenSearchClient client = client(SearchClientConfig.builder().host("http://127.0.0.1:" + silent.port())
                .requestTimeout(Duration.ofMillis(300)).build());
        assertThatThrownBy(() -> client.search(s -> s.index(INDEX), Map.class)).isInstanceOf(RequestTimeoutException.class);
        Timer timedOut = duration("search", "");
        assertThat(timedOut).as("the timer of a search no node answered, among %s",
                registry.find(MicrometerCalls.DURATION).timers().stream().map(t -> tags(t)).toList()).isNotNull();
        assertThat(timedOut.count()).isEqualTo(1);
        assertThat(tags(timedOut)).containsEntry("error.type", "RequestTimeoutException")
                .containsEntry("server.port", Integer.toString(silent.port()));
    }

    /**
     * Asked for, Reactor Netty's own meters land in the registry given, not in Micrometer's global one, with Reactor
     * Netty's names and tags, and with the path templated: two documents' ids and the index name make no tag values.
     */
    @Test
    void reactorNettysOwnMetersGoToTheGivenRegistryWithTemplatedPaths() throws IOException {
        ReactorNettyTransport transport = ReactorNettyTransport.builder(SearchClientConfig.of(node.toString()))
                .meterRegistry(registry).httpClientMeters(true).build();
        cleanup.add(transport);
        OpenSearchClient client = new OpenSearchClient(transport);
        client.index(x -> x.index(INDEX).id("a1").document(Map.of("n", 1)));
        client.index(x -> x.index(INDEX).id("b2").document(Map.of("n", 2)).refresh(Refresh.True));
        client.get(g -> g.index(INDEX).id("a1"), Map.class);
        client.get(g -> g.index(INDEX).id("b2"), Map.class);
        client.search(s -> s.index(INDEX), Map.class);

        String address = node.getHost() + ":" + node.getPort();
        List<Timer> responses = List.copyOf(registry.find(NettyMeters.CLIENT + "response.time").timers());
        Map<String, Long> byUri = responses.stream().collect(Collectors.groupingBy(t -> t.getId().getTag("uri"),
                Collectors.summingLong(Timer::count)));
        assertThat(byUri).as("responses timed, by uri tag").containsEntry("/{index}/_doc/{id}", 4L)
                .containsEntry("/{index}/_search", 1L).hasSize(2);
        Timer gets = registry.find(NettyMeters.CLIENT + "response.time").tag("uri", "/{index}/_doc/{id}")
                .tag("method", "GET").timer();
        assertThat(gets.count()).as("the two gets").isEqualTo(2);
        assertThat(tags(gets)).containsEntry("remote.address", address).containsEntry("status", "200");
        assertThat(registry.find(NettyMeters.CLIENT + "data.received").tag("uri", "/{index}/_search").summary().totalAmount())
                .as("bytes of the search's answer").isPositive();
        assertThat(registry.find(NettyMeters.CLIENT + "connect.time").tag("remote.address", address).timer().count())
                .as("connections opened").isPositive();
        Gauge total = registry.find(NettyMeters.POOL + "total.connections").tag("name", "jsonpj-opensearch")
                .tag("remote.address", address).gauge();
        assertThat(total.value()).as("the pool's connections to the node, kept alive").isPositive();
        assertThat(registry.find(NettyMeters.POOL + "max.connections").gauge().value()).isPositive();
        assertThat(io.micrometer.core.instrument.Metrics.globalRegistry.find(NettyMeters.CLIENT + "response.time")
                .tag("uri", "/{index}/_search").timers()).as("nothing of ours in Micrometer's global registry").isEmpty();
    }

    /** By default, a registry gets the pool's gauges but no per-request meter of Reactor Netty's. */
    @Test
    void reactorNettysClientMetersAreOffByDefault() throws IOException {
        client(SearchClientConfig.of(node.toString())).count(c -> c.index("*"));
        assertThat(registry.find(NettyMeters.POOL + "total.connections").gauges()).as("the pool's gauges").hasSize(1);
        assertThat(registry.getMeters()).as("Reactor Netty's client meters")
                .noneMatch(m -> m.getId().getName().startsWith(NettyMeters.CLIENT));
        assertThatThrownBy(() -> ReactorNettyTransport.builder(SearchClientConfig.of(node.toString()))
                .httpClientMeters(true).build()).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("meterRegistry");
    }

    @Test
    void uriTagsAreTemplatesOfThePath() {
        assertThat(Operations.uriTemplate("/mail/_doc/42?refresh=true")).isEqualTo("/{index}/_doc/{id}");
        assertThat(Operations.uriTemplate("/mail-2026,mail-2025/_search?typed_keys=true")).isEqualTo("/{index}/_search");
        assertThat(Operations.uriTemplate("/_search/scroll")).isEqualTo("/_search/scroll");
        assertThat(Operations.uriTemplate("/_bulk?refresh=wait_for")).isEqualTo("/_bulk");
        assertThat(Operations.uriTemplate("/mail")).isEqualTo("/{index}");
        assertThat(Operations.uriTemplate("/_alias/mail-read")).isEqualTo("/_alias/{id}");
        assertThat(Operations.uriTemplate("/")).isEqualTo("/");
        assertThat(Operations.uriTemplate("?pretty")).isEqualTo("/");
    }

    @Test
    void closingTheTransportTakesItsPoolsGaugesOutOfTheRegistry() throws Exception {
        ReactorNettyTransport transport = ReactorNettyTransport.builder(SearchClientConfig.of(node.toString()))
                .meterRegistry(registry).build();
        new OpenSearchClient(transport).count(c -> c.index("*"));
        assertThat(registry.find(NettyMeters.POOL + "total.connections").gauges()).hasSize(1);
        transport.close();
        assertThat(registry.find(NettyMeters.POOL + "total.connections").gauges()).isEmpty();
        assertThat(registry.find(NettyMeters.POOL + "idle.connections").gauges()).isEmpty();
    }

    @Test
    void aTimerTheApplicationRemovesIsMadeAgainByTheNextCall() throws IOException {
        OpenSearchClient client = client(SearchClientConfig.of(node.toString()));
        client.count(c -> c.index("*"));
        registry.remove(duration("count", "200"));
        assertThat(duration("count", "200")).as("removed").isNull();
        client.count(c -> c.index("*"));
        assertThat(duration("count", "200")).as("the next call's timer, where the registry reads").isNotNull()
                .satisfies(t -> assertThat(t.count()).isEqualTo(1));
    }

    @Test
    void closingTheTransportTakesItsNodesGaugesOutOfTheRegistry() throws Exception {
        ReactorNettyTransport transport = ReactorNettyTransport.builder(SearchClientConfig.of(node.toString()))
                .meterRegistry(registry).build();
        assertThat(registry.find(MicrometerCalls.NODE_AVAILABLE).gauges()).hasSize(1);
        transport.close();
        assertThat(registry.find(MicrometerCalls.NODE_AVAILABLE).gauges()).isEmpty();
        assertThat(registry.find(MicrometerCalls.NODE_SKIPPED).gauges()).isEmpty();
    }

    @Test
    void theRegistryDoesNotKeepAClosedTransportAlive() throws Exception {
        ReactorNettyTransport transport = ReactorNettyTransport.builder(SearchClientConfig.of(node.toString()))
                .meterRegistry(registry).build();
        new OpenSearchClient(transport).count(c -> c.index("*"));
        transport.close();
        WeakReference<ReactorNettyTransport> ref = new WeakReference<>(transport);
        transport = null;
        for (int i = 0; i < 50 && ref.get() != null; i++) {
            System.gc();
            Thread.onSpinWait();
        }
        assertThat(ref.get()).as("the transport, once closed and dropped, while the registry lives on").isNull();
        assertThat(registry.find(MicrometerCalls.DURATION).timers()).as("its calls stay recorded").isNotEmpty();
    }

    private Gauge gauge(String name, int port) {
        return registry.find(name).tag("server.port", Integer.toString(port)).gauge();
    }

    private static Map<String, String> tags(Meter meter) {
        return meter.getId().getTags().stream().collect(Collectors.toMap(Tag::getKey, Tag::getValue));
    }
}
