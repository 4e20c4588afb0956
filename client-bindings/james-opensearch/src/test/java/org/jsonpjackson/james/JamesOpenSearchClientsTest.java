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
