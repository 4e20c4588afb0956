package org.jsonpjackson.opensearch.testing;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What is refused before any process starts, naming the setting and the value. */
class OpenSearchNodeTest {

    @Test
    void opensearch3OnAJdkOlderThan21IsRefusedNamingTheSetting(@TempDir Path dir) throws IOException {
        Path jdk17 = fakeJdk(dir, "17.0.12");
        assertThatThrownBy(() -> OpenSearchNode.start("3.6.0", jdk17))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("OpenSearch 3.6.0 needs Java 21 or later")
                .hasMessageContaining(OpenSearchNode.JAVA_HOME_PROPERTY)
                .hasMessageContaining("Java 17")
                .hasMessageContaining(jdk17.toString());
    }

    @Test
    void aJavaHomeWithoutJavaIsRefused(@TempDir Path dir) {
        assertThatThrownBy(() -> OpenSearchNode.start("2.19.1", dir))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(OpenSearchNode.JAVA_HOME_PROPERTY).hasMessageContaining(dir.toString());
    }

    @Test
    void aBlankVersionIsRefused() {
        assertThatThrownBy(() -> OpenSearchNode.start(" ", Path.of(System.getProperty("java.home"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(OpenSearchNode.VERSION_PROPERTY);
    }

    @Test
    void theJdkVersionComesFromItsReleaseFile(@TempDir Path dir) throws IOException {
        assertThat(OpenSearchNode.javaFeature(fakeJdk(dir, "21.0.5"))).isEqualTo(21);
        assertThat(OpenSearchNode.javaFeature(Path.of(System.getProperty("java.home")))).isEqualTo(Runtime.version().feature());
    }

    private static Path fakeJdk(Path dir, String version) throws IOException {
        Path java = Files.createDirectories(dir.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\nexit 1\n");
        java.toFile().setExecutable(true);
        Files.writeString(dir.resolve("release"), "JAVA_VERSION=\"" + version + "\"\n");
        return dir;
    }
}
