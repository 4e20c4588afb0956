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
            page = anchored(query, anchor, anchorOffset, limit, calculateTotal);
        } else if (position < 0) {
            // a negative position counts from the end, so the total comes first and is already known
            page = search.count(query).flatMap(total -> positioned(query, Math.max(0, total + position), limit, false)
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

    /** The ids from {@code position} on, at any depth (mail search walks past OpenSearch's result window). */
    private Mono<Page> positioned(SearchQuery query, long position, int limit, boolean calculateTotal) {
        if (limit == 0 || position > Integer.MAX_VALUE) {
            Page empty = new Page(position, List.of(), OptionalLong.empty());
            return calculateTotal ? search.count(query).map(empty::withTotal) : Mono.just(empty);
        }
        return search.search(query.toBuilder().position((int) position).limit(limit).calculateTotal(calculateTotal).build())
                .map(page -> new Page(position, ids(page.items()), page.total()));
    }

    /**
     * The ids from the anchor's position plus {@code offset}, clamped to the results (RFC 8620 section 5.5); an
     * anchor mail search does not find among the results it looks at is {@code anchorNotFound}.
     */
    private Mono<Page> anchored(SearchQuery query, String anchor, long offset, int limit, boolean calculateTotal) {
        return search.positionOf(query, anchor)
                .switchIfEmpty(Mono.error(() -> new MethodError(MethodError.ANCHOR_NOT_FOUND,
                        "Email " + anchor + " is not in the results")))
                .zipWith(search.count(query))
                .flatMap(found -> {
                    long total = found.getT2();
                    long start = Math.max(0, Math.min(total, found.getT1() + offset));
                    return positioned(query, start, limit, false).map(p -> calculateTotal ? p.withTotal(total) : p);
                });
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
