package org.jsonpjackson.mapper.internal.opensearch;

import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.BigSearchResponse;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.opensearch.core.search.Hit;

import java.io.ByteArrayInputStream;
import java.util.List;

/**
 * {@link BigSearchResponse} read as opensearch-java reads a search response, every hit checked: shared by the
 * opensearch-java mappers' tests and the reactive client's.
 */
public final class BigResponseReads {

    private BigResponseReads() {
    }

    /** {@code bytes} read through {@code mapper} as a search response of {@code JsonData} documents, as a transport hands a response to it. */
    public static SearchResponse<JsonData> read(JsonpMapper mapper, byte[] bytes) {
        try (JsonParser parser = mapper.jsonProvider().createParser(new ByteArrayInputStream(bytes))) {
            return SearchResponse.createSearchResponseDeserializer(JsonData._DESERIALIZER).deserialize(parser, mapper);
        }
    }

    /** {@link #read}, then its hits checked. */
    public static void readThrough(JsonpMapper mapper, byte[] bytes) {
        checkHits(read(mapper, bytes).hits().hits());
    }

    /** Every hit of the response, in order, with its whole body. */
    public static void checkHits(List<Hit<JsonData>> hits) {
        BigSearchResponse.checkBodies(hits.size(), n -> hits.get(n).source().toJson().asJsonObject().getString("body"));
    }
}
