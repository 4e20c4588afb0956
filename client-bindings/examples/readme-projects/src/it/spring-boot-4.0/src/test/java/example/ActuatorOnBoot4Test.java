package example;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.observation.ObservationRegistry;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch.core.IndexRequest;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;

import java.time.Duration;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Our transport in a Spring Boot 4 application with Boot's actuator: the transport takes the {@code MeterRegistry}
 * and the {@code ObservationRegistry} Boot made, so its meters are Boot's meters, and each call's observation reaches
 * whatever Boot registered on the observation registry (here Boot's own handler, which times observations in the
 * meter registry), against the node opensearch-testing starts.
 */
@ExtendWith(OpenSearchExtension.class)
class ActuatorOnBoot4Test {

    public record Mail(String subject, int uid) {
    }

    /** The application: Boot's actuator makes both registries, and the transport's bean takes them. */
    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class SearchApplication {

        @Bean
        ReactorNettyTransport searchTransport(SearchClientConfig config, MeterRegistry meters,
                                              ObservationRegistry observations) {
            return ReactorNettyTransport.builder(config)
                    .meterRegistry(meters)
                    .observationRegistry(observations)
                    .build();
        }

        @Bean
        ReactorSearchClient searchClient(ReactorNettyTransport transport) {
            return ReactorSearchClient.over(transport);
        }
    }

    @Test
    void theTransportRecordsInBootsRegistries(OpenSearchTarget target) throws Exception {
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        String index = "boot4-actuator-" + UUID.randomUUID();
        try (ConfigurableApplicationContext app = new SpringApplicationBuilder(SearchApplication.class)
                .web(WebApplicationType.NONE)
                .initializers(context -> context.getBeanFactory().registerSingleton("searchConfig", config))
                .run()) {
            ReactorSearchClient client = app.getBean(ReactorSearchClient.class);
            client.index(IndexRequest.of(i -> i.index(index).id("1").document(new Mail("hello from the actuator", 1))
                    .refresh(Refresh.True))).block(Duration.ofSeconds(30));
            long hits = client.search(s -> s.index(index), Mail.class)
                    .map(response -> response.hits().hits().size()).block(Duration.ofSeconds(30));

            MeterRegistry meters = app.getBean(MeterRegistry.class);
            Timer ours = meters.find("db.client.operation.duration").tag("db.operation.name", "search").timer();
            Timer observed = meters.find("db.client.operation").tag("db.operation.name", "search").timer();
            assertEquals(1, hits);
            assertNotNull(ours, "our transport's timer, in Boot's registry");
            assertNotNull(observed, "the search's observation, timed by Boot's observation handler");
            assertEquals(1, ours.count());
            assertEquals(1, observed.count());
            Ran.record(Map.of(
                    "actuator.registry", meters.getClass().getSimpleName(),
                    "actuator.searches-timed", String.valueOf(ours.count()),
                    "actuator.searches-observed", String.valueOf(observed.count())));
        }
    }
}
