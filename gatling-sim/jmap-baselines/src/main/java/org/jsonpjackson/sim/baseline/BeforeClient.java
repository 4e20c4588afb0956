package org.jsonpjackson.sim.baseline;

import org.apache.hc.core5.http.HttpHost;
import org.opensearch.client.transport.OpenSearchTransport;
import org.opensearch.client.transport.httpclient5.ApacheHttpClient5TransportBuilder;

import java.net.URI;

/**
 * The search client of the {@link ServiceMode#BEFORE} mode: opensearch-java's {@code ApacheHttpClient5Transport},
 * decoding on its I/O thread with {@code JacksonJsonpMapper} and a JSON-P look-up per call.
 */
final class BeforeClient {

    private BeforeClient() {
    }

    /** The transport underneath; close it after the client. */
    static OpenSearchTransport transport(URI cluster) {
        return ApacheHttpClient5TransportBuilder
                .builder(new HttpHost(cluster.getScheme(), cluster.getHost(), cluster.getPort()))
                .setMapper(new LookingUpJsonpMapper())
                .build();
    }
}
