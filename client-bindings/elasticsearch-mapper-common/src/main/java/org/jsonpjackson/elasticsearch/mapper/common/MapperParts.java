package org.jsonpjackson.elasticsearch.mapper.common;

import co.elastic.clients.json.DelegatingJsonGenerator;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.json.JsonpSerializable;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;


/**
 * The parts of {@link JsonpMapper} that do not depend on Jackson, for both elasticsearch-java mappers.
 *
 * <p>Shared by the two elasticsearch-java mappers, written once; not an API.
 */
public final class MapperParts {

    private MapperParts() {
    }

    /**
     * Writes values that know how to write themselves (elasticsearch-java's own types, JSON-P values) and says
     * whether it did; the rest is the caller's, for its databind.
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
     * The generator underneath elasticsearch-java's wrappers (which leave out empty objects, for one): your document
     * is a value below that level, written to the generator underneath.
     */
    public static JsonGenerator unwrap(JsonGenerator generator) {
        while (generator instanceof DelegatingJsonGenerator) {
            generator = ((DelegatingJsonGenerator) generator).unwrap();
        }
        return generator;
    }
}
