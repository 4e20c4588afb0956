package org.jsonpjackson.opensearch.testing;

/**
 * An {@link OpenSearchNode} did not start: it exited, or was not yellow in time, or its process could not be
 * created. The message ends with the last lines the node wrote, which usually say why.
 *
 * @since 0.1.0
 */
public final class OpenSearchStartException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String logTail;

    OpenSearchStartException(String message, String logTail, Throwable cause) {
        super(message + "\n--- last lines of the node's console ---\n" + logTail, cause);
        this.logTail = logTail;
    }

    /** The last lines the node wrote to its console before the failure. */
    public String logTail() {
        return logTail;
    }
}
