package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.query.Criterion;
import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.mailbox.query.Sort;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.opensearch._types.FieldValue;
import org.opensearch.client.opensearch._types.SortOptions;
import org.opensearch.client.opensearch._types.query_dsl.Query;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static org.jsonpjackson.mailbox.opensearch.Fields.*;
import static org.jsonpjackson.mailbox.opensearch.Queries.*;

/**
 * Translates the criteria tree into OpenSearch's query DSL over the mailbox index, as Apache James does: flags
 * are {@code term} filters, addresses a {@code should} over name, address, domain and raw address, subjects and
 * bodies {@code match} queries needing every word, and dates {@code range} queries. What the email index translates
 * alike is in {@link CriteriaConverter}.
 */
final class QueryConverter extends CriteriaConverter {

    private QueryConverter(ZoneId zone) {
        super(zone);
    }

    /** The whole query: the mailbox or user scope as filters, the criteria as the scored part. */
    static Query toQuery(SearchQuery query) {
        QueryConverter converter = new QueryConverter(query.zone());
        List<Query> scope = new ArrayList<>();
        if (!query.mailboxIds().isEmpty()) {
            scope.add(terms(MAILBOX_ID, query.mailboxIds()));
        }
        query.userScope().ifPresent(user -> scope.add(term(USER, user)));
        Query criteria = converter.convert(query.criterion());
        return Query.of(q -> q.bool(b -> b.filter(scope).must(criteria)));
    }

    @Override
    public Query visit(Criterion.Text text) {
        return text(text);
    }

    @Override
    public Query visit(Criterion.Address address) {
        return address(address);
    }

    @Override
    public Query visit(Criterion.DateCriterion date) {
        return date(dateField(date.field()), date);
    }

    @Override
    public Query visit(Criterion.ModSeq modSeq) {
        return number(MOD_SEQ, modSeq.comparison(), modSeq.modSeq());
    }

    @Override
    public Query visit(Criterion.Uids uids) {
        return uids(uids);
    }

    @Override
    public Query visit(Criterion.Flag flag) {
        return term(flagField(flag.flag()), FieldValue.of(storedValue(flag.flag(), flag.set())));
    }

    @Override
    public Query visit(Criterion.UserFlag flag) {
        Query has = term(USER_FLAGS, flag.flag());
        return flag.set() ? has : not(has);
    }

    @Override
    public Query visit(Criterion.MailboxIds ids) {
        return terms(MAILBOX_ID, ids.ids());
    }

    @Override
    public Query visit(Criterion.InMailboxOtherThan other) {
        // a message in a mailbox is in exactly one
        return not(terms(MAILBOX_ID, other.ids()));
    }

    private static Query text(Criterion.Text text) {
        return switch (text.scope()) {
            // one field holds every word, whatever field it came from, so the words may come from several
            case ALL -> allWords(TEXT, text.text());
            case BODY -> should(allWords(TEXT_BODY, text.text()), allWords(HTML_BODY, text.text()));
            case ATTACHMENTS -> should(allWords(path(ATTACHMENTS, TEXT_CONTENT), text.text()),
                    allWords(path(ATTACHMENTS, FILE_NAME), text.text()));
        };
    }

    private static Query address(Criterion.Address address) {
        String field = address.field().name().toLowerCase(Locale.ROOT);
        String value = address.value();
        return should(
                allWords(path(field, NAME), value),
                allWords(path(field, ADDRESS), value),
                term(path(field, DOMAIN), value),
                term(path(field, ADDRESS, RAW), value));
    }

    private static String dateField(Criterion.DateField field) {
        return switch (field) {
            case INTERNAL -> DATE;
            case SENT -> SENT_DATE;
            case SAVE -> SAVE_DATE;
        };
    }

    private static Query uids(Criterion.Uids uids) {
        return should(uids.ranges().stream()
                .map(r -> range(UID, b -> b.gte(JsonData.of(r.low())).lte(JsonData.of(r.high()))))
                .toList());
    }

    /** The sort, then the mailbox and uid: together unique, so {@code search_after} never skips a tie. */
    static List<SortOptions> sorts(List<Sort> sorts) {
        List<SortOptions> options = new ArrayList<>();
        for (Sort sort : distinctKeys(sorts)) {
            options.add(sortOn(sortField(sort.key()), sort.direction() == Sort.Direction.ASCENDING));
        }
        options.add(sortOn(MAILBOX_ID, true));
        if (sorts.stream().noneMatch(s -> s.key() == Sort.Key.UID)) {
            options.add(sortOn(UID, true));
        }
        return options;
    }

    /**
     * Each key at its first place only: where two results tie on a key, they tie on it again further down, so
     * a repeated key never changes the order (and OpenSearch need not be asked to sort on a field twice).
     */
    static List<Sort> distinctKeys(List<Sort> sorts) {
        Set<Sort.Key> seen = new LinkedHashSet<>();
        return sorts.stream().filter(s -> seen.add(s.key())).toList();
    }

    static String sortField(Sort.Key key) {
        return switch (key) {
            case RECEIVED_AT -> DATE;
            case SENT_AT -> SENT_DATE;
            case SAVED_AT -> SAVE_DATE;
            case SIZE -> SIZE;
            case FROM -> SORT_FROM;
            case TO -> SORT_TO;
            case SUBJECT -> SORT_SUBJECT;
            case UID -> UID;
            case MOD_SEQ -> MOD_SEQ;
            case ID -> MESSAGE_ID;
        };
    }
}
