package org.jsonpjackson.james;

import org.apache.james.backends.opensearch.ReactorOpenSearchClient;
import org.jsonpjackson.opensearch.config.InvalidConfigException;
import org.jsonpjackson.opensearch.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.Request;
import org.opensearch.client.RestClient;
import org.opensearch.client.opensearch.cluster.HealthRequest;

import java.net.URI;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@ExtendWith(OpenSearchExtension.class)
class JamesOpenSearchClientsTest {

    private final Properties james;

    JamesOpenSearchClientsTest(OpenSearchTarget target) {
        this.james = jamesProperties(target);
    }

    /** As James writes them: host:port, the scheme apart. */
    static Properties jamesProperties(OpenSearchTarget target) {
        Properties p = target.properties();
        p.setProperty("opensearch.hosts", target.uri().getHost() + ":" + target.uri().getPort());
        p.setProperty("opensearch.hostScheme", target.uri().getScheme());
        return p;
    }

    @Test
    void readsJamesKeyNames() {
        Properties p = new Properties();
        p.setProperty("opensearch.hosts", "os1:9200,os2:9201");
        p.setProperty("opensearch.hostScheme", "HTTPS");
        p.setProperty("opensearch.hostScheme.https.sslValidationStrategy", "IGNORE");
        p.setProperty("opensearch.hostScheme.https.hostNameVerifier", "DEFAULT");
        p.setProperty("opensearch.user", "james");
        p.setProperty("opensearch.password", "secret");
        p.setProperty("opensearch.max.connections", "20");
        p.setProperty("opensearch.max.connections.per.hosts", "10");
        p.setProperty("opensearch.nb.shards", "5");

        SearchClientConfig config = JamesOpenSearchClients.clientConfig(p);

        assertThat(config.hosts()).containsExactly(URI.create("https://os1:9200"), URI.create("https://os2:9201"));
        assertThat(config.tlsValidation()).isEqualTo(SearchClientConfig.TlsValidation.IGNORE);
        assertThat(config.username()).contains("james");
        assertThat(config.maxConnections()).isEqualTo(20);
        assertThat(config.maxConnectionsPerHost()).isEqualTo(10);
    }

    @Test
    void readsJamesSingleHostKeysWhenHostsIsAbsent() {
        Properties p = new Properties();
        p.setProperty("opensearch.masterHost", "search.local");
        p.setProperty("opensearch.port", "9400");

        assertThat(JamesOpenSearchClients.clientConfig(p).hosts()).containsExactly(URI.create("http://search.local:9400"));

        p.remove("opensearch.port");
        assertThat(JamesOpenSearchClients.clientConfig(p).hosts()).containsExactly(URI.create("http://search.local:9200"));
    }

    @Test
    void badValuesAreRefusedNamingTheirKey() {
        Properties port = new Properties();
        port.setProperty("opensearch.masterHost", "search.local");
        port.setProperty("opensearch.port", "ninety");
        assertThatThrownBy(() -> JamesOpenSearchClients.clientConfig(port))
                .isInstanceOfSatisfying(InvalidConfigException.class, e -> assertThat(e.key()).isEqualTo("opensearch.port"))
                .hasMessageContaining("ninety");

        Properties verifier = new Properties();
        verifier.setProperty("opensearch.hosts", "os1:9200");
        verifier.setProperty("opensearch.hostScheme.https.hostNameVerifier", "ACCEPT_ANY_HOSTNAME");
        assertThatThrownBy(() -> JamesOpenSearchClients.clientConfig(verifier))
                .isInstanceOfSatisfying(InvalidConfigException.class,
                        e -> assertThat(e.key()).isEqualTo("opensearch.hostScheme.https.hostNameVerifier"));

        assertThatThrownBy(() -> JamesOpenSearchClients.clientConfig(new Properties()))
                .isInstanceOfSatisfying(InvalidConfigException.class, e -> assertThat(e.key()).isEqualTo("opensearch.hosts"));
    }

    @Test
    void jamesClientWorksOverOurTransport() throws Exception {
        ReactorOpenSearchClient client = JamesOpenSearchClients.fromProperties(james);
        try {
            assertThat(client.health(new HealthRequest.Builder().build()).block().clusterName()).isNotBlank();
            assertThat(client.info().block().version().number()).startsWith("2.");
        } finally {
            client.close();
        }
        assertThatThrownBy(() -> client.info().block()).as("a request after close").isInstanceOf(RuntimeException.class);
    }

    @Test
    void theLowLevelClientIsBuiltOnlyWhenAskedForAndClosedWithTheClient() throws Exception {
        JsonpJacksonReactorOpenSearchClient client = (JsonpJacksonReactorOpenSearchClient) JamesOpenSearchClients.fromProperties(james);
        assertThat(client.lowLevelClientBuilt()).as("before anyone asked").isFalse();
        RestClient lowLevel = client.getLowLevelClient();
        assertThat(client.getLowLevelClient()).isSameAs(lowLevel);
        assertThat(lowLevel.performRequest(new Request("GET", "/")).getStatusLine().getStatusCode()).isEqualTo(200);

        client.close();

        assertThat(lowLevel.isRunning()).isFalse();
        assertThatThrownBy(client::getLowLevelClient).isInstanceOf(IllegalStateException.class);
    }
}
