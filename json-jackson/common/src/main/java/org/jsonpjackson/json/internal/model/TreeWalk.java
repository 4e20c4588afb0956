package org.jsonpjackson.json.internal.model;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * The walk behind {@link JsonValues#treeWriter}, one per sink.
 *
 * <p>It is also the visitor of each object's members ({@code Map.forEach}), so that walking an object allocates
 * nothing: an entry-set iterator per object stayed off the heap only where the JIT inlined the iterator into this
 * recursive walk, which differed from JVM to JVM and from fork to fork.
 */
final class TreeWalk implements JsonValues.TreeWriter, BiConsumer<Object, Object> {

    private final JsonValues.TreeSink sink;

    TreeWalk(JsonValues.TreeSink sink) {
        this.sink = sink;
    }

    @Override
    public void write(JsonValue value) {
        value(value);
    }

    /**
     * A member of one of our objects, in the map's order. Typed {@code Object} so that no cast to {@code JsonValue}
     * is made (see {@link #value}); the name's cast is to a final class, one compare.
     */
    @Override
    public void accept(Object name, Object value) {
        sink.name((String) name);
        value(value);
    }

    /**
     * {@code value} is an {@code Object} so that a member read from a map needs no cast: a cast to
     * {@code JsonValue}, an interface, scans the class's interfaces whenever its one-entry cache holds another.
     */
    private void value(Object value) {
        // Final classes: each test is one compare of the class word.
        if (value instanceof NumberValue.PrimitiveNumber) {
            sink.number(((NumberValue.PrimitiveNumber) value).value);
        } else if (value instanceof StringValue) {
            sink.string(((StringValue) value).getString());
        } else if (value instanceof NumberValue.DecimalNumber) {
            sink.number(((NumberValue.DecimalNumber) value).bigDecimalValue());
        } else if (value instanceof ObjectValue) {
            sink.startObject();
            ((ObjectValue) value).members().forEach(this);
            sink.endObject();
        } else if (value instanceof ArrayValue) {
            ArrayValue array = (ArrayValue) value;
            sink.startArray();
            JsonValue[] elements = array.elements();
            for (int i = 0, n = array.size(); i < n; i++) {
                value(elements[i]);
            }
            sink.endArray();
        } else if (value == JsonValue.TRUE) {
            sink.bool(true);
        } else if (value == JsonValue.FALSE) {
            sink.bool(false);
        } else if (value == JsonValue.NULL) {
            sink.nullValue();
        } else {
            foreign((JsonValue) value);
        }
    }

    /** Another provider's value, or one a user implemented: through the interfaces, as JSON-P defines them. */
    private void foreign(JsonValue value) {
        switch (value.getValueType()) {
            case OBJECT:
                sink.startObject();
                for (Map.Entry<String, JsonValue> member : ((JsonObject) value).entrySet()) {
                    sink.name(member.getKey());
                    value(member.getValue());
                }
                sink.endObject();
                break;
            case ARRAY:
                sink.startArray();
                List<JsonValue> elements = (JsonArray) value;
                for (int i = 0, n = elements.size(); i < n; i++) {
                    value(elements.get(i));
                }
                sink.endArray();
                break;
            case STRING:
                sink.string(((JsonString) value).getString());
                break;
            case NUMBER:
                sink.number(((JsonNumber) value).bigDecimalValue());
                break;
            case TRUE:
                sink.bool(true);
                break;
            case FALSE:
                sink.bool(false);
                break;
            default:
                sink.nullValue();
        }
    }
}
