package org.jsonpjackson.mailbox.message;

/**
 * The IMAP system flags (RFC 3501).
 *
 * @since 0.1.0
 */
public enum SystemFlag {
    ANSWERED, DELETED, DRAFT, FLAGGED, RECENT, SEEN
}
