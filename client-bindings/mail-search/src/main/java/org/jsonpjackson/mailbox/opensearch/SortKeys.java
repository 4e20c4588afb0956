package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.message.MailAddress;

import java.util.List;

/**
 * The values RFC 8621 section 4.4.2 sorts {@code from}, {@code to} and {@code subject} on, worked out when a
 * message is indexed so that each document has exactly one: sorting a multi-valued field would take the
 * smallest value going up and the largest going down, and put one message first both ways.
 */
final class SortKeys {

    /**
     * Sort keys are compared on their first characters only; a keyword longer than Lucene's term limit
     * could not be indexed at all.
     */
    static final int MAX_LENGTH = 200;

    private SortKeys() {
    }

    /** The name of the first address, or its address when the name is absent or empty; empty without one. */
    static String firstAddress(List<MailAddress> addresses) {
        if (addresses.isEmpty()) {
            return "";
        }
        MailAddress first = addresses.get(0);
        String name = first.name();
        return cut(name == null || name.isEmpty() ? first.address() : name);
    }

    /** The base subject, empty without a subject. */
    static String subject(String subject) {
        return subject == null ? "" : cut(BaseSubject.of(subject));
    }

    private static String cut(String value) {
        return value.codePointCount(0, value.length()) <= MAX_LENGTH
                ? value : value.substring(0, value.offsetByCodePoints(0, MAX_LENGTH));
    }
}
