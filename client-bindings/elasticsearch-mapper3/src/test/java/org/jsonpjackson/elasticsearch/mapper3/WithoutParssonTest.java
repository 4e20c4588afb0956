package org.jsonpjackson.elasticsearch.mapper3;

import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpUtils;
import org.jsonpjackson.json.jackson3.JsonpJackson3Provider;
import org.jsonpjackson.mapper.internal.jackson3.WithoutParsson3;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The JVM this module's tests run in is the one its users get: no Parsson and no Jackson 2 (this module's default
 * test run leaves Parsson off the class path, and the build rules keep Jackson 2 out), so elasticsearch-java finds
 * our provider, and JSON-P trees and builders work.
 */
class WithoutParssonTest extends WithoutParsson3 {

    /** elasticsearch-java 9 takes its own Jackson 2 provider whenever Jackson 2's databind is there. */
    @Test
    void jackson2IsNotOnTheClassPathSoElasticsearchJavaFindsOurProvider() {
        assertThatThrownBy(() -> Class.forName("com.fasterxml.jackson.databind.ObjectMapper"))
                .isInstanceOf(ClassNotFoundException.class);
        assertThatThrownBy(() -> Class.forName("com.fasterxml.jackson.core.JsonFactory"))
                .isInstanceOf(ClassNotFoundException.class);
        assertThat(JsonpUtils.provider()).isInstanceOf(JsonpJackson3Provider.class);
    }

    /** What elasticsearch-java's own Jackson 3 provider sends to Parsson: trees, builders, values. */
    @Test
    void treesAndBuildersOfElasticsearchJavaWorkOnOurMapper() {
        ElasticsearchJackson3Mapper mapper = new ElasticsearchJackson3Mapper();
        JsonData data = JsonData.of(Map.of("tags", List.of("inbox", "work")), mapper);
        assertThat(data.toJson(mapper).asJsonObject().getJsonArray("tags").getString(1)).isEqualTo("work");
        assertThat(mapper.jsonProvider().createObjectBuilder().add("n", 1).build().toString()).isEqualTo("{\"n\":1}");
    }
}
