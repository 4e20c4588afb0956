package org.jsonpjackson.json.io;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;

/**
 * Reads exactly one JSON text: one value, then the end of input. Anything after the value, even another
 * value, is a {@link JsonParsingException}, as RFC 8259 requires of a JSON text.
 */
final class ValueReader implements JsonReader {

    private final JsonParser parser;
    private boolean used;

    ValueReader(JsonParser parser) {
        this.parser = parser;
    }

    @Override
    public JsonStructure read() {
        JsonValue value = readOnce("read()");
        if (!(value instanceof JsonStructure)) {
            throw new JsonParsingException("Expected a JSON object or array, found " + value.getValueType(),
                    parser.getLocation());
        }
        return (JsonStructure) value;
    }

    @Override
    public JsonObject readObject() {
        JsonValue value = readOnce("readObject()");
        if (value.getValueType() != JsonValue.ValueType.OBJECT) {
            throw new JsonParsingException("Expected a JSON object, found " + value.getValueType(), parser.getLocation());
        }
        return (JsonObject) value;
    }

    @Override
    public JsonArray readArray() {
        JsonValue value = readOnce("readArray()");
        if (value.getValueType() != JsonValue.ValueType.ARRAY) {
            throw new JsonParsingException("Expected a JSON array, found " + value.getValueType(), parser.getLocation());
        }
        return (JsonArray) value;
    }

    @Override
    public JsonValue readValue() {
        return readOnce("readValue()");
    }

    @Override
    public void close() {
        used = true;
        parser.close();
    }

    private JsonValue readOnce(String method) {
        if (used) {
            throw new IllegalStateException(method + ": this reader has already been used or closed; a reader reads one JSON text");
        }
        used = true;
        parser.next();
        JsonValue value = parser.getValue();
        // The strict parser rejects any content after the root value here.
        parser.hasNext();
        return value;
    }
}
