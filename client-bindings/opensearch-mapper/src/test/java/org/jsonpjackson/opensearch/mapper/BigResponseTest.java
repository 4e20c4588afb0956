package org.jsonpjackson.opensearch.mapper;

import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import jakarta.json.JsonException;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParserFactory;
import jakarta.json.stream.JsonParsingException;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.json.JsonpConfig;
import org.jsonpjackson.mapper.internal.BigSearchResponse;
import org.jsonpjackson.mapper.internal.opensearch.BigResponseReads;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.ByteArrayInputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A real node's search response of more than 16 million characters, read through our mapper on its defaults, where
 * Parsson 1.1.9, which opensearch-java 3.9 and later ship, refuses it ({@code org.eclipse.parsson.maxParsingLimit}).
 */
@ExtendWith(OpenSearchExtension.class)
class BigResponseTest {

    /** The node's response, fetched once for both tests (setting it up takes about 15 s here). */
    private static String json;

    private static String response(URI node) throws Exception {
        if (json == null) {
            json = BigSearchResponse.fetch(node, "big-response");
        }
        return json;
    }

    @Test
    void aSearchResponseOverSixteenMillionCharactersReadsOnDefaults(URI node) throws Exception {
        String json = response(node);
        assertThat(json.length()).as("characters of the response").isGreaterThan(16_000_000);
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);

        BigResponseReads.readThrough(new OpenSearchJacksonMapper(), bytes);

        // the same bytes, where users of opensearch-java 3.9+ would read them with Parsson on its defaults
        assertThatThrownBy(() -> {
            try (JsonParser parsson = new JsonProviderImpl().createParser(new ByteArrayInputStream(bytes))) {
                while (parsson.hasNext()) {
                    parsson.next();
                }
            }
        }).isInstanceOf(JsonException.class).hasMessageContaining("exceeded");
    }

    @Test
    void pastALimitOfOursTheErrorNamesTheSettingThatLiftsIt(URI node) throws Exception {
        byte[] bytes = response(node).getBytes(StandardCharsets.UTF_8);
        JsonParserFactory limited = new OpenSearchJacksonMapper().jsonProvider()
                .createParserFactory(Map.of("org.jsonpjackson.json.maxDocumentLength", 15_000_000L));

        assertThatThrownBy(() -> {
            try (JsonParser parser = limited.createParser(new ByteArrayInputStream(bytes))) {
                while (parser.hasNext()) {
                    parser.next();
                }
            }
        }).isInstanceOf(JsonParsingException.class).hasMessageContaining("org.jsonpjackson.json.maxDocumentLength");
    }

    @Test
    void aStringPastOurDefaultLimitFailsAtItsHitNamingTheSettingThatLiftsIt(URI node) throws Exception {
        byte[] bytes = BigSearchResponse.fetchOneBody(node, "big-string", JsonpConfig.DEFAULT_MAX_STRING_LENGTH + 1)
                .getBytes(StandardCharsets.UTF_8);

        assertThatThrownBy(() -> BigResponseReads.read(new OpenSearchJacksonMapper(), bytes))
                .isInstanceOf(JsonParsingException.class)
                .hasMessageContaining("String value length (20000001) exceeds the maximum allowed (20000000")
                .hasMessageContaining(JsonpConfig.MAX_STRING_LENGTH)
                .hasRootCauseInstanceOf(StreamConstraintsException.class);
    }
}
