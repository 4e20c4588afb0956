package org.jsonpjackson.opensearch.mapper;

import org.jsonpjackson.mapper.internal.jackson2.FastInstantsByDefault;

/** {@link FastInstantsByDefault} on this module's default {@code ObjectMapper}. */
class FastInstantsByDefaultTest extends FastInstantsByDefault {

    FastInstantsByDefaultTest() {
        super(OpenSearchJacksonMapper::defaultObjectMapper);
    }
}
