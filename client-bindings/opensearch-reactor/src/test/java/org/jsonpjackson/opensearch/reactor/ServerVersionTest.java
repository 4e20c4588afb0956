package org.jsonpjackson.opensearch.reactor;

import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch.core.InfoResponse;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which server this run's tests really talked to, asked through our client: printed once, and checked against the
 * version a run names (the opensearch-3 run names the 3.x it started), so a run that silently fell back to another
 * node fails.
 */
@ExtendWith(OpenSearchExtension.class)
class ServerVersionTest {

    @Test
    void theServerIsTheOneThisRunNames(OpenSearchTarget target) throws Exception {
        try (ReactorSearchClient client = ReactorSearchClient.create(OpenSearchProperties.read(target.properties()))) {
            InfoResponse info = client.async().info().get();
            String number = info.version().number();
            System.out.println("[ServerVersionTest] OpenSearch " + number + " (" + info.version().distribution() + ") at "
                    + target.uri());
            assertThat(info.version().distribution()).isEqualTo("opensearch");
            String expected = System.getProperty("opensearch.node.version");
            if ("process".equals(System.getProperty("opensearch.node")) && expected != null && !expected.startsWith("${")) {
                assertThat(number).isEqualTo(expected);
            }
        }
    }
}
