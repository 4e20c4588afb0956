package org.jsonpjackson.bench.generate;

import com.fasterxml.jackson.core.JsonFactory;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.bench.payload.Payload;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.ByteArrayOutputStream;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every generator writes the payload's content again. Ours and raw Jackson write identical bytes; Parsson
 * writes emoji as raw UTF-8 where Jackson's default escapes them as surrogate pairs, so its output is
 * compared as JSON (re-parsed by raw Jackson into the same tokens as the payload).
 */
class GenerateAgreementTest {

    private final Writers writers = new Writers(new JsonFactory(), new JsonpJacksonProvider(), new JsonProviderImpl(),
            new tools.jackson.core.json.JsonFactory(), new org.jsonpjackson.json.jackson3.JsonpJackson3Provider());

    @ParameterizedTest
    @EnumSource(Payload.class)
    void everyGeneratorWritesThePayloadsContent(Payload payload) {
        Script script = Script.record(payload.documents());
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        int jacksonSize = writers.jackson(script, out, payload.isNdjson());
        byte[] jackson = out.toByteArray();
        assertThat(jacksonSize).isEqualTo(jackson.length);
        assertThat(sameContent(jackson, payload)).as("raw Jackson").isTrue();

        int oursSize = writers.ours(script, out, payload.isNdjson());
        assertThat(out.toByteArray()).as("ours writes what raw Jackson writes").isEqualTo(jackson);
        assertThat(oursSize).isEqualTo(jackson.length);

        writers.jackson3(script, out, payload.isNdjson());
        byte[] jackson3 = out.toByteArray();
        assertThat(sameContent(jackson3, payload)).as("raw Jackson 3").isTrue();
        int ours3Size = writers.ours3(script, out, payload.isNdjson());
        assertThat(out.toByteArray()).as("ours on Jackson 3 writes what raw Jackson 3 writes").isEqualTo(jackson3);
        assertThat(ours3Size).isEqualTo(jackson3.length);

        int parssonSize = writers.parsson(script, out, payload.isNdjson());
        assertThat(parssonSize).isEqualTo(out.size());
        assertThat(sameContent(out.toByteArray(), payload)).as("Parsson").isTrue();
        if (payload != Payload.TEXT_CJK) {
            assertThat(out.toByteArray()).as("Parsson writes the payload byte for byte").isEqualTo(payload.bytes());
        }
    }

    /** Every tree writer writes the payload's content; ours and raw Jackson's trees the same bytes as raw Jackson's generator. */
    @ParameterizedTest
    @EnumSource(Payload.class)
    void everyTreeWriterWritesThePayloadsContent(Payload payload) {
        List<byte[]> documents = payload.documents();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writers.jackson(Script.record(documents), out, payload.isNdjson());
        byte[] jackson = out.toByteArray();
        writers.jackson3(Script.record(documents), out, payload.isNdjson());
        byte[] jackson3 = out.toByteArray();
        TreeWriters trees = new TreeWriters(new JsonFactory(), new tools.jackson.core.json.JsonFactory());

        JsonpJacksonProvider ours = new JsonpJacksonProvider();
        int oursSize = TreeWriters.jsonp(ours, TreeWriters.jsonpTrees(ours, documents), out, payload.isNdjson());
        assertThat(out.toByteArray()).as("ours, JsonWriter").isEqualTo(jackson);
        assertThat(oursSize).isEqualTo(jackson.length);

        var ours3 = new org.jsonpjackson.json.jackson3.JsonpJackson3Provider();
        TreeWriters.jsonp(ours3, TreeWriters.jsonpTrees(ours3, documents), out, payload.isNdjson());
        assertThat(out.toByteArray()).as("ours on Jackson 3, JsonWriter").isEqualTo(jackson3);

        assertThat(trees.jsonNode(trees.jsonNodes(documents), out, payload.isNdjson())).isEqualTo(out.size());
        assertThat(out.toByteArray()).as("raw Jackson, JsonNode").isEqualTo(jackson);
        trees.jsonNode3(trees.jsonNodes3(documents), out, payload.isNdjson());
        assertThat(out.toByteArray()).as("raw Jackson 3, JsonNode").isEqualTo(jackson3);

        JsonProviderImpl parsson = new JsonProviderImpl();
        TreeWriters.jsonp(parsson, TreeWriters.jsonpTrees(parsson, documents), out, payload.isNdjson());
        assertThat(sameContent(out.toByteArray(), payload)).as("Parsson, JsonWriter").isTrue();
    }

    /** Re-recorded, the output must give the same script: same calls, same values, same order. */
    private static boolean sameContent(byte[] written, Payload payload) {
        Script expected = Script.record(payload.documents());
        Script actual = Script.record(Payload.documentsOf(written, payload.isNdjson()));
        return java.util.Arrays.equals(expected.ops, actual.ops)
                && java.util.Arrays.equals(expected.strings, actual.strings)
                && java.util.Arrays.equals(expected.longs, actual.longs)
                && java.util.Arrays.equals(expected.decimals, actual.decimals);
    }
}
