package org.jsonpjackson.json.conformance;

import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Our own table of well-formed ({@code y_}), ill-formed ({@code n_}) and implementation-defined
 * ({@code i_}) documents, in the categories of the JSONTestSuite. Each document goes through both the
 * streaming parser and the reader, as bytes, so encoding errors count too.
 */
class IllFormedInputTest {

    private static final JsonProvider JSON = ProviderUnderTest.create();

    static Stream<Arguments> accepted() {
        return Stream.of(
                arguments("y_empty_array", "[]"), arguments("y_empty_object", "{}"),
                arguments("y_scalar_string", "\"asd\""), arguments("y_scalar_number", "42"),
                arguments("y_scalar_null", "null"), arguments("y_scalar_true", " true "),
                arguments("y_whitespace_around", " \t\r\n[1]\n "), arguments("y_minus_zero", "[-0]"),
                arguments("y_exponent", "[1E22, 1e-2, 1.5e+3, 0e1, 123e65]"), arguments("y_fraction", "[0.5, -123.25]"),
                arguments("y_escapes", "[\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"]"), arguments("y_unicode_escape", "[\"\\u0060\\u012a\\u12AB\"]"),
                arguments("y_surrogate_pair_escape", "[\"\\uD801\\udc37\"]"), arguments("y_escaped_nul", "[\"\\u0000\"]"),
                arguments("y_raw_non_ascii", "[\"€𝄞日本\"]"), arguments("y_empty_key", "{\"\":0}"),
                arguments("y_nested", "[1,[2,[3,{\"a\":{\"b\":{}}}]]]"), arguments("y_u2028_raw", "[\"\u2028\"]"),
                arguments("y_rfc8259_object", "{\"Image\":{\"Width\":800,\"Height\":600,\"Title\":\"View from 15th Floor\","
                        + "\"Thumbnail\":{\"Url\":\"http://www.example.com/image/481989943\",\"Height\":125,\"Width\":100},"
                        + "\"Animated\":false,\"IDs\":[116,943,234,38793]}}"),
                arguments("y_rfc8259_array", "[{\"precision\":\"zip\",\"Latitude\":37.7668,\"Longitude\":-122.3959,"
                        + "\"Address\":\"\",\"City\":\"SAN FRANCISCO\",\"State\":\"CA\",\"Zip\":\"94107\",\"Country\":\"US\"}]"),
                arguments("y_rfc8259_scalars", "3.141"),
                // i_ cases: what we do is documented in docs/json-jackson.md, "Security and limits".
                arguments("i_lone_high_surrogate_escape", "[\"\\uD800\"]"),
                arguments("i_lone_low_surrogate_escape", "[\"\\uDC00abc\"]"),
                arguments("i_huge_exponent", "[1e999999]"), arguments("i_tiny_exponent", "[-1e-999]"),
                arguments("i_big_integer", "[123456789012345678901234567890]"),
                arguments("i_long_precision", "[1.0000000000000000000000000001]"),
                arguments("i_utf8_bom", "\uFEFF[]"), arguments("i_duplicate_keys", "{\"a\":1,\"a\":2}"),
                arguments("i_depth_1000", "[".repeat(1000) + "]".repeat(1000)));
    }

    static Stream<Arguments> rejected() {
        return Stream.of(
                arguments("n_empty", ""), arguments("n_whitespace_only", "  "), arguments("n_open_array", "["),
                arguments("n_close_array", "]"), arguments("n_trailing_comma", "[1,]"), arguments("n_leading_comma", "[,1]"),
                arguments("n_object_trailing_comma", "{\"a\":1,}"), arguments("n_key_without_value", "{\"a\"}"),
                arguments("n_missing_value", "{\"a\":}"), arguments("n_unquoted_key", "{a:1}"),
                arguments("n_single_quotes", "{'a':1}"), arguments("n_number_key", "{1:2}"),
                arguments("n_leading_zero", "[01]"), arguments("n_nan", "[NaN]"), arguments("n_infinity", "[Infinity]"),
                arguments("n_minus_infinity", "[-Infinity]"), arguments("n_leading_dot", "[.5]"),
                arguments("n_trailing_dot", "[1.]"), arguments("n_empty_exponent", "[1e]"), arguments("n_plus_sign", "[+1]"),
                arguments("n_hex", "[0x1]"), arguments("n_fraction_exponent", "[1e1.5]"), arguments("n_minus_only", "[-]"),
                arguments("n_bad_escape", "[\"a\\x\"]"), arguments("n_short_unicode_escape", "[\"\\u00\"]"),
                arguments("n_raw_tab", "[\"a\tb\"]"), arguments("n_raw_newline", "[\"a\nb\"]"),
                arguments("n_raw_nul", "[\"a\u0000b\"]"), arguments("n_missing_comma", "[1 2]"),
                arguments("n_colon_in_array", "[\"a\":1]"), arguments("n_partial_true", "[tru]"),
                arguments("n_partial_null", "[nul]"), arguments("n_capital_true", "[True]"),
                arguments("n_unclosed_string", "[\"a"), arguments("n_unclosed_object", "{\"a\":1"),
                arguments("n_block_comment", "/* c */ []"), arguments("n_line_comment", "[1] // c"),
                arguments("n_two_roots", "{} {}"), arguments("n_garbage_after_root", "{} x"),
                arguments("n_value_after_array", "[1] 2"), arguments("n_extra_close", "[1]]"),
                arguments("n_depth_1001", "[".repeat(1001) + "]".repeat(1001)),
                arguments("n_number_too_long", "[" + "1".repeat(1001) + "]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("accepted")
    void acceptsWellFormedAndImplementationDefinedDocuments(String name, String json) {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        try (JsonReader reader = JSON.createReader(new ByteArrayInputStream(bytes))) {
            assertThat(reader.readValue()).isNotNull();
        }
        try (JsonParser parser = JSON.createParser(new ByteArrayInputStream(bytes))) {
            int events = 0;
            while (parser.hasNext()) {
                parser.next();
                events++;
            }
            assertThat(events).isPositive();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rejected")
    void rejectsIllFormedDocumentsWithALocation(String name, String json) {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> {
            try (JsonReader reader = JSON.createReader(new ByteArrayInputStream(bytes))) {
                reader.readValue();
            }
        }).isInstanceOf(JsonParsingException.class)
                .satisfies(e -> assertThat(((JsonParsingException) e).getLocation().getLineNumber()).isPositive());
        assertThatThrownBy(() -> {
            try (JsonParser parser = JSON.createParser(new ByteArrayInputStream(bytes))) {
                while (parser.hasNext()) {
                    parser.next();
                }
            }
        }).isInstanceOf(JsonParsingException.class);
    }

    static Stream<Arguments> invalidUtf8() {
        return Stream.of(
                arguments("n_invalid_continuation", new byte[] {'[', '"', (byte) 0xC3, 0x28, '"', ']'}),
                arguments("n_overlong_slash", new byte[] {'[', '"', (byte) 0xC0, (byte) 0xAF, '"', ']'}),
                arguments("n_encoded_surrogate", new byte[] {'[', '"', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '"', ']'}),
                arguments("n_lone_continuation", new byte[] {'[', '"', (byte) 0x80, '"', ']'}),
                arguments("n_truncated_sequence", new byte[] {'[', '"', (byte) 0xE2, (byte) 0x82, '"', ']'}),
                arguments("n_invalid_byte_ff", new byte[] {'[', '"', (byte) 0xFF, '"', ']'}));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidUtf8")
    void rejectsInvalidUtf8InsteadOfReplacingIt(String name, byte[] bytes) {
        assertThatThrownBy(() -> {
            try (JsonReader reader = JSON.createReader(new ByteArrayInputStream(bytes))) {
                reader.readValue();
            }
        }).isInstanceOf(JsonParsingException.class)
                .satisfies(e -> assertThat(((JsonParsingException) e).getLocation().getStreamOffset()).isPositive());
    }

    @Test
    void loneSurrogateEscapesAreKeptAndWrittenBackAsEscapes() {
        JsonValue value;
        try (JsonReader reader = JSON.createReader(new ByteArrayInputStream("[\"\\uD800\"]".getBytes(StandardCharsets.UTF_8)))) {
            value = reader.readArray().get(0);
        }
        assertThat(((JsonString) value).getString()).isEqualTo("\uD800");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (var generator = JSON.createGenerator(out)) {
            generator.writeStartArray().write(value).writeEnd();
        }
        // Never as the bytes ED A0 80, which are not UTF-8: as an escape, which reads back the same.
        assertThat(out.toString(StandardCharsets.US_ASCII)).isEqualTo("[\"\\uD800\"]");
    }
}
