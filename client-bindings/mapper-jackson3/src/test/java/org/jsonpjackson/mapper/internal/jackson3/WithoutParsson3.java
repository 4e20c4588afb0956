package org.jsonpjackson.mapper.internal.jackson3;

import jakarta.json.spi.JsonProvider;
import org.jsonpjackson.json.jackson3.JsonpJackson3Provider;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A Jackson 3 mapper's tests run where its users do, without Parsson: each such module's default test run leaves it
 * off the class path, and this checks that the only provider there is ours. Written once for both clients' Jackson 3
 * mappers, shared through this module's test jar: each one's {@code WithoutParssonTest} extends it with what its
 * client does there.
 */
public abstract class WithoutParsson3 {

    @Test
    void parssonIsNotOnTheClassPathAndTheOnlyProviderIsOurs() {
        assertThatThrownBy(() -> Class.forName("org.eclipse.parsson.JsonProviderImpl"))
                .isInstanceOf(ClassNotFoundException.class);
        assertThat(JsonProvider.provider()).isInstanceOf(JsonpJackson3Provider.class);
    }
}
