package org.jsonpjackson.elasticsearch.mapper;

import org.jsonpjackson.mapper.internal.MapperLifetime;
import org.jsonpjackson.mapper.internal.elasticsearch.ElasticsearchJavaApi;
import co.elastic.clients.json.JsonpMapper;

/** {@link MapperLifetime} of this module's mapper. */
class MapperLifetimeTest extends MapperLifetime<JsonpMapper> {

    MapperLifetimeTest() {
        super(new ElasticsearchJavaApi(), ElasticsearchJacksonMapper::new);
    }
}
