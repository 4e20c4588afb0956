package org.jsonpjackson.mailbox.opensearch;

/**
 * An email found by a search: its id (the message id, the same in every mailbox) and its thread.
 *
 * @since 0.1.0
 */
public record EmailRef(String messageId, String threadId) {
}
