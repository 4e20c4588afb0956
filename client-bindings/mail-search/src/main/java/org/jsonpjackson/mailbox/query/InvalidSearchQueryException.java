package org.jsonpjackson.mailbox.query;

/**
 * A search that cannot be sent: an empty mailbox list, a limit below one, an unknown sort field... It is
 * thrown while the query is built, before any request leaves.
 *
 * @since 0.1.0
 */
public final class InvalidSearchQueryException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String argument;

    public InvalidSearchQueryException(String argument, Object value, String problem) {
        super(argument + " " + problem + ": " + value);
        this.argument = argument;
    }

    /** The argument at fault, for example {@code limit} or {@code sort}. */
    public String argument() {
        return argument;
    }
}
