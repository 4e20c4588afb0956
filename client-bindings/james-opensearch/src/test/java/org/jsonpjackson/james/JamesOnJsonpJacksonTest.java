package org.jsonpjackson.james;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The app look-up of the main class; the whole start, on a real James, runs in gatling-sim's JamesServerIT. */
class JamesOnJsonpJacksonTest {

    /** Shaped as James' apps' mains are. */
    static final class SomeApp {
        public static Object createServer(StringBuilder configuration) {
            return configuration;
        }

        public Object createServer(String notStatic) {
            return notStatic;
        }
    }

    @Test
    void withoutAJamesAppOnTheClassPathTheErrorNamesWhatItLookedForAndTheSetting() {
        assertThatThrownBy(() -> JamesOnJsonpJackson.app(getClass().getClassLoader(), null))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("org.apache.james.PostgresJamesServerMain")
                .hasMessageContaining("org.apache.james.CassandraRabbitMQJamesServerMain")
                .hasMessageContaining("-Djsonpj.james.main=");
    }

    @Test
    void theSettingNamesTheAppsMainClass() {
        assertThat(JamesOnJsonpJackson.app(getClass().getClassLoader(), " " + SomeApp.class.getName() + " "))
                .isEqualTo(SomeApp.class);
        assertThatThrownBy(() -> JamesOnJsonpJackson.app(getClass().getClassLoader(), "org.example.NoSuchMain"))
                .hasMessageContaining("looked for org.example.NoSuchMain");
    }

    @Test
    void createServerIsTheStaticOneOfOneParameter() throws Exception {
        assertThat(JamesOnJsonpJackson.createServer(SomeApp.class).getParameterTypes())
                .containsExactly(StringBuilder.class);
        assertThatThrownBy(() -> JamesOnJsonpJackson.createServer(String.class))
                .isInstanceOf(NoSuchMethodException.class);
    }
}
