package org.jsonpjackson.json.internal.stream;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.internal.model.JsonValues;

import java.math.BigDecimal;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.stream.Stream;

/** A parser that walks an existing value tree, producing the events its JSON text would. */
final class TreeParser implements JsonParser {

    /** One open object or array: its iterator, and for objects the member whose key was just reported. */
    private static final class Frame {
        final JsonStructure structure;
        final Iterator<?> iterator;
        Map.Entry<String, JsonValue> member;

        Frame(JsonStructure structure) {
            this.structure = structure;
            this.iterator = structure.getValueType() == JsonValue.ValueType.OBJECT
                    ? ((JsonObject) structure).entrySet().iterator()
                    : ((JsonArray) structure).iterator();
        }

        boolean isObject() {
            return structure.getValueType() == JsonValue.ValueType.OBJECT;
        }
    }

    private final JsonStructure root;
    private final Deque<Frame> stack = new ArrayDeque<>();
    private boolean started;
    private Event current;
    private JsonValue value;
    private String key;

    TreeParser(JsonStructure root) {
        this.root = root;
    }

    @Override
    public boolean hasNext() {
        return !started || !stack.isEmpty();
    }

    @Override
    @SuppressWarnings("unchecked")
    public Event next() {
        if (!hasNext()) {
            throw new NoSuchElementException("The value has been fully read");
        }
        if (!started) {
            started = true;
            return enter(root);
        }
        Frame top = stack.peek();
        if (top.isObject()) {
            if (top.member != null) {
                JsonValue v = top.member.getValue();
                top.member = null;
                return enter(v);
            }
            if (top.iterator.hasNext()) {
                top.member = (Map.Entry<String, JsonValue>) top.iterator.next();
                key = top.member.getKey();
                value = null;
                return current = Event.KEY_NAME;
            }
            stack.pop();
            return current = Event.END_OBJECT;
        }
        if (top.iterator.hasNext()) {
            return enter((JsonValue) top.iterator.next());
        }
        stack.pop();
        return current = Event.END_ARRAY;
    }

    private Event enter(JsonValue v) {
        value = v;
        switch (v.getValueType()) {
            case OBJECT:
                stack.push(new Frame((JsonObject) v));
                return current = Event.START_OBJECT;
            case ARRAY:
                stack.push(new Frame((JsonArray) v));
                return current = Event.START_ARRAY;
            case STRING:
                return current = Event.VALUE_STRING;
            case NUMBER:
                return current = Event.VALUE_NUMBER;
            case TRUE:
                return current = Event.VALUE_TRUE;
            case FALSE:
                return current = Event.VALUE_FALSE;
            default:
                return current = Event.VALUE_NULL;
        }
    }

    @Override
    public Event currentEvent() {
        return current;
    }

    @Override
    public String getString() {
        if (current == Event.KEY_NAME) {
            return key;
        }
        if (current == Event.VALUE_STRING) {
            return ((JsonString) value).getString();
        }
        if (current == Event.VALUE_NUMBER) {
            return value.toString();
        }
        throw new IllegalStateException("getString() needs KEY_NAME, VALUE_STRING or VALUE_NUMBER, not " + current);
    }

    @Override
    public boolean isIntegralNumber() {
        return number("isIntegralNumber()").isIntegral();
    }

    @Override
    public int getInt() {
        return number("getInt()").intValue();
    }

    @Override
    public long getLong() {
        return number("getLong()").longValue();
    }

    @Override
    public BigDecimal getBigDecimal() {
        return number("getBigDecimal()").bigDecimalValue();
    }

    @Override
    public JsonLocation getLocation() {
        return Location.UNKNOWN;
    }

    @Override
    public JsonObject getObject() {
        if (current != Event.START_OBJECT) {
            throw new IllegalStateException("getObject() needs START_OBJECT, not " + current);
        }
        return (JsonObject) getValue();
    }

    @Override
    public JsonArray getArray() {
        if (current != Event.START_ARRAY) {
            throw new IllegalStateException("getArray() needs START_ARRAY, not " + current);
        }
        return (JsonArray) getValue();
    }

    @Override
    public JsonValue getValue() {
        if (current == null || current == Event.END_OBJECT || current == Event.END_ARRAY) {
            throw new IllegalStateException("getValue() is not possible at " + current);
        }
        if (current == Event.KEY_NAME) {
            return JsonValues.string(key);
        }
        if (current == Event.START_OBJECT || current == Event.START_ARRAY) {
            // The whole structure is at hand: return it and move past it.
            stack.pop();
            current = current == Event.START_OBJECT ? Event.END_OBJECT : Event.END_ARRAY;
        }
        return value;
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
        if (!stack.isEmpty()) {
            throw new IllegalStateException("getValueStream() reads root values; the parser is inside " + current);
        }
        return ParserStreams.valueStream(this);
    }

    @Override
    public void skipArray() {
        if (!stack.isEmpty() && !stack.peek().isObject()) {
            stack.pop();
            current = Event.END_ARRAY;
        }
    }

    @Override
    public void skipObject() {
        if (!stack.isEmpty() && stack.peek().isObject()) {
            stack.pop();
            current = Event.END_OBJECT;
        }
    }

    @Override
    public void close() {
        stack.clear();
    }

    private JsonNumber number(String method) {
        if (current != Event.VALUE_NUMBER) {
            throw new IllegalStateException(method + " needs VALUE_NUMBER, not " + current);
        }
        return (JsonNumber) value;
    }
}
