package org.jsonpjackson.elasticsearch.mapper;

import org.jsonpjackson.mapper.internal.JsonDataBehaviour;
import org.jsonpjackson.mapper.internal.elasticsearch.ElasticsearchJavaApi;
import org.jsonpjackson.mapper.internal.jackson2.Jackson2ObjectMappers;
import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpMapper;

/** {@link JsonDataBehaviour} on this module's mapper, over Jackson 2's {@code ObjectMapper}. */
class JsonDataBehaviourTest extends JsonDataBehaviour<JsonpMapper, JsonData> {

    JsonDataBehaviourTest() {
        super(new ElasticsearchJavaApi(), new Jackson2ObjectMappers(), ElasticsearchJacksonMapper::new, ElasticsearchJacksonMapper::new);
    }
}
