package org.jsonpjackson.mailbox.message;

import java.util.Locale;
import java.util.Objects;

/**
 * One mailbox of a From, To, Cc or Bcc header: an optional display name and an address.
 *
 * @param name    the display name, or {@code null}
 * @param address the address, {@code local@domain}
 * @since 0.1.0
 */
public record MailAddress(String name, String address) {

    public MailAddress {
        Objects.requireNonNull(address, "address");
    }

    public static MailAddress of(String name, String address) {
        return new MailAddress(name, address);
    }

    public static MailAddress of(String address) {
        return new MailAddress(null, address);
    }

    /** The part after the last {@code @}, lower-cased; empty when the address has none. */
    public String domain() {
        int at = address.lastIndexOf('@');
        return at < 0 ? "" : address.substring(at + 1).toLowerCase(Locale.ROOT);
    }
}
