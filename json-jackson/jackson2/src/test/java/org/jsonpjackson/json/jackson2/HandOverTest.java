package org.jsonpjackson.json.jackson2;

import com.fasterxml.jackson.core.JsonToken;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerationException;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParser.Event;
import jakarta.json.stream.JsonParserFactory;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.JsonpConfig;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Jackson code reading or writing one value in the middle of a JSON-P stream, as object mappers do. */
class HandOverTest {

    private final JsonpJacksonProvider json = new JsonpJacksonProvider();

    @Test
    void jacksonReadsANestedObjectAndTheParserCarriesOnAfterIt() throws IOException {
        try (JsonParser parser = json.createParser(new StringReader("{\"doc\":{\"a\":[1,2]},\"after\":true}"))) {
            assertThat(parser.next()).isEqualTo(Event.START_OBJECT);
            assertThat(parser.next()).isEqualTo(Event.KEY_NAME);
            assertThat(parser.next()).isEqualTo(Event.START_OBJECT);

            com.fasterxml.jackson.core.JsonParser jp = JacksonInterop.handOver(parser);
            assertThat(jp.currentToken()).isEqualTo(JsonToken.START_OBJECT);
            jp.skipChildren();

            assertThat(parser.currentEvent()).isEqualTo(Event.END_OBJECT);
            assertThat(parser.next()).isEqualTo(Event.KEY_NAME);
            assertThat(parser.getString()).isEqualTo("after");
            assertThat(parser.next()).isEqualTo(Event.VALUE_TRUE);
            assertThat(parser.next()).isEqualTo(Event.END_OBJECT);
            assertThat(parser.hasNext()).isFalse();
        }
    }

    @Test
    void aLimitHitByJacksonCodeInAHandedOverValueIsReportedAsOurParsersReportIt() throws IOException {
        JsonParserFactory limited = json.createParserFactory(Map.of(JsonpConfig.MAX_STRING_LENGTH, 10));
        try (JsonParser parser = limited.createParser(new StringReader("{\"doc\":{\"s\":\"0123456789abcdef\"}}"))) {
            parser.next();
            parser.next();
            parser.next();
            com.fasterxml.jackson.core.JsonParser jp = JacksonInterop.handOver(parser);
            IOException failure = null;
            try {
                while (jp.nextToken() != JsonToken.END_OBJECT) {
                    jp.getText();
                }
            } catch (IOException e) {
                failure = e;
            }
            assertThat(failure).as("Jackson's own failure on the limit").isNotNull();
            JsonParsingException ours = JacksonInterop.limitExceeded(failure, jp).orElseThrow();
            // Jackson's words differ between its versions (2.15: "String length (16) exceeds the maximum length (10)")
            assertThat(ours).hasMessageContaining("(16)").hasMessageContaining("(10")
                    .hasMessageContaining(JsonpConfig.MAX_STRING_LENGTH).hasCause(failure);
            assertThat(ours.getLocation().getLineNumber()).isEqualTo(1);
            assertThat(JacksonInterop.limitExceeded(new IOException("databind's wrapper", failure), jp))
                    .as("looked for through a wrapper").get().extracting(Throwable::getMessage).isEqualTo(ours.getMessage());
            assertThat(JacksonInterop.limitExceeded(new IOException("not a limit"), jp)).isEmpty();
        }
    }

    @Test
    void aRootObjectHandedOverEndsTheDocument() throws IOException {
        try (JsonParser parser = json.createParser(new StringReader("[\"x\"]"))) {
            parser.next();
            com.fasterxml.jackson.core.JsonParser jp = JacksonInterop.handOver(parser);
            jp.skipChildren();
            assertThat(parser.hasNext()).isFalse();
        }
    }

    @Test
    void aRootObjectHandedOverStillRejectsTrailingContent() throws IOException {
        try (JsonParser parser = json.createParser(new StringReader("{} {}"))) {
            parser.next();
            JacksonInterop.handOver(parser).skipChildren();
            assertThatThrownBy(parser::hasNext).isInstanceOf(jakarta.json.stream.JsonParsingException.class);
        }
    }

    @Test
    void aScalarStaysTheCurrentEvent() throws IOException {
        try (JsonParser parser = json.createParser(new StringReader("[7,8]"))) {
            parser.next();
            parser.next();
            assertThat(JacksonInterop.handOver(parser).getIntValue()).isEqualTo(7);
            assertThat(parser.next()).isEqualTo(Event.VALUE_NUMBER);
            assertThat(parser.getInt()).isEqualTo(8);
        }
    }

    @Test
    void noValueAtAKeyOrAnEnd() {
        try (JsonParser parser = json.createParser(new StringReader("{\"k\":1}"))) {
            assertThatThrownBy(() -> JacksonInterop.handOver(parser))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("next()");
            parser.next();
            parser.next();
            assertThatThrownBy(() -> JacksonInterop.handOver(parser))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("KEY_NAME");
        }
    }

    @Test
    void foreignParsersAndGeneratorsAreRefused() {
        JsonParser foreign = json.createParserFactory(null).createParser(JsonValue.EMPTY_JSON_OBJECT);
        assertThatThrownBy(() -> JacksonInterop.handOver(foreign)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void jacksonWritesAValueAfterAKeyAndTheGeneratorCarriesOn() throws IOException {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = json.createGenerator(out)) {
            g.writeStartObject().writeKey("doc");
            com.fasterxml.jackson.core.JsonGenerator jg = JacksonInterop.handOver(g);
            jg.writeStartArray();
            jg.writeNumber(1);
            jg.writeEndArray();
            g.write("after", true).writeEnd();
        }
        assertThat(out).hasToString("{\"doc\":[1],\"after\":true}");
    }

    @Test
    void aHandedOverRootValueCountsAsTheRoot() {
        StringWriter out = new StringWriter();
        JsonGenerator g = json.createGenerator(out);
        JacksonInterop.handOver(g);
        assertThatThrownBy(g::writeStartArray).isInstanceOf(JsonGenerationException.class);
    }

    @Test
    void aValueWithoutAKeyIsRefusedBeforeJacksonWritesIt() {
        StringWriter out = new StringWriter();
        JsonGenerator g = json.createGenerator(out).writeStartObject();
        assertThatThrownBy(() -> JacksonInterop.handOver(g)).isInstanceOf(JsonGenerationException.class);
    }

    @Test
    void wrapsAndUnwrapsACallersJacksonParserMidDocument() throws IOException {
        com.fasterxml.jackson.core.JsonParser jp = new com.fasterxml.jackson.core.JsonFactory()
                .createParser("{\"hits\":[{\"id\":1},{\"id\":2}]} {\"next\":true}");
        jp.nextToken();
        jp.nextToken();
        jp.nextToken();
        JsonParser view = JacksonInterop.parser(jp);
        assertThat(view.currentEvent()).isEqualTo(Event.START_ARRAY);
        assertThat(view.getArray()).hasSize(2);
        assertThat(JacksonInterop.unwrap(view)).isSameAs(jp);
        assertThat(view.next()).isEqualTo(Event.END_OBJECT);
        // Lenient: the caller's stream may hold more values.
        assertThat(view.hasNext()).isTrue();
        assertThat(view.next()).isEqualTo(Event.START_OBJECT);
    }

    @Test
    void wrapsAndUnwrapsACallersJacksonGenerator() throws IOException {
        StringWriter out = new StringWriter();
        com.fasterxml.jackson.core.JsonGenerator jackson = new com.fasterxml.jackson.core.JsonFactory().createGenerator(out);
        JsonGenerator view = JacksonInterop.generator(jackson);
        assertThat(JacksonInterop.unwrap(view)).isSameAs(jackson);
        view.writeStartObject().write("tree", json.createArrayBuilder().add(1).build()).writeEnd().close();
        assertThat(out.toString()).isEqualTo("{\"tree\":[1]}");
    }

    @Test
    void unwrapRefusesForeignParsersAndGenerators() {
        assertThatThrownBy(() -> JacksonInterop.unwrap(json.createParserFactory(null).createParser(JsonValue.EMPTY_JSON_ARRAY)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> JacksonInterop.unwrap(new org.eclipse.parsson.JsonProviderImpl().createGenerator(new StringWriter())))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
