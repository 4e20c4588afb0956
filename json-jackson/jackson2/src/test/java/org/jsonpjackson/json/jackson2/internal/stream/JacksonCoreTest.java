package org.jsonpjackson.json.jackson2.internal.stream;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.core.json.PackageVersion;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Runs in every run of the Jackson matrix (see json-jackson's pom): checks that the run really has the
 * jackson-core it was set up with, and that the provider read that Jackson's abilities right.
 */
class JacksonCoreTest {

    @Test
    void thisRunHasTheJacksonItWasSetUpWith() {
        assertThat(PackageVersion.VERSION.toString()).isEqualTo(System.getProperty("jsonpj.jackson.expected"));
    }

    @Test
    void documentLengthIsJacksonsFrom216() {
        assertThat(JacksonCore.LIMITS_DOCUMENT_LENGTH).isEqualTo(PackageVersion.VERSION.getMinorVersion() >= 16);
    }

    @Test
    void tokenCountIsJacksonsFrom218() {
        assertThat(JacksonCore.LIMITS_TOKEN_COUNT).isEqualTo(PackageVersion.VERSION.getMinorVersion() >= 18);
    }

    @Test
    void aJacksonWithStreamReadConstraintsIsSupported() {
        assertThat(JacksonCore.belowFloor(true, new Version(2, 15, 0, null, null, null), "x.jar")).isNull();
    }

    @Test
    void belowTheFloorTheMessageNamesBothVersionsAndTheJar() {
        String message = JacksonCore.belowFloor(false, new Version(2, 14, 3, null, "com.fasterxml.jackson.core",
                "jackson-core"), "file:/m2/jackson-core-2.14.3.jar");
        assertThat(message).contains("2.14.3").contains("2.15 or later").contains("file:/m2/jackson-core-2.14.3.jar")
                .contains("jackson-bom");
    }
}
