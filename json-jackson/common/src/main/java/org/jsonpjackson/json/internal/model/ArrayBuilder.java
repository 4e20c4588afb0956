package org.jsonpjackson.json.internal.model;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import org.jsonpjackson.json.internal.config.JsonpSettings;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Collection;
import java.util.Objects;

/**
 * Builds an {@link ArrayValue} in a growable array. {@link #build()} hands the array over and starts
 * afresh, trimming it only when much of it is unused.
 */
final class ArrayBuilder implements JsonArrayBuilder {

    private static final JsonValue[] NONE = new JsonValue[0];

    private final JsonpSettings settings;
    private JsonValue[] elements = NONE;
    private int size;

    ArrayBuilder(JsonpSettings settings) {
        this.settings = settings;
    }

    @Override
    public JsonArrayBuilder add(JsonValue value) {
        append(Objects.requireNonNull(value, "value"));
        return this;
    }

    @Override
    public JsonArrayBuilder add(String value) {
        append(new StringValue(Objects.requireNonNull(value, "value")));
        return this;
    }

    @Override
    public JsonArrayBuilder add(BigDecimal value) {
        append(JsonValues.number(Objects.requireNonNull(value, "value"), settings.maxBigIntegerScale()));
        return this;
    }

    @Override
    public JsonArrayBuilder add(BigInteger value) {
        append(JsonValues.number(Objects.requireNonNull(value, "value"), settings.maxBigIntegerScale()));
        return this;
    }

    @Override
    public JsonArrayBuilder add(int value) {
        append(JsonValues.number(value));
        return this;
    }

    @Override
    public JsonArrayBuilder add(long value) {
        append(JsonValues.number(value));
        return this;
    }

    @Override
    public JsonArrayBuilder add(double value) {
        append(JsonValues.number(value, settings.maxBigIntegerScale()));
        return this;
    }

    @Override
    public JsonArrayBuilder add(boolean value) {
        append(value ? JsonValue.TRUE : JsonValue.FALSE);
        return this;
    }

    @Override
    public JsonArrayBuilder addNull() {
        append(JsonValue.NULL);
        return this;
    }

    @Override
    public JsonArrayBuilder add(JsonObjectBuilder builder) {
        append(Objects.requireNonNull(builder, "builder").build());
        return this;
    }

    @Override
    public JsonArrayBuilder add(JsonArrayBuilder builder) {
        append(Objects.requireNonNull(builder, "builder").build());
        return this;
    }

    @Override
    public JsonArrayBuilder addAll(JsonArrayBuilder builder) {
        Objects.requireNonNull(builder, "builder");
        if (builder instanceof ArrayBuilder) {
            ArrayBuilder other = (ArrayBuilder) builder;
            for (int i = 0, n = other.size; i < n; i++) {
                append(other.elements[i]);
            }
        } else {
            // A foreign builder exposes its elements only through build().
            builder.build().forEach(this::append);
        }
        return this;
    }

    @Override
    public JsonArrayBuilder add(int index, JsonValue value) {
        insert(index, Objects.requireNonNull(value, "value"));
        return this;
    }

    @Override
    public JsonArrayBuilder add(int index, String value) {
        insert(index, new StringValue(Objects.requireNonNull(value, "value")));
        return this;
    }

    @Override
    public JsonArrayBuilder add(int index, BigDecimal value) {
        insert(index, JsonValues.number(Objects.requireNonNull(value, "value"), settings.maxBigIntegerScale()));
        return this;
    }

    @Override
    public JsonArrayBuilder add(int index, BigInteger value) {
        insert(index, JsonValues.number(Objects.requireNonNull(value, "value"), settings.maxBigIntegerScale()));
        return this;
    }

    @Override
    public JsonArrayBuilder add(int index, int value) {
        insert(index, JsonValues.number(value));
        return this;
    }

    @Override
    public JsonArrayBuilder add(int index, long value) {
        insert(index, JsonValues.number(value));
        return this;
    }

    @Override
    public JsonArrayBuilder add(int index, double value) {
        insert(index, JsonValues.number(value, settings.maxBigIntegerScale()));
        return this;
    }

    @Override
    public JsonArrayBuilder add(int index, boolean value) {
        insert(index, value ? JsonValue.TRUE : JsonValue.FALSE);
        return this;
    }

    @Override
    public JsonArrayBuilder addNull(int index) {
        insert(index, JsonValue.NULL);
        return this;
    }

    @Override
    public JsonArrayBuilder add(int index, JsonObjectBuilder builder) {
        insert(index, Objects.requireNonNull(builder, "builder").build());
        return this;
    }

    @Override
    public JsonArrayBuilder add(int index, JsonArrayBuilder builder) {
        insert(index, Objects.requireNonNull(builder, "builder").build());
        return this;
    }

    @Override
    public JsonArrayBuilder set(int index, JsonValue value) {
        replace(index, Objects.requireNonNull(value, "value"));
        return this;
    }

    @Override
    public JsonArrayBuilder set(int index, String value) {
        replace(index, new StringValue(Objects.requireNonNull(value, "value")));
        return this;
    }

    @Override
    public JsonArrayBuilder set(int index, BigDecimal value) {
        replace(index, JsonValues.number(Objects.requireNonNull(value, "value"), settings.maxBigIntegerScale()));
        return this;
    }

    @Override
    public JsonArrayBuilder set(int index, BigInteger value) {
        replace(index, JsonValues.number(Objects.requireNonNull(value, "value"), settings.maxBigIntegerScale()));
        return this;
    }

    @Override
    public JsonArrayBuilder set(int index, int value) {
        replace(index, JsonValues.number(value));
        return this;
    }

    @Override
    public JsonArrayBuilder set(int index, long value) {
        replace(index, JsonValues.number(value));
        return this;
    }

    @Override
    public JsonArrayBuilder set(int index, double value) {
        replace(index, JsonValues.number(value, settings.maxBigIntegerScale()));
        return this;
    }

    @Override
    public JsonArrayBuilder set(int index, boolean value) {
        replace(index, value ? JsonValue.TRUE : JsonValue.FALSE);
        return this;
    }

    @Override
    public JsonArrayBuilder setNull(int index) {
        replace(index, JsonValue.NULL);
        return this;
    }

    @Override
    public JsonArrayBuilder set(int index, JsonObjectBuilder builder) {
        replace(index, Objects.requireNonNull(builder, "builder").build());
        return this;
    }

    @Override
    public JsonArrayBuilder set(int index, JsonArrayBuilder builder) {
        replace(index, Objects.requireNonNull(builder, "builder").build());
        return this;
    }

    @Override
    public JsonArrayBuilder remove(int index) {
        checkIndex(index, size - 1);
        System.arraycopy(elements, index + 1, elements, index, size - index - 1);
        elements[--size] = null;
        return this;
    }

    @Override
    public JsonArray build() {
        if (size == 0) {
            return ArrayValue.EMPTY;
        }
        JsonValue[] built = elements.length - size > 8 ? Arrays.copyOf(elements, size) : elements;
        ArrayValue array = new ArrayValue(built, size);
        elements = NONE;
        size = 0;
        return array;
    }

    /** Appends without a null check; the parser's tree building uses this too. */
    void append(JsonValue value) {
        if (size == elements.length) {
            elements = Arrays.copyOf(elements, Math.max(8, size + (size >> 1)));
        }
        elements[size++] = value;
    }

    /** Appends a collection's elements, converted by {@link JsonValues#toJsonValue}; an empty Optional is left out. */
    void appendAll(Collection<?> values) {
        for (Object value : values) {
            if (!JsonValues.isEmptyOptional(value)) {
                append(JsonValues.toJsonValue(value, settings));
            }
        }
    }

    private void insert(int index, JsonValue value) {
        checkIndex(index, size);
        if (size == elements.length) {
            elements = Arrays.copyOf(elements, Math.max(8, size + (size >> 1)));
        }
        System.arraycopy(elements, index, elements, index + 1, size - index);
        elements[index] = value;
        size++;
    }

    private void replace(int index, JsonValue value) {
        checkIndex(index, size - 1);
        elements[index] = value;
    }

    private void checkIndex(int index, int max) {
        if (index < 0 || index > max) {
            throw new IndexOutOfBoundsException("Index " + index + " out of bounds for array builder of size " + size);
        }
    }
}
