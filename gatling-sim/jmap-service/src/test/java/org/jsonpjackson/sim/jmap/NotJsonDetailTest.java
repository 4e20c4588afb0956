package org.jsonpjackson.sim.jmap;

import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * A body that is not JSON is refused with a detail in the service's words: what is wrong, then the line and column
 * where the parser stopped, once, and nothing of Jackson's own location text.
 */
class NotJsonDetailTest {

    private static final JsonCodec CODEC = JsonCodec.of(new JsonpJacksonProvider());

    private static String detail(byte[] body) {
        JmapProblem problem = catchThrowableOfType(JmapProblem.class, () -> RequestReader.read(CODEC, body));
        assertThat(problem).as("a problem for %s", new String(body, StandardCharsets.ISO_8859_1)).isNotNull();
        assertThat(problem.type()).isEqualTo(JmapProblem.NOT_JSON);
        assertThat(problem.status()).isEqualTo(400);
        return problem.getMessage();
    }

    private static String detail(String body) {
        return detail(body.replace("\\n", "\n").getBytes(StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "{                                | unexpected end of input: the object opened at line 1, column 1 is not closed at line 1, column 2",
            "{\"using\": [                   | unexpected end of input: the array opened at line 1, column 11 is not closed at line 1, column 12",
            "{\"using\": [\"urn:ietf:para    | unexpected end of input: the string is not closed at line 1, column 26",
            "{\"using\": [}                  | unexpected '}' in the array opened at line 1, column 11: expected ']' at line 1, column 12",
            "[{\"mailboxId\": }]             | unexpected character '}': expected a JSON value at line 1, column 16",
            "`{\n  \"using\": [\n    nope ]}` | unrecognized token 'nope': a JSON value is a string, number, array, object, true, false or null at line 3, column 6",
            "{\"using\": []} {}              | unexpected '{' after the root value; a JSON text holds one value at line 1, column 15",
            "{\"a\":1}}                      | unexpected '}': there is no open object to close at line 1, column 8",
            "`{\"a\" 1}`                     | unexpected character '1': expected a colon to separate key and value at line 1, column 6",
            "`   `                            | unexpected end of input: expected a JSON value at line 1, column 4"})
    void malformedBodiesAreNamedOnceWithTheirLocation(String body, String expected) {
        String detail = detail(body);
        assertThat(detail).isEqualTo("The request is not valid JSON: " + expected);
        assertNothingOfJackson(detail);
    }

    @Test
    void anEmptyBody() {
        assertThat(detail(new byte[0])).isEqualTo("The request is not valid JSON: unexpected end of input: expected a JSON value at line 1, column 1");
    }

    @Test
    void invalidUtf8() {
        byte[] body = {'{', '"', 'a', '"', ':', '"', (byte) 0xFF, '"', '}'};
        String detail = detail(body);
        assertThat(detail).isEqualTo("The request is not valid JSON: invalid UTF-8 start byte 0xff at line 1, column 7");
        assertNothingOfJackson(detail);
    }

    @Test
    void anUnescapedControlCharacter() {
        String detail = detail("{\"a\": \"x\ty\"}");
        assertThat(detail).isEqualTo("The request is not valid JSON: unescaped control character U+0009 in a string at line 1, column 9");
        assertNothingOfJackson(detail);
    }

    @Test
    void aBodyNestedTooDeeply() {
        String detail = detail("[".repeat(1001));
        assertThat(detail).isEqualTo("The request is not valid JSON: document nesting depth (1001) exceeds the maximum allowed (1000) at line 1, column 1001");
        assertNothingOfJackson(detail);
    }

    private static void assertNothingOfJackson(String detail) {
        assertThat(detail).doesNotContain("Source:", "StreamReadFeature", "REDACTED", "offset", "code ", "was expecting",
                "org.jsonpjackson");
        // where the parser stopped, once, at the end (a bracket's own position may come before it, as what opened it)
        java.util.regex.Matcher end = java.util.regex.Pattern.compile(" at line \\d+, column \\d+$").matcher(detail);
        assertThat(end.find()).as("ends with its location: %s", detail).isTrue();
        assertThat(detail.indexOf(end.group())).as("the location, once: %s", detail).isEqualTo(end.start());
    }
}
