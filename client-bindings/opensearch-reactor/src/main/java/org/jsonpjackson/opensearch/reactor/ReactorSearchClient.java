package org.jsonpjackson.opensearch.reactor;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.opensearch.client.opensearch.OpenSearchAsyncClient;
import org.opensearch.client.opensearch._types.FieldValue;
import org.opensearch.client.opensearch._types.HealthStatus;
import org.opensearch.client.opensearch.cluster.HealthResponse;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.BulkResponse;
import org.opensearch.client.opensearch.core.DeleteByQueryRequest;
import org.opensearch.client.opensearch.core.DeleteByQueryResponse;
import org.opensearch.client.opensearch.core.DeleteRequest;
import org.opensearch.client.opensearch.core.DeleteResponse;
import org.opensearch.client.opensearch.core.GetRequest;
import org.opensearch.client.opensearch.core.GetResponse;
import org.opensearch.client.opensearch.core.IndexRequest;
import org.opensearch.client.opensearch.core.IndexResponse;
import org.opensearch.client.opensearch.core.MgetRequest;
import org.opensearch.client.opensearch.core.MgetResponse;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.opensearch.core.UpdateByQueryRequest;
import org.opensearch.client.opensearch.core.UpdateByQueryResponse;
import org.opensearch.client.opensearch.core.UpdateRequest;
import org.opensearch.client.opensearch.core.UpdateResponse;
import org.opensearch.client.opensearch.core.search.Hit;
import org.opensearch.client.opensearch.core.search.Pit;
import org.opensearch.client.opensearch.indices.CreateIndexRequest;
import org.opensearch.client.opensearch.indices.CreateIndexResponse;
import org.opensearch.client.opensearch.indices.DeleteIndexResponse;
import org.opensearch.client.opensearch.indices.PutAliasResponse;
import org.opensearch.client.opensearch.indices.RefreshResponse;
import org.opensearch.client.opensearch.indices.UpdateAliasesRequest;
import org.opensearch.client.opensearch.indices.UpdateAliasesResponse;
import org.opensearch.client.transport.OpenSearchTransport;
import org.opensearch.client.util.ObjectBuilder;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * A lazy Reactor API over opensearch-java's {@link OpenSearchAsyncClient}: nothing is sent until you
 * subscribe, every subscription sends afresh, and cancelling cancels the request.
 *
 * <p>Over {@link ReactorNettyTransport}, responses are decoded off the event loop and results arrive on its
 * decode scheduler. Over any other transport, such as opensearch-java's {@code ApacheHttpClient5Transport},
 * results are handed off to a scheduler of your choice, as Apache James does; that keeps your code off the
 * I/O thread, but that transport has already decoded the response on it, and nothing here can move that.
 *
 * @since 0.1.0
 */
public final class ReactorSearchClient implements AutoCloseable {

    private final OpenSearchAsyncClient client;
    private final OpenSearchTransport transport;
    private final Scheduler handOff;
    private final boolean ownsTransport;

    private ReactorSearchClient(OpenSearchTransport transport, Scheduler handOff, boolean owns) {
        this.transport = transport;
        this.client = new OpenSearchAsyncClient(transport);
        this.handOff = handOff;
        this.ownsTransport = owns;
    }

    /** A client on its own {@link ReactorNettyTransport}, closed with it. */
    public static ReactorSearchClient create(SearchClientConfig config) {
        return new ReactorSearchClient(ReactorNettyTransport.create(config), null, true);
    }

    /** A client over a transport you build and close yourself; see {@link #over(OpenSearchTransport, Scheduler)}. */
    public static ReactorSearchClient over(ReactorNettyTransport transport) {
        return new ReactorSearchClient(transport, null, false);
    }

    /**
     * A client over any other transport. Results are published on {@code handOff} (for example
     * {@code Schedulers.boundedElastic()}), so that your code does not run on the transport's I/O thread.
     */
    public static ReactorSearchClient over(OpenSearchTransport transport, Scheduler handOff) {
        return new ReactorSearchClient(transport, Objects.requireNonNull(handOff, "handOff"), false);
    }

    /** opensearch-java's client underneath, for APIs not covered here. */
    public OpenSearchAsyncClient async() {
        return client;
    }

    @FunctionalInterface
    private interface Call<T> {
        CompletableFuture<T> start() throws IOException;
    }

    /** The one place a call starts: on subscription, and cancelled with it. */
    private <T> Mono<T> call(Call<T> call) {
        Mono<T> mono = Mono.fromFuture(() -> {
            try {
                return call.start();
            } catch (IOException | RuntimeException e) {
                return CompletableFuture.failedFuture(e);
            }
        });
        return handOff == null ? mono : mono.publishOn(handOff);
    }

    public <T> Mono<SearchResponse<T>> search(SearchRequest request, Class<T> documentType) {
        return call(() -> client.search(request, documentType));
    }

    public <T> Mono<SearchResponse<T>> search(Function<SearchRequest.Builder, ObjectBuilder<SearchRequest>> fn, Class<T> documentType) {
        return search(fn.apply(new SearchRequest.Builder()).build(), documentType);
    }

    /**
     * The page {@code request} asks for: its hits, the total when the request tracks total hits, and a
     * {@link Cursor} to the next page when this one is full, sorted and not collapsed. This is the one pager:
     * {@link #searchAll} and {@link #searchAllInPointInTime} walk with it.
     */
    public <T> Mono<SearchPage<Hit<T>>> page(SearchRequest request, Class<T> documentType) {
        return search(request, documentType).map(response -> SearchPage.of(request, response));
    }

    /**
     * The page after {@code after}, with {@code search_after}: {@code request} must be the one whose page gave
     * the cursor.
     *
     * @throws PagingRefusedException if the request has no sort, is collapsed, or starts from a position
     */
    public <T> Mono<SearchPage<Hit<T>>> page(SearchRequest request, Cursor after, Class<T> documentType) {
        Objects.requireNonNull(after, "after");
        requireSearchAfter(request);
        if (request.from() != null && request.from() != 0) {
            throw new PagingRefusedException("from", "A page after a cursor starts there, not at from=" + request.from());
        }
        return page(request.toBuilder().searchAfter(after.sortValues()).build(), documentType);
    }

    /**
     * Every hit of a search from the request's {@code from} on, page by page with {@code search_after}: a page is
     * fetched only when the hits before it have been requested downstream. The request's sort decides the order
     * and must end in a field that is unique per document, or hits with equal sort values at a page boundary may
     * be skipped.
     *
     * @throws PagingRefusedException if the request has no sort or is collapsed
     */
    public <T> Flux<Hit<T>> searchAll(SearchRequest request, Class<T> documentType, int pageSize) {
        checkPaging(request, pageSize);
        return walk(request.toBuilder().size(pageSize).build(), documentType);
    }

    /**
     * Like {@link #searchAll(SearchRequest, Class, int)}, in a point-in-time over {@code indexes}: the pages
     * show the indexes as they were when the first page was asked for, whatever is indexed meanwhile. A
     * point-in-time search names no index, so {@code request} must not either. The point-in-time is deleted
     * when the Flux completes, fails or is cancelled. Needs opensearch-java 3.x, whose point-in-time classes
     * 2.x does not have.
     *
     * @throws IllegalArgumentException if the request names an index, has no sort or is collapsed
     */
    public <T> Flux<Hit<T>> searchAllInPointInTime(List<String> indexes, SearchRequest request, Class<T> documentType,
            int pageSize, Duration keepAlive) {
        checkPaging(request, pageSize);
        if (!request.index().isEmpty()) {
            throw new IllegalArgumentException("A point-in-time search names no index; pass them as indexes: " + request.index());
        }
        String alive = keepAlive.toMillis() + "ms";
        return Flux.usingWhen(
                call(() -> client.createPit(p -> p.index(indexes).keepAlive(t -> t.time(alive)))),
                pit -> walk(request.toBuilder()
                        .size(pageSize)
                        .pit(new Pit.Builder().id(pit.pitId()).keepAlive(alive).build())
                        .build(), documentType),
                pit -> call(() -> client.deletePit(d -> d.pitId(pit.pitId()))));
    }

    private static void checkPaging(SearchRequest request, int pageSize) {
        if (pageSize < 1) {
            throw new IllegalArgumentException("pageSize must be at least 1: " + pageSize);
        }
        requireSearchAfter(request);
    }

    /**
     * What {@code search_after} needs of any request it pages, checked here once for the walks and the page after
     * a cursor alike. A collapsed page has no cursor, so a walk over one would end after its first page unsaid.
     */
    private static void requireSearchAfter(SearchRequest request) {
        if (request.sort().isEmpty()) {
            throw new PagingRefusedException("sort", "Paging with search_after needs a sort ending in a unique field");
        }
        if (request.collapse() != null) {
            throw new PagingRefusedException("collapse", "OpenSearch does not page collapsed results with search_after");
        }
    }

    /**
     * The hits of {@code first}'s page and of every page after it, each page fetched when wanted. The pages after
     * the first start at their cursor, whatever {@code from} the first started at.
     */
    private <T> Flux<Hit<T>> walk(SearchRequest first, Class<T> documentType) {
        SearchRequest next = first.from() == null ? first : first.toBuilder().from(null).build();
        return page(first, documentType)
                .expand(previous -> previous.next().map(cursor -> page(next, cursor, documentType)).orElse(Mono.empty()))
                .concatMapIterable(SearchPage::items, 1);
    }

    public <T> Mono<GetResponse<T>> get(GetRequest request, Class<T> documentType) {
        return call(() -> client.get(request, documentType));
    }

    /** Several documents by id, as of now (a multi-get is real-time: it needs no refresh). */
    public <T> Mono<MgetResponse<T>> mget(MgetRequest request, Class<T> documentType) {
        return call(() -> client.mget(request, documentType));
    }

    public <T> Mono<IndexResponse> index(IndexRequest<T> request) {
        return call(() -> client.index(request));
    }

    public Mono<BulkResponse> bulk(BulkRequest request) {
        return call(() -> client.bulk(request));
    }

    public Mono<DeleteResponse> delete(DeleteRequest request) {
        return call(() -> client.delete(request));
    }

    public Mono<DeleteByQueryResponse> deleteByQuery(DeleteByQueryRequest request) {
        return call(() -> client.deleteByQuery(request));
    }

    public Mono<UpdateByQueryResponse> updateByQuery(UpdateByQueryRequest request) {
        return call(() -> client.updateByQuery(request));
    }

    public <T, P> Mono<UpdateResponse<T>> update(UpdateRequest<T, P> request, Class<T> documentType) {
        return call(() -> client.update(request, documentType));
    }

    /**
     * Creates an index; {@code fn} gives its settings (shards and replicas among them; OpenSearch's defaults
     * otherwise), mappings and aliases. The index's shape belongs to whoever owns the index, not to the client.
     */
    public Mono<CreateIndexResponse> createIndex(String name, Function<CreateIndexRequest.Builder, CreateIndexRequest.Builder> fn) {
        CreateIndexRequest request = fn.apply(new CreateIndexRequest.Builder().index(name)).build();
        return call(() -> client.indices().create(request));
    }

    /** How many documents the indexes (or aliases) hold, as of their last refresh. */
    public Mono<Long> count(String... indexes) {
        return call(() -> client.count(c -> c.index(List.of(indexes)))).map(r -> r.count());
    }

    public Mono<Boolean> indexExists(String name) {
        return call(() -> client.indices().exists(e -> e.index(name))).map(r -> r.value());
    }

    public Mono<DeleteIndexResponse> deleteIndex(String... names) {
        return call(() -> client.indices().delete(d -> d.index(List.of(names))));
    }

    public Mono<UpdateAliasesResponse> updateAliases(UpdateAliasesRequest request) {
        return call(() -> client.indices().updateAliases(request));
    }

    public Mono<PutAliasResponse> putAlias(String index, String alias) {
        return call(() -> client.indices().putAlias(a -> a.index(index).name(alias)));
    }

    public Mono<Boolean> aliasExists(String alias) {
        return call(() -> client.indices().existsAlias(a -> a.name(alias))).map(r -> r.value());
    }

    /** Makes recent changes searchable in the given indexes, or in all of them. */
    public Mono<RefreshResponse> refresh(String... indexes) {
        return call(() -> client.indices().refresh(r -> r.index(List.of(indexes))));
    }

    public Mono<HealthResponse> clusterHealth() {
        return call(() -> client.cluster().health());
    }

    /** Green is healthy, yellow degraded; red, or no answer within the request timeout, unhealthy. */
    public Mono<Health> health() {
        return clusterHealth()
                .map(r -> r.status() == HealthStatus.Green ? Health.HEALTHY
                        : r.status() == HealthStatus.Yellow ? Health.DEGRADED : Health.UNHEALTHY)
                .onErrorReturn(Health.UNHEALTHY);
    }

    /** Closes the transport if this client created it. */
    @Override
    public void close() throws IOException {
        if (ownsTransport) {
            transport.close();
        }
    }
}
