package org.jsonpjackson.opensearch.mapper;

import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.JsonParserSequence;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.opensearch.client.json.LookAheadJsonParser;
import org.opensearch.client.json.UnexpectedJsonEventException;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.AbstractMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * One of our JSON-P parsers, plus the look-ahead opensearch-java uses for unions and internally tagged
 * types. Without it, opensearch-java reads the object into a tree, prints it to a String and parses that
 * again; here the fields read ahead go into a Jackson {@link TokenBuffer} and are replayed in front of the
 * rest of the stream.
 */
final class LookAheadParser implements LookAheadJsonParser {

    private final MapperProvider provider;
    private final JsonParser parser;

    LookAheadParser(MapperProvider provider, JsonParser parser) {
        this.provider = provider;
        this.parser = parser;
    }

    /** See {@link JacksonInterop#handOver(JsonParser)}. */
    com.fasterxml.jackson.core.JsonParser handOver() {
        return JacksonInterop.handOver(parser);
    }

    @Override
    public Map.Entry<String, JsonParser> lookAheadFieldValue(String name, String defaultValue) {
        return readAhead((jp, field) -> {
            if (!field.equals(name)) {
                return null;
            }
            JsonToken value = jp.nextToken();
            if (value != JsonToken.VALUE_STRING) {
                throw new UnexpectedJsonEventException(this, JacksonInterop.event(value), Event.VALUE_STRING);
            }
            return jp.getText();
        }, defaultValue, true);
    }

    @Override
    public <V> Map.Entry<V, JsonParser> findVariant(Map<String, V> variants) {
        return readAhead((jp, field) -> variants.get(field), null, false);
    }

    private interface FieldTest<R> {
        /** The result if {@code field} is the one looked for, else null. */
        R test(com.fasterxml.jackson.core.JsonParser jp, String field) throws IOException;
    }

    /**
     * Buffers the current object's fields until {@code test} finds one. The parser returned replays the
     * buffer, then reads on from the stream; this parser counts the object as read.
     */
    private <R> Map.Entry<R, JsonParser> readAhead(FieldTest<R> test, R fallback, boolean includeValue) {
        if (parser.currentEvent() != Event.START_OBJECT) {
            throw new IllegalStateException("Look-ahead needs START_OBJECT, not " + parser.currentEvent());
        }
        JsonLocation start = parser.getLocation();
        com.fasterxml.jackson.core.JsonParser jp = handOver();
        TokenBuffer buffer = new TokenBuffer(jp, null);
        try {
            buffer.copyCurrentEvent(jp);
            while (jp.nextToken() == JsonToken.FIELD_NAME) {
                String field = jp.currentName();
                R found = test.test(jp, field);
                if (found != null) {
                    buffer.writeFieldName(field);
                    if (includeValue) {
                        buffer.copyCurrentEvent(jp);
                    }
                    return new AbstractMap.SimpleImmutableEntry<>(found, replay(buffer, jp));
                }
                buffer.copyCurrentStructure(jp);
            }
            if (jp.currentToken() != JsonToken.END_OBJECT) {
                throw new JsonParsingException("Unexpected end of input in an object", start);
            }
            buffer.copyCurrentEvent(jp);
        } catch (IOException e) {
            throw new JsonParsingException("Could not read ahead in the object: " + e.getMessage(), e, start);
        }
        return new AbstractMap.SimpleImmutableEntry<>(fallback, replay(buffer, null));
    }

    private JsonParser replay(TokenBuffer buffer, com.fasterxml.jackson.core.JsonParser rest) {
        com.fasterxml.jackson.core.JsonParser head = buffer.asParser();
        return provider.createParser(rest == null ? head : JsonParserSequence.createFlattened(false, head, rest));
    }

    // Plain delegation below.

    @Override
    public boolean hasNext() {
        return parser.hasNext();
    }

    @Override
    public Event next() {
        return parser.next();
    }

    @Override
    public Event currentEvent() {
        return parser.currentEvent();
    }

    @Override
    public String getString() {
        return parser.getString();
    }

    @Override
    public boolean isIntegralNumber() {
        return parser.isIntegralNumber();
    }

    @Override
    public int getInt() {
        return parser.getInt();
    }

    @Override
    public long getLong() {
        return parser.getLong();
    }

    @Override
    public BigDecimal getBigDecimal() {
        return parser.getBigDecimal();
    }

    @Override
    public JsonLocation getLocation() {
        return parser.getLocation();
    }

    @Override
    public JsonObject getObject() {
        return parser.getObject();
    }

    @Override
    public JsonValue getValue() {
        return parser.getValue();
    }

    @Override
    public JsonArray getArray() {
        return parser.getArray();
    }

    @Override
    public Stream<JsonValue> getArrayStream() {
        return parser.getArrayStream();
    }

    @Override
    public Stream<Map.Entry<String, JsonValue>> getObjectStream() {
        return parser.getObjectStream();
    }

    @Override
    public Stream<JsonValue> getValueStream() {
        return parser.getValueStream();
    }

    @Override
    public void skipArray() {
        parser.skipArray();
    }

    @Override
    public void skipObject() {
        parser.skipObject();
    }

    @Override
    public void close() {
        parser.close();
    }
}
