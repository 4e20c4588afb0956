package org.jsonpjackson.mailbox.opensearch;

/** An email found by a search: its id (the message id, the same in every mailbox) and its thread. */
public record EmailRef(String messageId, String threadId) {
}
