package org.jsonpjackson.opensearch.mapper3;

import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.BigSearchResponse;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.opensearch.core.search.Hit;

import java.io.ByteArrayInputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A real node's search response of more than 16 million characters, read through our Jackson 3 mapper on its
 * defaults; Parsson 1.1.9, which opensearch-java 3.9 and later ship, refuses it (the Jackson 2 mapper's test shows
 * that on the same bytes; Parsson is not on this class path).
 */
@ExtendWith(OpenSearchExtension.class)
class BigResponseTest {

    @Test
    void aSearchResponseOverSixteenMillionCharactersReadsOnDefaults(URI node) throws Exception {
        String json = BigSearchResponse.fetch(node, "big-response");
        assertThat(json.length()).as("characters of the response").isGreaterThan(16_000_000);
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);

        JsonpJackson3Mapper mapper = new JsonpJackson3Mapper();
        SearchResponse<JsonData> response;
        try (JsonParser parser = mapper.jsonProvider().createParser(new ByteArrayInputStream(bytes))) {
            response = SearchResponse.createSearchResponseDeserializer(JsonData._DESERIALIZER).deserialize(parser, mapper);
        }
        List<Hit<JsonData>> hits = response.hits().hits();
        assertThat(hits).hasSize(BigSearchResponse.HITS);
        for (int n = 0; n < hits.size(); n++) {
            assertThat(hits.get(n).source().toJson().asJsonObject().getString("body")).as("hit %d's body", n)
                    .isEqualTo(BigSearchResponse.body(n));
        }
    }
}
