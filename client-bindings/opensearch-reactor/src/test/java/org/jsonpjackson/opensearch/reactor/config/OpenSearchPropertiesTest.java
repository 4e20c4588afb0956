package org.jsonpjackson.opensearch.reactor.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.net.URI;
import java.time.Duration;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Apache James' {@code opensearch.properties} dialect, read by its one reader. */
class OpenSearchPropertiesTest {

    private static Properties props(String... pairs) {
        Properties p = new Properties();
        for (int i = 0; i < pairs.length; i += 2) {
            p.setProperty(pairs[i], pairs[i + 1]);
        }
        return p;
    }

    @Test
    void jamesStartUpRetryKeysAreLeftToJames() {
        // James' own opensearch.properties ships maxRetries=7 and minDelay=3000 for connecting at start-up; read as
        // request retries they made every retried search wait 3 s
        SearchClientConfig c = OpenSearchProperties.read(props("opensearch.hosts", "os1:9200",
                "opensearch.retryConnection.maxRetries", "7", "opensearch.retryConnection.minDelay", "3000"));
        assertThat(c.maxRetries()).isEqualTo(SearchClientConfig.DEFAULT_MAX_RETRIES);
        assertThat(c.minRetryDelay()).isEqualTo(SearchClientConfig.DEFAULT_MIN_RETRY_DELAY);
    }

    @Test
    void jamesStylePropertiesAreRead() {
        SearchClientConfig c = OpenSearchProperties.read(props(
                "opensearch.hosts", "os1:9200, os2:9201",
                "opensearch.hostScheme", "http",
                "opensearch.user", "admin", "opensearch.password", "secret",
                "opensearch.http.connectTimeout", "1500", "opensearch.http.responseTimeout", "2500",
                "opensearch.requestTimeout", "9000", "opensearch.http.poolAcquireTimeout", "4000",
                "opensearch.max.connections", "40", "opensearch.max.connections.per.hosts", "20",
                "opensearch.http.maxRetries", "7", "opensearch.http.minRetryDelay", "250",
                "opensearch.nb.shards", "5", "opensearch.nb.replica", "1", "opensearch.http.compression", "false"));
        // the index keys are the index's owner's, and ignored here
        assertThat(c.hosts()).containsExactly(URI.create("http://os1:9200"), URI.create("http://os2:9201"));
        assertThat(c.username()).contains("admin");
        assertThat(c.password()).contains("secret");
        assertThat(c.connectTimeout()).isEqualTo(Duration.ofMillis(1500));
        assertThat(c.responseTimeout()).isEqualTo(Duration.ofMillis(2500));
        assertThat(c.requestTimeout()).isEqualTo(Duration.ofMillis(9000));
        assertThat(c.poolAcquireTimeout()).isEqualTo(Duration.ofMillis(4000));
        assertThat(c.maxConnections()).isEqualTo(40);
        assertThat(c.maxConnectionsPerHost()).isEqualTo(20);
        assertThat(c.maxRetries()).isEqualTo(7);
        assertThat(c.minRetryDelay()).isEqualTo(Duration.ofMillis(250));
        assertThat(c.compression()).contains(false);
        assertThat(c.secure()).isFalse();
    }

    @Test
    void jamesSpellingsAreReadAsJamesReadsThem() {
        SearchClientConfig c = OpenSearchProperties.read(props(
                "opensearch.hosts", "os1:9200,os2:9201",
                "opensearch.hostScheme", "HTTPS",
                "opensearch.hostScheme.https.sslValidationStrategy", "IGNORE",
                "opensearch.hostScheme.https.hostNameVerifier", "DEFAULT"));
        assertThat(c.hosts()).containsExactly(URI.create("https://os1:9200"), URI.create("https://os2:9201"));
        assertThat(c.tlsValidation()).isEqualTo(SearchClientConfig.TlsValidation.IGNORE);
    }

    @Test
    void jamesSingleHostKeysAreReadWhenHostsIsAbsent() {
        Properties p = props("opensearch.masterHost", "search.local", "opensearch.port", "9400");
        assertThat(OpenSearchProperties.read(p).hosts()).containsExactly(URI.create("http://search.local:9400"));
        p.remove("opensearch.port");
        assertThat(OpenSearchProperties.read(p).hosts()).containsExactly(URI.create("http://search.local:9200"));
        p.setProperty("opensearch.hosts", "other:9201");
        assertThat(OpenSearchProperties.read(p).hosts()).containsExactly(URI.create("http://other:9201"));
    }

    @Test
    void aBadPortIsNamed() {
        assertThatThrownBy(() -> OpenSearchProperties.read(props("opensearch.masterHost", "search.local", "opensearch.port", "ninety")))
                .isInstanceOfSatisfying(InvalidConfigException.class, e -> assertThat(e.key()).isEqualTo("opensearch.port"))
                .hasMessageContaining("ninety");
    }

    @Test
    void aTrustStoreCountsOnlyForOverride() {
        assertThat(OpenSearchProperties.read(props("opensearch.hosts", "h:9200",
                "opensearch.hostScheme.https.trustStorePath", "/no/such/truststore.p12")).tlsValidation())
                .isEqualTo(SearchClientConfig.TlsValidation.DEFAULT);
        assertThatThrownBy(() -> OpenSearchProperties.read(props("opensearch.hosts", "h:9200",
                "opensearch.hostScheme.https.sslValidationStrategy", "override")))
                .isInstanceOfSatisfying(InvalidConfigException.class,
                        e -> assertThat(e.key()).isEqualTo("opensearch.hostScheme.https.trustStorePath"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "opensearch.hosts|''|opensearch.hosts",
            "opensearch.hostScheme|ftp|opensearch.hostScheme",
            "opensearch.http.connectTimeout|soon|opensearch.http.connectTimeout",
            "opensearch.http.responseTimeout|0|opensearch.http.responseTimeout",
            "opensearch.requestTimeout|-5|opensearch.requestTimeout",
            "opensearch.http.poolAcquireTimeout|0|opensearch.http.poolAcquireTimeout",
            "opensearch.max.connections|0|opensearch.max.connections",
            "opensearch.max.connections.per.hosts|500|opensearch.max.connections.per.hosts",
            "opensearch.http.maxRetries|-1|opensearch.http.maxRetries",
            "opensearch.http.minRetryDelay|0|opensearch.http.minRetryDelay",
            "opensearch.hostScheme.https.hostNameVerifier|ACCEPT_ANY_HOSTNAME|opensearch.hostScheme.https.hostNameVerifier",
            "opensearch.http.compression|yes|opensearch.http.compression",
            "opensearch.hostScheme.https.sslValidationStrategy|maybe|opensearch.hostScheme.https.sslValidationStrategy",
            "opensearch.user|admin|opensearch.password",
            "opensearch.password|secret|opensearch.user",
    })
    void aBadValueFailsAtStartUpNamingItsKey(String key, String value, String named) {
        Properties p = props("opensearch.hosts", "localhost:9200");
        p.setProperty(key, value);
        assertThatThrownBy(() -> OpenSearchProperties.read(p))
                .isInstanceOfSatisfying(InvalidConfigException.class, e -> assertThat(e.key()).isEqualTo(named))
                .hasMessageContaining(named);
    }

    @Test
    void aMissingTrustStoreIsNamed() {
        assertThatThrownBy(() -> OpenSearchProperties.read(props("opensearch.hosts", "h:9200",
                "opensearch.hostScheme", "https",
                "opensearch.hostScheme.https.sslValidationStrategy", "override",
                "opensearch.hostScheme.https.trustStorePath", "/no/such/truststore.p12")))
                .isInstanceOf(InvalidConfigException.class)
                .hasMessageContaining("opensearch.hostScheme.https.trustStorePath").hasMessageContaining("/no/such/truststore.p12");
    }
}
