package org.jsonpjackson.mailbox.opensearch;

import org.opensearch.client.opensearch._types.FieldValue;

import java.util.List;

/**
 * Where a page of results ended: the sort values of its last hit. Pass it to
 * {@link MailboxSearch#search(org.jsonpjackson.mailbox.query.SearchQuery, Cursor)} for the page after it;
 * deep pages cost no more than the first, unlike a large {@code position}.
 */
public final class Cursor {

    private final List<FieldValue> sortValues;

    Cursor(List<FieldValue> sortValues) {
        this.sortValues = List.copyOf(sortValues);
    }

    List<FieldValue> sortValues() {
        return sortValues;
    }

    @Override
    public String toString() {
        return "Cursor" + sortValues.stream().map(FieldValue::_toJsonString).toList();
    }
}
