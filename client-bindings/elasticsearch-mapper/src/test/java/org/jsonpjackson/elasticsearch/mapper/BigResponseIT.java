package org.jsonpjackson.elasticsearch.mapper;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.SortOrder;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpMappingException;
import org.jsonpjackson.elasticsearch.testing.ElasticsearchExtension;
import org.jsonpjackson.json.JsonpConfig;
import org.jsonpjackson.mapper.internal.BigSearchResponse;
import org.jsonpjackson.mapper.internal.elasticsearch.BigResponseReads;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.net.URI;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A real Elasticsearch 8.19 node's search response of more than 16 million characters, read through our mapper on
 * its defaults by elasticsearch-java 8.19's own transport; and a hit whose one string is a character past our default
 * string limit ({@code org.jsonpjackson.json.maxStringLength}, 20,000,000), read through the mapper.
 */
@ExtendWith(ElasticsearchExtension.class)
class BigResponseIT {

    private static final String INDEX = "big-response";

    /** The node's answer with one string past the limit, fetched once for the tests that need it. */
    private static byte[] oneLongString;

    private static byte[] oneLongString(URI node) throws Exception {
        if (oneLongString == null) {
            String json = BigSearchResponse.fetchOneBody(node, "big-string", JsonpConfig.DEFAULT_MAX_STRING_LENGTH + 1);
            oneLongString = json.getBytes(StandardCharsets.UTF_8);
        }
        return oneLongString;
    }

    @Test
    void aSearchResponseOverSixteenMillionCharactersReadsOnDefaults(URI node) throws Exception {
        String json = BigSearchResponse.fetch(node, INDEX);
        assertThat(json.length()).as("characters of the node's own response to the same search").isGreaterThan(16_000_000);

        ElasticsearchClient client = Mail.client(node, new ElasticsearchJacksonMapper());
        try {
            SearchResponse<JsonData> response = client.search(s -> s.index(INDEX).size(BigSearchResponse.HITS)
                    .sort(o -> o.field(f -> f.field("n").order(SortOrder.Asc))), JsonData.class);
            BigResponseReads.checkHits(response.hits().hits());
        } finally {
            client._transport().close();
        }
    }

    @Test
    void aStringPastOurDefaultLimitFailsWithATypedErrorAtItsHit(URI node) throws Exception {
        byte[] bytes = oneLongString(node);

        assertThatThrownBy(() -> BigResponseReads.read(new ElasticsearchJacksonMapper(), bytes))
                .isInstanceOf(JsonpMappingException.class) // a JsonParsingException
                .hasMessageContaining("(JSON path: hits.hits[0]._source)")
                .hasMessageContaining("String value length (20000001) exceeds the maximum allowed (20000000");
    }

    @Test
    void pastOurDefaultStringLimitTheErrorNamesTheSettingThatLiftsIt(URI node) throws Exception {
        byte[] bytes = oneLongString(node);

        assertThatThrownBy(() -> BigResponseReads.read(new ElasticsearchJacksonMapper(), bytes))
                .isInstanceOf(JsonpMappingException.class)
                .hasMessageContaining("org.jsonpjackson.json.maxStringLength");
    }
}
