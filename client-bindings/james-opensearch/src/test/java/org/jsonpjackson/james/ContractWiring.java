package org.jsonpjackson.james;

import jakarta.json.spi.JsonProvider;
import org.apache.james.backends.opensearch.ReactorOpenSearchClient;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.opensearch.client.json.JsonpUtils;
import org.opensearch.client.opensearch.OpenSearchAsyncClient;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What the contract runs on, checked in the contract's own JVM before its first test: a failure here fails
 * every test of the contract, and so the build.
 */
public final class ContractWiring {

    /** The opensearch-java James 3.9 pins, and that operators therefore run. */
    public static final String JAMES_OPENSEARCH_JAVA = "opensearch-java-2.25.0.jar";

    private ContractWiring() {
    }

    /** Our transport and mapper under James' client; our provider found by every look-up; no Parsson; James' pin. */
    public static void verify(ReactorOpenSearchClient client) throws ReflectiveOperationException {
        assertThat(client).as("James' client, as our factory builds it").isInstanceOf(JsonpJacksonReactorOpenSearchClient.class);
        ReactorNettyTransport transport = ((JsonpJacksonReactorOpenSearchClient) client).transport();
        assertThat(transport.jsonpMapper()).isInstanceOf(OpenSearchJacksonMapper.class);

        assertThat(JsonProvider.provider()).as("the JSON-P API's own look-up").isInstanceOf(JsonpJacksonProvider.class);
        Field cached = JsonpUtils.class.getDeclaredField("DEFAULT_PROVIDER");
        cached.setAccessible(true);
        assertThat(cached.get(null)).as("the provider opensearch-java looked up and keeps").isInstanceOf(JsonpJacksonProvider.class);
        assertThatThrownBy(() -> Class.forName("org.eclipse.parsson.JsonProviderImpl"))
                .as("Parsson on the class path").isInstanceOf(ClassNotFoundException.class);

        String jar = JsonpUtils.class.getProtectionDomain().getCodeSource().getLocation().getPath();
        assertThat(jar).as("the opensearch-java James pins").endsWith(JAMES_OPENSEARCH_JAVA);
    }

    /** Makes what was indexed so far searchable (James' client has no refresh either). */
    public static void refresh(ReactorOpenSearchClient client, String index) {
        ReactorNettyTransport transport = ((JsonpJacksonReactorOpenSearchClient) client).transport();
        try {
            new OpenSearchAsyncClient(transport).indices().refresh(r -> r.index(index)).join();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** James' client has no way to delete an index; ours has the transport for it. */
    public static void deleteIndex(ReactorOpenSearchClient client, String index) {
        ReactorNettyTransport transport = ((JsonpJacksonReactorOpenSearchClient) client).transport();
        try {
            new OpenSearchAsyncClient(transport).indices().delete(d -> d.index(index)).join();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
