package org.jsonpjackson.opensearch.mapper3;

import org.jsonpjackson.mapper.internal.BigSearchResponse;
import org.jsonpjackson.mapper.internal.opensearch.BigResponseReads;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.net.URI;
import java.nio.charset.StandardCharsets;

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

        BigResponseReads.readThrough(new JsonpJackson3Mapper(), bytes);
    }
}
