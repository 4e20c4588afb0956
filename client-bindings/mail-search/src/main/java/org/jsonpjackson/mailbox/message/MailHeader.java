package org.jsonpjackson.mailbox.message;

import java.util.Objects;

/**
 * One header field of a message, as it was received (after decoding encoded words).
 *
 * @since 0.1.0
 */
public record MailHeader(String name, String value) {

    public MailHeader {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
    }
}
