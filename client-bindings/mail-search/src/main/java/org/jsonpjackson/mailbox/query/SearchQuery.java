package org.jsonpjackson.mailbox.query;

import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A search over some mailboxes, or over all of one user's mailboxes: a criteria tree, sorts, a page and
 * options. Built with {@link #builder()}; {@link Builder#build()} validates everything, so a query that
 * exists can be sent.
 *
 * @param mailboxIds     the mailboxes searched; empty when {@link #user()} is set
 * @param user           the user whose mailboxes are all searched, or {@code null}
 * @param criterion      what matches
 * @param sorts          the order, most significant first; a key may come twice (the second changes nothing)
 * @param position       how many matching messages to skip
 * @param limit          the most messages returned
 * @param zone           the time zone that day-resolution dates are read in
 * @param collapse       whether duplicates are collapsed
 * @param calculateTotal whether the total number of matches is counted
 * @since 0.1.0
 */
public record SearchQuery(
        Set<String> mailboxIds,
        String user,
        Criterion criterion,
        List<Sort> sorts,
        int position,
        int limit,
        ZoneId zone,
        Collapse collapse,
        boolean calculateTotal) {

    /** The most messages one page may ask for, as OpenSearch's default result window allows. */
    public static final int MAX_LIMIT = 10_000;

    /** Which results count as the same and are returned once, the first in sort order. */
    public enum Collapse {
        /** Every matching mailbox entry. */
        NONE,
        /** One entry per message, whatever number of mailboxes it is in. */
        MESSAGE,
        /** One entry per thread (JMAP {@code collapseThreads}). */
        THREAD
    }

    public SearchQuery {
        mailboxIds = Set.copyOf(mailboxIds);
        sorts = List.copyOf(sorts);
        Objects.requireNonNull(criterion, "criterion");
        Objects.requireNonNull(zone, "zone");
        Objects.requireNonNull(collapse, "collapse");
        if (user == null && mailboxIds.isEmpty()) {
            throw new InvalidSearchQueryException("mailboxIds", mailboxIds, "must name at least one mailbox, or a user must be given");
        }
        if (user != null && user.isBlank()) {
            throw new InvalidSearchQueryException("user", user, "must not be blank");
        }
        if (limit < 1 || limit > MAX_LIMIT) {
            throw new InvalidSearchQueryException("limit", limit, "must be in 1.." + MAX_LIMIT);
        }
        if (position < 0) {
            throw new InvalidSearchQueryException("position", position, "must not be negative");
        }
    }

    public Optional<String> userScope() {
        return Optional.ofNullable(user);
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        Builder b = new Builder();
        b.mailboxIds = mailboxIds;
        b.user = user;
        b.criterion = criterion;
        b.sorts = new ArrayList<>(sorts);
        b.position = position;
        b.limit = limit;
        b.zone = zone;
        b.collapse = collapse;
        b.calculateTotal = calculateTotal;
        return b;
    }

    /**
     * Builds a {@link SearchQuery}. Defaults: every message, newest received first, position 0, limit 30,
     * UTC, no collapsing, no total.
     */
    public static final class Builder {
        private Set<String> mailboxIds = Set.of();
        private String user;
        private Criterion criterion = Criterion.all();
        private List<Sort> sorts = new ArrayList<>();
        private int position;
        private int limit = 30;
        private ZoneId zone = ZoneOffset.UTC;
        private Collapse collapse = Collapse.NONE;
        private boolean calculateTotal;

        private Builder() {
        }

        /** Searches these mailboxes; an empty set is rejected by {@link #build()}. */
        public Builder inMailboxes(Set<String> ids) {
            mailboxIds = Objects.requireNonNull(ids, "mailboxIds");
            return this;
        }

        public Builder inMailboxes(String... ids) {
            return inMailboxes(Set.of(ids));
        }

        /** Searches every mailbox of this user; with {@link #inMailboxes}, only those of them. */
        public Builder ofUser(String user) {
            this.user = user;
            return this;
        }

        public Builder criterion(Criterion criterion) {
            this.criterion = criterion;
            return this;
        }

        /** Adds a sort key after those already given. */
        public Builder sort(Sort sort) {
            sorts.add(Objects.requireNonNull(sort, "sort"));
            return this;
        }

        public Builder sorts(List<Sort> sorts) {
            this.sorts = new ArrayList<>(sorts);
            return this;
        }

        public Builder position(int position) {
            this.position = position;
            return this;
        }

        public Builder limit(int limit) {
            this.limit = limit;
            return this;
        }

        public Builder zone(ZoneId zone) {
            this.zone = zone;
            return this;
        }

        public Builder collapse(Collapse collapse) {
            this.collapse = collapse;
            return this;
        }

        public Builder calculateTotal(boolean calculateTotal) {
            this.calculateTotal = calculateTotal;
            return this;
        }

        /** @throws InvalidSearchQueryException naming the first bad argument */
        public SearchQuery build() {
            List<Sort> order = sorts.isEmpty() ? List.of(Sort.descending(Sort.Key.RECEIVED_AT)) : sorts;
            return new SearchQuery(mailboxIds, user, criterion, order, position, limit, zone, collapse, calculateTotal);
        }
    }
}
