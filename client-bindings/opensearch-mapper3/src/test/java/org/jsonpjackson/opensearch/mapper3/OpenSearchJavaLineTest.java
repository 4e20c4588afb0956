package org.jsonpjackson.opensearch.mapper3;

import org.junit.jupiter.api.Test;
import org.opensearch.client.opensearch.OpenSearchAsyncClient;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * This module's tests run twice, on the build's opensearch-java and on the newest (opensearch-java-newest); this
 * checks that each run really has the opensearch-java it claims.
 */
class OpenSearchJavaLineTest {

    @Test
    void theOpenSearchJavaOnTheClassPathIsTheOneThisRunIsFor() {
        String expected = System.getProperty("jsonpj.opensearch-java.version");
        assertThat(expected).as("the run's opensearch-java version (a system property set by the build)").isNotBlank();
        String jar = OpenSearchAsyncClient.class.getProtectionDomain().getCodeSource().getLocation().getPath();
        assertThat(jar).endsWith("opensearch-java-" + expected + ".jar");
    }
}
