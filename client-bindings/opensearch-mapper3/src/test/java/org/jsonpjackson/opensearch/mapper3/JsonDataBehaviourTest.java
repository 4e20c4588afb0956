package org.jsonpjackson.opensearch.mapper3;

import org.jsonpjackson.mapper.internal.JsonDataBehaviour;
import org.jsonpjackson.mapper.internal.opensearch.OpenSearchJavaApi;
import org.jsonpjackson.mapper.internal.jackson3.Jackson3ObjectMappers;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpMapper;

/** {@link JsonDataBehaviour} on this module's mapper, over Jackson 3's {@code ObjectMapper}. */
class JsonDataBehaviourTest extends JsonDataBehaviour<JsonpMapper, JsonData> {

    JsonDataBehaviourTest() {
        super(new OpenSearchJavaApi(), new Jackson3ObjectMappers(), OpenSearchJackson3Mapper::new, OpenSearchJackson3Mapper::new);
    }
}
