package org.jsonpjackson.opensearch.reactor.transport;

import org.opensearch.client.json.JsonpMapper;

import java.lang.reflect.InvocationTargetException;

/**
 * The mapper of a transport built without one: our Jackson 2 mapper when opensearch-mapper is on the class path (the
 * artifact brings it), else our Jackson 3 mapper when a Jackson-3-only application excluded it and added
 * opensearch-mapper3. Both are found by name, so that neither is linked into the transport: a direct reference would
 * fail with {@code NoClassDefFoundError} on a class path that has only the other.
 */
final class DefaultMapper {

    static final String JACKSON2 = "org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper";
    static final String JACKSON3 = "org.jsonpjackson.opensearch.mapper3.OpenSearchJackson3Mapper";

    private DefaultMapper() {
    }

    static JsonpMapper create() {
        return create(DefaultMapper.class.getClassLoader(), JACKSON2, JACKSON3);
    }

    /** The first of {@code candidates} the loader has, constructed with no arguments. */
    static JsonpMapper create(ClassLoader loader, String... candidates) {
        for (String name : candidates) {
            Class<?> type;
            try {
                type = Class.forName(name, true, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                continue;
            }
            try {
                return (JsonpMapper) type.getConstructor().newInstance();
            } catch (InvocationTargetException e) {
                throw new IllegalStateException("Could not create the default mapper " + name + ": "
                        + e.getCause(), e.getCause());
            } catch (ReflectiveOperationException | LinkageError e) {
                throw new IllegalStateException("Could not create the default mapper " + name + ": " + e, e);
            }
        }
        throw new IllegalStateException("No mapper for the transport: neither " + String.join(" nor ", candidates)
                + " is on the class path. Add org.jsonpjackson:opensearch-mapper (Jackson 2, what opensearch-reactor"
                + " brings unless excluded) or org.jsonpjackson:opensearch-mapper3 (Jackson 3), or give the transport a"
                + " mapper with ReactorNettyTransport.builder(config).mapper(...)");
    }
}
