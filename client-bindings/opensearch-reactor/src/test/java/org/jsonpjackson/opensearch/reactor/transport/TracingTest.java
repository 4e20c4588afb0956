package org.jsonpjackson.opensearch.reactor.transport;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.tracing.handler.DefaultTracingObservationHandler;
import io.micrometer.tracing.handler.PropagatingSenderTracingObservationHandler;
import io.micrometer.tracing.otel.bridge.OtelBaggageManager;
import io.micrometer.tracing.otel.bridge.OtelCurrentTraceContext;
import io.micrometer.tracing.otel.bridge.OtelPropagator;
import io.micrometer.tracing.otel.bridge.OtelTracer;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.EventData;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch.OpenSearchClient;
import org.opensearch.client.opensearch._types.OpenSearchException;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch.core.CountRequest;
import reactor.core.publisher.Mono;
import reactor.netty.DisposableServer;
import reactor.netty.http.server.HttpServer;
import reactor.util.context.Context;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The transport's observations as an application's tracing makes them spans: micrometer-tracing's OpenTelemetry
 * bridge over the OpenTelemetry SDK, exporting to memory, against a real node (and a real HTTP server on loopback
 * where the test must see the request's headers). docs/opensearch-reactor.md ("Traces") lists what they carry.
 */
@ExtendWith(OpenSearchExtension.class)
class TracingTest {

    private static final String INDEX = "tracing-test";
    private static final AttributeKey<String> OPERATION = AttributeKey.stringKey("db.operation.name");
    private static final AttributeKey<String> QUERY = AttributeKey.stringKey("db.query.text");

    private final URI node;
    private final InMemorySpanExporter exported = InMemorySpanExporter.create();
    private final SdkTracerProvider tracerProvider = SdkTracerProvider.builder()
            .addSpanProcessor(SimpleSpanProcessor.create(exported)).build();
    private final OtelTracer tracer;
    private final ObservationRegistry observations = ObservationRegistry.create();
    private final List<AutoCloseable> cleanup = new ArrayList<>();

    TracingTest(URI node) {
        this.node = node;
        OpenTelemetrySdk sdk = OpenTelemetrySdk.builder().setTracerProvider(tracerProvider)
                .setPropagators(ContextPropagators.create(W3CTraceContextPropagator.getInstance())).build();
        io.opentelemetry.api.trace.Tracer otel = sdk.getTracer("tracing-test");
        OtelCurrentTraceContext current = new OtelCurrentTraceContext();
        tracer = new OtelTracer(otel, current, event -> { }, new OtelBaggageManager(current, List.of(), List.of()));
        // as Spring Boot wires micrometer-tracing: a sender's observation is a propagating CLIENT span
        observations.observationConfig().observationHandler(new ObservationHandler.FirstMatchingCompositeObservationHandler(
                new PropagatingSenderTracingObservationHandler<>(tracer, new OtelPropagator(sdk.getPropagators(), otel)),
                new DefaultTracingObservationHandler(tracer)));
    }

    @AfterEach
    void closeAll() throws Exception {
        for (AutoCloseable c : cleanup) {
            c.close();
        }
        tracerProvider.close();
    }

    private ReactorNettyTransport transport(SearchClientConfig config, boolean recordQueryText) {
        ReactorNettyTransport transport = ReactorNettyTransport.builder(config).observationRegistry(observations)
                .recordQueryText(recordQueryText).build();
        cleanup.add(transport);
        return transport;
    }

    private void indexOne(OpenSearchClient client) throws IOException {
        client.index(x -> x.index(INDEX).id("1").document(Map.of("subject", "quarterly figures")).refresh(Refresh.True));
    }

    private List<SpanData> spans(String operation) {
        return exported.getFinishedSpanItems().stream().filter(s -> operation.equals(s.getAttributes().get(OPERATION)))
                .collect(Collectors.toList());
    }

    @Test
    void aSearchIsOneClientSpanUnderTheCallersWithOpenTelemetrysDatabaseAttributes() throws IOException {
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.of(node.toString()), false));
        indexOne(client);
        Observation caller = Observation.start("caller", observations);
        try (Observation.Scope ignored = caller.openScope()) {
            client.search(s -> s.index(INDEX).query(q -> q.match(m -> m.field("subject").query(v -> v.stringValue("quarterly")))),
                    Map.class);
        } finally {
            caller.stop();
        }
        SpanData callerSpan = exported.getFinishedSpanItems().stream().filter(s -> s.getName().equals("caller")).findFirst()
                .orElseThrow();
        List<SpanData> searches = spans("search");
        assertThat(searches).as("one span for the one search").hasSize(1);
        SpanData search = searches.get(0);
        assertThat(search.getName()).as("the operation, then its index").isEqualTo("search " + INDEX);
        assertThat(search.getKind()).isEqualTo(SpanKind.CLIENT);
        assertThat(search.getParentSpanId()).as("the caller's span is the parent").isEqualTo(callerSpan.getSpanId());
        assertThat(search.getTraceId()).isEqualTo(callerSpan.getTraceId());
        assertThat(attributes(search)).containsEntry("db.system.name", "opensearch")
                .containsEntry("db.collection.name", INDEX).containsEntry("server.address", node.getHost())
                .containsEntry("server.port", Integer.toString(node.getPort()))
                .containsEntry("db.response.status_code", "200").containsEntry("error.type", "")
                .doesNotContainKey("db.query.text");
        assertThat(search.getStatus().getStatusCode()).isNotEqualTo(StatusCode.ERROR);
        assertThat(search.getEvents()).as("no try was sent again").isEmpty();
        assertThat(spans("index")).as("the index call, a root span of its own").hasSize(1)
                .allSatisfy(s -> assertThat(s.getParentSpanContext().isValid()).isFalse());
    }

    @Test
    void theCallersTraceIsCurrentAgainWhenTheResultArrivesOnTheDecodeThread() throws IOException {
        ReactorNettyTransport transport = transport(SearchClientConfig.of(node.toString()), false);
        indexOne(new OpenSearchClient(transport));
        Observation caller = Observation.start("caller", observations);
        List<String> seen = new CopyOnWriteArrayList<>();
        Mono<String> search = transport.execute(new CountRequest.Builder().index(INDEX).build(), CountRequest._ENDPOINT, null)
                .map(response -> {
                    seen.add(Thread.currentThread().getName());
                    Observation current = observations.getCurrentObservation();
                    return (current == caller ? "caller" : String.valueOf(current)) + " " + Span.current().getSpanContext().getSpanId();
                });
        String onThread;
        try (Observation.Scope ignored = caller.openScope()) {
            onThread = search.block(Duration.ofSeconds(30));
        }
        assertThat(seen).as("the result is handed on on a decode thread").singleElement().asString()
                .startsWith(DecodeScheduler.THREAD_PREFIX);
        String inContext = search.contextWrite(Context.of(ObservedCalls.REACTOR_KEY, caller)).block(Duration.ofSeconds(30));
        caller.stop();
        String expected = "caller " + exported.getFinishedSpanItems().stream().filter(s -> s.getName().equals("caller"))
                .findFirst().orElseThrow().getSpanId();
        assertThat(onThread).as("subscribed in the caller's scope: its observation and its span are current again")
                .isEqualTo(expected);
        assertThat(inContext).as("subscribed with the caller's observation in the Reactor context").isEqualTo(expected);
        assertThat(spans("count")).as("both calls, children of the caller").hasSize(2)
                .allSatisfy(s -> assertThat(s.getParentSpanId()).isEqualTo(expected.substring("caller ".length())));
    }

    @Test
    void theTraceGoesToTheNodeInTheTraceparentHeader() {
        List<String> traceparents = new CopyOnWriteArrayList<>();
        DisposableServer server = HttpServer.create().host("127.0.0.1").port(0).handle((req, res) -> {
            traceparents.add(String.valueOf(req.requestHeaders().get("traceparent")));
            return res.header("Content-Type", "application/json")
                    .sendString(Mono.just("{\"count\":0,\"_shards\":{\"total\":1,\"successful\":1,\"skipped\":0,\"failed\":0}}"))
                    .then();
        }).bindNow();
        cleanup.add(server::disposeNow);
        ReactorNettyTransport transport = transport(SearchClientConfig.of("http://127.0.0.1:" + server.port()), false);
        transport.execute(new CountRequest.Builder().index(INDEX).build(), CountRequest._ENDPOINT, null)
                .block(Duration.ofSeconds(30));
        SpanData count = spans("count").get(0);
        assertThat(traceparents).as("W3C trace context naming the call's own span").containsExactly(
                "00-" + count.getTraceId() + "-" + count.getSpanId() + "-01");
    }

    @Test
    void aFailoverIsAnEventOfTheCallsSpanWhichNamesTheNodeThatAnswered() throws IOException {
        int refusing;
        try (ServerSocket closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            refusing = closed.getLocalPort();
        }
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.builder().host("http://127.0.0.1:" + refusing)
                .host(node.toString()).retries(3, Duration.ofMinutes(10)).build(), false));
        client.count(c -> c.index("*"));
        SpanData count = spans("count").get(0);
        assertThat(count.getEvents()).extracting(EventData::getName).containsExactly("failover");
        // the event's wall time has milliseconds only: it may read up to 1 ms before the span's start
        assertThat(count.getEvents().get(0).getEpochNanos()).as("the failover's time, within the call's span")
                .isBetween(count.getStartEpochNanos() - 1_000_000, count.getEndEpochNanos());
        assertThat(attributes(count)).containsEntry("server.port", Integer.toString(node.getPort()))
                .containsEntry("db.collection.name", "");
        assertThat(count.getName()).as("a pattern names no one index").isEqualTo("count");
    }

    @Test
    void aFailedCallsSpanCarriesTheErrorAndItsType() {
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.of(node.toString()), false));
        assertThatThrownBy(() -> client.search(s -> s.index("no-such-index"), Map.class))
                .isInstanceOf(OpenSearchException.class);
        SpanData search = spans("search").get(0);
        assertThat(search.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
        assertThat(attributes(search)).containsEntry("error.type", "OpenSearchException")
                .containsEntry("db.response.status_code", "404").containsEntry("db.collection.name", "no-such-index");
        assertThat(search.getEvents()).extracting(EventData::getName).as("the exception, recorded by the bridge")
                .contains("exception");
    }

    @Test
    void theQueryTextIsRecordedOnlyWhenTheApplicationAsks() throws IOException {
        OpenSearchClient client = new OpenSearchClient(transport(SearchClientConfig.of(node.toString()), true));
        indexOne(client);
        client.search(s -> s.index(INDEX).query(q -> q.match(m -> m.field("subject").query(v -> v.stringValue("quarterly")))),
                Map.class);
        assertThat(spans("search").get(0).getAttributes().get(QUERY)).as("the request body").contains("\"quarterly\"");
        assertThatThrownBy(() -> ReactorNettyTransport.builder(SearchClientConfig.of(node.toString())).recordQueryText(true)
                .build()).isInstanceOf(IllegalStateException.class).hasMessageContaining("observationRegistry");
    }

    @Test
    void metersAndSpansTogetherEachSeeEveryCall() throws IOException {
        SimpleMeterRegistry meters = new SimpleMeterRegistry();
        ReactorNettyTransport transport = ReactorNettyTransport.builder(SearchClientConfig.of(node.toString()))
                .meterRegistry(meters).observationRegistry(observations).build();
        cleanup.add(transport);
        OpenSearchClient client = new OpenSearchClient(transport);
        client.count(c -> c.index("*"));
        client.count(c -> c.index("*"));
        assertThat(spans("count")).hasSize(2);
        assertThat(meters.find(MicrometerCalls.DURATION).tag("db.operation.name", "count").timer().count()).isEqualTo(2);
    }

    private static Map<String, String> attributes(SpanData span) {
        Map<String, String> map = new java.util.HashMap<>();
        span.getAttributes().forEach((key, value) -> map.put(key.getKey(), String.valueOf(value)));
        return map;
    }
}
