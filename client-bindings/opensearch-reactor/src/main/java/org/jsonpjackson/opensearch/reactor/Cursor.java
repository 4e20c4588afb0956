package org.jsonpjackson.opensearch.reactor;

import org.opensearch.client.opensearch._types.FieldValue;

import java.util.List;

/**
 * Where a page of a sorted search ended: the sort values of its last hit. Pass it to
 * {@link ReactorSearchClient#page(org.opensearch.client.opensearch.core.SearchRequest, Cursor, Class)} with the
 * same request for the page after it; a deep page then costs no more than the first, unlike a large {@code from}.
 *
 * @since 0.1.0
 */
public final class Cursor {

    /**
     * Typed as opensearch-java 3.x types them. On 2.x, whose {@code Hit.sort()} and {@code searchAfter(List)}
     * take strings, the same erased {@code List} passes through unchanged, holding strings: so nothing here
     * may assume its elements are {@code FieldValue}s.
     */
    private final List<FieldValue> sortValues;

    Cursor(List<FieldValue> sortValues) {
        this.sortValues = List.copyOf(sortValues);
    }

    List<FieldValue> sortValues() {
        return sortValues;
    }

    @Override
    public String toString() {
        return "Cursor" + ((List<?>) sortValues).stream()
                .map(v -> v instanceof FieldValue ? ((FieldValue) v)._toJsonString() : String.valueOf(v))
                .toList();
    }
}
