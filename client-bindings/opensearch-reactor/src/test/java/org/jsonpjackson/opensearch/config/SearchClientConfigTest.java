package org.jsonpjackson.opensearch.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.net.URI;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SearchClientConfigTest {

    @Test
    void defaultsAreSensible() {
        SearchClientConfig c = SearchClientConfig.of("http://127.0.0.1");
        assertThat(c.hosts()).containsExactly(URI.create("http://127.0.0.1:9200"));
        assertThat(c.maxRetries()).isEqualTo(SearchClientConfig.DEFAULT_MAX_RETRIES);
        assertThat(c.connectTimeout()).isEqualTo(SearchClientConfig.DEFAULT_CONNECT_TIMEOUT);
        assertThat(c.maxResponseBytes()).isEqualTo(SearchClientConfig.DEFAULT_MAX_RESPONSE_BYTES);
        assertThat(c.compression()).isEmpty();
        assertThat(c.toBuilder().build().toString()).isEqualTo(c.toString());
    }

    @ParameterizedTest
    @CsvSource({
            "http://127.0.0.1:9200, false", "http://127.1.2.3:9200, false", "http://localhost:9200, false",
            "http://LOCALHOST:9200, false", "http://[::1]:9200, false", "http://node.localhost:9200, false",
            "http://10.0.0.7:9200, true", "https://search.example.com, true", "http://127.example.com, true",
            "http://127.0.0.1.example.com:9200, true"})
    void byDefaultOnlyRemoteHostsAreAskedForGzip(String host, boolean compressed) {
        assertThat(SearchClientConfig.of(host).compresses(URI.create(host))).isEqualTo(compressed);
        assertThat(SearchClientConfig.of(host).toBuilder().compression(true).build().compresses(URI.create(host))).isTrue();
        assertThat(SearchClientConfig.of(host).toBuilder().compression(false).build().compresses(URI.create(host))).isFalse();
    }

    @Test
    void mixedSchemesAreRefused() {
        assertThatThrownBy(() -> SearchClientConfig.of("http://a:9200", "https://b:9200"))
                .isInstanceOf(InvalidConfigException.class).hasMessageContaining("same scheme");
    }
}
