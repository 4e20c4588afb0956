package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.query.InvalidSearchQueryException;
import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.opensearch.reactor.Cursor;
import org.jsonpjackson.opensearch.reactor.PagingRefusedException;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.SearchPage;
import org.opensearch.client.opensearch._types.SortOptions;
import org.opensearch.client.opensearch._types.query_dsl.Query;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.search.Hit;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Maps a {@link SearchQuery} onto the client's pager for one index, and answers what the client's pages cannot
 * alone: positions deeper than OpenSearch's result window, collapsed totals and walks, and where a result
 * stands. What differs between messages in mailboxes and emails is the {@link Target}. Every query was
 * validated when it was built, and the target checks what its index cannot answer before anything is sent.
 *
 * @param <S> what a hit's source is read as
 * @param <R> what a result is
 */
final class Searcher<S, R> {

    private static final String TOTAL = "total";
    /** How many results a walk fetches per request. */
    private static final int WALK_PAGE = 1_000;

    /** What is searched, and how a query reads there. */
    interface Target<S, R> {
        Class<S> sourceType();

        List<String> sourceFields();

        R result(S source);

        /** @throws InvalidSearchQueryException if this index cannot answer the query */
        Query query(SearchQuery query);

        /** The query's sorts, ending in fields that make the order total. */
        List<SortOptions> sorts(SearchQuery query);

        /** The shards' routing values; empty for every shard. */
        List<String> routing(SearchQuery query);

        /** The field that results are collapsed on, or {@code null} when there is nothing to collapse. */
        String collapseField(SearchQuery.Collapse collapse);

        /** The value of {@link #collapseField} in a result. */
        String collapseKey(R result, SearchQuery.Collapse collapse);
    }

    private final ReactorSearchClient client;
    private final String alias;
    private final Target<S, R> target;
    /**
     * How deep {@code from} plus {@code size} may reach: the index's {@code index.max_result_window}. Deeper
     * positions are reached by walking pages with {@code search_after}, which has no such limit.
     */
    private final int resultWindow;

    Searcher(ReactorSearchClient client, String alias, Target<S, R> target, int resultWindow) {
        this.client = client;
        this.alias = alias;
        this.target = target;
        this.resultWindow = resultWindow;
    }

    /** The page at the query's position, however deep. */
    Mono<SearchPage<R>> search(SearchQuery query) {
        Objects.requireNonNull(query, "query");
        if ((long) query.position() + query.limit() <= resultWindow) {
            return run(query, request(query).from(query.position()).build());
        }
        // deeper than a from/size search may go: walk to the position, then count apart if asked to
        Mono<SearchPage<R>> page = searchAll(walk(query)).skip(query.position()).take(query.limit()).collectList()
                .map(results -> new SearchPage<>(results, OptionalLong.empty(), Optional.empty()));
        return query.calculateTotal() ? page.zipWith(count(query), (p, total) -> p.withTotal(OptionalLong.of(total))) : page;
    }

    /** How many results the query has in all (threads, when collapsed by thread). */
    Mono<Long> count(SearchQuery query) {
        return search(query.toBuilder().position(0).limit(1).calculateTotal(true).build())
                .map(page -> page.total().orElseThrow());
    }

    /**
     * The position of the first result {@code which} accepts, among as many first results as the result window
     * holds; empty when none there does.
     */
    Mono<Integer> positionOf(SearchQuery query, Predicate<R> which) {
        return searchAll(walk(query)).take(resultWindow).index()
                .filter(indexed -> which.test(indexed.getT2()))
                .next()
                .map(indexed -> indexed.getT1().intValue());
    }

    /** The query for walking every result from the first. */
    private SearchQuery walk(SearchQuery query) {
        return query.toBuilder().position(0).limit(Math.min(WALK_PAGE, resultWindow)).calculateTotal(false).build();
    }

    /**
     * The page after {@code after}. What a cursor allows is the client's to say; its refusal is reported in the
     * query's words, naming the query's argument that made the request's field.
     */
    Mono<SearchPage<R>> search(SearchQuery query, Cursor after) {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(after, "after");
        SearchRequest request = request(query).from(query.position()).build();
        try {
            return client.page(request, after, target.sourceType()).map(page -> results(query, page));
        } catch (PagingRefusedException refused) {
            // the request's from is the query's position; its sort and collapse keep their names
            String argument = refused.field().equals("from") ? "position" : refused.field();
            InvalidSearchQueryException invalid = new InvalidSearchQueryException(argument, refused.getMessage(),
                    "cannot be paged with a cursor");
            invalid.initCause(refused);
            throw invalid;
        }
    }

    /** Every result from the query's position on, walked by the client {@code limit} at a time. */
    Flux<R> searchAll(SearchQuery query) {
        Objects.requireNonNull(query, "query");
        if (collapsed(query)) {
            return searchAllCollapsed(query);
        }
        if ((long) query.position() + query.limit() > resultWindow) {
            // the first page lies past the window: walk to it
            return searchAll(walk(query)).skip(query.position());
        }
        SearchRequest first = request(query.toBuilder().calculateTotal(false).build()).from(query.position()).build();
        return client.searchAll(first, target.sourceType(), query.limit()).map(this::result);
    }

    private boolean collapsed(SearchQuery query) {
        return target.collapseField(query.collapse()) != null;
    }

    /**
     * OpenSearch refuses {@code search_after} with {@code collapse}, so walk every document in sort order and
     * keep the first of each key: the one {@code collapse} would have kept.
     */
    private Flux<R> searchAllCollapsed(SearchQuery query) {
        SearchQuery.Collapse collapse = query.collapse();
        SearchQuery every = query.toBuilder().collapse(SearchQuery.Collapse.NONE).position(0).calculateTotal(false).build();
        return Flux.defer(() -> {
            Set<String> seen = new HashSet<>();
            return searchAll(every).filter(result -> seen.add(target.collapseKey(result, collapse)));
        }).skip(query.position());
    }

    private SearchRequest.Builder request(SearchQuery query) {
        SearchRequest.Builder request = new SearchRequest.Builder()
                .index(alias)
                .query(target.query(query))
                .sort(target.sorts(query))
                .size(query.limit())
                .source(s -> s.filter(f -> f.includes(target.sourceFields())))
                .trackTotalHits(t -> t.enabled(query.calculateTotal() && !collapsed(query)));
        List<String> routing = target.routing(query);
        if (!routing.isEmpty()) {
            request.routing(String.join(",", routing));
        }
        String collapseOn = target.collapseField(query.collapse());
        if (collapseOn != null) {
            request.collapse(c -> c.field(collapseOn));
            if (query.calculateTotal()) {
                // hits.total counts documents before collapsing; the number of distinct keys is what a client shows
                request.aggregations(TOTAL, a -> a.cardinality(c -> c.field(collapseOn).precisionThreshold(40_000)));
            }
        }
        return request;
    }

    private Mono<SearchPage<R>> run(SearchQuery query, SearchRequest request) {
        if (!collapsed(query) || !query.calculateTotal()) {
            return client.page(request, target.sourceType()).map(page -> results(query, page));
        }
        // hits.total counts documents before collapsing; the number of distinct keys is what a client shows
        return client.search(request, target.sourceType()).map(response -> results(query, SearchPage.of(request, response))
                .withTotal(OptionalLong.of(response.aggregations().get(TOTAL).cardinality().value())));
    }

    private SearchPage<R> results(SearchQuery query, SearchPage<Hit<S>> page) {
        SearchPage<R> results = page.map(this::result);
        // the total of a query that did not ask for one is left out, even where OpenSearch counted anyway
        return query.calculateTotal() ? results : results.withTotal(OptionalLong.empty());
    }

    private R result(Hit<S> hit) {
        return target.result(Objects.requireNonNull(hit.source(), "hit without _source"));
    }
}
