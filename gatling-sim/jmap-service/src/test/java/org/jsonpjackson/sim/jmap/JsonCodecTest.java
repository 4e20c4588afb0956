package org.jsonpjackson.sim.jmap;

import jakarta.json.JsonReader;
import org.jsonpjackson.json.JacksonJsonProvider;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** The service's codec reads with this project's provider. */
class JsonCodecTest {

    private static JsonReader reader(JsonCodec codec) {
        return codec.reader(new ByteArrayInputStream("{}".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void ourCodecReadsWithThisProjectsProvider() {
        try (JsonReader reader = reader(JsonCodec.of(new JacksonJsonProvider()))) {
            assertThat(reader.getClass().getName()).startsWith("org.jsonpjackson.json");
        }
    }
}
