package org.jsonpjackson.elasticsearch.mapper3;

import org.jsonpjackson.mapper.internal.JsonDataBehaviour;
import org.jsonpjackson.mapper.internal.elasticsearch.ElasticsearchJavaApi;
import org.jsonpjackson.mapper.internal.jackson3.Jackson3ObjectMappers;
import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpMapper;

/** {@link JsonDataBehaviour} on this module's mapper, over Jackson 3's {@code ObjectMapper}. */
class JsonDataBehaviourTest extends JsonDataBehaviour<JsonpMapper, JsonData> {

    JsonDataBehaviourTest() {
        super(new ElasticsearchJavaApi(), new Jackson3ObjectMappers(), ElasticsearchJackson3Mapper::new, ElasticsearchJackson3Mapper::new);
    }
}
