package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.query.InvalidSearchQueryException;
import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.opensearch.client.ReactorSearchClient;
import org.opensearch.client.opensearch._types.SortOptions;
import org.opensearch.client.opensearch._types.query_dsl.Query;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.opensearch.core.search.Hit;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Pages through one index's results, by position or by cursor, and walks all of them; what differs between
 * messages in mailboxes and emails is the {@link Target}. Every query was validated when it was built, and the
 * target checks what its index cannot answer before anything is sent.
 *
 * @param <S> what a hit's source is read as
 * @param <R> what a result is
 */
final class Searcher<S, R> {

    private static final String TOTAL = "total";

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

    record Page<R>(List<R> results, OptionalLong total, Optional<Cursor> next) {
    }

    private final ReactorSearchClient client;
    private final String alias;
    private final Target<S, R> target;

    Searcher(ReactorSearchClient client, String alias, Target<S, R> target) {
        this.client = client;
        this.alias = alias;
        this.target = target;
    }

    Mono<Page<R>> search(SearchQuery query) {
        Objects.requireNonNull(query, "query");
        return run(query, request(query).from(query.position()).build());
    }

    Mono<Page<R>> search(SearchQuery query, Cursor after) {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(after, "after");
        if (query.position() != 0) {
            throw new InvalidSearchQueryException("position", query.position(), "must be 0 when paging with a cursor");
        }
        if (collapsed(query)) {
            throw new InvalidSearchQueryException("collapse", query.collapse(), "cannot be paged with a cursor");
        }
        return run(query, request(query).searchAfter(after.sortValues()).build());
    }

    Flux<R> searchAll(SearchQuery query) {
        Objects.requireNonNull(query, "query");
        if (collapsed(query)) {
            return searchAllCollapsed(query);
        }
        SearchQuery firstPage = query.toBuilder().calculateTotal(false).build();
        return search(firstPage)
                .expand(page -> page.next()
                        .map(cursor -> search(firstPage.toBuilder().position(0).build(), cursor))
                        .orElse(Mono.empty()))
                .concatMapIterable(Page::results, 1);
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

    private Mono<Page<R>> run(SearchQuery query, SearchRequest request) {
        return client.search(request, target.sourceType()).map(response -> page(query, response));
    }

    private Page<R> page(SearchQuery query, SearchResponse<S> response) {
        List<Hit<S>> hits = response.hits().hits();
        List<R> results = hits.stream()
                .map(hit -> target.result(Objects.requireNonNull(hit.source(), "hit without _source")))
                .toList();
        OptionalLong total = OptionalLong.empty();
        if (query.calculateTotal()) {
            total = collapsed(query)
                    ? OptionalLong.of(response.aggregations().get(TOTAL).cardinality().value())
                    : OptionalLong.of(response.hits().total().value());
        }
        Optional<Cursor> next = hits.size() < query.limit() || collapsed(query)
                ? Optional.empty()
                : Optional.of(new Cursor(hits.get(hits.size() - 1).sort()));
        return new Page<>(results, total, next);
    }
}
