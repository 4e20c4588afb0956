package org.jsonpjackson.opensearch.mapper3;

import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.JsonpConfig;
import org.jsonpjackson.mapper.internal.BigSearchResponse;
import org.jsonpjackson.mapper.internal.opensearch.BigResponseReads;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.core.exc.StreamConstraintsException;

import java.net.URI;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

        BigResponseReads.readThrough(new OpenSearchJackson3Mapper(), bytes);
    }

    @Test
    void aStringPastOurDefaultLimitFailsAtItsHitNamingTheSettingThatLiftsIt(URI node) throws Exception {
        byte[] bytes = BigSearchResponse.fetchOneBody(node, "big-string", JsonpConfig.DEFAULT_MAX_STRING_LENGTH + 1)
                .getBytes(StandardCharsets.UTF_8);

        assertThatThrownBy(() -> BigResponseReads.read(new OpenSearchJackson3Mapper(), bytes))
                .isInstanceOf(JsonParsingException.class)
                .hasMessageContaining("String value length (20000001) exceeds the maximum allowed (20000000")
                .hasMessageContaining(JsonpConfig.MAX_STRING_LENGTH)
                .hasRootCauseInstanceOf(StreamConstraintsException.class);
    }
}
