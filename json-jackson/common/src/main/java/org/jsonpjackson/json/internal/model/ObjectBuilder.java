package org.jsonpjackson.json.internal.model;

import org.jsonpjackson.json.JsonpConfig;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import org.jsonpjackson.json.internal.config.JsonpSettings;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Builds an {@link ObjectValue}. {@link #build()} hands the map over to the value and starts afresh,
 * so building never copies.
 */
final class ObjectBuilder implements JsonObjectBuilder {

    private final JsonpSettings settings;
    private Map<String, JsonValue> members;

    ObjectBuilder(JsonpSettings settings) {
        this.settings = settings;
    }

    @Override
    public JsonObjectBuilder add(String name, JsonValue value) {
        put(name, Objects.requireNonNull(value, "value"));
        return this;
    }

    @Override
    public JsonObjectBuilder add(String name, String value) {
        put(name, new StringValue(Objects.requireNonNull(value, "value")));
        return this;
    }

    @Override
    public JsonObjectBuilder add(String name, BigInteger value) {
        put(name, JsonValues.number(Objects.requireNonNull(value, "value"), settings.maxBigIntegerScale()));
        return this;
    }

    @Override
    public JsonObjectBuilder add(String name, BigDecimal value) {
        put(name, JsonValues.number(Objects.requireNonNull(value, "value"), settings.maxBigIntegerScale()));
        return this;
    }

    @Override
    public JsonObjectBuilder add(String name, int value) {
        put(name, JsonValues.number(value));
        return this;
    }

    @Override
    public JsonObjectBuilder add(String name, long value) {
        put(name, JsonValues.number(value));
        return this;
    }

    @Override
    public JsonObjectBuilder add(String name, double value) {
        put(name, JsonValues.number(value, settings.maxBigIntegerScale()));
        return this;
    }

    @Override
    public JsonObjectBuilder add(String name, boolean value) {
        put(name, value ? JsonValue.TRUE : JsonValue.FALSE);
        return this;
    }

    @Override
    public JsonObjectBuilder addNull(String name) {
        put(name, JsonValue.NULL);
        return this;
    }

    @Override
    public JsonObjectBuilder add(String name, JsonObjectBuilder builder) {
        Objects.requireNonNull(name, "name");
        put(name, Objects.requireNonNull(builder, "builder").build());
        return this;
    }

    @Override
    public JsonObjectBuilder add(String name, JsonArrayBuilder builder) {
        Objects.requireNonNull(name, "name");
        put(name, Objects.requireNonNull(builder, "builder").build());
        return this;
    }

    @Override
    public JsonObjectBuilder addAll(JsonObjectBuilder builder) {
        Objects.requireNonNull(builder, "builder");
        if (builder instanceof ObjectBuilder) {
            Map<String, JsonValue> other = ((ObjectBuilder) builder).members;
            if (other != null) {
                other.forEach(this::put);
            }
        } else {
            // A foreign builder exposes its members only through build().
            builder.build().forEach(this::put);
        }
        return this;
    }

    @Override
    public JsonObjectBuilder remove(String name) {
        Objects.requireNonNull(name, "name");
        if (members != null) {
            members.remove(name);
        }
        return this;
    }

    @Override
    public JsonObject build() {
        Map<String, JsonValue> built = members;
        members = null;
        return built == null ? ObjectValue.EMPTY : new ObjectValue(built);
    }

    /** Adds a member under the duplicate-key strategy; the parser's tree building uses this too. */
    void put(String name, JsonValue value) {
        Objects.requireNonNull(name, "name");
        if (members == null) {
            members = new LinkedHashMap<>();
        }
        JsonpSettings.DuplicateKeys strategy = settings.duplicateKeys();
        if (strategy == JsonpSettings.DuplicateKeys.LAST) {
            members.put(name, value);
        } else if (members.putIfAbsent(name, value) != null && strategy == JsonpSettings.DuplicateKeys.NONE) {
            throw new JsonException("Duplicate key '" + name + "' (" + JsonpConfig.KEY_STRATEGY + " is NONE)");
        }
    }

    /** Adds a map's entries, converted by {@link JsonValues#toJsonValue}; an empty Optional is left out. */
    void putAll(Map<String, ?> map) {
        for (Map.Entry<String, ?> e : map.entrySet()) {
            if (!JsonValues.isEmptyOptional(e.getValue())) {
                put(e.getKey(), JsonValues.toJsonValue(e.getValue(), settings));
            }
        }
    }
}
