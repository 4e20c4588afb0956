package org.jsonpjackson.sim.james;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/james.md shows the main class the {@code ours} mode compiles and runs ({@code src/james}), verbatim: the
 * class an operator copies is the one the build proved.
 */
class DocsShowTheMainTest {

    @Test
    void theDocumentedMainIsTheOneTheBuildRuns() throws Exception {
        String main = Files.readString(Path.of("src/james/JamesOnJsonpJackson.java"));
        String docs = Files.readString(Path.of("../../docs/james.md"));
        assertThat(docs).contains("```java\n" + main + "```\n");
    }
}
