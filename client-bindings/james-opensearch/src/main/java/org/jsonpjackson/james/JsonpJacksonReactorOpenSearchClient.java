package org.jsonpjackson.james;

import org.apache.http.HttpHost;
import org.apache.http.auth.AuthScope;
import org.apache.http.auth.UsernamePasswordCredentials;
import org.apache.http.impl.client.BasicCredentialsProvider;
import org.apache.http.ssl.SSLContextBuilder;
import org.apache.james.backends.opensearch.ReactorOpenSearchClient;
import org.apache.james.metrics.api.MetricFactory;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.opensearch.client.RestClient;
import org.opensearch.client.RestClientBuilder;
import org.opensearch.client.opensearch.OpenSearchAsyncClient;
import org.opensearch.client.opensearch.cluster.HealthRequest;
import org.opensearch.client.opensearch.cluster.HealthResponse;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.BulkResponse;
import org.opensearch.client.opensearch.core.ClearScrollRequest;
import org.opensearch.client.opensearch.core.ClearScrollResponse;
import org.opensearch.client.opensearch.core.DeleteByQueryRequest;
import org.opensearch.client.opensearch.core.DeleteByQueryResponse;
import org.opensearch.client.opensearch.core.DeleteRequest;
import org.opensearch.client.opensearch.core.DeleteResponse;
import org.opensearch.client.opensearch.core.GetRequest;
import org.opensearch.client.opensearch.core.GetResponse;
import org.opensearch.client.opensearch.core.IndexRequest;
import org.opensearch.client.opensearch.core.IndexResponse;
import org.opensearch.client.opensearch.core.InfoResponse;
import org.opensearch.client.opensearch.core.ScrollRequest;
import org.opensearch.client.opensearch.core.ScrollResponse;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.opensearch.indices.CreateIndexRequest;
import org.opensearch.client.opensearch.indices.CreateIndexResponse;
import org.opensearch.client.opensearch.indices.ExistsAliasRequest;
import org.opensearch.client.opensearch.indices.ExistsRequest;
import org.opensearch.client.opensearch.indices.UpdateAliasesRequest;
import org.opensearch.client.opensearch.indices.UpdateAliasesResponse;
import org.opensearch.client.transport.endpoints.BooleanResponse;
import reactor.core.publisher.Mono;
import com.fasterxml.jackson.databind.node.ObjectNode;

import javax.net.ssl.SSLContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.security.GeneralSecurityException;

/**
 * James' client over our transport. James' constructor wants a {@link RestClient} too, which it only hands
 * out and closes: none is built unless asked for, so a server that never asks runs no Apache HTTP threads.
 *
 * <p>Given James' {@link MetricFactory}, every call is timed there as James times its other backends
 * ({@code postgres-execution}, {@code rabbit-acquire}): a timer named {@code opensearch-} and the call's
 * {@code db.operation.name} as our transport's meters and spans name it ({@code opensearch-search},
 * {@code opensearch-scroll}, {@code opensearch-indices.create_index}...), from subscription to the result James gets, a
 * scrolled search's restarts included. James' own client times none of them.
 */
final class JsonpJacksonReactorOpenSearchClient extends ReactorOpenSearchClient {

    private final ReactorNettyTransport transport;
    private final OpenSearchAsyncClient client;
    private final HandOff handOff;
    private final ScrollRestarts scrolls;
    /** James' timers, or null for none. */
    private final MetricFactory metrics;
    private RestClient lowLevel;
    private boolean closed;

    /** @param metrics James' metrics, which time every call; null for none */
    JsonpJacksonReactorOpenSearchClient(ReactorNettyTransport transport, MetricFactory metrics) {
        this(transport, new OpenSearchAsyncClient(transport), metrics);
    }

    private JsonpJacksonReactorOpenSearchClient(ReactorNettyTransport transport, OpenSearchAsyncClient client,
                                                MetricFactory metrics) {
        super(client, null);
        this.transport = transport;
        this.client = client;
        this.metrics = metrics;
        this.handOff = HandOff.forDecoder(transport.decodeScheduler());
        this.scrolls = new ScrollRestarts(new ScrollRestarts.Calls() {
            @Override
            public Mono<SearchResponse<ObjectNode>> search(SearchRequest request) {
                return Mono.defer(() -> call(() -> client.search(request, ObjectNode.class)));
            }

            @Override
            public Mono<ScrollResponse<ObjectNode>> scroll(ScrollRequest request) {
                return Mono.defer(() -> call(() -> client.scroll(request, ObjectNode.class)));
            }

            @Override
            public Mono<ClearScrollResponse> clearScroll(ClearScrollRequest request) {
                return Mono.defer(() -> call(() -> client.clearScroll(request)));
            }
        });
    }

    /** An asynchronous call of opensearch-java's, as James gets its result. */
    private <T> Mono<T> call(AsyncCall<T> call) {
        try {
            return handOff.toReactor(call.start());
        } catch (IOException e) {
            return Mono.error(e);
        }
    }

    /** The timer of James' metrics each public call runs under, by its operation's name. */
    static final String TIMER_PREFIX = "opensearch-";

    private <T> Mono<T> timed(String operation, Mono<T> call) {
        return metrics == null ? call : Mono.from(metrics.decoratePublisherWithTimerMetric(TIMER_PREFIX + operation, call));
    }

    private interface AsyncCall<T> {
        java.util.concurrent.CompletableFuture<T> start() throws IOException;
    }

    ScrollRestarts scrollRestarts() {
        return scrolls;
    }

    HandOff handOff() {
        return handOff;
    }

    // Every call of James' client, each as James writes it but for the hand-off (see HandOff) and the scrolls' restarts
    // (see ScrollRestarts): James' own ends with a publishOn(boundedElastic()) that is private to it, so each public
    // method is overridden.

    @Override
    public Mono<BulkResponse> bulk(BulkRequest request) throws IOException {
        return timed("bulk", handOff.toReactor(client.bulk(request)));
    }

    @Override
    public Mono<ClearScrollResponse> clearScroll(ClearScrollRequest request) throws IOException {
        return timed("clear_scroll", scrolls.clearScroll(request));
    }

    @Override
    public Mono<DeleteResponse> delete(DeleteRequest request) throws IOException {
        return timed("delete", handOff.toReactor(client.delete(request)));
    }

    @Override
    public Mono<DeleteByQueryResponse> deleteByQuery(DeleteByQueryRequest request) throws IOException {
        return timed("delete_by_query", handOff.toReactor(client.deleteByQuery(request)));
    }

    @Override
    public <T> Mono<IndexResponse> index(IndexRequest<T> request) throws IOException {
        return timed("index", handOff.toReactor(client.index(request)));
    }

    @Override
    public Mono<BooleanResponse> indexExists(ExistsRequest request) throws IOException {
        return timed("indices.exists", handOff.toReactor(client.indices().exists(request)));
    }

    @Override
    public Mono<BooleanResponse> aliasExists(ExistsAliasRequest request) throws IOException {
        return timed("indices.exists_alias", handOff.toReactor(client.indices().existsAlias(request)));
    }

    @Override
    public Mono<CreateIndexResponse> createIndex(CreateIndexRequest request) throws IOException {
        return timed("indices.create_index", handOff.toReactor(client.indices().create(request)));
    }

    @Override
    public Mono<UpdateAliasesResponse> updateAliases(UpdateAliasesRequest request) throws IOException {
        return timed("indices.update_aliases", handOff.toReactor(client.indices().updateAliases(request)));
    }

    @Override
    public Mono<InfoResponse> info() throws IOException {
        return timed("info", handOff.toReactor(client.info()));
    }

    /** A continuation whose page was lost restarts the search instead of failing it ({@link ScrollRestarts}). */
    @Override
    public Mono<ScrollResponse<ObjectNode>> scroll(ScrollRequest request) throws IOException {
        return timed("scroll", scrolls.scroll(request));
    }

    /** A scrolled search is remembered, so that a lost page can be read again ({@link ScrollRestarts}). */
    @Override
    public Mono<SearchResponse<ObjectNode>> search(SearchRequest request) throws IOException {
        return timed("search", scrolls.search(request));
    }

    @Override
    public Mono<HealthResponse> health(HealthRequest request) throws IOException {
        return timed("cluster.health", handOff.toReactor(client.cluster().health(request)));
    }

    @Override
    public Mono<GetResponse<ObjectNode>> get(GetRequest request) throws IOException {
        return timed("get", handOff.toReactor(client.get(request, ObjectNode.class)));
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
