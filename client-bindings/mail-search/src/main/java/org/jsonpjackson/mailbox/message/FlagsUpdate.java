package org.jsonpjackson.mailbox.message;

import java.util.Objects;

/**
 * New flags for one message in one mailbox, as an IMAP STORE or a JMAP {@code Email/set} leaves them.
 *
 * @since 0.1.0
 */
public record FlagsUpdate(String mailboxId, long uid, long modSeq, Flags flags) {

    public FlagsUpdate {
        Objects.requireNonNull(mailboxId, "mailboxId");
        Objects.requireNonNull(flags, "flags");
    }
}
