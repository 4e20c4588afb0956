package org.jsonpjackson.opensearch.testing;

import org.junit.jupiter.api.Test;

import java.net.URI;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class OpenSearchTargetTest {

    @Test
    void anEmbeddedNodeIsJustItsAddress() {
        assertThat(OpenSearchTarget.of(URI.create("http://127.0.0.1:9201")).properties())
                .containsOnly(entry("opensearch.hosts", "http://127.0.0.1:9201"));
    }

    @Test
    void anExternalClusterCarriesItsCredentialsUnderJamesKeys() {
        OpenSearchTarget target = new OpenSearchTarget(URI.create("https://search.example:9200"), Optional.of("admin"),
                Optional.of("secret"), true);
        assertThat(target.properties()).containsOnly(
                entry("opensearch.hosts", "https://search.example:9200"),
                entry("opensearch.user", "admin"),
                entry("opensearch.password", "secret"),
                entry("opensearch.hostScheme.https.sslValidationStrategy", "ignore"));
    }

    private static java.util.Map.Entry<Object, Object> entry(String key, String value) {
        return java.util.Map.entry(key, value);
    }
}
