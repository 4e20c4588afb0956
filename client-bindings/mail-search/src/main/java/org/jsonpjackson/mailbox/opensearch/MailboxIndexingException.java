package org.jsonpjackson.mailbox.opensearch;

import java.util.Map;

/**
 * Some operations of a bulk request failed. The others succeeded: OpenSearch applies each one on its own.
 *
 * @since 0.1.0
 */
public final class MailboxIndexingException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient Map<String, String> failures;

    MailboxIndexingException(String operation, Map<String, String> failures) {
        super(operation + " failed for " + failures.size() + " document(s): " + abbreviate(failures));
        this.failures = Map.copyOf(failures);
    }

    /**
     * Document id to OpenSearch's reason: {@code <mailboxId>:<uid>} for a message in a mailbox, or the email's id
     * ({@code <length of user>:<user>:<messageId>}) for its email.
     */
    public Map<String, String> failures() {
        return failures;
    }

    private static String abbreviate(Map<String, String> failures) {
        String all = failures.toString();
        return all.length() > 500 ? all.substring(0, 500) + "..." : all;
    }
}
