package org.jsonpjackson.opensearch.reactor.agent;

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

import java.util.List;

/**
 * An application under the OpenTelemetry Java agent, run by {@link AgentTest} in a JVM of its own: one {@code count}
 * call through our transport, with the transport's own observation off ({@code agent}) or on, through
 * micrometer-tracing's bridge to the agent's OpenTelemetry ({@code agent+observation}), as an application that
 * has both would run.
 *
 * <p>Arguments: the node's URL, then {@code agent} or {@code agent+observation}.
 */
public final class AgentProbe {

    private AgentProbe() {
    }

    public static void main(String[] args) throws Exception {
        ReactorNettyTransport.Builder builder = ReactorNettyTransport.builder(SearchClientConfig.of(args[0]));
        if (args[1].equals("agent+observation")) {
            OpenTelemetry otel = GlobalOpenTelemetry.get();
            io.opentelemetry.api.trace.Tracer tracer = otel.getTracer("application");
            OtelCurrentTraceContext current = new OtelCurrentTraceContext();
            OtelTracer otelTracer = new OtelTracer(tracer, current, event -> { },
                    new OtelBaggageManager(current, List.of(), List.of()));
            ObservationRegistry observations = ObservationRegistry.create();
            observations.observationConfig().observationHandler(new ObservationHandler.FirstMatchingCompositeObservationHandler(
                    new PropagatingSenderTracingObservationHandler<>(otelTracer, new OtelPropagator(otel.getPropagators(), tracer)),
                    new DefaultTracingObservationHandler(otelTracer)));
            builder.observationRegistry(observations);
        }
        try (ReactorNettyTransport transport = builder.build()) {
            long count = new OpenSearchClient(transport).count(c -> c.index("*")).count();
            System.out.println("probe: counted " + count);
        }
    }
}
