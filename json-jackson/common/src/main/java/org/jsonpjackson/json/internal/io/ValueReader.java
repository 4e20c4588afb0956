package org.jsonpjackson.json.internal.io;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParser.Event;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.internal.stream.JsonpParserBase;

import java.util.EnumSet;
import java.util.Set;

/**
 * Reads exactly one JSON text: one value, then the end of input. Anything after the value, even another
 * value, is a {@link JsonParsingException}, as RFC 8259 requires of a JSON text.
 */
final class ValueReader implements JsonReader {

    private static final Set<Event> ANY = EnumSet.allOf(Event.class);
    private static final Set<Event> STRUCTURE = EnumSet.of(Event.START_OBJECT, Event.START_ARRAY);
    private static final Set<Event> OBJECT = EnumSet.of(Event.START_OBJECT);
    private static final Set<Event> ARRAY = EnumSet.of(Event.START_ARRAY);

    private final JsonParser parser;
    private boolean used;

    ValueReader(JsonParser parser) {
        this.parser = parser;
    }

    @Override
    public JsonStructure read() {
        return (JsonStructure) readOnce("read()", STRUCTURE, "a JSON object or array");
    }

    @Override
    public JsonObject readObject() {
        return (JsonObject) readOnce("readObject()", OBJECT, "a JSON object");
    }

    @Override
    public JsonArray readArray() {
        return (JsonArray) readOnce("readArray()", ARRAY, "a JSON array");
    }

    @Override
    public JsonValue readValue() {
        return readOnce("readValue()", ANY, "a JSON value");
    }

    @Override
    public void close() {
        used = true;
        parser.close();
    }

    /** A value of the wrong type fails at its first token, before the rest of it is read. */
    private JsonValue readOnce(String method, Set<Event> expected, String what) {
        if (used) {
            throw new IllegalStateException(method + ": this reader has already been used or closed; a reader reads one JSON text");
        }
        used = true;
        Event first = parser.next();
        if (!expected.contains(first)) {
            throw new JsonParsingException("Expected " + what + ", found " + typeOf(first), JsonpParserBase.eventStart(parser));
        }
        JsonValue value = parser.getValue();
        // The strict parser rejects any content after the root value here.
        parser.hasNext();
        return value;
    }

    private static String typeOf(Event event) {
        switch (event) {
            case START_OBJECT:
                return "OBJECT";
            case START_ARRAY:
                return "ARRAY";
            case VALUE_STRING:
                return "STRING";
            case VALUE_NUMBER:
                return "NUMBER";
            case VALUE_TRUE:
                return "TRUE";
            case VALUE_FALSE:
                return "FALSE";
            default:
                return "NULL";
        }
    }
}
