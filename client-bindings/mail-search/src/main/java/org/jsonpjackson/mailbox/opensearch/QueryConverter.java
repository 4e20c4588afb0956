package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.query.Criterion;
import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.mailbox.query.Sort;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.opensearch._types.FieldValue;
import org.opensearch.client.opensearch._types.SortOptions;
import org.opensearch.client.opensearch._types.SortOrder;
import org.opensearch.client.opensearch._types.query_dsl.ChildScoreMode;
import org.opensearch.client.opensearch._types.query_dsl.Operator;
import org.opensearch.client.opensearch._types.query_dsl.Query;
import org.opensearch.client.opensearch._types.query_dsl.RangeQuery;
import org.opensearch.client.opensearch._types.query_dsl.TextQueryType;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import static org.jsonpjackson.mailbox.opensearch.Fields.*;

/**
 * Translates the criteria tree into OpenSearch's query DSL, as Apache James does: flags are {@code term}
 * filters, addresses a {@code should} over name, address, domain and raw address, subjects and bodies
 * {@code match} queries needing every word, and dates {@code range} queries.
 */
final class QueryConverter {

    /** Every field the "text" criterion searches. */
    private static final List<String> ALL_TEXT_FIELDS = List.of(
            SUBJECT, TEXT_BODY, HTML_BODY,
            path(FROM, NAME), path(FROM, ADDRESS), path(TO, NAME), path(TO, ADDRESS),
            path(CC, NAME), path(CC, ADDRESS), path(BCC, NAME), path(BCC, ADDRESS),
            path(ATTACHMENTS, FILE_NAME), path(ATTACHMENTS, TEXT_CONTENT));

    private final ZoneId zone;

    private QueryConverter(ZoneId zone) {
        this.zone = zone;
    }

    /** The whole query: the mailbox or user scope as filters, the criteria as the scored part. */
    static Query toQuery(SearchQuery query) {
        QueryConverter converter = new QueryConverter(query.zone());
        List<Query> scope = new ArrayList<>();
        if (!query.mailboxIds().isEmpty()) {
            scope.add(terms(MAILBOX_ID, query.mailboxIds()));
        }
        query.userScope().ifPresent(user -> scope.add(term(USER, FieldValue.of(user))));
        Query criteria = converter.convert(query.criterion());
        return Query.of(q -> q.bool(b -> b.filter(scope).must(criteria)));
    }

    Query convert(Criterion criterion) {
        // Java 17 has no pattern switch; the chain is ordered by how often James' queries use each node
        if (criterion instanceof Criterion.And and) {
            return and.children().isEmpty() ? matchEverything()
                    : Query.of(q -> q.bool(b -> b.must(convertAll(and.children()))));
        }
        if (criterion instanceof Criterion.Flag flag) {
            return term(flagField(flag.flag()), FieldValue.of(storedValue(flag.flag(), flag.set())));
        }
        if (criterion instanceof Criterion.MailboxIds ids) {
            return terms(MAILBOX_ID, ids.ids());
        }
        if (criterion instanceof Criterion.Text text) {
            return text(text);
        }
        if (criterion instanceof Criterion.DateCriterion date) {
            return date(date);
        }
        if (criterion instanceof Criterion.Address address) {
            return address(address);
        }
        if (criterion instanceof Criterion.Subject subject) {
            return matchAll(SUBJECT, subject.text());
        }
        if (criterion instanceof Criterion.Or or) {
            return or.children().isEmpty() ? matchNothing()
                    : Query.of(q -> q.bool(b -> b.should(convertAll(or.children())).minimumShouldMatch("1")));
        }
        if (criterion instanceof Criterion.Not not) {
            return Query.of(q -> q.bool(b -> b.mustNot(convert(not.child()))));
        }
        if (criterion instanceof Criterion.All) {
            return matchEverything();
        }
        if (criterion instanceof Criterion.UserFlag flag) {
            Query has = term(USER_FLAGS, FieldValue.of(flag.flag()));
            return flag.set() ? has : Query.of(q -> q.bool(b -> b.mustNot(has)));
        }
        if (criterion instanceof Criterion.HasAttachment has) {
            return term(HAS_ATTACHMENT, FieldValue.of(has.value()));
        }
        if (criterion instanceof Criterion.HeaderContains header) {
            return nestedHeader(header.name(), matchAll(path(HEADERS, HEADER_VALUE), header.value()));
        }
        if (criterion instanceof Criterion.HeaderExists header) {
            return nestedHeader(header.name(), matchEverything());
        }
        if (criterion instanceof Criterion.Size size) {
            return number(SIZE, size.comparison(), size.bytes());
        }
        if (criterion instanceof Criterion.ModSeq modSeq) {
            return number(MOD_SEQ, modSeq.comparison(), modSeq.modSeq());
        }
        if (criterion instanceof Criterion.Uids uids) {
            return uids(uids);
        }
        if (criterion instanceof Criterion.MessageIds ids) {
            return terms(MESSAGE_ID, ids.ids());
        }
        throw new IllegalStateException("No translation for " + criterion);
    }

    private List<Query> convertAll(List<Criterion> criteria) {
        return criteria.stream().map(this::convert).toList();
    }

    private static Query text(Criterion.Text text) {
        return switch (text.scope()) {
            // cross_fields: each word must occur somewhere, not necessarily all in the same field
            case ALL -> Query.of(q -> q.multiMatch(m -> m.fields(ALL_TEXT_FIELDS).query(text.text())
                    .type(TextQueryType.CrossFields).operator(Operator.And)));
            case BODY -> should(matchAll(TEXT_BODY, text.text()), matchAll(HTML_BODY, text.text()));
            case ATTACHMENTS -> should(matchAll(path(ATTACHMENTS, TEXT_CONTENT), text.text()),
                    matchAll(path(ATTACHMENTS, FILE_NAME), text.text()));
        };
    }

    private static Query address(Criterion.Address address) {
        String field = address.field().name().toLowerCase(Locale.ROOT);
        String value = address.value();
        return should(
                matchAll(path(field, NAME), value),
                matchAll(path(field, ADDRESS), value),
                term(path(field, DOMAIN), FieldValue.of(value)),
                term(path(field, ADDRESS, RAW), FieldValue.of(value)));
    }

    private static Query nestedHeader(String name, Query valueQuery) {
        return Query.of(q -> q.nested(n -> n.path(HEADERS).scoreMode(ChildScoreMode.Max).query(nq -> nq.bool(b -> b
                .filter(term(path(HEADERS, HEADER_NAME), FieldValue.of(name)))
                .must(valueQuery)))));
    }

    private Query date(Criterion.DateCriterion criterion) {
        String field = switch (criterion.field()) {
            case INTERNAL -> DATE;
            case SENT -> SENT_DATE;
            case SAVE -> SAVE_DATE;
        };
        Instant at = criterion.date();
        if (criterion.resolution() == Criterion.DateResolution.MILLISECOND) {
            return switch (criterion.comparison()) {
                case BEFORE -> range(field, r -> r.lt(JsonData.of(at.toString())));
                case ON -> range(field, r -> r.gte(JsonData.of(at.toString())).lte(JsonData.of(at.toString())));
                case AFTER -> range(field, r -> r.gt(JsonData.of(at.toString())));
            };
        }
        LocalDate day = at.atZone(zone).toLocalDate();
        String start = day.atStartOfDay(zone).toInstant().toString();
        String next = day.plusDays(1).atStartOfDay(zone).toInstant().toString();
        return switch (criterion.comparison()) {
            case BEFORE -> range(field, r -> r.lt(JsonData.of(start)));
            case ON -> range(field, r -> r.gte(JsonData.of(start)).lt(JsonData.of(next)));
            case AFTER -> range(field, r -> r.gte(JsonData.of(next)));
        };
    }

    private static Query number(String field, Criterion.NumberComparison comparison, long value) {
        return switch (comparison) {
            case LESS_THAN -> range(field, r -> r.lt(JsonData.of(value)));
            case EQUALS -> term(field, FieldValue.of(value));
            case GREATER_THAN -> range(field, r -> r.gt(JsonData.of(value)));
        };
    }

    private static Query uids(Criterion.Uids uids) {
        List<Query> ranges = uids.ranges().stream()
                .map(r -> range(UID, b -> b.gte(JsonData.of(r.low())).lte(JsonData.of(r.high()))))
                .toList();
        return ranges.isEmpty() ? matchNothing() : should(ranges.toArray(Query[]::new));
    }

    /** The sort, then the mailbox and uid: together unique, so {@code search_after} never skips a tie. */
    static List<SortOptions> sorts(List<Sort> sorts) {
        List<SortOptions> options = new ArrayList<>();
        boolean hasUid = false;
        for (Sort sort : sorts) {
            options.add(sortOn(sortField(sort.key()), sort.direction() == Sort.Direction.ASCENDING));
            hasUid |= sort.key() == Sort.Key.UID;
        }
        options.add(sortOn(MAILBOX_ID, true));
        if (!hasUid) {
            options.add(sortOn(UID, true));
        }
        return options;
    }

    static String sortField(Sort.Key key) {
        return switch (key) {
            case RECEIVED_AT -> DATE;
            case SENT_AT -> SENT_DATE;
            case SAVED_AT -> SAVE_DATE;
            case SIZE -> SIZE;
            case FROM -> path(FROM, ADDRESS, RAW);
            case TO -> path(TO, ADDRESS, RAW);
            case SUBJECT -> path(SUBJECT, RAW);
            case UID -> UID;
            case MOD_SEQ -> MOD_SEQ;
            case ID -> MESSAGE_ID;
        };
    }

    private static SortOptions sortOn(String field, boolean ascending) {
        return SortOptions.of(s -> s.field(f -> f.field(field)
                .order(ascending ? SortOrder.Asc : SortOrder.Desc)
                .missing(FieldValue.of("_last"))));
    }

    private static Query matchAll(String field, String text) {
        return Query.of(q -> q.match(m -> m.field(field).query(FieldValue.of(text)).operator(Operator.And)));
    }

    private static Query should(Query... queries) {
        return Query.of(q -> q.bool(b -> b.should(List.of(queries)).minimumShouldMatch("1")));
    }

    private static Query term(String field, FieldValue value) {
        return Query.of(q -> q.term(t -> t.field(field).value(value)));
    }

    private static Query terms(String field, Collection<String> values) {
        List<FieldValue> list = values.stream().sorted().map(FieldValue::of).toList();
        return list.isEmpty()
                ? matchNothing()
                : Query.of(q -> q.terms(t -> t.field(field).terms(v -> v.value(list))));
    }

    private static Query matchEverything() {
        return Query.of(q -> q.matchAll(m -> m));
    }

    private static Query matchNothing() {
        return Query.of(q -> q.matchNone(m -> m));
    }

    private static Query range(String field, Function<RangeQuery.Builder, RangeQuery.Builder> bounds) {
        return Query.of(q -> q.range(r -> bounds.apply(r.field(field))));
    }
}
