package org.jsonpjackson.elasticsearch.mapper3;

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
 * A real Elasticsearch 8.19 node's search response of more than 16 million characters, read through our Jackson 3
 * mapper on its defaults, as elasticsearch-java 9's transport hands a response to it (that transport is for
 * Elasticsearch 9 nodes, of which Maven Central has no distribution, so the 8.19 node's bytes come over plain HTTP);
 * and a hit whose one string is a character past our default string limit
 * ({@code org.jsonpjackson.json.maxStringLength}, 20,000,000, where Jackson 3.1 alone allows 100,000,000).
 */
@ExtendWith(ElasticsearchExtension.class)
class BigResponseIT {

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
        String json = BigSearchResponse.fetch(node, "big-response");
        assertThat(json.length()).as("characters of the response").isGreaterThan(16_000_000);

        BigResponseReads.readThrough(new ElasticsearchJackson3Mapper(), json.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aStringPastOurDefaultLimitFailsWithATypedErrorAtItsHit(URI node) throws Exception {
        byte[] bytes = oneLongString(node);

        assertThatThrownBy(() -> BigResponseReads.read(new ElasticsearchJackson3Mapper(), bytes))
                .isInstanceOf(JsonpMappingException.class) // a JsonParsingException
                .hasMessageContaining("(JSON path: hits.hits[0]._source)")
                .hasMessageContaining("String value length (20000001) exceeds the maximum allowed (20000000");
    }

    @Test
    void pastOurDefaultStringLimitTheErrorNamesTheSettingThatLiftsIt(URI node) throws Exception {
        byte[] bytes = oneLongString(node);

        assertThatThrownBy(() -> BigResponseReads.read(new ElasticsearchJackson3Mapper(), bytes))
                .isInstanceOf(JsonpMappingException.class)
                .hasMessageContaining("org.jsonpjackson.json.maxStringLength");
    }
}
