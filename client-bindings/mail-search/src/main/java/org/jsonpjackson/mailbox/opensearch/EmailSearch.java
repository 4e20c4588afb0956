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
import java.util.Objects;

import static org.jsonpjackson.mailbox.opensearch.Fields.*;

/**
 * Runs {@link SearchQuery searches} over emails, the way JMAP's {@code Email/query} (RFC 8621) sees them: one
 * result per email, however many mailboxes it is in, and every criterion applies to the email. An email is
 * in the mailboxes its copies are in; it has a keyword when any of its copies has the flag; the
 * mailbox scope of a query keeps the emails in at least one of its mailboxes.
 *
 * <ul>
 *   <li>{@code mailboxIds(s)} matches an email in one of {@code s}, so {@code and(mailboxIds({a}), mailboxIds({b}))}
 *       an email in both; {@code inMailboxOtherThan(s)} an email in some mailbox outside {@code s}.</li>
 *   <li>{@code text} finds every word anywhere among the addresses (names and addresses), subject, bodies and
 *       attachments (names and text); {@code from}, {@code to}, {@code cc}, {@code bcc}, {@code subject}, the
 *       bodies and the attachments each need every word in their own field.</li>
 *   <li>Sorts on {@code from} and {@code to} use the first address's name, or its address without a name;
 *       {@code subject} the base subject (RFC 5256); {@code sentAt} the received date when there is none.
 *       Ties are broken by email id, in the direction of the last sort, so that reversing every sort reverses
 *       the whole list.</li>
 *   <li>Per-mailbox criteria and sorts (uids, mod-sequences, save dates) are refused with an
 *       {@link org.jsonpjackson.mailbox.query.InvalidSearchQueryException}, before anything is sent.</li>
 *   <li>{@code Collapse.MESSAGE} changes nothing (an email is one result already); {@code Collapse.THREAD} keeps
 *       the first email of each thread.</li>
 * </ul>
 *
 * @since 0.1.0
 */
public final class EmailSearch {

    private final Searcher<EmailSource, EmailRef> searcher;

    EmailSearch(ReactorSearchClient client, String alias, int resultWindow) {
        this.searcher = new Searcher<>(client, alias, new Emails(), resultWindow);
    }

    /**
     * The page at the query's position, however deep: past the index's result window, the results before it
     * are walked with {@code search_after}, and the page has no cursor.
     */
    public Mono<SearchPage<EmailRef>> search(SearchQuery query) {
        return searcher.search(query);
    }

    /** The page after {@code after}; the query must be the one that produced the cursor, with position 0. */
    public Mono<SearchPage<EmailRef>> search(SearchQuery query, Cursor after) {
        return searcher.search(query, after);
    }

    /** How many emails (threads, when collapsed by thread) match in all. */
    public Mono<Long> count(SearchQuery query) {
        return searcher.count(query);
    }

    /**
     * Where the email {@code messageId} stands in the query's results, counting from 0, if it is among the first
     * results the index's result window holds ({@link MailboxIndex#withResultWindow}); empty otherwise. The position ignores the query's own position and limit.
     */
    public Mono<Integer> positionOf(SearchQuery query, String messageId) {
        Objects.requireNonNull(messageId, "messageId");
        return searcher.positionOf(query, email -> email.messageId().equals(messageId));
    }

    /** Every match from the query's position on, fetched {@code limit} at a time, each page when it is wanted. */
    public Flux<EmailRef> searchAll(SearchQuery query) {
        return searcher.searchAll(query);
    }

    record EmailSource(String messageId, String threadId) {
    }

    private static final class Emails implements Searcher.Target<EmailSource, EmailRef> {
        private static final List<String> FIELDS = List.of(MESSAGE_ID, THREAD_ID);

        @Override
        public Class<EmailSource> sourceType() {
            return EmailSource.class;
        }

        @Override
        public List<String> sourceFields() {
            return FIELDS;
        }

        @Override
        public EmailRef result(EmailSource source) {
            return new EmailRef(source.messageId(), source.threadId());
        }

        @Override
        public Query query(SearchQuery query) {
            return EmailQueryConverter.toQuery(query);
        }

        @Override
        public List<SortOptions> sorts(SearchQuery query) {
            return EmailQueryConverter.sorts(query.sorts());
        }

        @Override
        public List<String> routing(SearchQuery query) {
            // emails are routed by their owner
            return query.userScope().map(List::of).orElse(List.of());
        }

        @Override
        public String collapseField(SearchQuery.Collapse collapse) {
            return collapse == SearchQuery.Collapse.THREAD ? THREAD_ID : null;
        }

        @Override
        public String collapseKey(EmailRef result, SearchQuery.Collapse collapse) {
            return result.threadId();
        }
    }
}
