package org.jsonpjackson.sim.messages;

import org.jsonpjackson.mailbox.message.SystemFlag;

import java.util.Locale;

/**
 * JMAP keywords and IMAP flags (RFC 8621 section 4.1.1): {@code $seen}, {@code $answered}, {@code $flagged},
 * {@code $draft}, and here also {@code $deleted} and {@code $recent}, are the system flags; every other keyword
 * is a user flag. Imports and queries read keywords through this one table, so what is imported as a
 * keyword is found by the same keyword.
 */
public final class Keywords {

    private Keywords() {
    }

    /** The system flag a keyword names, compared case-insensitively; {@code null} for a user flag. */
    public static SystemFlag systemFlag(String keyword) {
        String lower = keyword.toLowerCase(Locale.ROOT);
        for (SystemFlag flag : SystemFlag.values()) {
            if (lower.equals(keyword(flag))) {
                return flag;
            }
        }
        return null;
    }

    public static String keyword(SystemFlag flag) {
        return "$" + flag.name().toLowerCase(Locale.ROOT);
    }
}
