package org.jsonpjackson.opensearch.reactor.config;

import org.junit.jupiter.api.Test;

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
        assertThat(c.poolAcquireTimeout()).isEqualTo(SearchClientConfig.DEFAULT_POOL_ACQUIRE_TIMEOUT)
                .isLessThan(c.requestTimeout());
        assertThat(c.maxResponseBytes()).isEqualTo(SearchClientConfig.DEFAULT_MAX_RESPONSE_BYTES);
        assertThat(c.compression()).isEmpty();
        assertThat(c.toBuilder().build().toString()).isEqualTo(c.toString());
    }

    @Test
    void mixedSchemesAreRefused() {
        assertThatThrownBy(() -> SearchClientConfig.of("http://a:9200", "https://b:9200"))
                .isInstanceOf(InvalidConfigException.class).hasMessageContaining("same scheme");
    }

    @Test
    void aHostsPathIsKeptEncodedWithoutItsTrailingSlash() {
        SearchClientConfig c = SearchClientConfig.of("https://proxy.example/open%20search/", "https://proxy.example:9443/");
        assertThat(c.hosts()).containsExactly(URI.create("https://proxy.example:9200/open%20search"),
                URI.create("https://proxy.example:9443"));
    }
}
