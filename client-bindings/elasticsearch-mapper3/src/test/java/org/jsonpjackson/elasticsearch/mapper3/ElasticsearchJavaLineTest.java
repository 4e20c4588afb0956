package org.jsonpjackson.elasticsearch.mapper3;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * This module's tests run twice, on the elasticsearch-java the build names and on the older one Spring Boot manages
 * (9.2, Boot 4.0's); this checks that each run really has the elasticsearch-java it claims.
 */
class ElasticsearchJavaLineTest {

    @Test
    void theElasticsearchJavaOnTheClassPathIsTheOneThisRunIsFor() {
        String expected = System.getProperty("jsonpj.elasticsearch-java.version");
        assertThat(expected).as("the run's elasticsearch-java version (a system property set by the build)").isNotBlank();
        String jar = ElasticsearchClient.class.getProtectionDomain().getCodeSource().getLocation().getPath();
        assertThat(jar).endsWith("elasticsearch-java-" + expected + ".jar");
    }
}
