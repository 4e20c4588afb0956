package org.jsonpjackson.mapper.internal.elasticsearch;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each elasticsearch-java mapper's tests run twice, on the elasticsearch-java the build names and on the older one
 * Spring Boot manages (8.18 for the Jackson 2 mapper, 9.2 for the Jackson 3 one); this checks that each run really
 * has the elasticsearch-java it claims. Written once, shared through this module's test jar: each mapper module's
 * {@code ElasticsearchJavaLineTest} extends it.
 */
public abstract class ElasticsearchJavaLine {

    @Test
    void theElasticsearchJavaOnTheClassPathIsTheOneThisRunIsFor() {
        String expected = System.getProperty("jsonpj.elasticsearch-java.version");
        assertThat(expected).as("the run's elasticsearch-java version (a system property set by the build)").isNotBlank();
        String jar = ElasticsearchClient.class.getProtectionDomain().getCodeSource().getLocation().getPath();
        assertThat(jar).endsWith("elasticsearch-java-" + expected + ".jar");
    }
}
