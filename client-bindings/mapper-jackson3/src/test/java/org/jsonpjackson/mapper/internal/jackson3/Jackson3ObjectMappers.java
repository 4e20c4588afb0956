package org.jsonpjackson.mapper.internal.jackson3;

import org.jsonpjackson.mapper.internal.JsonDataBehaviour;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/** {@link JsonDataBehaviour}'s {@code ObjectMapper}s on Jackson 3, for both clients' Jackson 3 mappers. */
public final class Jackson3ObjectMappers implements JsonDataBehaviour.ObjectMappers<ObjectMapper> {

    @Override
    public ObjectMapper snakeCase() {
        return JsonMapper.builder().propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();
    }

    @Override
    public ObjectMapper lenient() {
        return JsonMapper.builder().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();
    }
}
