package org.jsonpjackson.json.conformance.stream;

import jakarta.json.JsonNumber;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayInputStream;
import java.util.HexFormat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Encoding detection on inputs shorter than the four bytes RFC 4627's table looks at: two bytes with a zero
 * byte are UTF-16, one or three bytes can only be UTF-8. Each case goes through the parser and the reader.
 */
class EncodingDetectionTest {

    private static final JsonProvider JSON = ProviderUnderTest.create();

    private static byte[] hex(String hex) {
        return HexFormat.of().parseHex(hex.replace(" ", ""));
    }

    private static JsonValue read(byte[] bytes) {
        try (JsonReader reader = JSON.createReader(new ByteArrayInputStream(bytes))) {
            return reader.readValue();
        }
    }

    private static JsonValue parse(byte[] bytes) {
        try (JsonParser parser = JSON.createParser(new ByteArrayInputStream(bytes))) {
            parser.next();
            JsonValue value = parser.getValue();
            assertThat(parser.hasNext()).isFalse();
            return value;
        }
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        "utf16be_digit_one, 00 31, 1",
        "utf16le_digit_one, 31 00, 1",
        "utf16be_digit_zero, 00 30, 0",
        "utf16le_digit_nine, 39 00, 9"})
    void aTwoByteUtf16DocumentIsDetected(String name, String bytes, int expected) {
        assertThat(((JsonNumber) parse(hex(bytes))).intValue()).as("parser").isEqualTo(expected);
        assertThat(((JsonNumber) read(hex(bytes))).intValue()).as("reader").isEqualTo(expected);
    }

    @Test
    void twoByteUtf8WithoutAZeroByteIsStillUtf8() {
        assertThat(((JsonNumber) read("12".getBytes(java.nio.charset.StandardCharsets.US_ASCII))).intValue()).isEqualTo(12);
    }

    /**
     * Inputs that cannot be a JSON text whatever the encoding: no longer "cannot detect the encoding", but a
     * parsing error at the character that is wrong, as for any other input.
     */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        // Two bytes: one UTF-16 code unit, which is no value.
        "utf16be_brace,     00 7B,    1, 2, 1",
        "utf16le_letter,    61 00,    1, 1, 0",
        "utf16_nul,         00 00,    1, 1, 0",
        "utf16be_latin1,    00 E9,    1, 1, 0",
        // A lone NUL (which fails when the parser is created, as the TCK wants), and three bytes, which
        // cannot be UTF-16 or UTF-32: UTF-8, where the NUL is the error.
        "lone_nul,          00,       1, 1, 0",
        "nul_in_array,      5B 00 5D, 1, 2, 1",
        "nul_in_string,     22 00 22, 1, 2, 1",
        "digit_then_nul,    31 00 00, 1, 2, 1"})
    void aShortInputThatIsNoJsonTextIsAParsingErrorWithItsPosition(String name, String bytes, long line, long column,
            long offset) {
        for (boolean reader : new boolean[] {false, true}) {
            assertThatThrownBy(() -> {
                if (reader) {
                    read(hex(bytes));
                } else {
                    parse(hex(bytes));
                }
            }).as(reader ? "reader" : "parser").isInstanceOf(JsonParsingException.class).satisfies(e -> {
                JsonLocation where = ((JsonParsingException) e).getLocation();
                assertThat(new long[] {where.getLineNumber(), where.getColumnNumber(), where.getStreamOffset()})
                        .as("line, column, offset").containsExactly(line, column, offset);
            });
        }
    }

    @Test
    void aLoneNulFailsWhenTheParserIsCreated() {
        assertThatThrownBy(() -> JSON.createParser(new ByteArrayInputStream(new byte[] {0})))
                .isInstanceOf(JsonParsingException.class)
                .satisfies(e -> assertThat(((JsonParsingException) e).getLocation().getColumnNumber()).isEqualTo(1));
    }
}
