package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.opensearch.reactor.Cursor;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.SearchPage;
import org.opensearch.client.opensearch._types.SortOptions;
import org.opensearch.client.opensearch._types.query_dsl.Query;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.util.List;

import static org.jsonpjackson.mailbox.opensearch.Fields.*;

/**
 * Runs {@link SearchQuery searches} over messages in mailboxes, against the read alias: a message in two
 * mailboxes is two results, unless collapsed. Nothing is sent until the result is subscribed to; every query
 * was validated when it was built.
 *
 * @since 0.1.0
 */
public final class MailboxSearch {

    private final Searcher<RefSource, MessageRef> searcher;

    MailboxSearch(ReactorSearchClient client, String alias, int resultWindow) {
        this.searcher = new Searcher<>(client, alias, new MessagesInMailboxes(), resultWindow);
    }

    /**
     * The page at the query's position, however deep: past the index's result window, the results before it
     * are walked with {@code search_after}, and the page has no cursor.
     */
    public Mono<SearchPage<MessageRef>> search(SearchQuery query) {
        return searcher.search(query);
    }

    /**
     * The page after {@code after}, with {@code search_after}. The query must be the one that produced the
     * cursor, with position 0. Collapsed results have no cursor (OpenSearch does not combine
     * {@code search_after} with {@code collapse}): page them by position, or walk them with
     * {@link #searchAll}.
     */
    public Mono<SearchPage<MessageRef>> search(SearchQuery query, Cursor after) {
        return searcher.search(query, after);
    }

    /**
     * Every match from the query's position on, fetched {@code limit} at a time with {@code search_after}, each
     * page only when the one before it has been consumed.
     */
    public Flux<MessageRef> searchAll(SearchQuery query) {
        return searcher.searchAll(query);
    }

    /** The stored fields a result needs; uids are read as longs, as they are unsigned 32-bit values. */
    record RefSource(String mailboxId, long uid, String messageId, String threadId) {
    }

    private static final class MessagesInMailboxes implements Searcher.Target<RefSource, MessageRef> {
        private static final List<String> FIELDS = List.of(MAILBOX_ID, UID, MESSAGE_ID, THREAD_ID);

        @Override
        public Class<RefSource> sourceType() {
            return RefSource.class;
        }

        @Override
        public List<String> sourceFields() {
            return FIELDS;
        }

        @Override
        public MessageRef result(RefSource source) {
            return new MessageRef(source.mailboxId(), source.uid(), source.messageId(), source.threadId());
        }

        @Override
        public Query query(SearchQuery query) {
            return QueryConverter.toQuery(query);
        }

        @Override
        public List<SortOptions> sorts(SearchQuery query) {
            return QueryConverter.sorts(query.sorts());
        }

        @Override
        public List<String> routing(SearchQuery query) {
            return List.copyOf(query.mailboxIds());
        }

        @Override
        public String collapseField(SearchQuery.Collapse collapse) {
            return switch (collapse) {
                case NONE -> null;
                case MESSAGE -> MESSAGE_ID;
                case THREAD -> THREAD_ID;
            };
        }

        @Override
        public String collapseKey(MessageRef result, SearchQuery.Collapse collapse) {
            return collapse == SearchQuery.Collapse.THREAD ? result.threadId() : result.messageId();
        }
    }
}
