package org.jsonpjackson.opensearch.reactor;

import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.opensearch.client.opensearch.cluster.HealthResponse;
import reactor.core.publisher.Mono;

/** Lets transport tests reach the client's lazy Mono without a config of their own. */
public final class ReactorSearchClientProbe {

    private final ReactorSearchClient client;

    public ReactorSearchClientProbe(ReactorNettyTransport transport) {
        this.client = ReactorSearchClient.over(transport);
    }

    public Mono<HealthResponse> healthMono() {
        return client.clusterHealth();
    }
}
