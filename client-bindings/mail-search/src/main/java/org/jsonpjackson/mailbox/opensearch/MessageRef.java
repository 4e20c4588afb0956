package org.jsonpjackson.mailbox.opensearch;

/**
 * A message found by a search: where it is, and which message and thread it belongs to.
 *
 * @since 0.1.0
 */
public record MessageRef(String mailboxId, long uid, String messageId, String threadId) {
}
