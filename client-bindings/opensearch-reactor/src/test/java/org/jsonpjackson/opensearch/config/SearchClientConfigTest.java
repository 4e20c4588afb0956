package org.jsonpjackson.opensearch.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.net.URI;
import java.time.Duration;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SearchClientConfigTest {

    private static Properties props(String... pairs) {
        Properties p = new Properties();
        for (int i = 0; i < pairs.length; i += 2) {
            p.setProperty(pairs[i], pairs[i + 1]);
        }
        return p;
    }

    @Test
    void jamesStylePropertiesAreRead() {
        SearchClientConfig c = SearchClientConfig.fromProperties(props(
                "opensearch.hosts", "os1:9200, os2:9201",
                "opensearch.hostScheme", "http",
                "opensearch.user", "admin", "opensearch.password", "secret",
                "opensearch.http.connectTimeout", "1500", "opensearch.http.responseTimeout", "2500",
                "opensearch.requestTimeout", "9000",
                "opensearch.max.connections", "40", "opensearch.max.connections.per.hosts", "20",
                "opensearch.retryConnection.maxRetries", "7", "opensearch.retryConnection.minDelay", "250",
                "opensearch.nb.shards", "5", "opensearch.nb.replica", "1", "opensearch.http.compression", "false"));
        assertThat(c.hosts()).containsExactly(URI.create("http://os1:9200"), URI.create("http://os2:9201"));
        assertThat(c.username()).contains("admin");
        assertThat(c.password()).contains("secret");
        assertThat(c.connectTimeout()).isEqualTo(Duration.ofMillis(1500));
        assertThat(c.responseTimeout()).isEqualTo(Duration.ofMillis(2500));
        assertThat(c.requestTimeout()).isEqualTo(Duration.ofMillis(9000));
        assertThat(c.maxConnections()).isEqualTo(40);
        assertThat(c.maxConnectionsPerHost()).isEqualTo(20);
        assertThat(c.maxRetries()).isEqualTo(7);
        assertThat(c.minRetryDelay()).isEqualTo(Duration.ofMillis(250));
        assertThat(c.shards()).isEqualTo(5);
        assertThat(c.replicas()).isEqualTo(1);
        assertThat(c.compression()).contains(false);
        assertThat(c.compresses(URI.create("http://os1:9200"))).isFalse();
        assertThat(c.secure()).isFalse();
    }

    @Test
    void defaultsAreSensible() {
        SearchClientConfig c = SearchClientConfig.of("http://127.0.0.1");
        assertThat(c.hosts()).containsExactly(URI.create("http://127.0.0.1:9200"));
        assertThat(c.maxRetries()).isEqualTo(3);
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

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "opensearch.hosts|''|opensearch.hosts",
            "opensearch.hostScheme|ftp|opensearch.hostScheme",
            "opensearch.http.connectTimeout|soon|opensearch.http.connectTimeout",
            "opensearch.http.responseTimeout|0|opensearch.http.responseTimeout",
            "opensearch.requestTimeout|-5|opensearch.requestTimeout",
            "opensearch.max.connections|0|opensearch.max.connections",
            "opensearch.max.connections.per.hosts|500|opensearch.max.connections.per.hosts",
            "opensearch.retryConnection.maxRetries|-1|opensearch.retryConnection.maxRetries",
            "opensearch.nb.shards|0|opensearch.nb.shards",
            "opensearch.nb.replica|many|opensearch.nb.replica",
            "opensearch.http.compression|yes|opensearch.http.compression",
            "opensearch.hostScheme.https.sslValidationStrategy|maybe|opensearch.hostScheme.https.sslValidationStrategy",
            "opensearch.user|admin|opensearch.password",
    })
    void aBadValueFailsAtStartUpNamingItsKey(String key, String value, String named) {
        Properties p = props("opensearch.hosts", "localhost:9200");
        p.setProperty(key, value);
        assertThatThrownBy(() -> SearchClientConfig.fromProperties(p))
                .isInstanceOfSatisfying(InvalidConfigException.class, e -> assertThat(e.key()).isEqualTo(named))
                .hasMessageContaining(named);
    }

    @Test
    void aMissingTrustStoreIsNamed() {
        assertThatThrownBy(() -> SearchClientConfig.fromProperties(props("opensearch.hosts", "h:9200",
                "opensearch.hostScheme", "https",
                "opensearch.hostScheme.https.sslValidationStrategy", "override",
                "opensearch.hostScheme.https.trustStorePath", "/no/such/truststore.p12")))
                .isInstanceOf(InvalidConfigException.class)
                .hasMessageContaining("opensearch.hostScheme.https.trustStorePath").hasMessageContaining("/no/such/truststore.p12");
    }

    @Test
    void mixedSchemesAreRefused() {
        assertThatThrownBy(() -> SearchClientConfig.of("http://a:9200", "https://b:9200"))
                .isInstanceOf(InvalidConfigException.class).hasMessageContaining("same scheme");
    }
}
