package example;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The docs' tracing snippet, in a user's project with micrometer-core (which brings micrometer-observation): a
 * handler of the application's stands for the tracing bridge Spring Boot would register.
 */
@ExtendWith(OpenSearchExtension.class)
class ReactorTracingTest {

    @Test
    void everyCallIsObserved(OpenSearchTarget target) {
        List<String> stopped = new CopyOnWriteArrayList<>();
        ObservationRegistry observationRegistry = ObservationRegistry.create();
        observationRegistry.observationConfig().observationHandler(new ObservationHandler<>() {
            @Override
            public boolean supportsContext(Observation.Context context) {
                return true;
            }

            @Override
            public void onStop(Observation.Context context) {
                stopped.add(context.getName() + ": " + context.getContextualName());
            }
        });
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        try (ReactorNettyTransport transport = ReactorNettyTransport.builder(config)
                .observationRegistry(observationRegistry)   // your application's
                .build()) {
            ReactorSearchClient.over(transport).indexExists("readme-tracing").block(Duration.ofSeconds(30));
        }
        assertEquals(List.of("db.client.operation: indices.exists readme-tracing"), stopped);
    }
}
