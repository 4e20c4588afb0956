package org.jsonpjackson.json.conformance.stream;

import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParser.Event;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code getLocation()} is "after" the current event, as the JSON-P javadoc says, and where Parsson puts it:
 * for {@code {"a":"a"}}, offsets 1, 4, 8 and 9. Jackson's own location reads ahead (past the colon after a
 * name, into a string not yet decoded), which these tests catch. The oracle is Parsson, over random documents;
 * for byte input, Parsson's character offsets are turned into UTF-8 byte offsets, since ours count bytes there.
 */
class LocationTest {

    private static final JsonProvider OURS = ProviderUnderTest.create();
    private static final JsonProvider PARSSON = new JsonProviderImpl();

    @Test
    void theJavadocsExampleIsAfterEachEvent() {
        assertThat(offsets(OURS.createParser(new StringReader("{\"a\":\"a\"}")))).containsExactly(1L, 4L, 8L, 9L);
        assertThat(offsets(OURS.createParser(new ByteArrayInputStream("{\"a\":\"a\"}".getBytes(StandardCharsets.UTF_8)))))
                .containsExactly(1L, 4L, 8L, 9L);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"a\" : 1}", "{\"é\":\"中\"}", "[\"a\\\"b\" , 2]", "{\"\\n\\u0001\":[true, null]}",
        "{\"😀\": -0.5e3 }"})
    void eachEventEndsWhereParssonSaysOnText(String json) {
        assertThat(locations(OURS.createParser(new StringReader(json))))
                .isEqualTo(locations(PARSSON.createParser(new StringReader(json))));
    }

    @Test
    void randomDocumentsEndEachEventWhereParssonSays() {
        long seed = System.nanoTime();
        System.out.println("LocationTest seed " + seed);
        RandomDocuments documents = new RandomDocuments(seed);
        for (int i = 0; i < 400; i++) {
            String json = documents.document();
            List<String> expected = locations(PARSSON.createParser(new StringReader(json)));
            assertThat(locations(OURS.createParser(new StringReader(json))))
                    .as("seed %d, document %d, text input: %s", seed, i, json).isEqualTo(expected);
            assertThat(locations(OURS.createParser(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)))))
                    .as("seed %d, document %d, byte input: %s", seed, i, json)
                    .isEqualTo(inBytes(json, PARSSON.createParser(new StringReader(json))));
        }
    }

    /** Each event's location, read right after next() and before anything else, through the root value. */
    private static List<String> locations(JsonParser parser) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        do {
            Event e = parser.next();
            depth += e == Event.START_OBJECT || e == Event.START_ARRAY ? 1 : e == Event.END_OBJECT || e == Event.END_ARRAY ? -1 : 0;
            JsonLocation at = parser.getLocation();
            out.add(e + "@" + at.getStreamOffset() + " line " + at.getLineNumber() + " column " + at.getColumnNumber());
        } while (depth > 0);
        return out;
    }

    /** Parsson's locations over the text, as byte offsets and byte columns of its UTF-8 encoding. */
    private static List<String> inBytes(String json, JsonParser parsson) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        do {
            Event e = parsson.next();
            depth += e == Event.START_OBJECT || e == Event.START_ARRAY ? 1 : e == Event.END_OBJECT || e == Event.END_ARRAY ? -1 : 0;
            JsonLocation at = parsson.getLocation();
            int offset = (int) at.getStreamOffset();
            int lineStart = json.lastIndexOf('\n', offset - 1) + 1;
            long column = utf8Length(json.substring(lineStart, offset)) + (at.getColumnNumber() - (offset - lineStart));
            out.add(e + "@" + utf8Length(json.substring(0, offset)) + " line " + at.getLineNumber() + " column " + column);
        } while (depth > 0);
        return out;
    }

    private static List<Long> offsets(JsonParser parser) {
        List<Long> out = new ArrayList<>();
        while (parser.hasNext()) {
            parser.next();
            out.add(parser.getLocation().getStreamOffset());
        }
        return out;
    }

    private static int utf8Length(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }
}
