package org.jsonpjackson.opensearch.mapper;

import org.junit.jupiter.api.Test;
import org.opensearch.client.opensearch.OpenSearchAsyncClient;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * This module's tests run three times: on the build's opensearch-java, on the newest (opensearch-java-newest) and
 * on the oldest line we support (2.x, the one Apache James pins); this checks that each run really has the
 * opensearch-java it claims.
 */
class OpenSearchJavaLineTest {

    @Test
    void theOpenSearchJavaOnTheClassPathIsTheOneThisRunIsFor() {
        String expected = System.getProperty("jsonpj.opensearch-java.version");
        assertThat(expected).as("the run's opensearch-java version (a system property set by the build)").isNotBlank();
        String jar = OpenSearchAsyncClient.class.getProtectionDomain().getCodeSource().getLocation().getPath();
        assertThat(jar).endsWith("opensearch-java-" + expected + ".jar");
    }

    /** The 2.x run uses the Jackson opensearch-java 2.x declares (2.17.0), as its users get it; the others, ours. */
    @Test
    void everyJacksonJarOnTheClassPathIsTheOneThisRunIsFor() {
        String expected = System.getProperty("jsonpj.jackson.expected");
        assertThat(expected).as("the run's Jackson version (a system property set by the build)").isNotBlank();
        assertThat(com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString()).as("jackson-core").isEqualTo(expected);
        assertThat(com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString()).as("jackson-databind")
                .isEqualTo(expected);
        assertThat(com.fasterxml.jackson.datatype.jsr310.PackageVersion.VERSION.toString()).as("jackson-datatype-jsr310")
                .isEqualTo(expected);
        assertThat(com.fasterxml.jackson.dataformat.yaml.PackageVersion.VERSION.toString()).as("jackson-dataformat-yaml")
                .isEqualTo(expected);
    }
}
