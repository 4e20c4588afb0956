package org.jsonpjackson.elasticsearch.mapper3;

import co.elastic.clients.elasticsearch._types.ErrorCause;
import co.elastic.clients.json.JsonData;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.Lifetimes;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** A mapper lives no longer than its users hold it, whatever it read, and holds a document class no longer. */
class MapperLifetimeTest {

    @Test
    void droppedMappersAreCollectedWhateverClassesTheyRead() {
        assertThat(Lifetimes.survivors(200, JsonpJackson3Mapper::new, MapperLifetimeTest::read,
                Map.of(JsonData.class, "{\"a\":1}", ErrorCause.class, "{\"type\":\"oops\"}"))).isZero();
    }

    @Test
    void aDocumentClassLoaderIsCollectedWithTheMapperThatReadItsClass() {
        assertThat(Lifetimes.loaderSurvives(JsonpJackson3Mapper::new, MapperLifetimeTest::read)).isFalse();
    }

    private static Object read(JsonpJackson3Mapper mapper, String json, Class<?> type) {
        try (JsonParser parser = mapper.jsonProvider().createParser(new StringReader(json))) {
            return mapper.deserialize(parser, type);
        }
    }
}
