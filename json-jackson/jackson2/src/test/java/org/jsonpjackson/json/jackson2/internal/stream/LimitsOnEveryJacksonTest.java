package org.jsonpjackson.json.jackson2.internal.stream;

import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.jsonpjackson.json.JsonpConfig;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import jakarta.json.JsonArray;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParserFactory;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The limits jackson-core added after 2.15 ({@code maxDocumentLength} and {@code maxNameLength} in 2.16,
 * {@code maxTokenCount} in 2.18)
 * hold the same on every Jackson: enforced by Jackson where it has them, by this layer where it does not. The
 * matrix in json-jackson's pom runs this class on 2.15, 2.17, 2.19, the build's and the newest 2.x, so both
 * ways are exercised with the same expectations.
 */
class LimitsOnEveryJacksonTest {

    private static final JsonProvider JSON = new JsonpJacksonProvider();

    /** {@code [0,1,...,n-1]}: n + 2 tokens. */
    private static String array(int n) {
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; i < n; i++) {
            json.append(i == 0 ? "" : ",").append(i);
        }
        return json.append(']').toString();
    }

    private static JsonArray read(JsonReaderFactory readers, String json, boolean bytes) {
        try (JsonReader reader = bytes
                ? readers.createReader(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)))
                : readers.createReader(new StringReader(json))) {
            return reader.readArray();
        }
    }

    @Test
    void aDocumentOfExactlyTheTokenLimitIsRead() {
        JsonReaderFactory readers = JSON.createReaderFactory(Map.of(JsonpConfig.MAX_TOKEN_COUNT, 12));
        for (boolean bytes : new boolean[] {false, true}) {
            assertThat(read(readers, array(10), bytes)).hasSize(10);
        }
    }

    @Test
    void oneTokenPastTheLimitIsAParsingErrorNamingTheSetting() {
        JsonReaderFactory readers = JSON.createReaderFactory(Map.of(JsonpConfig.MAX_TOKEN_COUNT, 11));
        for (boolean bytes : new boolean[] {false, true}) {
            assertThatThrownBy(() -> read(readers, array(10), bytes)).as(bytes ? "bytes" : "chars")
                    .isInstanceOf(JsonParsingException.class)
                    .hasMessageContaining("Token count (12) exceeds the maximum allowed (11)")
                    .hasMessageContaining(JsonpConfig.MAX_TOKEN_COUNT);
        }
    }

    @Test
    void tokensReadByJacksonCodeAfterAHandOverCountToo() {
        JsonParserFactory parsers = JSON.createParserFactory(Map.of(JsonpConfig.MAX_TOKEN_COUNT, 50));
        try (JsonParser parser = parsers.createParser(new StringReader("{\"a\":" + array(100) + "}"))) {
            parser.next();
            parser.next();
            parser.next();
            com.fasterxml.jackson.core.JsonParser jackson = JacksonInterop.handOver(parser);
            assertThatThrownBy(jackson::skipChildren).isInstanceOf(StreamConstraintsException.class)
                    .hasMessageContaining("Token count (51)");
        }
    }

    @Test
    void withoutATokenLimitLargeDocumentsAreRead() {
        assertThat(read(JSON.createReaderFactory(Map.of()), array(100_000), true)).hasSize(100_000);
    }

    @Test
    void aDocumentWithinTheLengthLimitIsRead() {
        JsonReaderFactory readers = JSON.createReaderFactory(Map.of(JsonpConfig.MAX_DOCUMENT_LENGTH, 1000));
        String json = array(100);
        assertThat(json.length()).isLessThan(1000);
        for (boolean bytes : new boolean[] {false, true}) {
            assertThat(read(readers, json, bytes)).hasSize(100);
        }
    }

    @Test
    void aDocumentLongerThanTheLimitIsAParsingErrorNamingTheSetting() {
        JsonReaderFactory readers = JSON.createReaderFactory(Map.of(JsonpConfig.MAX_DOCUMENT_LENGTH, 1000));
        String json = array(20_000);
        for (boolean bytes : new boolean[] {false, true}) {
            assertThatThrownBy(() -> read(readers, json, bytes)).as(bytes ? "bytes" : "chars")
                    .isInstanceOf(JsonParsingException.class)
                    .hasMessageContaining("Document length")
                    .hasMessageContaining(JsonpConfig.MAX_DOCUMENT_LENGTH);
        }
    }

    @Test
    void aKeyLongerThanTheNameLimitIsAParsingErrorNamingTheSetting() {
        JsonReaderFactory readers = JSON.createReaderFactory(Map.of(JsonpConfig.MAX_NAME_LENGTH, 10));
        for (boolean bytes : new boolean[] {false, true}) {
            assertThat(read(readers, "[{\"abcdefghij\":1}]", bytes)).hasSize(1);
            assertThatThrownBy(() -> read(readers, "[{\"abcdefghijk\":1}]", bytes)).as(bytes ? "bytes" : "chars")
                    .isInstanceOf(JsonParsingException.class)
                    .hasMessageContaining("Name length (11) exceeds the maximum allowed (10)")
                    .hasMessageContaining(JsonpConfig.MAX_NAME_LENGTH);
        }
    }
}
