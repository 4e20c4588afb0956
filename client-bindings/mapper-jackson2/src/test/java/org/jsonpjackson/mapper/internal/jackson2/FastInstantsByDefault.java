package org.jsonpjackson.mapper.internal.jackson2;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A Jackson 2 mapper's default ObjectMapper reads instants with the fast reader ({@link IsoInstantsTest} tests the
 * reader itself). Written once for both clients' Jackson 2 mappers, shared through this module's test jar: each one's
 * {@code FastInstantsByDefaultTest} extends it with its {@code defaultObjectMapper()}.
 */
public abstract class FastInstantsByDefault {

    private final Supplier<ObjectMapper> defaultObjectMapper;

    protected FastInstantsByDefault(Supplier<ObjectMapper> defaultObjectMapper) {
        this.defaultObjectMapper = defaultObjectMapper;
    }

    @Test
    void theDefaultObjectMapperHasTheFastInstantReader() throws Exception {
        var mapper = defaultObjectMapper.get();
        assertThat(mapper.getRegisteredModuleIds()).contains(IsoInstants.MODULE_NAME);
        assertThat(mapper.readValue("\"2026-09-17T14:02:16.25Z\"", Instant.class)).isEqualTo(Instant.parse("2026-09-17T14:02:16.25Z"));
    }
}
