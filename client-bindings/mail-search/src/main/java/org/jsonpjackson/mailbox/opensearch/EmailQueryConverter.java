package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.query.Criterion;
import org.jsonpjackson.mailbox.query.InvalidSearchQueryException;
import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.mailbox.query.Sort;
import org.opensearch.client.opensearch._types.SortOptions;
import org.opensearch.client.opensearch._types.query_dsl.Query;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

import static org.jsonpjackson.mailbox.opensearch.Fields.*;
import static org.jsonpjackson.mailbox.opensearch.Queries.*;

/**
 * Translates the criteria tree into a query over the email index, where each document is an email with its
 * set of mailboxes and its keywords, so that operators combine what is true of the email: "in the inbox and
 * in the archive" is one email in both. What the mailbox index translates alike is in {@link CriteriaConverter}.
 */
final class EmailQueryConverter extends CriteriaConverter {

    private EmailQueryConverter(ZoneId zone) {
        super(zone);
    }

    /**
     * The scope (the user's emails, or those in one of the mailboxes) as filters, the criteria as the scored part.
     *
     * @throws InvalidSearchQueryException for a criterion that only a message in a mailbox has
     */
    static Query toQuery(SearchQuery query) {
        List<Query> scope = new ArrayList<>();
        if (!query.mailboxIds().isEmpty()) {
            scope.add(terms(MAILBOX_IDS, query.mailboxIds()));
        }
        query.userScope().ifPresent(user -> scope.add(term(USER, user)));
        Query criteria = new EmailQueryConverter(query.zone()).convert(query.criterion());
        return Query.of(q -> q.bool(b -> b.filter(scope).must(criteria)));
    }

    @Override
    public Query visit(Criterion.Text text) {
        return allWords(switch (text.scope()) {
            case ALL -> TEXT;
            case BODY -> BODY;
            case ATTACHMENTS -> ATTACHMENTS;
        }, text.text());
    }

    @Override
    public Query visit(Criterion.Address address) {
        return allWords(switch (address.field()) {
            case FROM -> FROM;
            case TO -> TO;
            case CC -> CC;
            case BCC -> BCC;
        }, address.value());
    }

    @Override
    public Query visit(Criterion.DateCriterion date) {
        return date(switch (date.field()) {
            case INTERNAL -> RECEIVED_AT;
            case SENT -> SENT_AT;
            case SAVE -> throw perMailbox("criterion", date, "a save date is a message's in one mailbox");
        }, date);
    }

    @Override
    public Query visit(Criterion.ModSeq modSeq) {
        throw perMailbox("criterion", modSeq, "a mod-sequence is a message's in one mailbox");
    }

    @Override
    public Query visit(Criterion.Uids uids) {
        throw perMailbox("criterion", uids, "a uid is a message's in one mailbox");
    }

    @Override
    public Query visit(Criterion.Flag flag) {
        Query has = term(KEYWORDS, keyword(flag.flag()));
        return flag.set() ? has : not(has);
    }

    @Override
    public Query visit(Criterion.UserFlag flag) {
        Query has = term(KEYWORDS, flag.flag());
        return flag.set() ? has : not(has);
    }

    @Override
    public Query visit(Criterion.MailboxIds ids) {
        return terms(MAILBOX_IDS, ids.ids());
    }

    @Override
    public Query visit(Criterion.InMailboxOtherThan other) {
        return inMailboxOtherThan(other);
    }

    /**
     * In a mailbox outside the set: not every one of the email's mailboxes is in it. {@code terms_set} matches
     * an email with at least {@code mailboxCount} of its mailboxes among the set's, which (its mailboxes being
     * distinct) is all of them.
     */
    private static Query inMailboxOtherThan(Criterion.InMailboxOtherThan other) {
        if (other.ids().isEmpty()) {
            // every email is in at least one mailbox, and none is in the empty set
            return matchEverything();
        }
        List<String> ids = other.ids().stream().sorted().toList();
        return not(Query.of(q -> q.termsSet(t -> t.field(MAILBOX_IDS).terms(ids).minimumShouldMatchField(MAILBOX_COUNT))));
    }

    /**
     * The sort, then the email id and owner, together unique, in the direction of the last sort: the order is
     * total, so {@code search_after} never skips a tie, and reversing every sort reverses all of it.
     *
     * @throws InvalidSearchQueryException for a sort that only a message in a mailbox has
     */
    static List<SortOptions> sorts(List<Sort> sorts) {
        List<SortOptions> options = new ArrayList<>();
        for (Sort sort : QueryConverter.distinctKeys(sorts)) {
            options.add(sortOn(sortField(sort), sort.direction() == Sort.Direction.ASCENDING));
        }
        boolean ascending = sorts.get(sorts.size() - 1).direction() == Sort.Direction.ASCENDING;
        options.add(sortOn(MESSAGE_ID, ascending));
        options.add(sortOn(USER, ascending));
        return options;
    }

    private static String sortField(Sort sort) {
        return switch (sort.key()) {
            case RECEIVED_AT -> RECEIVED_AT;
            case SENT_AT -> SORT_SENT_AT;
            case SIZE -> SIZE;
            case FROM -> SORT_FROM;
            case TO -> SORT_TO;
            case SUBJECT -> SORT_SUBJECT;
            case ID -> MESSAGE_ID;
            case SAVED_AT, UID, MOD_SEQ -> throw perMailbox("sort", sort, "it is a message's in one mailbox, not an email's");
        };
    }

    private static InvalidSearchQueryException perMailbox(String argument, Object value, String why) {
        return new InvalidSearchQueryException(argument, value, "cannot apply to emails: " + why);
    }
}
