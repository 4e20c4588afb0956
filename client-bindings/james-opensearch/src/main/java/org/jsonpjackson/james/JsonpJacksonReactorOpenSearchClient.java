package org.jsonpjackson.james;

import org.apache.http.HttpHost;
import org.apache.http.auth.AuthScope;
import org.apache.http.auth.UsernamePasswordCredentials;
import org.apache.http.impl.client.BasicCredentialsProvider;
import org.apache.http.ssl.SSLContextBuilder;
import org.apache.james.backends.opensearch.ReactorOpenSearchClient;
import org.jsonpjackson.opensearch.config.SearchClientConfig;
import org.jsonpjackson.opensearch.transport.ReactorNettyTransport;
import org.opensearch.client.RestClient;
import org.opensearch.client.RestClientBuilder;
import org.opensearch.client.opensearch.OpenSearchAsyncClient;

import javax.net.ssl.SSLContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.security.GeneralSecurityException;

/**
 * James' client over our transport. James' constructor wants a {@link RestClient} too, which it only hands
 * out and closes: none is built unless asked for, so a server that never asks runs no Apache HTTP threads.
 */
final class JsonpJacksonReactorOpenSearchClient extends ReactorOpenSearchClient {

    private final ReactorNettyTransport transport;
    private RestClient lowLevel;
    private boolean closed;

    JsonpJacksonReactorOpenSearchClient(ReactorNettyTransport transport) {
        super(new OpenSearchAsyncClient(transport), null);
        this.transport = transport;
    }

    ReactorNettyTransport transport() {
        return transport;
    }

    synchronized boolean lowLevelClientBuilt() {
        return lowLevel != null;
    }

    /** A {@link RestClient} to the same hosts, with the same credentials and TLS trust, built on first use. */
    @Override
    public synchronized RestClient getLowLevelClient() {
        if (closed) {
            throw new IllegalStateException("This OpenSearch client is closed");
        }
        if (lowLevel == null) {
            lowLevel = restClient(transport.config());
        }
        return lowLevel;
    }

    @Override
    public void close() throws IOException {
        RestClient toClose;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            toClose = lowLevel;
        }
        try {
            transport.close();
        } finally {
            if (toClose != null) {
                toClose.close();
            }
        }
    }

    private static RestClient restClient(SearchClientConfig config) {
        HttpHost[] hosts = config.hosts().stream()
                .map(URI::toString)
                .map(HttpHost::create)
                .toArray(HttpHost[]::new);
        RestClientBuilder builder = RestClient.builder(hosts);
        if (!config.hosts().get(0).getPath().isEmpty()) {
            builder.setPathPrefix(config.hosts().get(0).getPath());
        }
        SSLContext tls = config.secure() ? sslContext(config) : null;
        builder.setHttpClientConfigCallback(http -> {
            config.username().ifPresent(user -> {
                BasicCredentialsProvider credentials = new BasicCredentialsProvider();
                credentials.setCredentials(AuthScope.ANY, new UsernamePasswordCredentials(user, config.password().orElse("")));
                http.setDefaultCredentialsProvider(credentials);
            });
            if (tls != null) {
                http.setSSLContext(tls);
            }
            return http.setMaxConnTotal(config.maxConnections()).setMaxConnPerRoute(config.maxConnectionsPerHost());
        });
        builder.setRequestConfigCallback(request -> request
                .setConnectTimeout(Math.toIntExact(config.connectTimeout().toMillis()))
                .setSocketTimeout(Math.toIntExact(config.responseTimeout().toMillis())));
        return builder.build();
    }

    private static SSLContext sslContext(SearchClientConfig config) {
        try {
            SSLContextBuilder ssl = new SSLContextBuilder();
            switch (config.tlsValidation()) {
                case IGNORE:
                    ssl.loadTrustMaterial((chain, authType) -> true);
                    break;
                case OVERRIDE:
                    ssl.loadTrustMaterial(config.trustStore().orElseThrow().toFile(),
                            config.trustStorePassword().map(String::toCharArray).orElse(null));
                    break;
                default:
                    return SSLContext.getDefault();
            }
            return ssl.build();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the trust store " + config.trustStore().orElse(null)
                    + " (" + SearchClientConfig.TRUST_STORE_PATH + ")", e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Cannot set up TLS for the low-level client: " + e.getMessage(), e);
        }
    }
}
