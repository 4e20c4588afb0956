package org.jsonpjackson.json.conformance.stream;

import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.JsonpConfig;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Input over a limit fails with a message that names the setting governing that limit, and only that one, from bytes
 * and from characters: a user who raises the setting the message names lifts the limit. Jackson's own words differ
 * between versions ("Number length" on 2.15, "Number value length" later), so only the figures are pinned here.
 */
class LimitMessageTest {

    private static final JsonProvider JSON = ProviderUnderTest.create();
    private static final List<String> KEYS = List.of(JsonpConfig.MAX_DEPTH, JsonpConfig.MAX_NUMBER_LENGTH,
            JsonpConfig.MAX_STRING_LENGTH, JsonpConfig.MAX_NAME_LENGTH, JsonpConfig.MAX_DOCUMENT_LENGTH,
            JsonpConfig.MAX_TOKEN_COUNT);

    static Stream<Arguments> limits() {
        return Stream.of(
                arguments(JsonpConfig.MAX_DEPTH, 3, "[[[[1]]]]", "nesting depth"),
                arguments(JsonpConfig.MAX_NUMBER_LENGTH, 5, "[1234567]", "length (7)"),
                arguments(JsonpConfig.MAX_STRING_LENGTH, 5, "[\"abcdefgh\"]", "length (8)"),
                arguments(JsonpConfig.MAX_NAME_LENGTH, 5, "{\"abcdefgh\":1}", "Name length (8)"),
                arguments(JsonpConfig.MAX_DOCUMENT_LENGTH, 100, "[" + "1,".repeat(30_000) + "1]", "Document length"),
                arguments(JsonpConfig.MAX_TOKEN_COUNT, 4, "[1,2,3,4]", "Token count (5)"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("limits")
    void theMessageNamesTheSettingOfTheLimitThatWasBroken(String key, int limit, String json, String what) {
        JsonReaderFactory readers = JSON.createReaderFactory(Map.of(key, limit));
        for (boolean bytes : new boolean[] {false, true}) {
            assertThatThrownBy(() -> read(readers, json, bytes)).as(bytes ? "bytes" : "chars")
                    .isInstanceOf(JsonParsingException.class)
                    .hasMessageContaining(what)
                    .hasMessageContaining("the limit is set by " + key)
                    .satisfies(e -> assertThat(KEYS.stream().filter(other -> !other.equals(key)))
                            .noneMatch(other -> e.getMessage().contains(other)));
        }
    }

    /** Keys have their own limit: a long key is governed by the name length, never by the string length. */
    @Test
    void aLongKeyIsLiftedByTheNameLimitAndNotByTheStringLimit() {
        String json = "{\"" + "k".repeat(60_000) + "\":1}";
        for (boolean bytes : new boolean[] {false, true}) {
            assertThatThrownBy(() -> read(JSON.createReaderFactory(Map.of()), json, bytes))
                    .as("the default, 50,000").hasMessageContaining(JsonpConfig.MAX_NAME_LENGTH);
            assertThatThrownBy(() -> read(JSON.createReaderFactory(Map.of(JsonpConfig.MAX_STRING_LENGTH, 100_000)), json,
                    bytes)).as("only the string limit raised").hasMessageContaining(JsonpConfig.MAX_NAME_LENGTH);
            assertThat(((JsonObject) read(JSON.createReaderFactory(Map.of(JsonpConfig.MAX_NAME_LENGTH, 100_000)), json,
                    bytes)).keySet().iterator().next()).hasSize(60_000);
        }
    }

    private static Object read(JsonReaderFactory readers, String json, boolean bytes) {
        try (JsonReader reader = bytes
                ? readers.createReader(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)))
                : readers.createReader(new StringReader(json))) {
            return reader.readValue();
        }
    }
}
