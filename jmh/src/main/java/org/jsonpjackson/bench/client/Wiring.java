package org.jsonpjackson.bench.client;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.tracing.handler.DefaultTracingObservationHandler;
import io.micrometer.tracing.handler.PropagatingSenderTracingObservationHandler;
import io.micrometer.tracing.otel.bridge.OtelBaggageManager;
import io.micrometer.tracing.otel.bridge.OtelCurrentTraceContext;
import io.micrometer.tracing.otel.bridge.OtelPropagator;
import io.micrometer.tracing.otel.bridge.OtelTracer;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.BatchSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import org.apache.hc.client5.http.impl.nio.PoolingAsyncClientConnectionManagerBuilder;
import org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper;
import org.jsonpjackson.opensearch.mapper3.OpenSearchJackson3Mapper;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.opensearch.client.RestClient;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.json.jackson.JacksonJsonpMapper;
import org.opensearch.client.transport.httpclient5.ApacheHttpClient5TransportBuilder;
import org.opensearch.client.transport.rest_client.RestClientTransport;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

/**
 * How each set-up is built. Every piece lives in a nested class of its own, loaded only when called: a client
 * JVM's class path holds only its set-up's jars (the stock ones have none of ours, ours have no Parsson), and
 * the JVM's verifier loads the classes a method converts between, so one method naming both would fail there.
 *
 * <p>Connection pools: 100 in all, 50 per host everywhere (Apache James' {@code opensearch.max.connections} and
 * {@code opensearch.max.connections.per.hosts}, our transport's defaults), not RestClient's 30/10 nor
 * ApacheHttpClient5Transport's 30/10, so that with 16 searches in flight no set-up queues for a connection and
 * the set-ups differ only in their stack. I/O threads: each HTTP client's default (one I/O reactor or event-loop
 * thread per core, our transport at most 4); decode threads: ours its default parallel scheduler (one per core);
 * the others decode on their I/O threads and hand results to {@code boundedElastic()}.
 */
final class Wiring {

    private Wiring() {
    }

    static final int MAX_CONNECTIONS = 100;
    static final int MAX_CONNECTIONS_PER_HOST = 50;

    static BenchClient open(SetUp setUp, int port) {
        switch (setUp) {
            case STOCK:
                return Stock.open(port);
            case OSJ39_DEFAULT:
                return Apache5.open(port, StockMappers.jackson2());
            case OSJ39_OUR_MAPPER:
                return Apache5.open(port, OurMappers.jackson2());
            case OURS:
                return Ours.open(port, OurMappers.jackson2());
            case OURS_METRICS:
                return Ours.open(port, OurMappers.jackson2(), new SimpleMeterRegistry());
            case OURS_TRACING:
                return Traced.open(port, OurMappers.jackson2());
            case OURS_JACKSON3:
                return Ours.open(port, OurMappers.jackson3());
            case OSJ39_JACKSON3_DEFAULT:
                return Apache5.open(port, StockMappers.jackson3());
            default:
                throw new IllegalArgumentException("No wiring for " + setUp);
        }
    }

    /** opensearch-java 2.25.0's RestClientTransport on opensearch-rest-client (2.19.2 in James 3.9), as StockClient wires it. */
    static final class Stock {
        private Stock() {
        }

        static BenchClient open(int port) {
            RestClient rest = RestClient.builder(new org.apache.http.HttpHost("127.0.0.1", port, "http"))
                    .setHttpClientConfigCallback(http -> http
                            .setMaxConnTotal(MAX_CONNECTIONS)
                            .setMaxConnPerRoute(MAX_CONNECTIONS_PER_HOST))
                    .build();
            return new FutureClient(new RestClientTransport(rest, StockMappers.jackson2()));
        }
    }

    /** opensearch-java 3.9's default transport, ApacheHttpClient5Transport, with its defaults but for the pool sizes. */
    static final class Apache5 {
        private Apache5() {
        }

        static BenchClient open(int port, JsonpMapper mapper) {
            return new FutureClient(ApacheHttpClient5TransportBuilder
                    .builder(new org.apache.hc.core5.http.HttpHost("http", "127.0.0.1", port))
                    .setMapper(mapper)
                    // called after the builder set its own pool (10 per route, 30 in all), so this one replaces it
                    .setHttpClientConfigCallback(http -> http.setConnectionManager(PoolingAsyncClientConnectionManagerBuilder.create()
                            .setMaxConnTotal(MAX_CONNECTIONS)
                            .setMaxConnPerRoute(MAX_CONNECTIONS_PER_HOST)
                            .build()))
                    .build());
        }
    }

    /** Our ReactorNettyTransport, defaults (its pool is 100/50 already). */
    static final class Ours {
        private Ours() {
        }

        /** The loopback server, with the pool every set-up has. */
        static SearchClientConfig config(int port) {
            return SearchClientConfig.builder()
                    .host("http://127.0.0.1:" + port)
                    .maxConnections(MAX_CONNECTIONS, MAX_CONNECTIONS_PER_HOST)
                    .build();
        }

        static BenchClient open(int port, JsonpMapper mapper) {
            SearchClientConfig config = config(port);
            return new ReactorClient(ReactorNettyTransport.builder(config).mapper(mapper).build());
        }

        /** The same, recording every call in {@code registry}. */
        static BenchClient open(int port, JsonpMapper mapper, MeterRegistry registry) {
            SearchClientConfig config = config(port);
            return new ReactorClient(ReactorNettyTransport.builder(config).mapper(mapper).meterRegistry(registry).build(),
                    () -> timed(registry));
        }

        /** {@code calls timed N}: the count of the transport's db.client.operation.duration timers. */
        static String timed(MeterRegistry registry) {
            return "calls timed " + registry.find("db.client.operation.duration").timers().stream()
                    .mapToLong(Timer::count).sum();
        }
    }

    /**
     * Ours with metrics and traces, wired as Spring Boot wires micrometer-tracing: a sender's observation becomes a
     * propagating CLIENT span (its context written into the request's headers), others a span. The SDK batches ended
     * spans (its default BatchSpanProcessor, as an application exporting over OTLP has) to an exporter that drops
     * them, and samples every span.
     */
    static final class Traced {
        private Traced() {
        }

        static BenchClient open(int port, JsonpMapper mapper) {
            Dropping exporter = new Dropping();
            SdkTracerProvider provider = SdkTracerProvider.builder()
                    .addSpanProcessor(BatchSpanProcessor.builder(exporter).build())
                    .build();
            OpenTelemetrySdk sdk = OpenTelemetrySdk.builder()
                    .setTracerProvider(provider)
                    .setPropagators(ContextPropagators.create(
                            W3CTraceContextPropagator.getInstance()))
                    .build();
            Tracer otel = sdk.getTracer("jsonpj-bench");
            OtelCurrentTraceContext current = new OtelCurrentTraceContext();
            OtelTracer tracer = new OtelTracer(otel, current,
                    event -> { }, new OtelBaggageManager(current, List.of(), List.of()));
            ObservationRegistry observations = ObservationRegistry.create();
            observations.observationConfig().observationHandler(
                    new ObservationHandler.FirstMatchingCompositeObservationHandler(
                            new PropagatingSenderTracingObservationHandler<>(tracer,
                                    new OtelPropagator(sdk.getPropagators(), otel)),
                            new DefaultTracingObservationHandler(tracer)));
            SearchClientConfig config = Ours.config(port);
            MeterRegistry registry = new SimpleMeterRegistry();
            return new ReactorClient(ReactorNettyTransport.builder(config).mapper(mapper)
                    .meterRegistry(registry).observationRegistry(observations).build(),
                    () -> {
                        provider.forceFlush().join(10, TimeUnit.SECONDS);
                        return Ours.timed(registry) + ", spans exported " + exporter.exported.sum();
                    });
        }

        /** Counts every span and keeps none: the benchmark measures the client, not an exporter's I/O. */
        private static final class Dropping implements SpanExporter {
            final LongAdder exported = new LongAdder();

            @Override
            public CompletableResultCode export(Collection<SpanData> spans) {
                exported.add(spans.size());
                return CompletableResultCode.ofSuccess();
            }

            @Override
            public CompletableResultCode flush() {
                return CompletableResultCode.ofSuccess();
            }

            @Override
            public CompletableResultCode shutdown() {
                return CompletableResultCode.ofSuccess();
            }
        }
    }

    /**
     * opensearch-java's own mappers, each with the ObjectMapper its users need for these documents (the same
     * set-up the JMH mapper benchmarks give them): Jackson 2 with JavaTimeModule, dates as text, nulls left out;
     * Jackson 3 with nulls left out and {@code FAIL_ON_TRAILING_TOKENS} off, without which that mapper fails on
     * every hit whose {@code _source} is followed by more fields. Parsson comes from the class path.
     */
    static final class StockMappers {
        private StockMappers() {
        }

        static JsonpMapper jackson2() {
            return new JacksonJsonpMapper(new ObjectMapper()
                    .configure(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, false)
                    .setSerializationInclusion(JsonInclude.Include.NON_NULL)
                    .registerModule(new JavaTimeModule()));
        }

        static JsonpMapper jackson3() {
            return new org.opensearch.client.json.jackson3.JacksonJsonpMapper(tools.jackson.databind.json.JsonMapper.builder()
                    .disable(tools.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                    .changeDefaultPropertyInclusion(i -> i.withValueInclusion(JsonInclude.Include.NON_NULL))
                    .build());
        }
    }

    /** Ours as they come: default ObjectMappers. */
    static final class OurMappers {
        private OurMappers() {
        }

        static JsonpMapper jackson2() {
            return new OpenSearchJacksonMapper();
        }

        static JsonpMapper jackson3() {
            return new OpenSearchJackson3Mapper();
        }
    }
}
