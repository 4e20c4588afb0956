package org.jsonpjackson.sim.baseline;

import jakarta.json.spi.JsonProvider;
import org.apache.hc.core5.http.HttpHost;
import org.jsonpjackson.opensearch.client.ReactorSearchClient;
import org.jsonpjackson.opensearch.config.SearchClientConfig;
import org.opensearch.client.transport.OpenSearchTransport;
import org.opensearch.client.transport.httpclient5.ApacheHttpClient5TransportBuilder;
import reactor.core.scheduler.Schedulers;

import java.net.URI;

/**
 * The search client of an Apache James deployment before the fix: opensearch-java's
 * {@code ApacheHttpClient5Transport}, decoding on its I/O thread with {@code JacksonJsonpMapper} and a JSON-P
 * look-up per call, and results handed off to {@code Schedulers.boundedElastic()}.
 */
public final class StockClient {

    private StockClient() {
    }

    /** The transport underneath; close it after the client. */
    public static OpenSearchTransport transport(URI cluster) {
        return ApacheHttpClient5TransportBuilder
                .builder(new HttpHost(cluster.getScheme(), cluster.getHost(), cluster.getPort()))
                .setMapper(new LookingUpJsonpMapper())
                .build();
    }

    public static ReactorSearchClient over(OpenSearchTransport transport, SearchClientConfig config) {
        return ReactorSearchClient.over(transport, config, Schedulers.boundedElastic());
    }

    /**
     * The provider such a deployment reads and writes its own JSON with: whatever the service look-up finds
     * first, Parsson in this module. Looked up once here; the per-call look-ups are the mapper's.
     */
    @SuppressForbidden(reason = "the stock mode's own JSON provider, found as such deployments find it")
    public static JsonProvider jsonProvider() {
        return JsonProvider.provider();
    }
}
