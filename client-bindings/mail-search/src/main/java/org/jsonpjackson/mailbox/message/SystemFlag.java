package org.jsonpjackson.mailbox.message;

/** The IMAP system flags (RFC 3501). */
public enum SystemFlag {
    ANSWERED, DELETED, DRAFT, FLAGGED, RECENT, SEEN
}
