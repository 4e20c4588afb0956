package org.jsonpjackson.opensearch.mapper3;

import org.jsonpjackson.mapper.internal.jackson3.FastInstantsByDefault3;

/** {@link FastInstantsByDefault3} on this module's default {@code ObjectMapper}. */
class FastInstantsByDefaultTest extends FastInstantsByDefault3 {

    FastInstantsByDefaultTest() {
        super(OpenSearchJackson3Mapper::defaultObjectMapper);
    }
}
