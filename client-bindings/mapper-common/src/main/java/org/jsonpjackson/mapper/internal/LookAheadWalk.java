package org.jsonpjackson.mapper.internal;

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
 * One of our JSON-P parsers, plus the look-ahead the search clients (opensearch-java, elasticsearch-java) use for
 * unions and internally tagged types: the value of a type field ({@link #lookAheadFieldValue}), or the variant that
 * the first field it names picks ({@link #findVariant}), and a parser over the whole object. Without it, the clients
 * read the object into a tree, print it to a String and parse that again; here the fields read ahead go into a
 * Jackson token buffer and are replayed in front of the rest of the stream. The walk through the object is written
 * here once; the mapper's {@link JacksonLine} gives the {@link Ahead} steps, and each client's parser the interface
 * its client looks for, and which values a type field may have.
 *
 * <p>The two look-ahead methods have the names and signatures of both clients' {@code LookAheadJsonParser}
 * (the same in opensearch-java 2.x and 3.x, and elasticsearch-java 8.x and 9.x), so that each client's parser, which
 * extends this class and implements that interface, has them from here, with no method of its own to forward them.
 *
 * <p>Shared by every mapper, written once; not an API.
 */
public abstract class LookAheadWalk implements JsonParser {

    /** The steps of reading ahead, on one Jackson line's parser and token buffer. */
    public interface Ahead {
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
    private final JacksonLine<?, ?> line;

    /**
     * @param parser one of our plain parsers, which this one reads through
     * @param line   the mapper's Jackson line, whose steps read ahead
     */
    protected LookAheadWalk(JsonParser parser, JacksonLine<?, ?> line) {
        this.parser = parser;
        this.line = line;
    }

    /** The plain parser this one reads through: the one a Jackson line hands over to Jackson. */
    public final JsonParser plain() {
        return parser;
    }

    /** The mapper's Jackson line. */
    protected final JacksonLine<?, ?> line() {
        return line;
    }

    /**
     * The text of a type field whose value is {@code value} (the parser is on it), or the client's own exception for
     * a value it does not take.
     */
    protected abstract String typeText(Event value, Ahead ahead) throws IOException;

    /**
     * The value of field {@code name} ({@link #typeText}), and a parser over the whole object; {@code defaultValue}
     * when the object has no such field.
     */
    public final Map.Entry<String, JsonParser> lookAheadFieldValue(String name, String defaultValue) {
        JsonLocation start = checkStart();
        try {
            Ahead ahead = line.startAhead(parser);
            for (String field = ahead.nextField(); field != null; field = ahead.nextField()) {
                if (field.equals(name)) {
                    String text = typeText(ahead.nextValue(), ahead);
                    ahead.keepName(field);
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

    /** The variant of the first field that names one (null if none does), and a parser over the whole object. */
    public final <V> Map.Entry<V, JsonParser> findVariant(Map<String, V> variants) {
        JsonLocation start = checkStart();
        try {
            Ahead ahead = line.startAhead(parser);
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
            throw new IllegalStateException("Look-ahead needs START_OBJECT, not " + parser.currentEvent());
        }
        return parser.getLocation();
    }

    private RuntimeException failure(Exception e, JsonLocation start) {
        if (e instanceof JsonException || (e instanceof RuntimeException && !line.isReadFailure((RuntimeException) e))) {
            return (RuntimeException) e;
        }
        return new JsonParsingException("Could not read ahead in the object: " + e.getMessage(), e, start);
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
