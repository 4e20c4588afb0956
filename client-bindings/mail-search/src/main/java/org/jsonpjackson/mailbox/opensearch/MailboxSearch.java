package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.query.InvalidSearchQueryException;
import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.opensearch.client.ReactorSearchClient;
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
import java.util.function.Function;

import static org.jsonpjackson.mailbox.opensearch.Fields.*;

/**
 * Runs {@link SearchQuery searches} against the read alias. Nothing is sent until the result is subscribed
 * to; every query was validated when it was built.
 */
public final class MailboxSearch {

    private static final List<String> REF_FIELDS = List.of(MAILBOX_ID, UID, MESSAGE_ID, THREAD_ID);
    private static final String TOTAL = "total";

    private final ReactorSearchClient client;
    private final String alias;

    MailboxSearch(ReactorSearchClient client, String alias) {
        this.client = client;
        this.alias = alias;
    }

    /** The page at the query's position. */
    public Mono<SearchPage> search(SearchQuery query) {
        Objects.requireNonNull(query, "query");
        return run(query, request(query).from(query.position()).build());
    }

    /**
     * The page after {@code after}, with {@code search_after}. The query must be the one that produced the
     * cursor, with position 0. Collapsed results have no cursor (OpenSearch does not combine
     * {@code search_after} with {@code collapse}): page them by position, or walk them with
     * {@link #searchAll}.
     */
    public Mono<SearchPage> search(SearchQuery query, Cursor after) {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(after, "after");
        if (query.position() != 0) {
            throw new InvalidSearchQueryException("position", query.position(), "must be 0 when paging with a cursor");
        }
        if (query.collapse() != SearchQuery.Collapse.NONE) {
            throw new InvalidSearchQueryException("collapse", query.collapse(), "cannot be paged with a cursor");
        }
        return run(query, request(query).searchAfter(after.sortValues()).build());
    }

    /**
     * Every match from the query's position on, fetched {@code limit} at a time with {@code search_after}, each
     * page only when the one before it has been consumed.
     */
    public Flux<MessageRef> searchAll(SearchQuery query) {
        Objects.requireNonNull(query, "query");
        if (query.collapse() != SearchQuery.Collapse.NONE) {
            return searchAllCollapsed(query);
        }
        SearchQuery firstPage = query.toBuilder().calculateTotal(false).build();
        return search(firstPage)
                .expand(page -> page.next()
                        .map(cursor -> search(firstPage.toBuilder().position(0).build(), cursor))
                        .orElse(Mono.empty()))
                .concatMapIterable(SearchPage::messages, 1);
    }

    /**
     * OpenSearch refuses {@code search_after} with {@code collapse}, so walk every document in sort order and
     * keep the first of each key: the one {@code collapse} would have kept.
     */
    private Flux<MessageRef> searchAllCollapsed(SearchQuery query) {
        SearchQuery every = query.toBuilder().collapse(SearchQuery.Collapse.NONE).position(0).calculateTotal(false).build();
        Function<MessageRef, String> key = query.collapse() == SearchQuery.Collapse.MESSAGE
                ? MessageRef::messageId : MessageRef::threadId;
        return Flux.defer(() -> {
            Set<String> seen = new HashSet<>();
            return searchAll(every).filter(ref -> seen.add(key.apply(ref)));
        }).skip(query.position());
    }

    private SearchRequest.Builder request(SearchQuery query) {
        SearchRequest.Builder request = new SearchRequest.Builder()
                .index(alias)
                .query(QueryConverter.toQuery(query))
                .sort(QueryConverter.sorts(query.sorts()))
                .size(query.limit())
                .source(s -> s.filter(f -> f.includes(REF_FIELDS)))
                .trackTotalHits(t -> t.enabled(query.calculateTotal() && query.collapse() == SearchQuery.Collapse.NONE));
        if (!query.mailboxIds().isEmpty()) {
            request.routing(String.join(",", query.mailboxIds()));
        }
        String collapseOn = switch (query.collapse()) {
            case NONE -> null;
            case MESSAGE -> MESSAGE_ID;
            case THREAD -> THREAD_ID;
        };
        if (collapseOn != null) {
            request.collapse(c -> c.field(collapseOn));
            if (query.calculateTotal()) {
                // hits.total counts documents before collapsing; the number of distinct keys is what a client shows
                request.aggregations(TOTAL, a -> a.cardinality(c -> c.field(collapseOn).precisionThreshold(40_000)));
            }
        }
        return request;
    }

    private Mono<SearchPage> run(SearchQuery query, SearchRequest request) {
        return client.search(request, RefSource.class).map(response -> page(query, response));
    }

    private static SearchPage page(SearchQuery query, SearchResponse<RefSource> response) {
        List<Hit<RefSource>> hits = response.hits().hits();
        List<MessageRef> refs = hits.stream().map(MailboxSearch::ref).toList();
        OptionalLong total = OptionalLong.empty();
        if (query.calculateTotal()) {
            total = query.collapse() == SearchQuery.Collapse.NONE
                    ? OptionalLong.of(response.hits().total().value())
                    : OptionalLong.of(response.aggregations().get(TOTAL).cardinality().value());
        }
        Optional<Cursor> next = hits.size() < query.limit() || query.collapse() != SearchQuery.Collapse.NONE
                ? Optional.empty()
                : Optional.of(new Cursor(hits.get(hits.size() - 1).sort()));
        return new SearchPage(refs, total, next);
    }

    private static MessageRef ref(Hit<RefSource> hit) {
        RefSource source = Objects.requireNonNull(hit.source(), "hit without _source");
        return new MessageRef(source.mailboxId(), source.uid(), source.messageId(), source.threadId());
    }

    /** The stored fields a result needs; uids are read as longs, as they are unsigned 32-bit values. */
    record RefSource(String mailboxId, long uid, String messageId, String threadId) {
    }
}
