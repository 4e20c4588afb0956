package org.jsonpjackson.mapper.internal;

import java.lang.reflect.Type;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Each type's deserializer, found once per mapper: the client's {@code JsonData} as the mapper's own, the client's
 * types as the client finds them (by reflection, which the clients' own mappers repeat on every call), anything else
 * (your documents) with the mapper's databind. Generic over the deserializer type, so that the opensearch-java and
 * elasticsearch-java mappers share it without this jar depending on either client.
 *
 * <p>The cache is a map the mapper owns, as Jackson's {@code ObjectMapper} owns its root deserializers: it lives and
 * dies with the mapper. It is not a {@code ClassValue}: the JDK keeps a {@code ClassValue}'s values inside the class
 * they were computed for, and these values hold their mapper, so every mapper that ever read {@code Map} or a client
 * type would live as long as that class: forever, and with it every document class its databind had read, and their
 * class loaders. Nor are its keys weak: each value holds its type (databind's reader names it), so a weak key would
 * never clear, and the {@code ObjectMapper} keeps the type in its own root deserializers for its life anyway. So a
 * mapper holds a document class while it lives and no longer: an application that undeploys drops its mapper, and
 * its class loader can go.
 *
 * <p>Public for the mapper jars only; not an API.
 *
 * @param <D> the client's deserializer type
 */
public final class MapperDeserializers<D> {

    private final ConcurrentHashMap<Type, D> found = new ConcurrentHashMap<>();
    private final Function<Type, D> find;

    /**
     * @param jsonDataType the client's {@code JsonData} interface, read by {@code jsonData}
     * @param jsonData     the mapper's own {@code JsonData} deserializer
     * @param builtIn      the client's deserializer for a class of its own, or {@code null} for any other class
     * @param documents    the mapper's databind deserializer for a type
     */
    public MapperDeserializers(Class<?> jsonDataType, D jsonData, Function<Class<?>, ? extends D> builtIn,
            Function<Type, ? extends D> documents) {
        Objects.requireNonNull(jsonDataType, "jsonDataType");
        Objects.requireNonNull(jsonData, "jsonData");
        Objects.requireNonNull(builtIn, "builtIn");
        Objects.requireNonNull(documents, "documents");
        this.find = type -> {
            if (type == jsonDataType) {
                return jsonData;
            }
            if (type instanceof Class<?>) {
                D own = builtIn.apply((Class<?>) type);
                if (own != null) {
                    return own;
                }
            }
            return documents.apply(type);
        };
    }

    /**
     * The deserializer for {@code type}: one map look-up once found. Found outside the map, as Jackson finds its root
     * deserializers: finding one runs others' code (a class's static initialiser, databind), which should not run
     * under the map's lock, where a look-up that came back to this map would fail. Two threads may both find one;
     * the first kept wins.
     */
    public D of(Type type) {
        D known = found.get(type);
        if (known != null) {
            return known;
        }
        D fresh = find.apply(type);
        D raced = found.putIfAbsent(type, fresh);
        return raced != null ? raced : fresh;
    }
}
