package org.jsonpjackson.elasticsearch.mapper.common;

import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpMapperBase;

import java.lang.reflect.Type;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Each type's deserializer, found once per mapper: {@link JsonData} as the mapper's tokens, elasticsearch-java's own
 * types as {@code JsonpMapperBase.findDeserializer} finds them (by reflection, which elasticsearch-java's own
 * mappers repeat on every call), anything else (your documents) with the mapper's databind. Classes in a
 * {@code ClassValue} (nothing held past their class loader), generic types in a map.
 *
 * <p>Shared by the two elasticsearch-java mappers, written once; not an API.
 */
public final class Deserializers extends ClassValue<JsonpDeserializer<?>> {

    private final JsonpDeserializer<JsonData> jsonData;
    private final Function<Type, JsonpDeserializer<?>> documents;
    private final Map<Type, JsonpDeserializer<?>> generic = new ConcurrentHashMap<>();

    public Deserializers(JsonpDeserializer<JsonData> jsonData, Function<Type, JsonpDeserializer<?>> documents) {
        this.jsonData = Objects.requireNonNull(jsonData, "jsonData");
        this.documents = Objects.requireNonNull(documents, "documents");
    }

    @SuppressWarnings("unchecked")
    public <T> JsonpDeserializer<T> of(Type type) {
        if (type instanceof Class<?>) {
            return (JsonpDeserializer<T>) get((Class<?>) type);
        }
        return (JsonpDeserializer<T>) generic.computeIfAbsent(type, documents);
    }

    @Override
    protected JsonpDeserializer<?> computeValue(Class<?> type) {
        if (type == JsonData.class) {
            return jsonData;
        }
        // elasticsearch-java's own types (by their @JsonpDeserializable field) and Void, looked up once here
        JsonpDeserializer<?> builtIn = JsonpMapperBase.findDeserializer(type);
        if (builtIn != null) {
            return builtIn;
        }
        return documents.apply(type);
    }
}
