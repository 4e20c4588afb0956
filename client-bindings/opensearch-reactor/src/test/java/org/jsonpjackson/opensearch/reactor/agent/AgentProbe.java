package org.jsonpjackson.opensearch.reactor.agent;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.tracing.handler.DefaultTracingObservationHandler;
import io.micrometer.tracing.handler.PropagatingSenderTracingObservationHandler;
import io.micrometer.tracing.otel.bridge.OtelBaggageManager;
import io.micrometer.tracing.otel.bridge.OtelCurrentTraceContext;
import io.micrometer.tracing.otel.bridge.OtelPropagator;
import io.micrometer.tracing.otel.bridge.OtelTracer;
import io.opentelemetry.api.GlobalOpenTelemetry;
import io.opentelemetry.api.OpenTelemetry;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.opensearch.client.opensearch.OpenSearchClient;
import org.opensearch.client.opensearch._types.Refresh;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * An application under the OpenTelemetry Java agent, run by {@link AgentTest} in a JVM of its own, against a real
 * node. Arguments: the node's URL, then the mode:
 * <ul>
 *   <li>{@code agent}: one {@code count} call through our transport, its own observation off;</li>
 *   <li>{@code agent+observation}: the same with the transport's observation on, through micrometer-tracing's bridge
 *       to the agent's OpenTelemetry, as an application that has both would run;</li>
 *   <li>{@code trace}: as {@code agent+observation}, one search of the application's ({@code mail search}, an
 *       observation of its own) on a transport whose first node refuses connections, so that the try fails over to
 *       the live node. The mail index is made first, and searched 200 times to warm the JVM, through a transport
 *       without observation.</li>
 * </ul>
 */
public final class AgentProbe {

    private AgentProbe() {
    }

    public static void main(String[] args) throws Exception {
        if (args[1].equals("trace")) {
            searchWithAFailover(args[0]);
            return;
        }
        ReactorNettyTransport.Builder builder = ReactorNettyTransport.builder(SearchClientConfig.of(args[0]));
        if (args[1].equals("agent+observation")) {
            builder.observationRegistry(observations());
        }
        try (ReactorNettyTransport transport = builder.build()) {
            long count = new OpenSearchClient(transport).count(c -> c.index("*")).count();
            System.out.println("probe: counted " + count);
        }
    }

    /** Observations that the bridge makes spans of the agent's OpenTelemetry, wired as Spring Boot wires them. */
    private static ObservationRegistry observations() {
        OpenTelemetry otel = GlobalOpenTelemetry.get();
        io.opentelemetry.api.trace.Tracer tracer = otel.getTracer("application");
        OtelCurrentTraceContext current = new OtelCurrentTraceContext();
        OtelTracer otelTracer = new OtelTracer(tracer, current, event -> { },
                new OtelBaggageManager(current, List.of(), List.of()));
        ObservationRegistry observations = ObservationRegistry.create();
        observations.observationConfig().observationHandler(new ObservationHandler.FirstMatchingCompositeObservationHandler(
                new PropagatingSenderTracingObservationHandler<>(otelTracer, new OtelPropagator(otel.getPropagators(), tracer)),
                new DefaultTracingObservationHandler(otelTracer)));
        return observations;
    }

    private static void searchWithAFailover(String node) throws Exception {
        try (ReactorNettyTransport plain = ReactorNettyTransport.create(SearchClientConfig.of(node))) {
            OpenSearchClient client = new OpenSearchClient(plain);
            client.index(x -> x.index("mail").id("1").document(Map.of("subject", "quarterly figures")).refresh(Refresh.True));
            // warm: so that the trace shows a search's times, not a new JVM's class loading
            for (int i = 0; i < 200; i++) {
                client.search(s -> s.index("mail"), Map.class);
            }
        }
        int refusing;
        try (ServerSocket closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            refusing = closed.getLocalPort();
        }
        ObservationRegistry observations = observations();
        SearchClientConfig twoNodes = SearchClientConfig.builder().host("http://127.0.0.1:" + refusing).host(node)
                .retries(3, Duration.ofMillis(50)).build();
        try (ReactorNettyTransport transport = ReactorNettyTransport.builder(twoNodes).observationRegistry(observations)
                .build()) {
            OpenSearchClient client = new OpenSearchClient(transport);
            Observation caller = Observation.start("mail search", observations);
            long hits;
            try (Observation.Scope ignored = caller.openScope()) {
                hits = client.search(s -> s.index("mail").query(q -> q.match(m -> m.field("subject")
                        .query(v -> v.stringValue("quarterly")))), Map.class).hits().hits().size();
            } finally {
                caller.stop();
            }
            System.out.println("probe: searched " + hits + " hits; refusing node on port " + refusing);
        }
    }
}
