package org.jsonpjackson.sim.jmap;

import jakarta.json.JsonReader;
import org.jsonpjackson.json.JacksonJsonProvider;
import org.jsonpjackson.sim.stock.StockClient;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** Which provider each mode's codec reads with: the stock mode must really be on Parsson. */
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

    @Test
    void theStockCodecReadsWithParsson() {
        try (JsonReader reader = reader(JsonCodec.of(StockClient.jsonProvider()))) {
            assertThat(reader.getClass().getName()).startsWith("org.eclipse.parsson");
        }
    }
}
