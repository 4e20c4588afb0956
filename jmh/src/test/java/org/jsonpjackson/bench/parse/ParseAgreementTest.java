package org.jsonpjackson.bench.parse;

import com.fasterxml.jackson.core.JsonFactory;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.bench.payload.Payload;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Every parse alternative reads the same values from every payload: a broken fast path cannot win. */
class ParseAgreementTest {

    private final Parsers parsers = new Parsers(new JsonFactory(), new JsonpJacksonProvider(), new JsonProviderImpl(),
            new tools.jackson.core.json.JsonFactory(), new org.jsonpjackson.json.jackson3.JsonpJackson3Provider());

    @ParameterizedTest
    @EnumSource(Payload.class)
    void allAlternativesComputeTheSameChecksum(Payload payload) {
        List<byte[]> docs = payload.documents();
        long floor = parsers.jackson(docs);
        assertThat(floor).as("a checksum that depends on the content").isNotEqualTo(Checksum.SEED);
        assertThat(parsers.jacksonBytes(docs)).as("raw Jackson on the byte array").isEqualTo(floor);
        assertThat(parsers.oursParser(docs)).as("ours, event loop").isEqualTo(floor);
        assertThat(parsers.parssonParser(docs)).as("Parsson, event loop").isEqualTo(floor);
        assertThat(parsers.oursTree(docs)).as("ours, JsonReader").isEqualTo(floor);
        assertThat(parsers.parssonTree(docs)).as("Parsson, JsonReader").isEqualTo(floor);
        assertThat(parsers.jackson3(docs)).as("raw Jackson 3").isEqualTo(floor);
        assertThat(parsers.ours3Parser(docs)).as("ours on Jackson 3, event loop").isEqualTo(floor);
        assertThat(parsers.ours3Tree(docs)).as("ours on Jackson 3, JsonReader").isEqualTo(floor);
        assertThat(parsers.jsonNodeTree(docs)).as("raw Jackson, JsonNode").isEqualTo(floor);
        assertThat(parsers.jsonNode3Tree(docs)).as("raw Jackson 3, JsonNode").isEqualTo(floor);
        List<String> texts = docs.stream().map(d -> new String(d, java.nio.charset.StandardCharsets.UTF_8)).toList();
        assertThat(parsers.jacksonChars(texts)).as("raw Jackson, Reader").isEqualTo(floor);
        assertThat(parsers.oursChars(texts)).as("ours, Reader").isEqualTo(floor);
        assertThat(parsers.parssonChars(texts)).as("Parsson, Reader").isEqualTo(floor);
        assertThat(parsers.jackson3Chars(texts)).as("raw Jackson 3, Reader").isEqualTo(floor);
        assertThat(parsers.ours3Chars(texts)).as("ours on Jackson 3, Reader").isEqualTo(floor);
    }

    @ParameterizedTest
    @EnumSource(Payload.class)
    void everyAlternativesChecksumChangesWithOneLetterOfAString(Payload payload) {
        byte[] original = payload.documents().get(0);
        int at = letterInsideAString(original);
        assertThat(at).as("a letter inside a string of %s", payload).isNotNegative();
        assertChecksumsChange(payload, original, at);
    }

    @ParameterizedTest
    @EnumSource(value = Payload.class, names = {"SEARCH_30", "SEARCH_1000", "SMALL_1K", "NUMBERS", "GEO_FLOATS"})
    void everyAlternativesChecksumChangesWithTheLastDigitOfANumber(Payload payload) {
        byte[] original = payload.documents().get(0);
        int at = lastDigitOfANumber(original);
        assertThat(at).as("a number outside strings in %s", payload).isNotNegative();
        assertChecksumsChange(payload, original, at);
    }

    /** The byte at {@code at} becomes the next letter or digit, which keeps the document well-formed. */
    private void assertChecksumsChange(Payload payload, byte[] original, int at) {
        byte[] copy = original.clone();
        byte b = copy[at];
        copy[at] = (byte) (b == 'z' ? 'a' : b == 'Z' ? 'A' : b == '9' ? '0' : b + 1);
        assertThat(copy).isNotEqualTo(original);
        List<byte[]> before = List.of(original);
        List<byte[]> after = List.of(copy);
        String where = payload + " at byte " + at + " ('" + (char) b + "' to '" + (char) copy[at] + "')";
        assertThat(parsers.jackson(after)).as("raw Jackson, " + where).isNotEqualTo(parsers.jackson(before));
        assertThat(parsers.jacksonBytes(after)).as("raw Jackson on the bytes, " + where).isNotEqualTo(parsers.jacksonBytes(before));
        assertThat(parsers.oursParser(after)).as("ours, event loop, " + where).isNotEqualTo(parsers.oursParser(before));
        assertThat(parsers.parssonParser(after)).as("Parsson, event loop, " + where).isNotEqualTo(parsers.parssonParser(before));
        assertThat(parsers.jackson3(after)).as("raw Jackson 3, " + where).isNotEqualTo(parsers.jackson3(before));
        assertThat(parsers.ours3Parser(after)).as("ours on Jackson 3, " + where).isNotEqualTo(parsers.ours3Parser(before));
        assertThat(parsers.oursTree(after)).as("ours, JsonReader, " + where).isNotEqualTo(parsers.oursTree(before));
        assertThat(parsers.parssonTree(after)).as("Parsson, JsonReader, " + where).isNotEqualTo(parsers.parssonTree(before));
        assertThat(parsers.jsonNodeTree(after)).as("raw Jackson, JsonNode, " + where).isNotEqualTo(parsers.jsonNodeTree(before));
        assertThat(parsers.jsonNode3Tree(after)).as("raw Jackson 3, JsonNode, " + where)
                .isNotEqualTo(parsers.jsonNode3Tree(before));
    }

    /** The first ASCII letter inside a string, not part of an escape sequence; -1 if there is none. */
    static int letterInsideAString(byte[] json) {
        boolean inString = false;
        for (int i = 0; i < json.length; i++) {
            byte b = json[i];
            if (!inString) {
                inString = b == '"';
            } else if (b == '\\') {
                i += json[i + 1] == 'u' ? 5 : 1;
            } else if (b == '"') {
                inString = false;
            } else if ((b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z')) {
                return i;
            }
        }
        return -1;
    }

    /** The last digit of the first number outside strings; -1 if there is none. */
    static int lastDigitOfANumber(byte[] json) {
        boolean inString = false;
        for (int i = 0; i < json.length; i++) {
            byte b = json[i];
            if (inString) {
                if (b == '\\') {
                    i++;
                } else if (b == '"') {
                    inString = false;
                }
            } else if (b == '"') {
                inString = true;
            } else if (b >= '0' && b <= '9') {
                int end = i;
                while (end + 1 < json.length && isNumberByte(json[end + 1])) {
                    end++;
                }
                while (json[end] < '0' || json[end] > '9') {
                    end--;
                }
                return end;
            }
        }
        return -1;
    }

    private static boolean isNumberByte(byte b) {
        return (b >= '0' && b <= '9') || b == '.' || b == 'e' || b == 'E' || b == '-' || b == '+';
    }
}
