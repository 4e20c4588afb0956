package org.jsonpjackson.sim.jmap;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.jsonpjackson.mailbox.opensearch.EmailRef;
import org.jsonpjackson.mailbox.opensearch.EmailSearch;
import org.jsonpjackson.mailbox.query.Criterion;
import org.jsonpjackson.mailbox.query.InvalidSearchQueryException;
import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.mailbox.query.Sort;
import org.jsonpjackson.sim.auth.Principal;
import reactor.core.publisher.Mono;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;

/**
 * {@code Email/query} (RFC 8621 section 4.4) over the backend's email index: one document per email, with its
 * set of mailboxes and its keywords, so that every filter applies to the email. Email ids are message ids;
 * {@code collapseThreads} returns one email per thread.
 */
final class EmailQueryMethod {

    /** The most ids one call returns; a larger or absent limit is capped and the cap reported. */
    static final int MAX_LIMIT = 256;
    /** How many ids an {@code anchor} is looked for among, and how deep a {@code position} may reach. */
    static final int MAX_WINDOW = SearchQuery.MAX_LIMIT;

    private static final Set<String> ARGUMENTS = Set.of("accountId", "filter", "sort", "position", "anchor",
            "anchorOffset", "limit", "calculateTotal", "collapseThreads");
    /** The sort properties it takes, as the session resource lists them (RFC 8621 {@code emailQuerySortOptions}). */
    static final List<String> SORTABLE = List.of("receivedAt", "sentAt", "size", "from", "to", "subject");
    private static final Set<String> COMPARATOR = Set.of("property", "isAscending", "collation", "keyword");
    /** RFC 4790's name for the one way strings compare here: case-insensitively, accents folded as well. */
    static final String COLLATION = "i;unicode-casemap";

    private final EmailSearch search;

    EmailQueryMethod(EmailSearch search) {
        this.search = search;
    }

    /**
     * Validates everything before any search is sent; errors are {@link MethodError}s. An account the
     * principal may not read is {@code accountNotFound}, whether or not it exists.
     */
    Mono<MethodResponse> call(Invocation invocation, Principal principal) {
        Arguments args = new Arguments(invocation.arguments(), "").only(ARGUMENTS);
        String accountId = args.string("accountId");
        String owner = principal.account(accountId)
                .orElseThrow(() -> new MethodError(MethodError.ACCOUNT_NOT_FOUND, "No account " + accountId + " for "
                        + principal.username()))
                .owner();
        Criterion criterion = FilterConverter.convert(args.value("filter"));
        List<Sort> sorts = sorts(args.value("sort"));
        long position = args.integer("position", 0);
        String anchor = args.stringOrNull("anchor");
        long anchorOffset = args.integer("anchorOffset", 0);
        long requested = args.unsigned("limit", MAX_LIMIT);
        int limit = (int) Math.min(requested, MAX_LIMIT);
        OptionalLong cappedLimit = !args.has("limit") || requested > MAX_LIMIT ? OptionalLong.of(limit) : OptionalLong.empty();
        boolean calculateTotal = args.bool("calculateTotal", false);
        SearchQuery query;
        try {
            query = SearchQuery.builder().ofUser(owner).criterion(criterion).sorts(sorts)
                    .collapse(args.bool("collapseThreads", false) ? SearchQuery.Collapse.THREAD : SearchQuery.Collapse.NONE)
                    .build();
        } catch (InvalidSearchQueryException e) {
            throw MethodError.invalidArguments(e.getMessage());
        }
        Mono<Page> page;
        if (anchor != null) {
            page = withTotal(anchored(query, anchor, anchorOffset, limit), query, calculateTotal);
        } else if (position < 0) {
            // a negative position counts from the end, so the total comes first and is already known
            page = total(query).flatMap(total -> positioned(query, Math.max(0, total + position), limit, false)
                    .map(p -> calculateTotal ? p.withTotal(total) : p));
        } else {
            page = positioned(query, position, limit, calculateTotal);
        }
        return page.map(p -> new MethodResponse.EmailQuery(invocation.callId(), accountId, p.position(), p.ids(),
                p.total(), cappedLimit));
    }

    private record Page(long position, List<String> ids, OptionalLong total) {
        Page withTotal(long total) {
            return new Page(position, ids, OptionalLong.of(total));
        }
    }

    /** A window of the results; within OpenSearch's result window the total comes with it in one request. */
    private Mono<Page> positioned(SearchQuery query, long position, int limit, boolean calculateTotal) {
        if (limit > 0 && position + limit <= MAX_WINDOW) {
            return search.search(query.toBuilder().position((int) position).limit(limit).calculateTotal(calculateTotal).build())
                    .map(page -> new Page(position, ids(page.emails()), page.total()));
        }
        Mono<Page> page = limit == 0
                ? Mono.just(new Page(position, List.of(), OptionalLong.empty()))
                // deeper than a from/size search may go: walk the pages with search_after instead
                : search.searchAll(walk(query)).skip(position).take(limit).map(EmailRef::messageId).collectList()
                        .map(ids -> new Page(position, ids, OptionalLong.empty()));
        return withTotal(page, query, calculateTotal);
    }

    private Mono<Page> anchored(SearchQuery query, String anchor, long offset, int limit) {
        return search.searchAll(walk(query))
                .take(MAX_WINDOW)
                .map(EmailRef::messageId)
                .collectList()
                .map(all -> {
                    int at = all.indexOf(anchor);
                    if (at < 0) {
                        throw new MethodError(MethodError.ANCHOR_NOT_FOUND, "Email " + anchor + " is not in the results");
                    }
                    int start = (int) Math.max(0, Math.min(all.size(), at + offset));
                    int end = (int) Math.min(all.size(), (long) start + limit);
                    return new Page(start, List.copyOf(all.subList(start, end)), OptionalLong.empty());
                });
    }

    private Mono<Page> withTotal(Mono<Page> page, SearchQuery query, boolean calculateTotal) {
        return calculateTotal ? page.zipWith(total(query), Page::withTotal) : page;
    }

    private Mono<Long> total(SearchQuery query) {
        return search.search(query.toBuilder().limit(1).calculateTotal(true).build())
                .map(page -> page.total().orElseThrow());
    }

    /** The query for walking every result, a thousand per request. */
    private static SearchQuery walk(SearchQuery query) {
        return query.toBuilder().position(0).limit(1_000).build();
    }

    private static List<String> ids(List<EmailRef> refs) {
        return refs.stream().map(EmailRef::messageId).toList();
    }

    private static List<Sort> sorts(JsonValue value) {
        if (value == JsonValue.NULL) {
            return List.of();
        }
        if (!(value instanceof JsonArray array)) {
            throw MethodError.invalidArguments("sort must be an array of Comparator objects, not " + value);
        }
        List<Sort> sorts = new ArrayList<>(array.size());
        for (int i = 0; i < array.size(); i++) {
            if (!(array.get(i) instanceof JsonObject comparator)) {
                throw MethodError.invalidArguments("sort[" + i + "] must be a Comparator object");
            }
            Arguments args = new Arguments(comparator, "sort[" + i + "].").only(COMPARATOR);
            String property = args.string("property");
            if (!SORTABLE.contains(property)) {
                throw new MethodError(MethodError.UNSUPPORTED_SORT, "Cannot sort on " + property + "; sortable: " + SORTABLE);
            }
            String collation = args.stringOrNull("collation");
            if (collation != null && !COLLATION.equals(collation)) {
                throw new MethodError(MethodError.UNSUPPORTED_SORT, "sort[" + i + "].collation " + collation
                        + " is not supported; strings compare with " + COLLATION + " (also ignoring accents)");
            }
            sorts.add(Sort.of(property, args.bool("isAscending", true)));
        }
        return sorts;
    }
}
