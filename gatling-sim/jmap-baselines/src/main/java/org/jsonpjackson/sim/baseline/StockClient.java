package org.jsonpjackson.sim.baseline;

import jakarta.json.spi.JsonProvider;
import org.apache.http.HttpHost;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.opensearch.client.RestClient;
import org.opensearch.client.json.jackson.JacksonJsonpMapper;
import org.opensearch.client.transport.OpenSearchTransport;
import org.opensearch.client.transport.rest_client.RestClientTransport;
import reactor.core.scheduler.Schedulers;

import java.net.URI;

/**
 * The search client of the {@link ServiceMode#STOCK} mode, as Apache James 3.9 wires opensearch-java:
 * {@code RestClientTransport} over opensearch-rest-client's {@code RestClient}, decoding on its I/O dispatcher
 * threads with {@code JacksonJsonpMapper}, whose JSON-P helpers look a provider (Parsson) up once; results
 * handed to {@code Schedulers.boundedElastic()} with {@code Mono.fromFuture(...).publishOn(...)}.
 *
 * <p>Compiled against this build's opensearch-java; {@code -Pcompare} runs it on opensearch-java 2.25.0, the
 * version James pins, in a JVM of its own.
 */
public final class StockClient {

    private StockClient() {
    }

    /**
     * The transport underneath; close it after the client. The connection pool gets the sizes our transport
     * has ({@code opensearch.max.connections}, {@code opensearch.max.connections.per.hosts}, the keys James
     * reads for the same purpose), not RestClient's defaults of 30 and 10.
     */
    public static OpenSearchTransport transport(URI cluster, SearchClientConfig config) {
        RestClient rest = RestClient.builder(new HttpHost(cluster.getHost(), cluster.getPort(), cluster.getScheme()))
                .setHttpClientConfigCallback(http -> http
                        .setMaxConnTotal(config.maxConnections())
                        .setMaxConnPerRoute(config.maxConnectionsPerHost()))
                .build();
        return new RestClientTransport(rest, new JacksonJsonpMapper());
    }

    /** Results published on {@code boundedElastic()}, as James does. */
    public static ReactorSearchClient over(OpenSearchTransport transport) {
        return ReactorSearchClient.over(transport, Schedulers.boundedElastic());
    }

    /**
     * The provider such a deployment reads and writes its own JSON with: whatever the service look-up finds
     * first, Parsson in this module. Looked up once here, when a baseline service starts.
     */
    @SuppressForbidden(reason = "the baselines' own JSON provider, found once, as such deployments find it")
    public static JsonProvider jsonProvider() {
        return JsonProvider.provider();
    }
}
