package org.jsonpjackson.elasticsearch.mapper3;

import org.jsonpjackson.mapper.internal.jackson3.IsoInstants3;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/** The default JsonMapper reads instants with the fast reader (mapper-jackson3 tests the reader itself). */
class FastInstantsByDefaultTest {

    @Test
    void theDefaultObjectMapperHasTheFastInstantReader() {
        var mapper = JsonpJackson3Mapper.defaultObjectMapper();
        assertThat(mapper.registeredModules()).anyMatch(m -> IsoInstants3.MODULE_NAME.equals(m.getModuleName()));
        assertThat(mapper.readValue("\"2026-09-17T14:02:16.25Z\"", Instant.class)).isEqualTo(Instant.parse("2026-09-17T14:02:16.25Z"));
    }
}
