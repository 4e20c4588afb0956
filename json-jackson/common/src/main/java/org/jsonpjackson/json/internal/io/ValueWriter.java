package org.jsonpjackson.json.internal.io;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.JsonWriter;
import jakarta.json.stream.JsonGenerator;

import java.util.Objects;

/** Writes exactly one value through a generator, flushing it so the text is visible before close(). */
final class ValueWriter implements JsonWriter {

    private final JsonGenerator generator;
    private boolean used;

    ValueWriter(JsonGenerator generator) {
        this.generator = generator;
    }

    @Override
    public void writeArray(JsonArray array) {
        write((JsonValue) Objects.requireNonNull(array, "array"));
    }

    @Override
    public void writeObject(JsonObject object) {
        write((JsonValue) Objects.requireNonNull(object, "object"));
    }

    @Override
    public void write(JsonStructure value) {
        write((JsonValue) Objects.requireNonNull(value, "value"));
    }

    @Override
    public void write(JsonValue value) {
        Objects.requireNonNull(value, "value");
        if (used) {
            throw new IllegalStateException("This writer has already written a value or been closed; a writer writes one JSON text");
        }
        used = true;
        generator.write(value);
        generator.flush();
    }

    @Override
    public void close() {
        used = true;
        generator.close();
    }
}
