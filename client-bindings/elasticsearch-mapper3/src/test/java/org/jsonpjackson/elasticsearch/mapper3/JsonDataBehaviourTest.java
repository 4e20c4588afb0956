package org.jsonpjackson.elasticsearch.mapper3;

import co.elastic.clients.json.JsonpMapper;
import org.jsonpjackson.mapper.internal.elasticsearch.JsonDataBehaviour;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/** {@link JsonDataBehaviour} on this module's mapper, over Jackson 3's {@code JsonMapper}. */
class JsonDataBehaviourTest extends JsonDataBehaviour {

    @Override
    protected JsonpMapper snakeCaseMapper() {
        return new JsonpJackson3Mapper(JsonMapper.builder()
                .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build());
    }

    @Override
    protected JsonpMapper lenientMapper() {
        return new JsonpJackson3Mapper(JsonMapper.builder()
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build());
    }

    @Override
    protected JsonpMapper defaultMapper() {
        return new JsonpJackson3Mapper();
    }
}
