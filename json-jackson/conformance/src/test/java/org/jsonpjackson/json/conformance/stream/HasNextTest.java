package org.jsonpjackson.json.conformance.stream;

import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParser.Event;
import jakarta.json.stream.JsonParsingException;
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
import java.util.Random;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

/**
 * {@code hasNext()} as the JSON-P javadoc has it: false only at the end of the text, a
 * {@code JsonParsingException} when the text is cut off or broken, never {@code true} before a {@code next()}
 * that fails. It reads ahead to know, and the current event's values stay what they were: checked against
 * the same walk without {@code hasNext()}, and against Parsson, over random documents.
 *
 * <p>Parsson 1.1.9 is no oracle for {@code hasNext()} itself: on {@code [1,} it answers true and its
 * {@code next()} then fails, and after it {@code getString()} returns "" for the current name or string.
 */
class HasNextTest {

    private static final JsonProvider OURS = ProviderUnderTest.create();
    private static final JsonProvider PARSSON = new JsonProviderImpl();

    @ParameterizedTest
    @ValueSource(strings = {"{", "[", "{\"a\"", "{\"a\":", "{\"a\":1", "[1,", "[1 x", "[1, }", "{\"a\":tru",
        "[\"abc", "{\"a\":\"b\",", "[[1,2]", "{\"a\":{}", "[{\"a\":1},", "[\"a\\"})
    void cutOffOrBrokenTextFailsInHasNext(String json) {
        assertThat(failureOfHasNext(OURS.createParser(new StringReader(json)))).as("text input").isNotNull();
        assertThat(failureOfHasNext(OURS.createParser(bytes(json)))).as("byte input").isNotNull();
    }

    @Test
    void everyCutOfRandomDocumentsFailsInHasNext() {
        long seed = System.nanoTime();
        System.out.println("HasNextTest cuts seed " + seed);
        RandomDocuments documents = new RandomDocuments(seed);
        for (int i = 0; i < 100; i++) {
            String json = documents.document().strip();
            for (int cut = 1; cut < json.length(); cut++) {
                String prefix = json.substring(0, cut);
                if (Character.isLowSurrogate(json.charAt(cut))) {
                    continue; // half a character: a test of encodings, not of hasNext()
                }
                JsonParsingException failure = failureOfHasNext(OURS.createParser(new StringReader(prefix)));
                assertThat(failure).as("seed %d, document %d cut at %d: %s", seed, i, cut, prefix).isNotNull();
                assertThat(failure.getLocation()).isNotNull();
            }
        }
    }

    @Test
    void endOfTextIsFalse() {
        JsonParser parser = OURS.createParser(new StringReader("{\"a\":[1]}  "));
        int events = 0;
        while (parser.hasNext()) {
            assertThat(parser.hasNext()).as("asking twice reads nothing more").isTrue();
            parser.next();
            events++;
        }
        assertThat(events).isEqualTo(6);
        assertThat(parser.hasNext()).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"-0", "1e2", "-0.0", "12345678901234567890", "\"s\"", "true"})
    void aRootScalarKeepsItsTextAfterHasNext(String json) {
        JsonParser parser = OURS.createParser(new StringReader(json));
        Event e = parser.next();
        assertThat(parser.hasNext()).isFalse();
        // Parsson 1.1.9 answers "" here once hasNext() has read on, so it is asked before.
        JsonParser parsson = PARSSON.createParser(new StringReader(json));
        parsson.next();
        if (e == Event.VALUE_NUMBER || e == Event.VALUE_STRING) {
            assertThat(parser.getString()).isEqualTo(parsson.getString());
        } else {
            assertThatThrownBy(parser::getString).isInstanceOf(IllegalStateException.class);
        }
        assertThat(parser.getValue().toString()).isEqualTo(parsson.getValue().toString());
    }

    @Test
    void theCurrentEventsValuesSurviveHasNext() {
        long seed = System.nanoTime();
        System.out.println("HasNextTest values seed " + seed);
        RandomDocuments documents = new RandomDocuments(seed);
        for (int i = 0; i < 300; i++) {
            String json = documents.document();
            long walkSeed = seed + i;
            String plain = walk(OURS.createParser(new StringReader(json)), false, walkSeed, true);
            String asked = walk(OURS.createParser(new StringReader(json)), true, walkSeed, true);
            assertThat(asked).as("seed %d, document %d: %s", seed, i, json).isEqualTo(plain);
            assertThat(walk(OURS.createParser(bytes(json)), true, walkSeed, true)).as("byte input").isEqualTo(plain);
            // Parsson 1.1.9 forgets the current name or string once hasNext() reads on, so it walks without.
            String parsson = walk(PARSSON.createParser(new StringReader(json)), false, walkSeed, false);
            assertThat(walk(OURS.createParser(new StringReader(json)), true, walkSeed, false))
                    .as("against Parsson, seed %d, document %d: %s", seed, i, json).isEqualTo(parsson);
        }
    }

    /**
     * Walks the document and writes down each event and what the getters say. With {@code ask}, hasNext()
     * is called before and after each next(). With {@code structures}, the walk also reads some structures
     * whole or skips them, decided by {@code seed} so that two walks decide alike.
     */
    private static String walk(JsonParser parser, boolean ask, long seed, boolean structures) {
        Random choices = new Random(seed);
        StringBuilder out = new StringBuilder();
        int depth = 0;
        boolean started = false;
        while (ask ? parser.hasNext() : !started || depth > 0) {
            started = true;
            Event e = parser.next();
            depth += e == Event.START_OBJECT || e == Event.START_ARRAY ? 1 : e == Event.END_OBJECT || e == Event.END_ARRAY ? -1 : 0;
            if (ask) {
                parser.hasNext();
            }
            out.append(e);
            switch (e) {
                case KEY_NAME, VALUE_STRING -> out.append(' ').append(parser.getString());
                case VALUE_NUMBER -> out.append(' ').append(parser.getString()).append(' ')
                        .append(parser.isIntegralNumber()).append(' ').append(parser.getBigDecimal())
                        .append(' ').append(attempt(p -> p.getLong(), parser))
                        .append(' ').append(attempt(p -> p.getInt(), parser));
                case START_OBJECT, START_ARRAY -> {
                    int choice = structures ? choices.nextInt(6) : 5;
                    if (choice <= 2) {
                        depth--; // each of these reads the structure through its end
                    }
                    if (choice == 0) {
                        out.append(' ').append(e == Event.START_OBJECT ? parser.getObject() : parser.getArray());
                    } else if (choice == 1) {
                        out.append(" value ").append(parser.getValue());
                    } else if (choice == 2) {
                        if (e == Event.START_OBJECT) {
                            parser.skipObject();
                        } else {
                            parser.skipArray();
                        }
                        out.append(" skipped to ").append(parser.currentEvent());
                    }
                }
                default -> {
                }
            }
            if (e != Event.START_OBJECT && e != Event.START_ARRAY && e != Event.END_OBJECT && e != Event.END_ARRAY
                    && e != Event.KEY_NAME) {
                JsonValue value = parser.getValue();
                out.append(" = ").append(value.getValueType());
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static String attempt(Function<JsonParser, Object> getter, JsonParser parser) {
        try {
            return String.valueOf(getter.apply(parser));
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName();
        }
    }

    /** Walks with hasNext(); the failure it throws, or null if the text ended without one. */
    private static JsonParsingException failureOfHasNext(JsonParser parser) {
        while (true) {
            boolean more;
            try {
                more = parser.hasNext();
            } catch (JsonParsingException e) {
                return e;
            }
            if (!more) {
                return null;
            }
            try {
                parser.next();
            } catch (JsonParsingException e) {
                fail("hasNext() said true, then next() failed: " + e.getMessage());
            }
        }
    }

    private static ByteArrayInputStream bytes(String json) {
        return new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8));
    }
}
