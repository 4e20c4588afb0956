package org.jsonpjackson.elasticsearch.mapper;

import org.jsonpjackson.mapper.internal.jackson2.IsoInstants;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/** The default ObjectMapper reads instants with the fast reader (mapper-jackson2 tests the reader itself). */
class FastInstantsByDefaultTest {

    @Test
    void theDefaultObjectMapperHasTheFastInstantReader() throws Exception {
        var mapper = JsonpJacksonMapper.defaultObjectMapper();
        assertThat(mapper.getRegisteredModuleIds()).contains(IsoInstants.MODULE_NAME);
        assertThat(mapper.readValue("\"2026-09-17T14:02:16.25Z\"", Instant.class)).isEqualTo(Instant.parse("2026-09-17T14:02:16.25Z"));
    }
}
