package org.jsonpjackson.mapper.internal.elasticsearch;

import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;
import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpMapper;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.BigSearchResponse;

import java.io.ByteArrayInputStream;
import java.util.List;

/**
 * {@link BigSearchResponse} read as elasticsearch-java reads a search response, every hit checked: the
 * elasticsearch-java side of {@code internal.opensearch.BigResponseReads} (the check itself is
 * {@link BigSearchResponse#checkBodies}), shared by the elasticsearch-java mappers' tests of both Jackson lines.
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
        BigSearchResponse.checkBodies(hits.size(), n -> body(hits.get(n)));
    }

    /** The {@code body} of a hit's source. */
    public static String body(Hit<JsonData> hit) {
        return hit.source().toJson().asJsonObject().getString("body");
    }
}
