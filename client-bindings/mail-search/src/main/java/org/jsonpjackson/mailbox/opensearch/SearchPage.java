package org.jsonpjackson.mailbox.opensearch;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One page of search results.
 *
 * @param messages the messages, in the query's order
 * @param total    how many messages match in all, when the query asked for it
 * @param next     where the next page starts, when this page was full and not collapsed
 */
public record SearchPage(List<MessageRef> messages, OptionalLong total, Optional<Cursor> next) {

    public SearchPage {
        messages = List.copyOf(messages);
    }
}
