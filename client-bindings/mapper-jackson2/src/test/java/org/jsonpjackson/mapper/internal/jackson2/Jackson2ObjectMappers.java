package org.jsonpjackson.mapper.internal.jackson2;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import org.jsonpjackson.mapper.internal.JsonDataBehaviour;

/** {@link JsonDataBehaviour}'s {@code ObjectMapper}s on Jackson 2, for both clients' Jackson 2 mappers. */
public final class Jackson2ObjectMappers implements JsonDataBehaviour.ObjectMappers<ObjectMapper> {

    @Override
    public ObjectMapper snakeCase() {
        return new ObjectMapper().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
    }

    @Override
    public ObjectMapper lenient() {
        return new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    }
}
