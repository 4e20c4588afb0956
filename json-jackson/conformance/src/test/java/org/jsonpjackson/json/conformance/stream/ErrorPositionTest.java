package org.jsonpjackson.json.conformance.stream;

import org.jsonpjackson.json.JsonpConfig;
import jakarta.json.JsonConfig;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParser.Event;
import jakarta.json.stream.JsonParserFactory;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Every error path of the parser and the reader, with the position JSON-P reports: the first character that
 * cannot continue a JSON text, or the end of input where it ends too early; a limit points at the token that
 * breaks it. Lines and columns count from 1, offsets from 0; on UTF-8 input, columns and offsets count bytes,
 * on UTF-16 input characters. Each document goes through the parser (reading only events, and reading every
 * value) and the reader, as characters and as bytes, unless its row says otherwise.
 */
class ErrorPositionTest {

    private static final JsonProvider JSON = ProviderUnderTest.create();

    /** How a document is given and read. */
    enum Way {
        CHARS_EVENTS, CHARS_VALUES, CHARS_READER, UTF8_EVENTS, UTF8_VALUES, UTF8_READER;

        boolean bytes() {
            return name().startsWith("UTF8");
        }
    }

    private static final List<Way> ALL = List.of(Way.values());
    private static final List<Way> BYTES = List.of(Way.UTF8_EVENTS, Way.UTF8_VALUES, Way.UTF8_READER);

    private static Arguments text(String name, String json, long line, long column, long offset) {
        return arguments(name, json.getBytes(StandardCharsets.UTF_8), ALL, line, column, offset);
    }

    private static Arguments utf8(String name, String hex, long line, long column, long offset) {
        return utf8(name, hex, BYTES, line, column, offset);
    }

    private static Arguments utf8(String name, String hex, List<Way> ways, long line, long column, long offset) {
        return arguments(name, HexFormat.of().parseHex(hex.replace(" ", "")), ways, line, column, offset);
    }

    static Stream<Arguments> illFormed() {
        return Stream.of(
                // Truncated and misspelt literals: where the literal stops matching.
                text("tru", "tru", 1, 4, 3),
                text("fals", "fals", 1, 5, 4),
                text("nul", "nul", 1, 4, 3),
                text("tru_after_spaces", "  tru", 1, 6, 5),
                text("tru_in_array", "[1, tru]", 1, 8, 7),
                text("tru_then_letter", "[trux]", 1, 5, 4),
                text("capital_true", "[True]", 1, 2, 1),
                text("fALSE", "[fALSE]", 1, 3, 2),
                text("true_then_letter", "truex", 1, 5, 4),
                text("null_then_letter", "[nulll]", 1, 6, 5),
                text("t_alone", "[t]", 1, 3, 2),
                text("n_at_end", "[n", 1, 3, 2),
                text("tru_on_line_3", "\n\n  tru", 3, 6, 7),
                // A member's value: Jackson reads it with its key, and its token location is the key's.
                text("tru_as_member_value", "{\"a\": tru}", 1, 10, 9),
                text("nul_as_second_member_value", "{\"a\":1, \"bb\":  nul}", 1, 19, 18),
                text("x_as_member_value", "{\"a\":\n  x}", 2, 3, 8),
                text("letter_after_true", "true x", 1, 6, 5),
                // NUL and other control characters: the character itself.
                text("lone_nul", "\u0000", 1, 1, 0),
                text("nul_after_space", " \u0000", 1, 2, 1),
                text("nul_in_array", "[\u0000]", 1, 2, 1),
                text("nul_after_comma", "[1,\u0000]", 1, 4, 3),
                text("nul_after_root", "[1]\u0000", 1, 4, 3),
                text("nul_on_line_2", "[\n\u0000]", 2, 1, 2),
                text("control_u0001", "[\u0001]", 1, 2, 1),
                text("nul_in_string", "\"\u0000\"", 1, 2, 1),
                text("tab_in_string", "[\"a\tb\"]", 1, 4, 3),
                text("newline_in_string", "[\"a\nb\"]", 1, 4, 3),
                // Strings and escapes.
                text("quote_only", "\"", 1, 2, 1),
                text("unclosed_string", "\"hello", 1, 7, 6),
                text("unclosed_string_in_array", "[\"abc", 1, 6, 5),
                text("bad_escape", "[\"a\\x\"]", 1, 5, 4),
                text("short_unicode_escape", "[\"\\u00\"]", 1, 7, 6),
                text("non_hex_unicode_escape", "[\"\\u00G0\"]", 1, 7, 6),
                text("unicode_escape_at_end", "[\"\\u12", 1, 7, 6),
                text("backslash_at_end", "\"\\", 1, 3, 2),
                // Structure.
                text("empty", "", 1, 1, 0),
                text("blank", "    ", 1, 5, 4),
                text("array_end_of_input_for_bracket", "[1,2", 1, 5, 4),
                text("array_end_of_input_for_value", "[1,", 1, 4, 3),
                text("array_missing_comma", "[1 2]", 1, 4, 3),
                text("array_missing_first_value", "[,2,3]", 1, 2, 1),
                text("array_missing_second_value", "[1,,3]", 1, 4, 3),
                text("array_trailing_comma", "[1,2,]", 1, 6, 5),
                text("array_closed_by_brace", "[1,2,3}", 1, 7, 6),
                text("closing_bracket", "]", 1, 1, 0),
                text("closing_brace", "}", 1, 1, 0),
                text("object_end_of_input_for_brace", "{\"a\":1,\"b\":2", 1, 13, 12),
                text("object_end_of_input_for_value", "{\"a\":1,\"b\":", 1, 12, 11),
                text("object_end_of_input_for_colon", "{\"a\":1,\"b\"", 1, 11, 10),
                text("object_end_of_input_for_key", "{\"a\":1,", 1, 8, 7),
                text("object_end_of_input_for_comma", "{\"a\":1", 1, 7, 6),
                text("object_missing_value", "{\"a\":1,\"b\":}", 1, 12, 11),
                text("object_missing_colon", "{\"a\":1,\"b\"2}", 1, 11, 10),
                text("object_missing_key", "{\"a\":1,:2}", 1, 8, 7),
                text("object_missing_comma", "{\"a\":1\"b\":2}", 1, 7, 6),
                text("object_closed_by_bracket", "{\"a\":1]", 1, 7, 6),
                text("object_trailing_comma", "{\"a\":1,}", 1, 8, 7),
                text("unquoted_key", "{a:1}", 1, 2, 1),
                text("single_quoted_key", "{'a':1}", 1, 2, 1),
                text("colon_in_array", "[\"a\":1]", 1, 5, 4),
                text("colon_at_root", ":", 1, 1, 0),
                text("block_comment", "/* c */ []", 1, 1, 0),
                text("line_comment_after_root", "[1] // c", 1, 5, 4),
                // Anything after the root value.
                text("letter_after_root", "{} x", 1, 4, 3),
                text("second_root", "{} {}", 1, 4, 3),
                text("extra_bracket", "[1]]", 1, 4, 3),
                text("second_scalar_root", "1 2", 1, 3, 2),
                text("letter_after_root_number", "1x", 1, 2, 1),
                text("colon_after_root_number", "1:", 1, 2, 1),
                text("letter_after_root_array", "[1.5]x", 1, 6, 5),
                // Numbers: the character that cannot continue the number, or cannot start one.
                text("leading_zero", "[01]", 1, 3, 2),
                text("negative_leading_zero", "[-01]", 1, 4, 3),
                text("minus_alone", "[-]", 1, 3, 2),
                text("minus_at_end", "-", 1, 2, 1),
                text("minus_letter", "[-x]", 1, 3, 2),
                text("double_minus", "[--1]", 1, 3, 2),
                text("point_then_bracket", "[1.]", 1, 4, 3),
                text("long_point_then_bracket", "[123.]", 1, 6, 5),
                text("point_then_letter", "[1.x]", 1, 4, 3),
                text("two_points", "[1..]", 1, 4, 3),
                text("three_points", "[1...]", 1, 4, 3),
                text("point_then_exponent", "[1.e5]", 1, 4, 3),
                text("point_in_object", "{\"a\":1.}", 1, 8, 7),
                text("point_at_end", "1.", 1, 3, 2),
                text("long_point_at_end", "12.", 1, 4, 3),
                text("zero_point_at_end", "0.", 1, 3, 2),
                text("point_at_end_in_array", "[1.", 1, 4, 3),
                text("exponent_then_bracket", "[1e]", 1, 4, 3),
                text("exponent_sign_then_bracket", "[1e+]", 1, 5, 4),
                text("exponent_minus_then_bracket", "[1E-]", 1, 5, 4),
                text("two_exponents", "[1ee]", 1, 4, 3),
                text("fraction_exponent_letter", "[12.5ex]", 1, 7, 6),
                text("fraction_exponent_bracket", "[123.4e]", 1, 8, 7),
                text("exponent_at_end", "1e", 1, 3, 2),
                text("exponent_sign_at_end", "1e+", 1, 4, 3),
                text("fraction_exponent_at_end", "1.5e", 1, 5, 4),
                text("leading_point", "[.5]", 1, 2, 1),
                text("minus_point", "[-.5]", 1, 3, 2),
                text("plus_sign", "[+1]", 1, 2, 1),
                text("plus_sign_at_root", "+1", 1, 1, 0),
                text("plus_alone", "[+]", 1, 2, 1),
                text("nan", "[NaN]", 1, 2, 1),
                text("infinity", "[Infinity]", 1, 2, 1),
                text("minus_infinity", "[-Infinity]", 1, 3, 2),
                text("hex_number", "[0x1]", 1, 3, 2),
                text("fractional_exponent", "[1e1.5]", 1, 5, 4),
                text("two_fractions", "[1.0.0]", 1, 5, 4),
                // Bytes that are not UTF-8: the first byte that cannot be part of a character there.
                utf8("invalid_continuation", "5B 22 C3 28 22 5D", 1, 4, 3),
                utf8("lone_continuation", "5B 22 80 22 5D", 1, 3, 2),
                utf8("stray_continuation_after_character", "5B 22 C3 A9 80 22 5D", 1, 5, 4),
                utf8("stray_continuation_after_two_byte_character", "5B 22 C3 80 80 22 5D", 1, 5, 4),
                utf8("truncated_sequence", "5B 22 E2 82 22 5D", 1, 5, 4),
                utf8("byte_ff_in_string", "5B 22 FF 22 5D", 1, 3, 2),
                utf8("byte_ff_for_value", "5B FF 5D", 1, 2, 1),
                utf8("byte_ff_after_number", "5B 31 FF 5D", 1, 3, 2),
                // The parser that reads only events never decodes the string, so only reading it finds this.
                utf8("encoded_surrogate", "5B 22 ED A0 80 22 5D", List.of(Way.UTF8_VALUES, Way.UTF8_READER), 1, 4, 3),
                utf8("overlong_slash", "5B 22 C0 AF 22 5D", 1, 3, 2),
                utf8("overlong_on_line_2", "5B 0A 22 C1 BF 22 5D", 2, 2, 3),
                utf8("overlong_for_value", "5B C0 AF 5D", 1, 2, 1),
                utf8("overlong_in_literal", "5B 74 72 C0 5D", 1, 4, 3),
                utf8("overlong_in_key", "7B 22 C0 80 22 3A 31 7D", 1, 3, 2),
                utf8("overlong_after_root", "5B 5D C0 AF", 1, 3, 2),
                // Keys, which Jackson reads four bytes at a time and reports late.
                utf8("lone_continuation_in_key", "7B 22 80 22 3A 31 7D", 1, 3, 2),
                utf8("lone_continuation_late_in_key", "7B 22 61 62 63 64 65 80 22 3A 31 7D", 1, 8, 7),
                utf8("two_lone_continuations_in_key", "7B 22 80 80 22 3A 31 7D", 1, 3, 2),
                utf8("invalid_continuation_in_key", "7B 22 61 62 63 64 C3 28 22 3A 31 7D", 1, 8, 7),
                utf8("encoded_surrogate_in_key", "7B 22 ED A0 80 22 3A 31 7D", 1, 4, 3),
                text("tab_in_key", "{\"abcdef\tx\":1}", 1, 9, 8),
                text("bad_escape_in_key", "{\"abcdefg\\x\":1}", 1, 11, 10),
                text("unclosed_key", "{\"abcdefg", 1, 10, 9),
                // Three bytes cannot be UTF-16 (Jackson would take 22 00 for its first character): UTF-8, where
                // a zero byte is the error.
                utf8("three_bytes_nul_in_string", "22 00 22", 1, 2, 1),
                utf8("three_bytes_nul_first", "00 31 32", 1, 1, 0),
                utf8("three_bytes_nul_in_array", "5B 00 5D", 1, 2, 1),
                utf8("three_bytes_nul_after_digit", "31 00 00", 1, 2, 1),
                // A character that cannot start a value or a key: its first byte.
                utf8("e_acute_for_value", "5B C3 A9 5D", 1, 2, 1),
                utf8("euro_sign_for_value", "5B E2 82 AC 5D", 1, 2, 1),
                utf8("e_acute_for_key", "7B C3 A9 3A 31 7D", 1, 2, 1),
                utf8("e_acute_after_point", "5B 31 2E C3 A9 5D", 1, 4, 3),
                utf8("letter_after_e_acute_string", "5B 22 C3 A9 22 2C 78 5D", 1, 7, 6));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("illFormed")
    void reportsWhereTheInputStopsMatching(String name, byte[] utf8, List<Way> ways, long line, long column, long offset) {
        for (Way way : ways) {
            assertThatThrownBy(() -> read(utf8, way)).as(way.name()).isInstanceOf(JsonParsingException.class)
                    .satisfies(e -> assertPosition(((JsonParsingException) e), way.name(), line, column, offset));
        }
    }

    static Stream<Arguments> utf16() {
        return Stream.of(
                arguments("tru", "UTF-16BE", "tru", 1, 4, 3),
                arguments("nul_on_line_2", "UTF-16LE", "[\n\u0000]", 2, 1, 2),
                arguments("point_then_bracket", "UTF-16LE", "[1.]", 1, 4, 3),
                arguments("nan", "UTF-32BE", "[NaN]", 1, 2, 1),
                arguments("e_acute_for_value", "UTF-16BE", "[\u00e9]", 1, 2, 1),
                arguments("letter_after_cjk_string", "UTF-16BE", "[\"\u65e5\u672c\",x]", 1, 7, 6));
    }

    /** UTF-16 and UTF-32 input is read as characters: columns and offsets count characters. */
    @ParameterizedTest(name = "{0} in {1}")
    @MethodSource("utf16")
    void countsCharactersInUtf16AndUtf32(String name, String charset, String json, long line, long column, long offset) {
        byte[] bytes = json.getBytes(Charset.forName(charset));
        assertThatThrownBy(() -> {
            try (JsonReader reader = JSON.createReader(new ByteArrayInputStream(bytes))) {
                reader.readValue();
            }
        }).isInstanceOf(JsonParsingException.class)
                .satisfies(e -> assertPosition((JsonParsingException) e, charset, line, column, offset));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("illFormed")
    void overlongBytesAreNamedInTheMessage(String name, byte[] utf8, List<Way> ways, long line, long column, long offset) {
        if (!name.startsWith("overlong")) {
            return;
        }
        for (Way way : ways) {
            assertThatThrownBy(() -> read(utf8, way)).as(way.name())
                    .hasMessageMatching("Invalid UTF-8: byte 0xC[01] can only start an overlong sequence at line "
                            + line + ", column " + column + ", offset " + offset);
        }
    }

    static Stream<Arguments> limits() {
        return Stream.of(
                arguments("depth_1001", Map.of(), "[".repeat(1001) + "]".repeat(1001), 1, 1001, 1000),
                arguments("number_too_long", Map.of(), "[" + "1".repeat(1001) + "]", 1, 2, 1),
                arguments("string_too_long", Map.of(JsonpConfig.MAX_STRING_LENGTH, 5), "[1, \"abcdefgh\"]", 1, 5, 4),
                arguments("token_count", Map.of(JsonpConfig.MAX_TOKEN_COUNT, 4), "[1,2,3,4]", 1, 8, 7),
                // Jackson finds a repeated key (KEY_STRATEGY NONE) once it has read it, and exposes no earlier
                // position: the error points just past the key, at the colon.
                arguments("duplicate_key", Map.of(JsonConfig.KEY_STRATEGY, "NONE"), "{\"a\":1,\n\"a\":2}", 2, 4, 11));
    }

    /** A broken limit points at the token that breaks it. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("limits")
    void aBrokenLimitPointsAtTheTokenThatBreaksIt(String name, Map<String, ?> config, String json, long line, long column,
            long offset) {
        JsonReaderFactory readers = JSON.createReaderFactory(config);
        for (boolean bytes : new boolean[] {false, true}) {
            assertThatThrownBy(() -> {
                try (JsonReader reader = bytes
                        ? readers.createReader(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)))
                        : readers.createReader(new StringReader(json))) {
                    reader.readValue();
                }
            }).isInstanceOf(JsonParsingException.class)
                    .satisfies(e -> assertPosition((JsonParsingException) e, bytes ? "bytes" : "chars", line, column, offset));
        }
    }

    static Stream<Arguments> wrongType() {
        Consumer<JsonReader> readObject = JsonReader::readObject;
        Consumer<JsonReader> readArray = JsonReader::readArray;
        Consumer<JsonReader> read = JsonReader::read;
        return Stream.of(
                arguments("readObject_of_array", readObject, "  [1, 2]", 1, 3, 2),
                arguments("readObject_of_string", readObject, "\"s\"", 1, 1, 0),
                arguments("readArray_of_object", readArray, "\n{}", 2, 1, 1),
                arguments("read_of_number", read, "  42", 1, 3, 2),
                // The type is wrong before the array is: the first token decides.
                arguments("readObject_of_broken_array", readObject, "[1, x", 1, 1, 0));
    }

    /** A value of another type than the reader's method asks for fails at the value's first token. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("wrongType")
    void aValueOfTheWrongTypePointsAtItsStart(String name, Consumer<JsonReader> method, String json, long line,
            long column, long offset) {
        for (boolean bytes : new boolean[] {false, true}) {
            assertThatThrownBy(() -> {
                try (JsonReader reader = bytes
                        ? JSON.createReader(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)))
                        : JSON.createReader(new StringReader(json))) {
                    method.accept(reader);
                }
            }).isInstanceOf(JsonParsingException.class).hasMessageStartingWith("Expected ")
                    .satisfies(e -> assertPosition((JsonParsingException) e, bytes ? "bytes" : "chars", line, column, offset));
        }
    }

    @org.junit.jupiter.api.Test
    void aNumberTooLargeForAnIntegerPointsAtTheNumber() {
        JsonParserFactory parsers = JSON.createParserFactory(Map.of());
        try (JsonParser parser = parsers.createParser(new StringReader("[1,\n 1e200000]"))) {
            parser.next();
            parser.next();
            parser.next();
            assertThatThrownBy(parser::getInt).isInstanceOf(JsonParsingException.class)
                    .satisfies(e -> assertPosition((JsonParsingException) e, "getInt", 2, 2, 5));
        }
    }

    private static void assertPosition(JsonParsingException e, String way, long line, long column, long offset) {
        JsonLocation where = e.getLocation();
        assertThat(new long[] {where.getLineNumber(), where.getColumnNumber(), where.getStreamOffset()})
                .as("%s: line, column, offset of %s", way, e.getMessage())
                .containsExactly(line, column, offset);
    }

    private static void read(byte[] utf8, Way way) {
        Reader chars = new StringReader(new String(utf8, StandardCharsets.UTF_8));
        InputStream bytes = new ByteArrayInputStream(utf8);
        switch (way) {
            case CHARS_READER:
            case UTF8_READER:
                try (JsonReader reader = way.bytes() ? JSON.createReader(bytes) : JSON.createReader(chars)) {
                    reader.readValue();
                }
                return;
            default:
                try (JsonParser parser = way.bytes() ? JSON.createParser(bytes) : JSON.createParser(chars)) {
                    boolean values = way == Way.CHARS_VALUES || way == Way.UTF8_VALUES;
                    while (parser.hasNext()) {
                        Event event = parser.next();
                        if (values && (event == Event.KEY_NAME || event == Event.VALUE_STRING || event == Event.VALUE_NUMBER)) {
                            assertThat(parser.getString()).isNotNull();
                        }
                    }
                }
        }
    }
}
