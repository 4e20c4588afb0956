package org.jsonpjackson.mailbox.opensearch;

/** A message found by a search: where it is, and which message and thread it belongs to. */
public record MessageRef(String mailboxId, long uid, String messageId, String threadId) {
}
