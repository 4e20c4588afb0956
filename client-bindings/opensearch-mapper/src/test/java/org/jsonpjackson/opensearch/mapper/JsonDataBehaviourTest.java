package org.jsonpjackson.opensearch.mapper;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import org.jsonpjackson.mapper.internal.opensearch.JsonDataBehaviour;
import org.opensearch.client.json.JsonpMapper;

/** {@link JsonDataBehaviour} on this module's mapper, over Jackson 2's {@code ObjectMapper}. */
class JsonDataBehaviourTest extends JsonDataBehaviour {

    @Override
    protected JsonpMapper snakeCaseMapper() {
        return new JsonpJacksonMapper(new ObjectMapper()
                .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE));
    }

    @Override
    protected JsonpMapper lenientMapper() {
        return new JsonpJacksonMapper(new ObjectMapper()
                .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false));
    }

    @Override
    protected JsonpMapper defaultMapper() {
        return new JsonpJacksonMapper();
    }
}
