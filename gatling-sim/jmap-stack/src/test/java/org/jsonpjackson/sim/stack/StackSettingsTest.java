package org.jsonpjackson.sim.stack;

import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.junit.jupiter.api.Test;

import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class StackSettingsTest {

    @Test
    void defaultsAreAHundredUsersWithTwoHundredMessagesOnLoopback() {
        StackSettings settings = StackSettings.from(new Properties());
        assertThat(settings.corpus()).isEqualTo(CorpusSpec.DEFAULT);
        assertThat(settings.corpus().messages()).isEqualTo(20_000);
        assertThat(settings.host()).isEqualTo("127.0.0.1");
    }

    @Test
    void propertiesOverrideTheDefaults() {
        Properties p = new Properties();
        p.setProperty("sim.users", "3");
        p.setProperty("sim.messages", "40");
        p.setProperty("sim.seed", "9");
        p.setProperty("sim.port", "0");
        p.setProperty("sim.reload", "true");
        assertThat(StackSettings.from(p)).isEqualTo(new StackSettings(new CorpusSpec(9, 3, 40), "127.0.0.1", 0, true));
    }

    @Test
    void badValuesNameTheirKey() {
        Properties p = new Properties();
        p.setProperty("sim.users", "many");
        assertThatThrownBy(() -> StackSettings.from(p)).hasMessageContaining("sim.users").hasMessageContaining("many");
        p.setProperty("sim.users", "0");
        assertThatThrownBy(() -> StackSettings.from(p)).hasMessageContaining("users");
    }
}
