package org.jsonpjackson.sim.jmap;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.util.Set;

/** Typed access to a method's arguments; a wrong type is an {@code invalidArguments} error naming the argument. */
final class Arguments {

    private final JsonObject object;
    private final String where;

    Arguments(JsonObject object, String where) {
        this.object = object;
        this.where = where;
    }

    /** Refuses arguments this method does not know, so that a typo is not silently ignored. */
    Arguments only(Set<String> known) {
        for (String name : object.keySet()) {
            if (!known.contains(name)) {
                throw MethodError.invalidArguments("Unknown argument " + where + name);
            }
        }
        return this;
    }

    boolean has(String name) {
        JsonValue value = object.get(name);
        return value != null && value != JsonValue.NULL;
    }

    JsonValue value(String name) {
        JsonValue value = object.get(name);
        return value == null ? JsonValue.NULL : value;
    }

    String string(String name) {
        JsonValue value = value(name);
        if (value instanceof JsonString s) {
            return s.getString();
        }
        if (value == JsonValue.NULL) {
            throw MethodError.invalidArguments(where + name + " is required");
        }
        throw wrongType(name, "a string", value);
    }

    String stringOrNull(String name) {
        return has(name) ? string(name) : null;
    }

    long integer(String name, long otherwise) {
        JsonValue value = value(name);
        if (value == JsonValue.NULL) {
            return otherwise;
        }
        if (value instanceof JsonNumber n && n.isIntegral()) {
            try {
                return n.longValueExact();
            } catch (ArithmeticException e) {
                throw MethodError.invalidArguments(where + name + " is out of range: " + n);
            }
        }
        throw wrongType(name, "an integer", value);
    }

    long unsigned(String name, long otherwise) {
        long n = integer(name, otherwise);
        if (n < 0) {
            throw MethodError.invalidArguments(where + name + " must not be negative: " + n);
        }
        return n;
    }

    boolean bool(String name, boolean otherwise) {
        JsonValue value = value(name);
        if (value == JsonValue.NULL) {
            return otherwise;
        }
        if (value == JsonValue.TRUE || value == JsonValue.FALSE) {
            return value == JsonValue.TRUE;
        }
        throw wrongType(name, "a boolean", value);
    }

    MethodError wrongType(String name, String expected, JsonValue value) {
        return MethodError.invalidArguments(where + name + " must be " + expected + ", not " + value);
    }
}
