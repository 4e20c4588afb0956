package org.jsonpjackson.elasticsearch.mapper;

import co.elastic.clients.json.BufferingJsonParser;
import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.LookAheadJsonParser;
import co.elastic.clients.json.UnexpectedJsonEventException;
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

import java.io.IOException;
import java.math.BigDecimal;
import java.util.AbstractMap;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.Stream;

/**
 * One of our provider's parsers, with the two extras elasticsearch-java asks of a parser:
 * <ul>
 *   <li>{@link LookAheadJsonParser}, for unions and internally tagged types (aggregations, queries): without it,
 *       elasticsearch-java reads the object into a {@code JsonObject}, prints it to a String and parses that
 *       again ({@code JsonpUtils.objectParser}). Here the fields read ahead go into a Jackson {@link TokenBuffer}
 *       that is replayed in front of the rest of the stream;</li>
 *   <li>{@link BufferingJsonParser}, which {@code JsonData.from} asks for: a {@link JsonData} kept as Jackson
 *       tokens, where elasticsearch-java would otherwise build a {@code JsonObject} tree.</li>
 * </ul>
 */
final class ElasticParser implements LookAheadJsonParser, BufferingJsonParser {

    private final JsonpJacksonMapper mapper;
    private final JsonParser parser;

    ElasticParser(JsonpJacksonMapper mapper, JsonParser parser) {
        this.mapper = mapper;
        this.parser = parser;
    }

    /** The Jackson parser behind ours, lent for the value at the current event; see {@link JacksonInterop#handOver}. */
    com.fasterxml.jackson.core.JsonParser jackson() {
        return JacksonInterop.handOver(parser);
    }

    @Override
    public JsonData getJsonData() {
        return new BufferedJsonData(mapper.buffer(this), mapper);
    }

    /**
     * The string value of field {@code name}, and a parser over the whole object. As elasticsearch-java's own
     * parser does, a boolean value counts as its text (enums such as {@code "true"}/{@code "false"} arrive both ways).
     */
    @Override
    public Map.Entry<String, JsonParser> lookAheadFieldValue(String name, String defaultValue) {
        return scanObject((jp, field) -> {
            if (!field.equals(name)) {
                return null;
            }
            JsonToken value;
            try {
                value = jp.nextToken();
                if (value == JsonToken.VALUE_STRING) {
                    return jp.getText();
                }
            } catch (IOException e) {
                throw new JsonParsingException(e.getMessage(), e, getLocation());
            }
            if (value == JsonToken.VALUE_TRUE || value == JsonToken.VALUE_FALSE) {
                return value.asString();
            }
            throw new UnexpectedJsonEventException(this, JacksonInterop.event(value), Event.VALUE_STRING);
        }, defaultValue, true);
    }

    /** The variant of the first field that names one, and a parser over the whole object. */
    @Override
    public <V> Map.Entry<V, JsonParser> findVariant(Map<String, V> variants) {
        return scanObject((jp, field) -> variants.get(field), null, false);
    }

    /**
     * Reads the current object's fields into a buffer until {@code match} answers for one. The parser returned
     * replays the buffer (with the matching field's value, if {@code keepValue}), then reads on from the stream;
     * this parser counts the whole object as read.
     */
    private <R> Map.Entry<R, JsonParser> scanObject(BiFunction<com.fasterxml.jackson.core.JsonParser, String, R> match,
                                                    R fallback, boolean keepValue) {
        if (parser.currentEvent() != Event.START_OBJECT) {
            throw new IllegalStateException("Looking ahead needs START_OBJECT, not " + parser.currentEvent());
        }
        JsonLocation start = parser.getLocation();
        com.fasterxml.jackson.core.JsonParser jp = jackson();
        TokenBuffer seen = new TokenBuffer(jp, null);
        try {
            seen.copyCurrentEvent(jp);
            for (JsonToken token = jp.nextToken(); token == JsonToken.FIELD_NAME; token = jp.nextToken()) {
                String field = jp.currentName();
                R found = match.apply(jp, field);
                if (found != null) {
                    seen.writeFieldName(field);
                    if (keepValue) {
                        seen.copyCurrentEvent(jp);
                    }
                    JsonParser rest = mapper.provider().createParser(
                            JsonParserSequence.createFlattened(false, seen.asParser(), jp));
                    return new AbstractMap.SimpleImmutableEntry<>(found, rest);
                }
                seen.copyCurrentStructure(jp);
            }
            if (!jp.hasToken(JsonToken.END_OBJECT)) {
                throw new JsonParsingException("The object ends before its closing brace", start);
            }
            seen.copyCurrentEvent(jp);
        } catch (IOException e) {
            throw new JsonParsingException("Could not look ahead in the object: " + e.getMessage(), e, start);
        }
        return new AbstractMap.SimpleImmutableEntry<>(fallback, mapper.provider().createParser(seen.asParser()));
    }

    // JsonParser: what our provider's parser does.

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
