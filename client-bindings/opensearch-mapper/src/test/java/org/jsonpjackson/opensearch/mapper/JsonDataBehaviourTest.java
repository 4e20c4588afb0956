package org.jsonpjackson.opensearch.mapper;

import org.jsonpjackson.mapper.internal.JsonDataBehaviour;
import org.jsonpjackson.mapper.internal.opensearch.OpenSearchJavaApi;
import org.jsonpjackson.mapper.internal.jackson2.Jackson2ObjectMappers;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpMapper;

/** {@link JsonDataBehaviour} on this module's mapper, over Jackson 2's {@code ObjectMapper}. */
class JsonDataBehaviourTest extends JsonDataBehaviour<JsonpMapper, JsonData> {

    JsonDataBehaviourTest() {
        super(new OpenSearchJavaApi(), new Jackson2ObjectMappers(), OpenSearchJacksonMapper::new, OpenSearchJacksonMapper::new);
    }
}
