package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.query.Criterion;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.opensearch._types.FieldValue;
import org.opensearch.client.opensearch._types.query_dsl.ChildScoreMode;
import org.opensearch.client.opensearch._types.query_dsl.Query;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;

import static org.jsonpjackson.mailbox.opensearch.Fields.*;
import static org.jsonpjackson.mailbox.opensearch.Queries.*;

/**
 * What the mailbox index ({@link QueryConverter}) and the email index ({@link EmailQueryConverter}) translate
 * alike: the operators, and the criteria on fields both indexes name and hold the same way (subject, headers,
 * size, attachments, message id). Each index translates the rest itself; a new kind of criterion compiles in
 * neither until it does, or until it is translated here for both.
 */
abstract class CriteriaConverter implements Criterion.Visitor<Query> {

    /** Where whole days begin and end. */
    private final ZoneId zone;

    CriteriaConverter(ZoneId zone) {
        this.zone = zone;
    }

    final Query convert(Criterion criterion) {
        return criterion.accept(this);
    }

    @Override
    public final Query visit(Criterion.And and) {
        return must(and.children().stream().map(this::convert).toList());
    }

    @Override
    public final Query visit(Criterion.Or or) {
        return should(or.children().stream().map(this::convert).toList());
    }

    @Override
    public final Query visit(Criterion.Not not) {
        return not(convert(not.child()));
    }

    @Override
    public final Query visit(Criterion.All all) {
        return matchEverything();
    }

    @Override
    public final Query visit(Criterion.Subject subject) {
        return allWords(SUBJECT, subject.text());
    }

    @Override
    public final Query visit(Criterion.HeaderContains header) {
        return nestedHeader(header.name(), allWords(path(HEADERS, HEADER_VALUE), header.value()));
    }

    @Override
    public final Query visit(Criterion.HeaderExists header) {
        return nestedHeader(header.name(), matchEverything());
    }

    @Override
    public final Query visit(Criterion.Size size) {
        return number(SIZE, size.comparison(), size.bytes());
    }

    @Override
    public final Query visit(Criterion.HasAttachment has) {
        return term(HAS_ATTACHMENT, FieldValue.of(has.value()));
    }

    @Override
    public final Query visit(Criterion.MessageIds ids) {
        return terms(MESSAGE_ID, ids.ids());
    }

    private static Query nestedHeader(String name, Query valueQuery) {
        return Query.of(q -> q.nested(n -> n.path(HEADERS).scoreMode(ChildScoreMode.Max).query(nq -> nq.bool(b -> b
                .filter(term(path(HEADERS, HEADER_NAME), name))
                .must(valueQuery)))));
    }

    /** A date criterion on {@code field}, the index's field for the criterion's date. */
    final Query date(String field, Criterion.DateCriterion criterion) {
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

    static Query number(String field, Criterion.NumberComparison comparison, long value) {
        return switch (comparison) {
            case LESS_THAN -> range(field, r -> r.lt(JsonData.of(value)));
            case EQUALS -> term(field, FieldValue.of(value));
            case GREATER_THAN -> range(field, r -> r.gt(JsonData.of(value)));
        };
    }
}
