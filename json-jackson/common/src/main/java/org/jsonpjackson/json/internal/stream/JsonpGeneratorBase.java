package org.jsonpjackson.json.internal.stream;

import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerationException;
import jakarta.json.stream.JsonGenerator;
import org.jsonpjackson.json.internal.model.JsonValues;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Objects;

/**
 * JSON-P's generator over a token writer, whichever Jackson writes: it checks JSON-P's rules itself, before
 * Jackson sees the call, so misuse is always JSON-P's {@link JsonGenerationException} and nothing half-valid
 * is written. The context stack is a byte array: no allocation per event.
 *
 * <p>A subclass per Jackson major version writes the tokens, through the abstract methods below, and turns
 * that Jackson's failures into JSON-P's {@code JsonException}. In a JVM that loads one subclass, those calls
 * are monomorphic and compiled inline.
 *
 * <p>Public only so that the Jackson modules can extend it; the module exports this package to them alone.
 */
public abstract class JsonpGeneratorBase implements JsonGenerator {

    private static final byte OBJECT = 1;
    private static final byte ARRAY = 2;

    private byte[] contexts = new byte[16];
    private int depth;
    /** In an object, whether a key has been written by {@link #writeKey} and awaits its value. */
    private boolean keyPending;
    private boolean rootWritten;
    private final JsonValues.TreeWriter trees = JsonValues.treeWriter(new Sink());

    protected JsonpGeneratorBase() {
    }

    // ---- What a subclass writes, each failure already a JSON-P exception ----

    protected abstract void startObject();

    protected abstract void endObject();

    protected abstract void startArray();

    protected abstract void endArray();

    protected abstract void name(String name);

    protected abstract void string(String value);

    protected abstract void number(int value);

    protected abstract void number(long value);

    protected abstract void number(double value);

    protected abstract void number(BigInteger value);

    protected abstract void number(BigDecimal value);

    protected abstract void bool(boolean value);

    protected abstract void nullValue();

    protected abstract void flushOutput();

    protected abstract void closeOutput();

    /** Checks that a value may be written here, then counts the one the caller writes through Jackson. */
    protected final void countValueAsWritten() {
        beforeValue();
        if (depth == 0) {
            rootWritten = true;
        }
    }

    // ---- JSON-P ----

    @Override
    public JsonGenerator writeStartObject() {
        beforeValue();
        startObject();
        push(OBJECT);
        return this;
    }

    @Override
    public JsonGenerator writeStartObject(String name) {
        beforeMember(name);
        name(name);
        startObject();
        push(OBJECT);
        return this;
    }

    @Override
    public JsonGenerator writeKey(String name) {
        beforeMember(name);
        name(name);
        keyPending = true;
        return this;
    }

    @Override
    public JsonGenerator writeStartArray() {
        beforeValue();
        startArray();
        push(ARRAY);
        return this;
    }

    @Override
    public JsonGenerator writeStartArray(String name) {
        beforeMember(name);
        name(name);
        startArray();
        push(ARRAY);
        return this;
    }

    @Override
    public JsonGenerator write(String name, JsonValue value) {
        Objects.requireNonNull(value, "value");
        beforeMember(name);
        name(name);
        writeTree(value);
        return this;
    }

    @Override
    public JsonGenerator write(String name, String value) {
        Objects.requireNonNull(value, "value");
        beforeMember(name);
        name(name);
        string(value);
        return this;
    }

    @Override
    public JsonGenerator write(String name, BigInteger value) {
        Objects.requireNonNull(value, "value");
        beforeMember(name);
        name(name);
        number(value);
        return this;
    }

    @Override
    public JsonGenerator write(String name, BigDecimal value) {
        Objects.requireNonNull(value, "value");
        beforeMember(name);
        name(name);
        number(value);
        return this;
    }

    @Override
    public JsonGenerator write(String name, int value) {
        beforeMember(name);
        name(name);
        number(value);
        return this;
    }

    @Override
    public JsonGenerator write(String name, long value) {
        beforeMember(name);
        name(name);
        number(value);
        return this;
    }

    @Override
    public JsonGenerator write(String name, double value) {
        checkFinite(value);
        beforeMember(name);
        name(name);
        number(value);
        return this;
    }

    @Override
    public JsonGenerator write(String name, boolean value) {
        beforeMember(name);
        name(name);
        bool(value);
        return this;
    }

    @Override
    public JsonGenerator writeNull(String name) {
        beforeMember(name);
        name(name);
        nullValue();
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
        if (contexts[depth - 1] == OBJECT) {
            endObject();
        } else {
            endArray();
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
        writeTree(value);
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator write(String value) {
        Objects.requireNonNull(value, "value");
        beforeValue();
        string(value);
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator write(BigDecimal value) {
        Objects.requireNonNull(value, "value");
        beforeValue();
        number(value);
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator write(BigInteger value) {
        Objects.requireNonNull(value, "value");
        beforeValue();
        number(value);
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator write(int value) {
        beforeValue();
        number(value);
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator write(long value) {
        beforeValue();
        number(value);
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator write(double value) {
        checkFinite(value);
        beforeValue();
        number(value);
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator write(boolean value) {
        beforeValue();
        bool(value);
        afterScalar();
        return this;
    }

    @Override
    public JsonGenerator writeNull() {
        beforeValue();
        nullValue();
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
        closeOutput();
    }

    @Override
    public void flush() {
        flushOutput();
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

    /** Writes a whole value, through {@link JsonValues#treeWriter}. */
    private void writeTree(JsonValue value) {
        trees.write(value);
    }

    /** The token writes of a tree walk, forwarded to this generator's own. */
    private final class Sink implements JsonValues.TreeSink {

        @Override
        public void startObject() {
            JsonpGeneratorBase.this.startObject();
        }

        @Override
        public void endObject() {
            JsonpGeneratorBase.this.endObject();
        }

        @Override
        public void startArray() {
            JsonpGeneratorBase.this.startArray();
        }

        @Override
        public void endArray() {
            JsonpGeneratorBase.this.endArray();
        }

        @Override
        public void name(String name) {
            JsonpGeneratorBase.this.name(name);
        }

        @Override
        public void string(String value) {
            JsonpGeneratorBase.this.string(value);
        }

        @Override
        public void number(long value) {
            JsonpGeneratorBase.this.number(value);
        }

        @Override
        public void number(BigDecimal value) {
            JsonpGeneratorBase.this.number(value);
        }

        @Override
        public void bool(boolean value) {
            JsonpGeneratorBase.this.bool(value);
        }

        @Override
        public void nullValue() {
            JsonpGeneratorBase.this.nullValue();
        }
    }

    private static void checkFinite(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new NumberFormatException("JSON has no representation for " + value);
        }
    }
}
