package org.jsonpjackson.bench.parse;

import com.fasterxml.jackson.core.JsonFactory;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.bench.payload.Payload;
import org.jsonpjackson.json.JacksonJsonProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Every parse alternative reads the same values from every payload: a broken fast path cannot win. */
class ParseAgreementTest {

    private final Parsers parsers = new Parsers(new JsonFactory(), new JacksonJsonProvider(), new JsonProviderImpl());

    @ParameterizedTest
    @EnumSource(Payload.class)
    void allAlternativesComputeTheSameChecksum(Payload payload) {
        List<byte[]> docs = payload.documents();
        long floor = parsers.jackson(docs);
        assertThat(floor).as("a checksum that depends on the content").isNotEqualTo(Checksum.SEED);
        assertThat(parsers.oursParser(docs)).as("ours, event loop").isEqualTo(floor);
        assertThat(parsers.parssonParser(docs)).as("Parsson, event loop").isEqualTo(floor);
        assertThat(parsers.oursTree(docs)).as("ours, JsonReader").isEqualTo(floor);
        assertThat(parsers.parssonTree(docs)).as("Parsson, JsonReader").isEqualTo(floor);
    }

    @ParameterizedTest
    @EnumSource(Payload.class)
    void checksumSeesEveryByteThatMatters(Payload payload) {
        // Changing one character of a value must change the checksum.
        byte[] copy = payload.documents().get(0).clone();
        int at = indexOf(copy, (byte) ':') + 2;
        copy[at] = copy[at] == '1' ? (byte) '2' : copy[at] == 'a' ? (byte) 'b' : copy[at];
        if (copy[at] != payload.documents().get(0)[at]) {
            assertThat(parsers.jackson(List.of(copy))).isNotEqualTo(parsers.jackson(List.of(payload.documents().get(0))));
        }
    }

    private static int indexOf(byte[] bytes, byte b) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == b) {
                return i;
            }
        }
        return -1;
    }
}
