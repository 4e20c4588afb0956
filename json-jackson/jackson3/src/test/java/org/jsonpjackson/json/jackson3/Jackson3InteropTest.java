package org.jsonpjackson.json.jackson3;

import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParser.Event;
import jakarta.json.stream.JsonParserFactory;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.JsonpConfig;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.json.JsonFactory;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The bridge to Jackson 3 streams: what it hands over is Jackson 3's own parser or generator, on the right token,
 * and JSON-P's place is kept. (The counting rules themselves are the streaming base's, pinned by the Jackson 2
 * module's HandOverTest.)
 */
class Jackson3InteropTest {

    private final JsonpJackson3Provider json = new JsonpJackson3Provider();

    @Test
    void jacksonReadsANestedObjectAndTheParserCarriesOnAfterIt() {
        try (JsonParser parser = json.createParser(new StringReader("{\"doc\":{\"a\":[1,2]},\"after\":7}"))) {
            parser.next();
            parser.next();
            assertThat(parser.next()).isEqualTo(Event.START_OBJECT);
            tools.jackson.core.JsonParser jp = Jackson3Interop.handOver(parser);
            assertThat(jp.currentToken()).isEqualTo(JsonToken.START_OBJECT);
            jp.skipChildren();
            assertThat(parser.next()).isEqualTo(Event.KEY_NAME);
            assertThat(parser.getString()).isEqualTo("after");
            assertThat(parser.next()).isEqualTo(Event.VALUE_NUMBER);
            assertThat(Jackson3Interop.handOver(parser).getIntValue()).isEqualTo(7);
            assertThat(parser.next()).isEqualTo(Event.END_OBJECT);
            assertThat(parser.hasNext()).isFalse();
        }
    }

    @Test
    void aLimitHitByJacksonCodeInAHandedOverValueIsReportedAsOurParsersReportIt() {
        JsonParserFactory limited = json.createParserFactory(Map.of(JsonpConfig.MAX_STRING_LENGTH, 10));
        try (JsonParser parser = limited.createParser(new StringReader("{\"doc\":{\"s\":\"0123456789abcdef\"}}"))) {
            parser.next();
            parser.next();
            parser.next();
            tools.jackson.core.JsonParser jp = Jackson3Interop.handOver(parser);
            JacksonException failure = null;
            try {
                while (jp.nextToken() != JsonToken.END_OBJECT) {
                    jp.getString();
                }
            } catch (JacksonException e) {
                failure = e;
            }
            assertThat(failure).as("Jackson's own failure on the limit").isNotNull();
            JsonParsingException ours = Jackson3Interop.limitExceeded(failure, jp).orElseThrow();
            // Jackson's words differ between its versions (2.15: "String length (16) exceeds the maximum length (10)")
            assertThat(ours).hasMessageContaining("(16)").hasMessageContaining("(10")
                    .hasMessageContaining(JsonpConfig.MAX_STRING_LENGTH).hasCause(failure);
            assertThat(ours.getLocation().getLineNumber()).isEqualTo(1);
            assertThat(Jackson3Interop.limitExceeded(new IllegalStateException("databind's wrapper", failure), jp))
                    .as("looked for through a wrapper").get().extracting(Throwable::getMessage).isEqualTo(ours.getMessage());
            assertThat(Jackson3Interop.limitExceeded(new IllegalStateException("not a limit"), jp)).isEmpty();
        }
    }

    @Test
    void jacksonWritesAValueAfterAKeyAndTheGeneratorCarriesOn() {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = json.createGenerator(out)) {
            g.writeStartObject().writeKey("doc");
            tools.jackson.core.JsonGenerator jg = Jackson3Interop.handOver(g);
            jg.writeStartArray();
            jg.writeNumber(1);
            jg.writeEndArray();
            g.write("after", true).writeEnd();
        }
        assertThat(out).hasToString("{\"doc\":[1],\"after\":true}");
    }

    @Test
    void viewsOfACallersParserAndGeneratorUnwrapToThem() {
        JsonFactory factory = new JsonFactory();
        tools.jackson.core.JsonParser jp = factory.createParser(ObjectReadContext.empty(), "{\"hits\":[1,2]} {\"next\":1}");
        jp.nextToken();
        jp.nextToken();
        jp.nextToken();
        JsonParser view = Jackson3Interop.parser(jp);
        assertThat(view.currentEvent()).isEqualTo(Event.START_ARRAY);
        assertThat(view.getArray()).hasSize(2);
        assertThat(Jackson3Interop.unwrap(view)).isSameAs(jp);
        assertThat(view.next()).isEqualTo(Event.END_OBJECT);
        // Lenient: the caller's stream may hold more values.
        assertThat(view.next()).isEqualTo(Event.START_OBJECT);

        StringWriter out = new StringWriter();
        tools.jackson.core.JsonGenerator jg = factory.createGenerator(ObjectWriteContext.empty(), out);
        JsonGenerator generator = Jackson3Interop.generator(jg);
        assertThat(Jackson3Interop.unwrap(generator)).isSameAs(jg);
        generator.writeStartArray().write(json.createValue(1.5)).writeEnd().close();
        assertThat(out).hasToString("[1.5]");
    }

    @Test
    void foreignParsersAndGeneratorsAreRefused() {
        JsonParser tree = json.createParserFactory(null).createParser(JsonValue.EMPTY_JSON_OBJECT);
        assertThatThrownBy(() -> Jackson3Interop.handOver(tree)).isInstanceOf(IllegalArgumentException.class);
        JsonGenerator parsson = new org.eclipse.parsson.JsonProviderImpl().createGenerator(new StringWriter());
        assertThatThrownBy(() -> Jackson3Interop.unwrap(parsson)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void jackson3TokensMapToJsonpEvents() {
        assertThat(Jackson3Interop.event(JsonToken.PROPERTY_NAME)).isEqualTo(Event.KEY_NAME);
        assertThat(Jackson3Interop.event(JsonToken.VALUE_NUMBER_FLOAT)).isEqualTo(Event.VALUE_NUMBER);
        assertThat(Jackson3Interop.event(JsonToken.VALUE_EMBEDDED_OBJECT)).isNull();
        assertThat(Jackson3Interop.event(null)).isNull();
    }
}
