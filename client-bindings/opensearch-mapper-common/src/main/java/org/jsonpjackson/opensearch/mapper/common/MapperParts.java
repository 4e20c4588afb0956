package org.jsonpjackson.opensearch.mapper.common;

import jakarta.json.JsonException;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import org.opensearch.client.json.JsonpDeserializable;
import org.opensearch.client.json.JsonpDeserializer;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.json.JsonpSerializable;

import java.lang.reflect.Field;


/**
 * The parts of {@link JsonpMapper} that do not depend on Jackson, for both mappers.
 *
 * <p>Shared by the two mappers, written once; not an API.
 */
public final class MapperParts {

    private MapperParts() {
    }

    /**
     * Writes values that know how to write themselves (opensearch-java's own types, JSON-P values) and says whether
     * it did; the rest is the caller's, for its databind.
     */
    public static boolean writeItself(Object value, JsonGenerator generator, JsonpMapper mapper) {
        if (value instanceof JsonpSerializable) {
            ((JsonpSerializable) value).serialize(generator, mapper);
            return true;
        }
        if (value instanceof JsonValue) {
            generator.write((JsonValue) value);
            return true;
        }
        return false;
    }

    /**
     * opensearch-java's deserializer for one of its own types, from the static field its {@link JsonpDeserializable}
     * annotation names; {@code null} for any other class. Reflection: call it once per class (the mappers' cache
     * does), not per value as opensearch-java's own mappers do.
     */
    public static JsonpDeserializer<?> builtIn(Class<?> type) {
        JsonpDeserializable annotation = type.getAnnotation(JsonpDeserializable.class);
        if (annotation == null) {
            return null;
        }
        try {
            Field field = type.getDeclaredField(annotation.field());
            return (JsonpDeserializer<?>) field.get(null);
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new JsonException("No deserializer in " + type.getName() + "." + annotation.field(), e);
        }
    }
}
