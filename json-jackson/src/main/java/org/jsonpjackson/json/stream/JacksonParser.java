package org.jsonpjackson.json.stream;

import org.jsonpjackson.json.JsonpConfig;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.JsonTokenId;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.config.JsonpSettings;
import org.jsonpjackson.json.model.JsonValues;

import java.io.Closeable;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.stream.Stream;

/**
 * A JSON-P parser over a Jackson parser. Each event is one Jackson token, mapped through a table, so the
 * event loop adds no allocation to Jackson's own.
 *
 * <p>A strict parser reads exactly one root value: once it is complete, {@link #hasNext()} looks ahead and
 * rejects anything but the end of input. A parser wrapped around a caller's Jackson parser is lenient,
 * since the caller owns the stream and may hold several values in it.
 */
final class JacksonParser implements JsonParser {

    /** How each token changes the nesting depth, by token id. */
    private static final int[] DEPTH_CHANGE = new int[JsonTokenId.ID_EMBEDDED_OBJECT + 1];

    static {
        DEPTH_CHANGE[JsonTokenId.ID_START_OBJECT] = 1;
        DEPTH_CHANGE[JsonTokenId.ID_START_ARRAY] = 1;
        DEPTH_CHANGE[JsonTokenId.ID_END_OBJECT] = -1;
        DEPTH_CHANGE[JsonTokenId.ID_END_ARRAY] = -1;
    }

    private final com.fasterxml.jackson.core.JsonParser jp;
    private final JsonpSettings settings;
    private final boolean strictRoot;
    /**
     * The input a strict parser must close in close(). Jackson's own closing is off for these, because it
     * also closes (and forgets) the input at the end of the data, hiding a failing close from the caller.
     */
    private final Closeable source;
    private Event current;
    private int depth;
    /** A token read ahead at the root level, not yet turned into an event. */
    private JsonToken pending;
    /** True while {@link #getValueStream()} reads a sequence of root values. */
    private boolean sequence;
    /** True once the end of input has been seen at the root level. */
    private boolean ended;
    /** A scalar root value, kept because looking ahead for the end of input moves Jackson past it. */
    private JsonValue rootScalar;

    /** A strict parser over input it owns and closes. */
    JacksonParser(com.fasterxml.jackson.core.JsonParser jp, JsonpSettings settings, Closeable source) {
        this(jp, settings, true, source);
        jp.disable(com.fasterxml.jackson.core.JsonParser.Feature.AUTO_CLOSE_SOURCE);
    }

    /** A lenient view of a caller's parser; closing it is left to Jackson's own rules. */
    JacksonParser(com.fasterxml.jackson.core.JsonParser jp, JsonpSettings settings) {
        this(jp, settings, false, null);
    }

    private JacksonParser(com.fasterxml.jackson.core.JsonParser jp, JsonpSettings settings, boolean strictRoot,
            Closeable source) {
        this.jp = jp;
        this.settings = settings;
        this.strictRoot = strictRoot;
        this.source = source;
        JsonToken at = jp.currentToken();
        if (at != null) {
            current = event(at);
            depth = jp.getParsingContext().getNestingDepth();
        }
    }

    com.fasterxml.jackson.core.JsonParser jackson() {
        return jp;
    }

    /**
     * Gives the value at the current event to the caller's Jackson code and counts it as read: a structure
     * ends here, so the next event is the one after it, and a scalar is simply the current event.
     */
    com.fasterxml.jackson.core.JsonParser handOver() {
        if (pending != null) {
            throw new IllegalStateException("The parser has already read past the current value");
        }
        if (current == null) {
            throw new IllegalStateException("No current value: call next() first");
        }
        switch (current) {
            case START_OBJECT:
                current = Event.END_OBJECT;
                depth--;
                break;
            case START_ARRAY:
                current = Event.END_ARRAY;
                depth--;
                break;
            case KEY_NAME:
            case END_OBJECT:
            case END_ARRAY:
                throw new IllegalStateException("No value starts at " + current);
            default:
                break;
        }
        return jp;
    }

    @Override
    public boolean hasNext() {
        if (depth > 0) {
            return true;
        }
        if (current == null && !sequence) {
            // Like other providers: the first next() reports an empty document as a parsing error.
            return true;
        }
        if (pending == null) {
            if (ended) {
                return false;
            }
            if (current != null && current != Event.END_OBJECT && current != Event.END_ARRAY) {
                rootScalar = scalarValue();
            }
            pending = advance();
            if (pending == null) {
                ended = true;
                return false;
            }
        }
        if (strictRoot && !sequence && current != null) {
            throw ParseErrors.at("Unexpected " + describe(pending) + " after the root value; a JSON text holds one value",
                    Location.of(jp.currentTokenLocation()));
        }
        return true;
    }

    @Override
    public Event next() {
        if (depth > 0) {
            // Inside a structure, the common case: nothing was read ahead and no root scalar is kept, so an
            // event is one Jackson token and two table look-ups. This path is most of a parse.
            JsonToken token = advance();
            if (token == null) {
                throw ParseErrors.at("Unexpected end of input: expected a JSON value", getLocation());
            }
            Event event = event(token);
            depth += DEPTH_CHANGE[token.id()];
            return current = event;
        }
        return nextAtRoot();
    }

    /** At the root: the first event, or the look-ahead that rejects trailing content. */
    private Event nextAtRoot() {
        JsonToken token = pending;
        if (token == null) {
            if (depth == 0 && current != null) {
                // A root value is complete: hasNext() looks ahead, and rejects trailing content.
                if (!hasNext()) {
                    throw new NoSuchElementException("No more events: the JSON text has ended");
                }
                token = pending;
            } else {
                token = advance();
            }
        }
        pending = null;
        rootScalar = null;
        if (token == null) {
            throw ParseErrors.at("Unexpected end of input: expected a JSON value", getLocation());
        }
        Event event = event(token);
        if (event == Event.START_OBJECT || event == Event.START_ARRAY) {
            depth++;
        } else if (event == Event.END_OBJECT || event == Event.END_ARRAY) {
            depth--;
        }
        return current = event;
    }

    @Override
    public Event currentEvent() {
        return current;
    }

    @Override
    public String getString() {
        if (rootScalar != null) {
            return current == Event.VALUE_STRING ? ((jakarta.json.JsonString) rootScalar).getString() : rootScalar.toString();
        }
        if (current != Event.KEY_NAME && current != Event.VALUE_STRING && current != Event.VALUE_NUMBER) {
            throw new IllegalStateException("getString() needs KEY_NAME, VALUE_STRING or VALUE_NUMBER, not " + current);
        }
        try {
            return jp.getText();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    public boolean isIntegralNumber() {
        requireNumber("isIntegralNumber()");
        if (rootScalar != null) {
            return ((jakarta.json.JsonNumber) rootScalar).isIntegral();
        }
        return jp.currentToken() == JsonToken.VALUE_NUMBER_INT || decimal().scale() == 0;
    }

    @Override
    public int getInt() {
        requireNumber("getInt()");
        if (rootScalar != null) {
            return ((jakarta.json.JsonNumber) rootScalar).intValue();
        }
        try {
            if (jp.currentToken() == JsonToken.VALUE_NUMBER_INT
                    && jp.getNumberType() == com.fasterxml.jackson.core.JsonParser.NumberType.INT) {
                return jp.getIntValue();
            }
        } catch (IOException e) {
            throw failure(e);
        }
        return integral(decimal()).intValue();
    }

    @Override
    public long getLong() {
        requireNumber("getLong()");
        if (rootScalar != null) {
            return ((jakarta.json.JsonNumber) rootScalar).longValue();
        }
        try {
            if (jp.currentToken() == JsonToken.VALUE_NUMBER_INT
                    && jp.getNumberType() != com.fasterxml.jackson.core.JsonParser.NumberType.BIG_INTEGER) {
                return jp.getLongValue();
            }
        } catch (IOException e) {
            throw failure(e);
        }
        return integral(decimal()).longValue();
    }

    @Override
    public BigDecimal getBigDecimal() {
        requireNumber("getBigDecimal()");
        if (rootScalar != null) {
            return ((jakarta.json.JsonNumber) rootScalar).bigDecimalValue();
        }
        return decimal();
    }

    @Override
    public JsonLocation getLocation() {
        return Location.of(jp.currentLocation());
    }

    /** Where the current event's token starts, which {@link #getLocation()} (just past it) does not tell. */
    JsonLocation eventStart() {
        return pending == null && rootScalar == null ? Location.of(jp.currentTokenLocation()) : getLocation();
    }

    @Override
    public JsonObject getObject() {
        if (current != Event.START_OBJECT) {
            throw new IllegalStateException("getObject() needs START_OBJECT, not " + current);
        }
        return readObject();
    }

    @Override
    public JsonArray getArray() {
        if (current != Event.START_ARRAY) {
            throw new IllegalStateException("getArray() needs START_ARRAY, not " + current);
        }
        return readArray();
    }

    @Override
    public JsonValue getValue() {
        if (current == null || current == Event.END_OBJECT || current == Event.END_ARRAY) {
            throw new IllegalStateException("getValue() is not possible at " + current);
        }
        switch (current) {
            case START_OBJECT:
                return readObject();
            case START_ARRAY:
                return readArray();
            case KEY_NAME:
                return JsonValues.string(getString());
            default:
                return rootScalar != null ? rootScalar : scalarValue();
        }
    }

    @Override
    public Stream<JsonValue> getArrayStream() {
        if (current != Event.START_ARRAY) {
            throw new IllegalStateException("getArrayStream() needs START_ARRAY, not " + current);
        }
        return ParserStreams.arrayStream(this);
    }

    @Override
    public Stream<Map.Entry<String, JsonValue>> getObjectStream() {
        if (current != Event.START_OBJECT) {
            throw new IllegalStateException("getObjectStream() needs START_OBJECT, not " + current);
        }
        return ParserStreams.objectStream(this);
    }

    @Override
    public Stream<JsonValue> getValueStream() {
        if (depth > 0) {
            throw new IllegalStateException("getValueStream() reads root values; the parser is inside " + current);
        }
        sequence = true;
        return ParserStreams.valueStream(this);
    }

    @Override
    public void skipArray() {
        if (pending == null && jp.getParsingContext().inArray()) {
            skipToEndOfContext(Event.END_ARRAY);
        }
    }

    @Override
    public void skipObject() {
        if (pending == null && jp.getParsingContext().inObject()) {
            skipToEndOfContext(Event.END_OBJECT);
        }
    }

    @Override
    public void close() {
        try {
            jp.close();
            if (source != null) {
                source.close();
            }
        } catch (IOException e) {
            throw new JsonException("Could not close the input: " + e.getMessage(), e);
        }
    }

    private void skipToEndOfContext(Event end) {
        int open = 1;
        while (true) {
            JsonToken t = advance();
            if (t == null) {
                throw ParseErrors.at("Unexpected end of input while skipping", getLocation());
            }
            if (t.isStructStart()) {
                open++;
            } else if (t.isStructEnd() && --open == 0) {
                break;
            }
        }
        depth--;
        current = end;
    }

    private JsonObject readObject() {
        JsonObjectBuilder builder = JsonValues.objectBuilder(settings);
        JsonToken t;
        while ((t = advance()) == JsonToken.FIELD_NAME) {
            String name = currentName();
            builder.add(name, readValue(advance()));
        }
        finishStructure(t, JsonToken.END_OBJECT);
        return builder.build();
    }

    private JsonArray readArray() {
        JsonArrayBuilder builder = JsonValues.arrayBuilder(settings);
        JsonToken t;
        while ((t = advance()) != JsonToken.END_ARRAY && t != null) {
            builder.add(readValue(t));
        }
        finishStructure(t, JsonToken.END_ARRAY);
        return builder.build();
    }

    private void finishStructure(JsonToken last, JsonToken expected) {
        if (last != expected) {
            throw ParseErrors.at("Unexpected end of input: expected " + expected, getLocation());
        }
        depth--;
        current = event(last);
    }

    /** Reads one nested value; recursion is bounded by the nesting-depth limit Jackson enforces. */
    private JsonValue readValue(JsonToken t) {
        if (t == null) {
            throw ParseErrors.at("Unexpected end of input: expected a JSON value", getLocation());
        }
        switch (t.id()) {
            case JsonTokenId.ID_START_OBJECT:
                depth++;
                return readObject();
            case JsonTokenId.ID_START_ARRAY:
                depth++;
                return readArray();
            default:
                return scalarValue();
        }
    }

    private JsonValue scalarValue() {
        try {
            switch (jp.currentTokenId()) {
                case JsonTokenId.ID_STRING:
                    return JsonValues.string(jp.getText());
                case JsonTokenId.ID_NUMBER_INT:
                    switch (jp.getNumberType()) {
                        case INT:
                            return JsonValues.number(jp.getIntValue());
                        case LONG:
                            return JsonValues.number(jp.getLongValue());
                        default:
                            return JsonValues.number(jp.getBigIntegerValue(), settings.maxBigIntegerScale());
                    }
                case JsonTokenId.ID_NUMBER_FLOAT:
                    return JsonValues.number(jp.getDecimalValue(), settings.maxBigIntegerScale());
                case JsonTokenId.ID_TRUE:
                    return JsonValue.TRUE;
                case JsonTokenId.ID_FALSE:
                    return JsonValue.FALSE;
                case JsonTokenId.ID_NULL:
                    return JsonValue.NULL;
                default:
                    throw ParseErrors.at("Unexpected " + describe(jp.currentToken()), getLocation());
            }
        } catch (IOException e) {
            throw failure(e);
        } catch (NumberFormatException e) {
            throw outOfRange(e);
        }
    }

    private JsonException failure(IOException e) {
        return ParseErrors.translate(e, jp, source instanceof Utf8LeadByteCheck ? (Utf8LeadByteCheck) source : null);
    }

    private JsonToken advance() {
        try {
            return jp.nextToken();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    private String currentName() {
        try {
            return jp.currentName();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    private BigDecimal decimal() {
        try {
            return jp.getDecimalValue();
        } catch (IOException e) {
            throw failure(e);
        } catch (NumberFormatException e) {
            throw outOfRange(e);
        }
    }

    /** Jackson reports a number BigDecimal cannot hold, such as {@code 1e99999999999}, with a bare exception. */
    private JsonParsingException outOfRange(NumberFormatException e) {
        Location where = Location.of(jp.currentTokenLocation());
        return new JsonParsingException("Number cannot be represented: " + e.getMessage() + " at " + where, e, where);
    }

    /** Refuses integer conversion of numbers like {@code 1e1000000}, which would take minutes. */
    private BigDecimal integral(BigDecimal value) {
        if (Math.abs((long) value.scale()) > settings.maxBigIntegerScale()) {
            throw ParseErrors.at("Number scale " + value.scale() + " exceeds the limit of "
                    + settings.maxBigIntegerScale() + " for integer conversion, set by "
                    + JsonpConfig.MAX_BIG_INTEGER_SCALE, Location.of(jp.currentTokenLocation()));
        }
        return value;
    }

    private void requireNumber(String method) {
        if (current != Event.VALUE_NUMBER) {
            throw new IllegalStateException(method + " needs VALUE_NUMBER, not " + current);
        }
    }

    private static Event event(JsonToken token) {
        Event e = Events.of(token);
        if (e == null) {
            throw new JsonException("Jackson token " + token + " has no JSON-P event");
        }
        return e;
    }

    private static String describe(JsonToken token) {
        return token == null ? "end of input" : token.isStructStart() ? "'" + token.asString() + "'"
                : token == JsonToken.FIELD_NAME ? "key" : "value";
    }
}
