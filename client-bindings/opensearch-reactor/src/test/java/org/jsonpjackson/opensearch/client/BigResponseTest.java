package org.jsonpjackson.opensearch.client;

import org.jsonpjackson.mapper.internal.BigSearchResponse;
import org.jsonpjackson.mapper.internal.opensearch.BigResponseReads;
import org.jsonpjackson.opensearch.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.opensearch._types.SortOrder;
import org.opensearch.client.opensearch.core.SearchResponse;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A real node's search response of more than 16 million characters through the reactive client on its defaults:
 * under its response limit (100 MiB, {@code opensearch.http.maxResponseBytes}), and with no document limit in the
 * provider, where Parsson 1.1.9, which opensearch-java 3.9 and later ship, refuses any document over 15 million
 * characters.
 */
@ExtendWith(OpenSearchExtension.class)
class BigResponseTest {

    @Test
    void aSearchResponseOverSixteenMillionCharactersReadsOnDefaults(OpenSearchTarget target) throws Exception {
        String json = BigSearchResponse.fetch(target.uri(), "big-response-reactor");
        assertThat(json.length()).as("characters of the node's own response to the same search").isGreaterThan(16_000_000);
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        try (ReactorSearchClient client = ReactorSearchClient.create(config)) {
            SearchResponse<JsonData> response = client.search(s -> s.index("big-response-reactor")
                    .size(BigSearchResponse.HITS).sort(o -> o.field(f -> f.field("n").order(SortOrder.Asc))), JsonData.class)
                    .block(Duration.ofMinutes(2));
            BigResponseReads.checkHits(response.hits().hits());
        }
    }
}
