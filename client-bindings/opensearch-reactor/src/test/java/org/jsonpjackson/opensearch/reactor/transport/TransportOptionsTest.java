package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.opensearch.client.opensearch.OpenSearchClient;
import org.opensearch.client.transport.TransportOptions;
import reactor.core.publisher.Mono;
import reactor.netty.DisposableServer;
import reactor.netty.http.server.HttpServer;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Query parameters and headers come from three places, merged once: the endpoint's, the transport's own options
 * over them, the call's options over both. Real HTTP on loopback, with a server that records what arrives.
 */
class TransportOptionsTest {

    private static final String HEALTH = FakeHealth.BODY;

    private final List<String> seen = new CopyOnWriteArrayList<>();
    private DisposableServer server;
    private ReactorNettyTransport transport;

    @AfterEach
    void closeAll() {
        transport.close();
        server.disposeNow();
    }

    @Test
    void theCallsOptionsOverrideTheTransportsWhichOverrideTheEndpoints() throws IOException {
        server = HttpServer.create().host("127.0.0.1").port(0).handle((req, res) -> {
            seen.add(req.uri() + " both=" + req.requestHeaders().get("X-Both") + " transport="
                    + req.requestHeaders().get("X-Transport") + " call=" + req.requestHeaders().get("X-Call"));
            return res.header("Content-Type", "application/json").sendString(Mono.just(HEALTH)).then();
        }).bindNow();
        transport = ReactorNettyTransport.builder(SearchClientConfig.of("http://127.0.0.1:" + server.port()))
                .options(TransportOptions.builder().addHeader("X-Both", "transport").addHeader("X-Transport", "yes")
                        .setParameter("timeout", "2s").build())
                .build();
        OpenSearchClient client = new OpenSearchClient(transport);

        client.cluster().health(h -> h.timeout(t -> t.time("1s")));
        client.withTransportOptions(TransportOptions.builder().addHeader("X-Both", "call").addHeader("X-Call", "yes")
                .setParameter("timeout", "3s").build()).cluster().health(h -> h.timeout(t -> t.time("1s")));

        assertThat(seen).containsExactly(
                "/_cluster/health?timeout=2s both=transport transport=yes call=null",
                "/_cluster/health?timeout=3s both=call transport=yes call=yes");
    }
}
