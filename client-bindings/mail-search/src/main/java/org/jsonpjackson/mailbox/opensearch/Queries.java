package org.jsonpjackson.mailbox.opensearch;

import org.opensearch.client.opensearch._types.FieldValue;
import org.opensearch.client.opensearch._types.SortOptions;
import org.opensearch.client.opensearch._types.SortOrder;
import org.opensearch.client.opensearch._types.query_dsl.Operator;
import org.opensearch.client.opensearch._types.query_dsl.Query;
import org.opensearch.client.opensearch._types.query_dsl.RangeQuery;

import java.util.Collection;
import java.util.List;
import java.util.function.Function;

/** The few query DSL shapes both converters build, named for what they mean. */
final class Queries {

    private Queries() {
    }

    /** Every word of {@code text}, as the field's analyzer finds them, must be in the field. */
    static Query allWords(String field, String text) {
        return Query.of(q -> q.match(m -> m.field(field).query(FieldValue.of(text)).operator(Operator.And)));
    }

    static Query should(Query... queries) {
        return should(List.of(queries));
    }

    static Query should(List<Query> queries) {
        return queries.isEmpty() ? matchNothing()
                : Query.of(q -> q.bool(b -> b.should(queries).minimumShouldMatch("1")));
    }

    static Query must(List<Query> queries) {
        return queries.isEmpty() ? matchEverything() : Query.of(q -> q.bool(b -> b.must(queries)));
    }

    static Query not(Query query) {
        return Query.of(q -> q.bool(b -> b.mustNot(query)));
    }

    static Query term(String field, FieldValue value) {
        return Query.of(q -> q.term(t -> t.field(field).value(value)));
    }

    static Query term(String field, String value) {
        return term(field, FieldValue.of(value));
    }

    static Query terms(String field, Collection<String> values) {
        List<FieldValue> list = values.stream().sorted().map(FieldValue::of).toList();
        return list.isEmpty()
                ? matchNothing()
                : Query.of(q -> q.terms(t -> t.field(field).terms(v -> v.value(list))));
    }

    static Query range(String field, Function<RangeQuery.Builder, RangeQuery.Builder> bounds) {
        return Query.of(q -> q.range(r -> bounds.apply(r.field(field))));
    }

    static Query matchEverything() {
        return Query.of(q -> q.matchAll(m -> m));
    }

    static Query matchNothing() {
        return Query.of(q -> q.matchNone(m -> m));
    }

    static SortOptions sortOn(String field, boolean ascending) {
        return SortOptions.of(s -> s.field(f -> f.field(field)
                .order(ascending ? SortOrder.Asc : SortOrder.Desc)
                .missing(FieldValue.of("_last"))));
    }
}
