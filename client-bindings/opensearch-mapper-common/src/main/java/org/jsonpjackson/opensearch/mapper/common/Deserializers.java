package org.jsonpjackson.opensearch.mapper.common;

import jakarta.json.JsonException;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpDeserializable;
import org.opensearch.client.json.JsonpDeserializer;

import java.lang.reflect.Field;
import java.util.Objects;
import java.util.function.Function;

/**
 * Each class's deserializer, found once per mapper. opensearch-java's own mappers look the annotated field up by
 * reflection on every call. {@link JsonData} gets the mapper's token-buffered one, opensearch-java's own types their
 * {@link JsonpDeserializable} field, and everything else (your documents) the mapper's databind.
 *
 * <p>Shared by the two mappers, written once; not an API.
 */
public final class Deserializers extends ClassValue<JsonpDeserializer<?>> {

    private final JsonpDeserializer<JsonData> jsonData;
    private final Function<Class<?>, JsonpDeserializer<?>> documents;

    public Deserializers(JsonpDeserializer<JsonData> jsonData, Function<Class<?>, JsonpDeserializer<?>> documents) {
        this.jsonData = Objects.requireNonNull(jsonData, "jsonData");
        this.documents = Objects.requireNonNull(documents, "documents");
    }

    @SuppressWarnings("unchecked")
    public <T> JsonpDeserializer<T> of(Class<T> type) {
        return (JsonpDeserializer<T>) get(type);
    }

    @Override
    protected JsonpDeserializer<?> computeValue(Class<?> type) {
        if (type == JsonData.class) {
            return jsonData;
        }
        JsonpDeserializable annotation = type.getAnnotation(JsonpDeserializable.class);
        if (annotation != null) {
            try {
                Field field = type.getDeclaredField(annotation.field());
                return (JsonpDeserializer<?>) field.get(null);
            } catch (ReflectiveOperationException | ClassCastException e) {
                throw new JsonException("No deserializer in " + type.getName() + "." + annotation.field(), e);
            }
        }
        return documents.apply(type);
    }
}
