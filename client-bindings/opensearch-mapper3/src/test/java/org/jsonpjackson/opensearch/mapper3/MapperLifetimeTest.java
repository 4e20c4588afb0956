package org.jsonpjackson.opensearch.mapper3;

import org.jsonpjackson.mapper.internal.MapperLifetime;
import org.jsonpjackson.mapper.internal.opensearch.OpenSearchJavaApi;
import org.opensearch.client.json.JsonpMapper;

/** {@link MapperLifetime} of this module's mapper. */
class MapperLifetimeTest extends MapperLifetime<JsonpMapper> {

    MapperLifetimeTest() {
        super(new OpenSearchJavaApi(), OpenSearchJackson3Mapper::new);
    }
}
