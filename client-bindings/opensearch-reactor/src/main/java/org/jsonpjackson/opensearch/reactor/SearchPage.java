package org.jsonpjackson.opensearch.reactor;

import org.opensearch.client.opensearch._types.FieldValue;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.opensearch.core.search.Hit;
import org.opensearch.client.opensearch.core.search.TotalHits;
import org.opensearch.client.opensearch.core.search.TotalHitsRelation;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * One page of a search: its items in the search's order, how many match in all when that was counted, and
 * where the next page starts when there may be one.
 *
 * @param items the page's items
 * @param total how many items match in all: present when the search counted them exactly
 * @param next  the cursor to the next page: present when this page was full, sorted and not collapsed
 * @param <T>   what an item is: a {@link Hit}, or whatever {@link #map} made of it
 * @since 0.1.0
 */
public record SearchPage<T>(List<T> items, OptionalLong total, Optional<Cursor> next) {

    public SearchPage {
        items = List.copyOf(items);
        Objects.requireNonNull(total, "total");
        Objects.requireNonNull(next, "next");
    }

    /**
     * The page {@code response} holds for {@code request}. The total is present only when OpenSearch counted
     * exactly (its default stops at 10,000 and reports a lower bound, which is not a total). The cursor is
     * present when the page is full (as many hits as the request's size, default 10), the request is sorted (a
     * cursor is the last hit's sort values) and not collapsed (OpenSearch refuses {@code search_after} there).
     */
    public static <T> SearchPage<Hit<T>> of(SearchRequest request, SearchResponse<T> response) {
        List<Hit<T>> hits = response.hits().hits();
        TotalHits counted = response.hits().total();
        OptionalLong total = counted != null && counted.relation() == TotalHitsRelation.Eq
                ? OptionalLong.of(counted.value())
                : OptionalLong.empty();
        int size = request.size() == null ? 10 : request.size();
        Optional<Cursor> next = Optional.empty();
        if (!hits.isEmpty() && hits.size() >= size && !request.sort().isEmpty() && request.collapse() == null) {
            List<FieldValue> sortValues = hits.get(hits.size() - 1).sort();
            if (!sortValues.isEmpty()) {
                next = Optional.of(new Cursor(sortValues));
            }
        }
        return new SearchPage<>(hits, total, next);
    }

    /** The same page with each item turned into another. */
    public <R> SearchPage<R> map(Function<? super T, ? extends R> mapper) {
        return new SearchPage<>(items.stream().<R>map(mapper).toList(), total, next);
    }

    /** The same page, with a total counted another way (distinct values of a collapsed field, say). */
    public SearchPage<T> withTotal(OptionalLong total) {
        return new SearchPage<>(items, total, next);
    }
}
