package org.jsonpjackson.json.versions.floor;

import jakarta.json.Json;
import jakarta.json.JsonException;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.junit.jupiter.api.Test;

import java.io.StringReader;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Runs only in the {@code jackson-below-floor} execution, on jackson-core 2.14, which has no
 * {@code StreamReadConstraints}: the provider must refuse to be built, naming both versions, rather than fail
 * later with a {@code NoSuchMethodError} in the middle of a parse.
 */
class BelowTheFloorTest {

    @Test
    void thisRunReallyHasAJacksonBelowTheFloor() {
        assertThat(com.fasterxml.jackson.core.json.PackageVersion.VERSION.getMinorVersion()).isLessThan(15);
    }

    @Test
    void constructingTheProviderFailsNamingTheVersionFoundAndTheOneNeeded() {
        String found = com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString();
        assertThatThrownBy(JsonpJacksonProvider::new).isInstanceOf(JsonException.class)
                .hasMessageContaining("needs jackson-core 2.15 or later, but found " + found)
                .hasMessageContaining("jackson-core-" + found + ".jar");
    }

    @Test
    void theApiLookUpReportsTheSameCause() {
        assertThatThrownBy(() -> Json.createReader(new StringReader("[]")))
                .satisfies(e -> assertThat(rootCause(e)).isInstanceOf(JsonException.class)
                        .hasMessageContaining("needs jackson-core 2.15 or later"));
    }

    private static Throwable rootCause(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause;
    }
}
