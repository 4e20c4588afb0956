package example;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/** The docs' metrics snippet, in a user's project that adds micrometer-core as the docs say. */
@ExtendWith(OpenSearchExtension.class)
class ReactorMetricsTest {

    @Test
    void everyCallIsTimed(OpenSearchTarget target) {
        MeterRegistry registry = new SimpleMeterRegistry();
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        try (ReactorNettyTransport transport = ReactorNettyTransport.builder(config)
                .meterRegistry(registry)      // your application's registry
                .build()) {
            ReactorSearchClient.over(transport).indexExists("readme-metrics").block(Duration.ofSeconds(30));
        }
        Timer calls = registry.find("db.client.operation.duration").tag("db.system.name", "opensearch").timer();
        assertNotNull(calls, "the call's timer");
        assertEquals(1, calls.count());
    }
}
