package org.jsonpjackson.elasticsearch.mapper.common;

import co.elastic.clients.json.BufferingJsonParser;
import co.elastic.clients.json.LookAheadJsonParser;
import co.elastic.clients.json.UnexpectedJsonEventException;
import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.AbstractMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * One of our JSON-P parsers, with the two extras elasticsearch-java asks of a parser:
 * <ul>
 *   <li>{@link LookAheadJsonParser}, for unions and internally tagged types (aggregations, queries): without it,
 *       elasticsearch-java reads the object into a {@code JsonObject}, prints it to a String and parses that
 *       again ({@code JsonpUtils.objectParser}). Here the fields read ahead go into a Jackson token buffer that is
 *       replayed in front of the rest of the stream;</li>
 *   <li>{@link BufferingJsonParser}, which {@code JsonData.from} asks for: each mapper answers with a
 *       {@code JsonData} kept as Jackson tokens, where elasticsearch-java would otherwise build a tree.</li>
 * </ul>
 * The walk through the object is written here once; each mapper gives the {@link Ahead} steps on its Jackson line.
 *
 * <p>Shared by the two elasticsearch-java mappers, written once; not an API.
 */
public abstract class LookAheadBase implements LookAheadJsonParser, BufferingJsonParser {

    /** The steps of reading ahead, on one Jackson line's parser and token buffer. */
    protected interface Ahead {
        /** Moves to the next field; its name, or null after keeping the object's end. Fails at the end of input. */
        String nextField() throws IOException;

        /** Moves to the current field's value; its event. */
        Event nextValue() throws IOException;

        /** The text of the string value the parser is on. */
        String text() throws IOException;

        /** Keeps a field name. */
        void keepName(String name) throws IOException;

        /** Keeps the token the parser is on. */
        void keepCurrent() throws IOException;

        /** Keeps the current field, name and whole value. */
        void keepField() throws IOException;

        /** The kept tokens, then what is left of the stream. */
        JsonParser replayWithRest();

        /** The kept tokens alone: the whole object. */
        JsonParser replayAlone();
    }

    private final JsonParser parser;

    protected LookAheadBase(JsonParser parser) {
        this.parser = parser;
    }

    /** The parser this one reads through. */
    protected final JsonParser parser() {
        return parser;
    }

    /** Hands the stream over to Jackson at the {@code START_OBJECT} it is on, keeping that token. */
    protected abstract Ahead startAhead() throws IOException;

    /** Whether an unchecked exception is a failure to read the stream (Jackson 3's are unchecked). */
    protected boolean isReadFailure(RuntimeException e) {
        return false;
    }

    /**
     * The string value of field {@code name}, and a parser over the whole object. As elasticsearch-java's own
     * parsers do, a boolean value counts as its text (enums such as {@code "true"}/{@code "false"} arrive both ways).
     */
    @Override
    public Map.Entry<String, JsonParser> lookAheadFieldValue(String name, String defaultValue) {
        JsonLocation start = checkStart();
        try {
            Ahead ahead = startAhead();
            for (String field = ahead.nextField(); field != null; field = ahead.nextField()) {
                if (field.equals(name)) {
                    ahead.keepName(field);
                    Event value = ahead.nextValue();
                    String text;
                    if (value == Event.VALUE_STRING) {
                        text = ahead.text();
                    } else if (value == Event.VALUE_TRUE || value == Event.VALUE_FALSE) {
                        text = value == Event.VALUE_TRUE ? "true" : "false";
                    } else {
                        throw new UnexpectedJsonEventException(this, value, Event.VALUE_STRING);
                    }
                    ahead.keepCurrent();
                    return entry(text, ahead.replayWithRest());
                }
                ahead.keepField();
            }
            return entry(defaultValue, ahead.replayAlone());
        } catch (IOException | RuntimeException e) {
            throw failure(e, start);
        }
    }

    /** The variant of the first field that names one, and a parser over the whole object. */
    @Override
    public <V> Map.Entry<V, JsonParser> findVariant(Map<String, V> variants) {
        JsonLocation start = checkStart();
        try {
            Ahead ahead = startAhead();
            for (String field = ahead.nextField(); field != null; field = ahead.nextField()) {
                V variant = variants.get(field);
                if (variant != null) {
                    ahead.keepName(field);
                    return entry(variant, ahead.replayWithRest());
                }
                ahead.keepField();
            }
            return entry(null, ahead.replayAlone());
        } catch (IOException | RuntimeException e) {
            throw failure(e, start);
        }
    }

    private JsonLocation checkStart() {
        if (parser.currentEvent() != Event.START_OBJECT) {
            throw new IllegalStateException("Looking ahead needs START_OBJECT, not " + parser.currentEvent());
        }
        return parser.getLocation();
    }

    private RuntimeException failure(Exception e, JsonLocation start) {
        if (e instanceof JsonException || (e instanceof RuntimeException && !isReadFailure((RuntimeException) e))) {
            return (RuntimeException) e;
        }
        return new JsonParsingException("Could not look ahead in the object: " + e.getMessage(), e, start);
    }

    private static <K> Map.Entry<K, JsonParser> entry(K key, JsonParser parser) {
        return new AbstractMap.SimpleImmutableEntry<>(key, parser);
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
