package org.jsonpjackson.mapper.internal.opensearch;

import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.BigSearchResponse;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.opensearch.core.search.Hit;

import java.io.ByteArrayInputStream;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link BigSearchResponse} read as opensearch-java reads a search response, every hit checked: shared by the
 * opensearch-java mappers' tests and the reactive client's.
 */
public final class BigResponseReads {

    private BigResponseReads() {
    }

    /** {@code bytes} read through {@code mapper}, as a transport hands a response to it; then its hits checked. */
    public static void readThrough(JsonpMapper mapper, byte[] bytes) {
        SearchResponse<JsonData> response;
        try (JsonParser parser = mapper.jsonProvider().createParser(new ByteArrayInputStream(bytes))) {
            response = SearchResponse.createSearchResponseDeserializer(JsonData._DESERIALIZER).deserialize(parser, mapper);
        }
        checkHits(response.hits().hits());
    }

    /** Every hit of the response, in order, with its whole body. */
    public static void checkHits(List<Hit<JsonData>> hits) {
        assertThat(hits).hasSize(BigSearchResponse.HITS);
        for (int n = 0; n < hits.size(); n++) {
            assertThat(hits.get(n).source().toJson().asJsonObject().getString("body")).as("hit %d's body", n)
                    .isEqualTo(BigSearchResponse.body(n));
        }
    }
}
