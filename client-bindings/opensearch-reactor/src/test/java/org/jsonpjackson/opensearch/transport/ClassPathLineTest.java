package org.jsonpjackson.opensearch.transport;

import org.junit.jupiter.api.Test;
import org.opensearch.client.transport.OpenSearchTransport;

import java.lang.reflect.Method;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * This module's tests run twice, on opensearch-java 3.x and on the oldest line we support (2.x with the Jackson
 * it declares, as Apache James pins it), each on a class path this module's build puts together; this checks
 * that each run of this module really has the opensearch-java and Jackson it claims, and that the Jackson
 * methods {@link JacksonBlockHoundIntegration} names exist in it. (opensearch-mapper's
 * {@code OpenSearchJavaLineTest} checks the mapper's own runs the same way.)
 */
class ClassPathLineTest {

    @Test
    void theOpenSearchJavaTheTransportImplementsIsTheOneThisRunIsFor() {
        String expected = System.getProperty("jsonpj.opensearch-java.version");
        assertThat(expected).as("the run's opensearch-java version (a system property set by the build)").isNotBlank();
        String jar = OpenSearchTransport.class.getProtectionDomain().getCodeSource().getLocation().getPath();
        assertThat(jar).endsWith("opensearch-java-" + expected + ".jar");
    }

    /** The 2.x run uses the Jackson opensearch-java 2.x declares (2.17.0), as its users get it; the other, ours. */
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

    /** BlockHound matches the allowance by class and method name, and says nothing when a name matches nothing. */
    @Test
    void theDeserializerCacheMethodsTheBlockHoundAllowanceNamesExistInThisRunsDatabind() throws ClassNotFoundException {
        Class<?> cache = Class.forName("com.fasterxml.jackson.databind.deser.DeserializerCache");
        assertThat(Arrays.stream(cache.getDeclaredMethods()).map(Method::getName))
                .contains("_createAndCacheValueDeserializer", "_createAndCache2");
    }
}
