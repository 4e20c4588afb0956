package org.jsonpjackson.mapper.internal.jackson3;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.ObjectMapper;

import java.time.Instant;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A Jackson 3 mapper's default JsonMapper reads instants with the fast reader ({@link IsoInstants3Test} tests the
 * reader itself). Written once for both clients' Jackson 3 mappers, shared through this module's test jar: each one's
 * {@code FastInstantsByDefaultTest} extends it with its {@code defaultObjectMapper()}.
 */
public abstract class FastInstantsByDefault3 {

    private final Supplier<? extends ObjectMapper> defaultObjectMapper;

    protected FastInstantsByDefault3(Supplier<? extends ObjectMapper> defaultObjectMapper) {
        this.defaultObjectMapper = defaultObjectMapper;
    }

    @Test
    void theDefaultObjectMapperHasTheFastInstantReader() {
        var mapper = defaultObjectMapper.get();
        assertThat(mapper.registeredModules()).anyMatch(m -> IsoInstants3.MODULE_NAME.equals(m.getModuleName()));
        assertThat(mapper.readValue("\"2026-09-17T14:02:16.25Z\"", Instant.class)).isEqualTo(Instant.parse("2026-09-17T14:02:16.25Z"));
    }
}
