package org.jsonpjackson.json.stream;

import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerationException;
import jakarta.json.stream.JsonGenerator;
import org.jsonpjackson.json.model.JsonValues;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A JSON-P generator over a Jackson generator. It checks JSON-P's rules itself, before Jackson sees the
 * call, so misuse is always JSON-P's {@link JsonGenerationException} and nothing half-valid is written.
 * The context stack is a byte array: no allocation per event.
 */
final class JacksonGenerator implements JsonGenerator {

    private static final byte OBJECT = 1;
    private static final byte ARRAY = 2;

    private final com.fasterxml.jackson.core.JsonGenerator g;
    private byte[] contexts = new byte[16];
    private int depth;
    /** In an object, whether a key has been written by {@link #writeKey} and awaits its value. */
    private boolean keyPending;
    private boolean rootWritten;

    JacksonGenerator(com.fasterxml.jackson.core.JsonGenerator g) {
        this.g = g;
    }

    com.fasterxml.jackson.core.JsonGenerator jackson() {
        return g;
    }

    /** Checks that a value may be written here, then counts the one the caller writes through Jackson. */
    com.fasterxml.jackson.core.JsonGenerator handOver() {
        beforeValue();
        if (depth == 0) {
            rootWritten = true;
        }
        return g;
    }

    @Override
    public JsonGenerator writeStartObject() {
        beforeValue();
        try {
            g.writeStartObject();
        } catch (IOException e) {
            throw ioFailure(e);
        }
        push(OBJECT);
        return this;
    }

    @Override
    public JsonGenerator writeStartObject(String name) {
        beforeMember(name);
        try {
            g.writeFieldName(name);
            g.writeStartObject();
        } catch (IOException e) {
            throw ioFailure(e);
        }
        push(OBJECT);
        return this;
    }

    @Override
    public JsonGenerator writeKey(String name) {
        beforeMember(name);
        try {
            g.writeFieldName(name);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        keyPending = true;
        return this;
    }

    @Override
    public JsonGenerator writeStartArray() {
        beforeValue();
        try {
            g.writeStartArray();
        } catch (IOException e) {
            throw ioFailure(e);
        }
        push(ARRAY);
        return this;
    }

    @Override
    public JsonGenerator writeStartArray(String name) {
        beforeMember(name);
        try {
            g.writeFieldName(name);
            g.writeStartArray();
        } catch (IOException e) {
            throw ioFailure(e);
        }
        push(ARRAY);
        return this;
    }

    @Override
    public JsonGenerator write(String name, JsonValue value) {
        Objects.requireNonNull(value, "value");
        beforeMember(name);
        try {
            g.writeFieldName(name);
            writeTree(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String name, String value) {
        Objects.requireNonNull(value, "value");
        beforeMember(name);
        try {
            g.writeFieldName(name);
            g.writeString(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String name, BigInteger value) {
        Objects.requireNonNull(value, "value");
        beforeMember(name);
        try {
            g.writeFieldName(name);
            g.writeNumber(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String name, BigDecimal value) {
        Objects.requireNonNull(value, "value");
        beforeMember(name);
        try {
            g.writeFieldName(name);
            g.writeNumber(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String name, int value) {
        beforeMember(name);
        try {
            g.writeFieldName(name);
            g.writeNumber(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String name, long value) {
        beforeMember(name);
        try {
            g.writeFieldName(name);
            g.writeNumber(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String name, double value) {
        checkFinite(value);
        beforeMember(name);
        try {
            g.writeFieldName(name);
            g.writeNumber(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        return this;
    }

    @Override
    public JsonGenerator write(String name, boolean value) {
        beforeMember(name);
        try {
            g.writeFieldName(name);
            g.writeBoolean(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        return this;
    }

    @Override
    public JsonGenerator writeNull(String name) {
        beforeMember(name);
        try {
            g.writeFieldName(name);
            g.writeNull();
        } catch (IOException e) {
            throw ioFailure(e);
        }
        return this;
    }

    @Override
    public JsonGenerator writeEnd() {
        if (depth == 0) {
            throw new JsonGenerationException("writeEnd() with no object or array open");
        }
        if (keyPending) {
            throw new JsonGenerationException("writeEnd() right after writeKey(): the key has no value");
        }
        try {
            if (contexts[depth - 1] == OBJECT) {
                g.writeEndObject();
            } else {
                g.writeEndArray();
            }
        } catch (IOException e) {
            throw ioFailure(e);
        }
        depth--;
        if (depth == 0) {
            rootWritten = true;
        }
        return this;
    }

    @Override
    public JsonGenerator write(JsonValue value) {
        Objects.requireNonNull(value, "value");
        beforeValue();
        try {
            writeTree(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator write(String value) {
        Objects.requireNonNull(value, "value");
        beforeValue();
        try {
            g.writeString(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator write(BigDecimal value) {
        Objects.requireNonNull(value, "value");
        beforeValue();
        try {
            g.writeNumber(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator write(BigInteger value) {
        Objects.requireNonNull(value, "value");
        beforeValue();
        try {
            g.writeNumber(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator write(int value) {
        beforeValue();
        try {
            g.writeNumber(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator write(long value) {
        beforeValue();
        try {
            g.writeNumber(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator write(double value) {
        checkFinite(value);
        beforeValue();
        try {
            g.writeNumber(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator write(boolean value) {
        beforeValue();
        try {
            g.writeBoolean(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator writeNull() {
        beforeValue();
        try {
            g.writeNull();
        } catch (IOException e) {
            throw ioFailure(e);
        }
        afterScalar();
        return this;
    }

    /**
     * Incomplete JSON is reported and the output left open, as the TCK requires: the caller still owns
     * a stream that holds half a document, and may want to discard or reuse it.
     */
    @Override
    public void close() {
        if (depth > 0 || !rootWritten) {
            throw new JsonGenerationException(depth > 0
                    ? "Generating incomplete JSON: " + depth + " object(s) or array(s) left open at close()"
                    : "Generating incomplete JSON: nothing was written before close()");
        }
        try {
            g.close();
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    @Override
    public void flush() {
        try {
            g.flush();
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    private void beforeValue() {
        if (depth == 0) {
            if (rootWritten) {
                throw new JsonGenerationException("A JSON text holds one root value; one has already been written");
            }
        } else if (contexts[depth - 1] == OBJECT) {
            if (!keyPending) {
                throw new JsonGenerationException("A value in an object needs a name: use write(name, value) or writeKey(name) first");
            }
            keyPending = false;
        }
    }

    private void beforeMember(String name) {
        Objects.requireNonNull(name, "name");
        if (depth == 0 || contexts[depth - 1] != OBJECT) {
            throw new JsonGenerationException("A name/value pair can only be written in an object, not "
                    + (depth == 0 ? "at the root" : "in an array"));
        }
        if (keyPending) {
            throw new JsonGenerationException("writeKey() was called and its value is still missing");
        }
    }

    private void afterScalar() {
        if (depth == 0) {
            rootWritten = true;
        }
    }

    private void push(byte context) {
        if (depth == contexts.length) {
            contexts = Arrays.copyOf(contexts, depth * 2);
        }
        contexts[depth++] = context;
    }

    /** Writes a whole value; recursion depth is that of a tree already held in memory. */
    private void writeTree(JsonValue value) throws IOException {
        switch (value.getValueType()) {
            case OBJECT:
                g.writeStartObject();
                for (Map.Entry<String, JsonValue> member : ((JsonObject) value).entrySet()) {
                    g.writeFieldName(member.getKey());
                    writeTree(member.getValue());
                }
                g.writeEndObject();
                break;
            case ARRAY:
                g.writeStartArray();
                List<JsonValue> elements = (JsonArray) value;
                for (int i = 0, n = elements.size(); i < n; i++) {
                    writeTree(elements.get(i));
                }
                g.writeEndArray();
                break;
            case STRING:
                g.writeString(((JsonString) value).getString());
                break;
            case NUMBER:
                writeNumber(g, (JsonNumber) value);
                break;
            case TRUE:
                g.writeBoolean(true);
                break;
            case FALSE:
                g.writeBoolean(false);
                break;
            default:
                g.writeNull();
        }
    }

    /** Ints and longs of our own model go out as primitives; other numbers as their exact decimal. */
    static void writeNumber(com.fasterxml.jackson.core.JsonGenerator g, JsonNumber number) throws IOException {
        if (JsonValues.isPrimitive(number)) {
            g.writeNumber(number.longValue());
        } else {
            g.writeNumber(number.bigDecimalValue());
        }
    }

    private static void checkFinite(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new NumberFormatException("JSON has no representation for " + value);
        }
    }

    private static JsonException ioFailure(IOException e) {
        return new JsonException("I/O error while generating JSON: " + e.getMessage(), e);
    }
}
