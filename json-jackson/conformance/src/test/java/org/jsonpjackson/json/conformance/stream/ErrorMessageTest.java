package org.jsonpjackson.json.conformance.stream;

import jakarta.json.JsonReader;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * What a {@code JsonParsingException} says: the problem in our words, and its location once, at the end, in our
 * syntax; never Jackson's location syntax, its source description or its token type names. The same table runs on
 * every Jackson line, so each line gives the same message for the same input. Where the input is one line of
 * ASCII, a small recognizer written here finds the first character that cannot continue a JSON text, and the
 * reported position must be that character's.
 */
class ErrorMessageTest {

    private static final JsonProvider JSON = ProviderUnderTest.create();

    /** Text of Jackson's that must never reach a message of ours. */
    private static final List<String> JACKSON_SYNTAX = List.of("Source:", "REDACTED", "StreamReadFeature", "[line:",
            "line:", "column:", "#UNKNOWN", "byte offset", "start marker", "close marker", "end-of-input", "in VALUE_",
            "FIELD_NAME", "PROPERTY_NAME", "was expecting (JSON String", "JsonReadFeature", "Feature '", "field name",
            "property name");

    private static Arguments text(String json, String message, long line, long column, long offset) {
        return arguments(json.replace("\n", "\\n").replace("\u0001", "\\u0001"), json.getBytes(StandardCharsets.UTF_8),
                true, message, line, column, offset);
    }

    static Stream<Arguments> malformed() {
        return Stream.of(
                // Unclosed arrays and objects: at the end of the input, naming where they were opened.
                text("[1,2", "Unexpected end of input: the array opened at line 1, column 1 is not closed", 1, 5, 4),
                text("{\"a\":1", "Unexpected end of input: the object opened at line 1, column 1 is not closed", 1, 7, 6),
                text("{\"a\":\n  [1,", "Unexpected end of input: the array opened at line 2, column 3 is not closed", 2, 6, 11),
                // Mismatched brackets: at the closing bracket, naming the one it does not match.
                text("[1,2}", "Unexpected '}' in the array opened at line 1, column 1: expected ']'", 1, 5, 4),
                text("{\"a\":1]", "Unexpected ']' in the object opened at line 1, column 1: expected '}'", 1, 7, 6),
                text("{\"a\":[1,\n  {\"b\":2]}", "Unexpected ']' in the object opened at line 2, column 3: expected '}'", 2, 9, 17),
                text("]", "Unexpected ']': there is no open array to close", 1, 1, 0),
                text("[1,]", "Unexpected character (']' (code 93)): expected a JSON value", 1, 4, 3),
                text("/* c */ []", "Unexpected character ('/' (code 47)): JSON has no comments", 1, 1, 0),
                // Keys: Jackson 2 calls them field names, Jackson 3 property names.
                text("{a:1}", "Unexpected character ('a' (code 97)): was expecting double-quote to start key", 1, 2, 1),
                text("{\"a\" 1}", "Unexpected character ('1' (code 49)): was expecting a colon to separate key and value",
                        1, 6, 5),
                // Bad literals: where the word stops matching true, false or null.
                text("{\"a\": tru}", "Unrecognized token 'tru': a JSON value is a string, number, array, object, true, false or null",
                        1, 10, 9),
                text("{\"a\":1, \"bb\":  nul}", "Unrecognized token 'nul': a JSON value is a string, number, array, object,"
                        + " true, false or null", 1, 19, 18),
                text("nope", "Unrecognized token 'nope': a JSON value is a string, number, array, object, true, false or null",
                        1, 2, 1),
                text("[True]", "Unrecognized token 'True': a JSON value is a string, number, array, object, true, false or null",
                        1, 2, 1),
                // Bad numbers.
                text("[01]", "Invalid numeric value: Leading zeroes not allowed", 1, 3, 2),
                text("-", "Unexpected end of input inside a number: expected a digit", 1, 2, 1),
                text("1e+", "Unexpected end of input inside a number: expected a digit", 1, 4, 3),
                text("[NaN]", "Non-standard token 'NaN'", 1, 2, 1),
                text("[1.]", "Unexpected character (']' (code 93)) in numeric value: Decimal point not followed by a digit",
                        1, 4, 3),
                // Unterminated strings, and a raw control character in one.
                text("\"abc", "Unexpected end of input: the string is not closed", 1, 5, 4),
                text("[\"abc", "Unexpected end of input: the string is not closed", 1, 6, 5),
                text("[\"a\u0001b\"]", "Unescaped control character U+0001 in a string", 1, 4, 3),
                // Trailing content after the root value.
                text("{} x", "Unrecognized token 'x': a JSON value is a string, number, array, object, true, false or null",
                        1, 4, 3),
                text("[1]]", "Unexpected ']': there is no open array to close", 1, 4, 3),
                text("[1] 2", "Unexpected value after the root value; a JSON text holds one value", 1, 5, 4),
                // Invalid UTF-8 (bytes only): the first byte that cannot be part of a character there.
                arguments("[\"\\xC3(\"]", new byte[] {'[', '"', (byte) 0xC3, '(', '"', ']'}, false,
                        "Invalid UTF-8 middle byte 0x28", 1, 4, 3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void namesTheProblemInOurWordsAndItsLocationOnce(String name, byte[] json, boolean asText, String message, long line,
            long column, long offset) {
        for (String way : ways(asText)) {
            assertThatThrownBy(() -> read(json, way)).as(way).isInstanceOf(JsonParsingException.class)
                    .satisfies(e -> {
                        JsonLocation where = ((JsonParsingException) e).getLocation();
                        assertThat(new long[] {where.getLineNumber(), where.getColumnNumber(), where.getStreamOffset()})
                                .as("%s: line, column, offset of %s", way, e.getMessage())
                                .containsExactly(line, column, offset);
                        assertThat(e.getMessage()).as(way)
                                .isEqualTo(message + " at line " + line + ", column " + column + ", offset " + offset);
                        assertNoJacksonSyntax(e.getMessage(), way, line, column, offset);
                    });
        }
    }

    /** The independent check: on one line of ASCII, the column is that of the first character that cannot continue. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void pointsAtTheFirstCharacterThatCannotContinue(String name, byte[] json, boolean asText, String message, long line,
            long column, long offset) {
        String text = new String(json, StandardCharsets.ISO_8859_1);
        if (line != 1 || text.indexOf('\n') >= 0 || !text.chars().allMatch(c -> c < 0x80)) {
            return;
        }
        int firstOffending = Recognizer.firstOffending(text);
        assertThat(firstOffending).as("the recognizer on %s", name).isEqualTo((int) offset);
        assertThat(column).isEqualTo(firstOffending + 1);
    }

    /** No message of the position table (every error path) carries Jackson's syntax, on any way of reading. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.jsonpjackson.json.conformance.stream.ErrorPositionTest#illFormed")
    void noErrorPathCarriesJacksonSyntax(String name, byte[] utf8, List<?> ways, long line, long column, long offset) {
        for (Object way : ways) {
            String how = (way.toString().startsWith("UTF8") ? "bytes " : "chars ")
                    + (way.toString().endsWith("READER") ? "reader" : way.toString().endsWith("VALUES") ? "values" : "parser");
            assertThatThrownBy(() -> read(utf8, how)).as(how).isInstanceOf(JsonParsingException.class)
                    .satisfies(e -> assertNoJacksonSyntax(e.getMessage(), name + ", " + how, line, column, offset));
        }
    }

    private static void assertNoJacksonSyntax(String message, String way, long line, long column, long offset) {
        for (String jackson : JACKSON_SYNTAX) {
            assertThat(message).as("%s: %s", way, message).doesNotContain(jackson);
        }
        // The location once, at the end.
        assertThat(message).as(way).endsWith(" at line " + line + ", column " + column + ", offset " + offset);
        assertThat(message.split(", offset ", -1)).as("%s: %s", way, message).hasSize(2);
    }

    private static List<String> ways(boolean asText) {
        return asText ? List.of("chars parser", "chars reader", "bytes parser", "bytes reader")
                : List.of("bytes parser", "bytes reader");
    }

    private static void read(byte[] json, String way) {
        boolean bytes = way.startsWith("bytes");
        if (way.endsWith("reader")) {
            try (JsonReader reader = bytes ? JSON.createReader(new ByteArrayInputStream(json))
                    : JSON.createReader(new StringReader(new String(json, StandardCharsets.UTF_8)))) {
                reader.readValue();
            }
            return;
        }
        try (JsonParser parser = bytes ? JSON.createParser(new ByteArrayInputStream(json))
                : JSON.createParser(new StringReader(new String(json, StandardCharsets.UTF_8)))) {
            while (parser.hasNext()) {
                JsonParser.Event event = parser.next();
                if (way.endsWith("values") && (event == JsonParser.Event.KEY_NAME || event == JsonParser.Event.VALUE_STRING
                        || event == JsonParser.Event.VALUE_NUMBER)) {
                    assertThat(parser.getString()).isNotNull();
                }
            }
        }
    }

    /**
     * A JSON recognizer for this test alone, by RFC 8259's grammar: it reads one text character by character and
     * names the index of the first character no JSON text can continue with, or the length if the input ends early.
     */
    static final class Recognizer {

        private final String s;
        private int i;

        private Recognizer(String s) {
            this.s = s;
        }

        static int firstOffending(String s) {
            Recognizer r = new Recognizer(s);
            try {
                r.value();
                r.ws();
                if (r.i < s.length()) {
                    return r.i;
                }
            } catch (Offending e) {
                return r.i;
            }
            throw new AssertionError("well-formed: " + s);
        }

        private static final class Offending extends RuntimeException {
            Offending() {
                super(null, null, false, false);
            }
        }

        private char peek() {
            if (i >= s.length()) {
                throw new Offending();
            }
            return s.charAt(i);
        }

        private void expect(char c) {
            if (peek() != c) {
                throw new Offending();
            }
            i++;
        }

        private void ws() {
            while (i < s.length() && " \t\r\n".indexOf(s.charAt(i)) >= 0) {
                i++;
            }
        }

        private void value() {
            ws();
            char c = peek();
            if (c == '{') {
                i++;
                ws();
                if (peek() == '}') {
                    i++;
                    return;
                }
                do {
                    ws();
                    string();
                    ws();
                    expect(':');
                    value();
                    ws();
                } while (peek() == ',' && ++i > 0);
                expect('}');
            } else if (c == '[') {
                i++;
                ws();
                if (peek() == ']') {
                    i++;
                    return;
                }
                do {
                    value();
                    ws();
                } while (peek() == ',' && ++i > 0);
                expect(']');
            } else if (c == '"') {
                string();
            } else if (c == '-' || (c >= '0' && c <= '9')) {
                number();
            } else {
                for (String literal : new String[] {"true", "false", "null"}) {
                    if (literal.charAt(0) == c) {
                        for (int k = 0; k < literal.length(); k++) {
                            expect(literal.charAt(k));
                        }
                        return;
                    }
                }
                throw new Offending();
            }
        }

        private void string() {
            expect('"');
            while (true) {
                char c = peek();
                if (c == '"') {
                    i++;
                    return;
                }
                if (c < 0x20) {
                    throw new Offending();
                }
                i++;
                if (c == '\\') {
                    if ("\"\\/bfnrt".indexOf(peek()) >= 0) {
                        i++;
                    } else {
                        expect('u');
                        for (int k = 0; k < 4; k++) {
                            if (Character.digit(peek(), 16) < 0) {
                                throw new Offending();
                            }
                            i++;
                        }
                    }
                }
            }
        }

        private void number() {
            if (peek() == '-') {
                i++;
            }
            if (peek() == '0') {
                i++;
            } else {
                digits();
            }
            if (i < s.length() && s.charAt(i) == '.') {
                i++;
                digits();
            }
            if (i < s.length() && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
                i++;
                if (peek() == '+' || peek() == '-') {
                    i++;
                }
                digits();
            }
        }

        private void digits() {
            if (peek() < '0' || peek() > '9') {
                throw new Offending();
            }
            while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                i++;
            }
        }
    }
}
