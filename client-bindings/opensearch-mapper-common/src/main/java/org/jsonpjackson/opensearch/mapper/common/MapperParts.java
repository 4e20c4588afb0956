package org.jsonpjackson.opensearch.mapper.common;

import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.json.JsonpSerializable;


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
}
