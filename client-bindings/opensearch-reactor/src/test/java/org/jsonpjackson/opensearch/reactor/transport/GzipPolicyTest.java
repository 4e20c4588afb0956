package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.net.URI;

import static org.assertj.core.api.Assertions.assertThat;

class GzipPolicyTest {

    @ParameterizedTest
    @CsvSource({
            "http://127.0.0.1:9200, false", "http://127.1.2.3:9200, false", "http://localhost:9200, false",
            "http://LOCALHOST:9200, false", "http://[::1]:9200, false", "http://node.localhost:9200, false",
            "http://10.0.0.7:9200, true", "https://search.example.com, true", "http://127.example.com, true",
            "http://127.0.0.1.example.com:9200, true"})
    void byDefaultOnlyRemoteHostsAreAskedForGzip(String host, boolean compressed) {
        SearchClientConfig config = SearchClientConfig.of(host);
        URI uri = config.hosts().get(0);
        assertThat(GzipPolicy.compresses(config, uri)).isEqualTo(compressed);
    }

    @ParameterizedTest
    @CsvSource({"http://127.0.0.1:9200", "https://search.example.com"})
    void aConfiguredCompressionHoldsForEveryHost(String host) {
        SearchClientConfig config = SearchClientConfig.of(host);
        URI uri = config.hosts().get(0);
        assertThat(GzipPolicy.compresses(config.toBuilder().compression(true).build(), uri)).isTrue();
        assertThat(GzipPolicy.compresses(config.toBuilder().compression(false).build(), uri)).isFalse();
    }
}
