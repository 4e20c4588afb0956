package org.jsonpjackson.json.internal.model;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.jsonpjackson.json.internal.config.JsonpSettings;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The immutable value model: factories for values, builders and the builder factory. The classes behind
 * them are package-private; callers see only the {@code jakarta.json} interfaces.
 */
public final class JsonValues {

    private static final JsonNumber[] SMALL_INTS = new JsonNumber[256];

    static {
        for (int i = 0; i < SMALL_INTS.length; i++) {
            SMALL_INTS[i] = new NumberValue.PrimitiveNumber(i - 128);
        }
    }

    private JsonValues() {
    }

    public static JsonString string(String value) {
        return new StringValue(Objects.requireNonNull(value, "value"));
    }

    public static JsonNumber number(int value) {
        return value >= -128 && value < 128 ? SMALL_INTS[value + 128] : new NumberValue.PrimitiveNumber(value);
    }

    public static JsonNumber number(long value) {
        return new NumberValue.PrimitiveNumber(value);
    }

    /** A number from a double, as {@link BigDecimal#valueOf(double)} renders it; NaN and infinities are refused. */
    public static JsonNumber number(double value, int maxBigIntegerScale) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new NumberFormatException("JSON has no representation for " + value);
        }
        return new NumberValue.DecimalNumber(BigDecimal.valueOf(value), value, maxBigIntegerScale);
    }

    public static JsonNumber number(BigDecimal value, int maxBigIntegerScale) {
        return new NumberValue.DecimalNumber(Objects.requireNonNull(value, "value"), value, maxBigIntegerScale);
    }

    public static JsonNumber number(BigInteger value, int maxBigIntegerScale) {
        Objects.requireNonNull(value, "value");
        return new NumberValue.DecimalNumber(new BigDecimal(value), value, maxBigIntegerScale);
    }

    /** A number from any {@link Number}; {@code numberValue()} gives the same object back. */
    public static JsonNumber number(Number value, int maxBigIntegerScale) {
        Objects.requireNonNull(value, "value");
        if (value instanceof Integer) {
            return number(value.intValue());
        }
        if (value instanceof Long) {
            return number(value.longValue());
        }
        if (value instanceof Double) {
            return number(value.doubleValue(), maxBigIntegerScale);
        }
        if (value instanceof BigDecimal) {
            return number((BigDecimal) value, maxBigIntegerScale);
        }
        if (value instanceof BigInteger) {
            return number((BigInteger) value, maxBigIntegerScale);
        }
        // Float, Short, AtomicLong and the like: their decimal text is their exact value.
        BigDecimal decimal;
        try {
            decimal = new BigDecimal(value.toString());
        } catch (NumberFormatException e) {
            throw new NumberFormatException("JSON has no representation for " + value);
        }
        return new NumberValue.DecimalNumber(decimal, value, maxBigIntegerScale);
    }

    /**
     * Whether {@code number} is one of ours that holds an int or a long, so a writer can take
     * {@link JsonNumber#longValue()} without building a {@link BigDecimal} first.
     */
    public static boolean isPrimitive(JsonNumber number) {
        return number instanceof NumberValue.PrimitiveNumber;
    }

    /**
     * What writes whole values into {@code sink}. Keep one per sink: writing allocates nothing. On our own model it
     * tests the final classes and reads their fields, so a value costs no interface call or cast to an interface,
     * and an object member no entry or iterator; any other JSON-P value goes through the interfaces. Recursion depth
     * is that of a tree already held in memory.
     */
    public static TreeWriter treeWriter(TreeSink sink) {
        return new TreeWalk(Objects.requireNonNull(sink, "sink"));
    }

    /** Writes whole values into the {@link TreeSink} it was made for ({@link #treeWriter}). */
    public interface TreeWriter {

        void write(JsonValue value);
    }

    /**
     * The token writes a tree walk ({@link #treeWriter}) makes: a generator's, in practice. One implementation per
     * JVM in the common case, so the calls are inlined.
     */
    public interface TreeSink {

        void startObject();

        void endObject();

        void startArray();

        void endArray();

        void name(String name);

        void string(String value);

        /** An int or a long of our model: its text is {@code Long.toString}, as its {@code toString()} gives it. */
        void number(long value);

        /** Any other number, as its exact decimal. */
        void number(BigDecimal value);

        void bool(boolean value);

        void nullValue();
    }

    public static JsonObjectBuilder objectBuilder(JsonpSettings settings) {
        return new ObjectBuilder(settings);
    }

    public static JsonObjectBuilder objectBuilder(JsonObject initial, JsonpSettings settings) {
        Objects.requireNonNull(initial, "object");
        ObjectBuilder builder = new ObjectBuilder(settings);
        initial.forEach(builder::put);
        return builder;
    }

    /** A builder holding the map's entries; values are converted as {@link #toJsonValue} describes. */
    public static JsonObjectBuilder objectBuilder(Map<String, ?> initial, JsonpSettings settings) {
        Objects.requireNonNull(initial, "map");
        ObjectBuilder builder = new ObjectBuilder(settings);
        builder.putAll(initial);
        return builder;
    }

    public static JsonArrayBuilder arrayBuilder(JsonpSettings settings) {
        return new ArrayBuilder(settings);
    }

    public static JsonArrayBuilder arrayBuilder(JsonArray initial, JsonpSettings settings) {
        Objects.requireNonNull(initial, "array");
        ArrayBuilder builder = new ArrayBuilder(settings);
        for (int i = 0, n = initial.size(); i < n; i++) {
            builder.append(initial.get(i));
        }
        return builder;
    }

    /** A builder holding the collection's elements; values are converted as {@link #toJsonValue} describes. */
    public static JsonArrayBuilder arrayBuilder(Collection<?> initial, JsonpSettings settings) {
        Objects.requireNonNull(initial, "collection");
        ArrayBuilder builder = new ArrayBuilder(settings);
        builder.appendAll(initial);
        return builder;
    }

    public static JsonBuilderFactory builderFactory(JsonpSettings settings) {
        return new BuilderFactory(settings);
    }

    /**
     * Converts a plain Java value as JSON-P's Map and Collection builders do: {@code null}, JSON values and
     * builders, strings, numbers, booleans, maps, collections, and arrays of objects or primitives.
     *
     * <p>An {@link Optional} stands for its content, as in Parsson: a present one is unwrapped
     * (however deeply nested in other Optionals), and an empty one leaves out the map entry or element that
     * holds it, at any depth ({@link #isEmptyOptional}).
     *
     * @throws IllegalArgumentException for any other type, naming it, and for an empty Optional on its own
     */
    public static JsonValue toJsonValue(Object value, JsonpSettings settings) {
        if (value == null) {
            return JsonValue.NULL;
        }
        if (value instanceof JsonValue) {
            return (JsonValue) value;
        }
        if (value instanceof String) {
            return new StringValue((String) value);
        }
        if (value instanceof Number) {
            return number((Number) value, settings.maxBigIntegerScale());
        }
        if (value instanceof Boolean) {
            return (Boolean) value ? JsonValue.TRUE : JsonValue.FALSE;
        }
        if (value instanceof Optional) {
            Optional<?> optional = (Optional<?>) value;
            if (optional.isEmpty()) {
                throw new IllegalArgumentException("An empty Optional has no JSON value; in a Map or Collection it is left out");
            }
            return toJsonValue(optional.get(), settings);
        }
        if (value instanceof JsonObjectBuilder) {
            return ((JsonObjectBuilder) value).build();
        }
        if (value instanceof JsonArrayBuilder) {
            return ((JsonArrayBuilder) value).build();
        }
        if (value instanceof Map) {
            ObjectBuilder builder = new ObjectBuilder(settings);
            for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
                if (!isEmptyOptional(e.getValue())) {
                    builder.put(String.valueOf(e.getKey()), toJsonValue(e.getValue(), settings));
                }
            }
            return builder.build();
        }
        if (value instanceof Collection) {
            ArrayBuilder builder = new ArrayBuilder(settings);
            builder.appendAll((Collection<?>) value);
            return builder.build();
        }
        if (value instanceof Object[]) {
            ArrayBuilder builder = new ArrayBuilder(settings);
            builder.appendAll(Arrays.asList((Object[]) value));
            return builder.build();
        }
        if (value.getClass().isArray()) {
            return primitiveArray(value, settings);
        }
        throw new IllegalArgumentException("Type " + value.getClass().getName() + " cannot be converted to a JSON value");
    }

    /**
     * Whether a map entry or collection element is an empty {@link Optional}, or one that holds only empty
     * ones: the builders leave it out, since no JSON value says "absent".
     */
    static boolean isEmptyOptional(Object value) {
        while (value instanceof Optional) {
            Optional<?> optional = (Optional<?>) value;
            if (optional.isEmpty()) {
                return true;
            }
            value = optional.get();
        }
        return false;
    }

    private static JsonValue primitiveArray(Object array, JsonpSettings settings) {
        ArrayBuilder builder = new ArrayBuilder(settings);
        int length = java.lang.reflect.Array.getLength(array);
        for (int i = 0; i < length; i++) {
            Object element = java.lang.reflect.Array.get(array, i);
            // A char is text in Java but a number in Parsson's conversion; keep it a number, as users expect.
            builder.append(element instanceof Character
                    ? number((int) (Character) element)
                    : toJsonValue(element, settings));
        }
        return builder.build();
    }
}
