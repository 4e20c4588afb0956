package org.jsonpjackson.json.internal.model;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.util.List;
import java.util.Map;

/** The walk behind {@link JsonValues#writeTree}. */
final class TreeWalk {

    private TreeWalk() {
    }

    /**
     * {@code value} is an {@code Object} so that a member read from a map needs no cast: a cast to
     * {@code JsonValue}, an interface, scans the class's interfaces whenever its one-entry cache holds another.
     */
    static void write(Object value, JsonValues.TreeSink sink) {
        // Final classes: each test is one compare of the class word.
        if (value instanceof NumberValue.PrimitiveNumber) {
            sink.number(((NumberValue.PrimitiveNumber) value).value);
        } else if (value instanceof StringValue) {
            sink.string(((StringValue) value).getString());
        } else if (value instanceof NumberValue.DecimalNumber) {
            sink.number(((NumberValue.DecimalNumber) value).bigDecimalValue());
        } else if (value instanceof ObjectValue) {
            sink.startObject();
            for (Map.Entry<String, JsonValue> member : ((ObjectValue) value).members().entrySet()) {
                sink.name(member.getKey());
                write((Object) member.getValue(), sink);
            }
            sink.endObject();
        } else if (value instanceof ArrayValue) {
            ArrayValue array = (ArrayValue) value;
            sink.startArray();
            JsonValue[] elements = array.elements();
            for (int i = 0, n = array.size(); i < n; i++) {
                write(elements[i], sink);
            }
            sink.endArray();
        } else if (value == JsonValue.TRUE) {
            sink.bool(true);
        } else if (value == JsonValue.FALSE) {
            sink.bool(false);
        } else if (value == JsonValue.NULL) {
            sink.nullValue();
        } else {
            foreign((JsonValue) value, sink);
        }
    }

    /** Another provider's value, or one a user implemented: through the interfaces, as JSON-P defines them. */
    private static void foreign(JsonValue value, JsonValues.TreeSink sink) {
        switch (value.getValueType()) {
            case OBJECT:
                sink.startObject();
                for (Map.Entry<String, JsonValue> member : ((JsonObject) value).entrySet()) {
                    sink.name(member.getKey());
                    write((Object) member.getValue(), sink);
                }
                sink.endObject();
                break;
            case ARRAY:
                sink.startArray();
                List<JsonValue> elements = (JsonArray) value;
                for (int i = 0, n = elements.size(); i < n; i++) {
                    write((Object) elements.get(i), sink);
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
