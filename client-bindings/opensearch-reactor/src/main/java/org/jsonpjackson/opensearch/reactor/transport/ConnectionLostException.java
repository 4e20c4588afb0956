package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;

/**
 * The connection closed or was reset after the request went out and before its whole response came: the node
 * may have received the request, and may have acted on it. A request that is safe to repeat was tried again
 * first, up to {@link SearchClientConfig#MAX_RETRIES} times; one that is not (a scroll continuation, a create, an
 * update, an index without an id) was sent once, because sending it again could do its work twice or, for a
 * scroll, skip a page of hits. {@link #getCause()} is the network's own failure.
 *
 * @since 0.1.0
 */
public final class ConnectionLostException extends SearchTransportException {

    private final boolean safeToRepeat;
    private final int attempts;

    ConnectionLostException(String message, boolean safeToRepeat, int attempts, Throwable cause) {
        super(message, SearchClientConfig.MAX_RETRIES, cause);
        this.safeToRepeat = safeToRepeat;
        this.attempts = attempts;
    }

    /** Whether the request was one that may be sent again; if not, it was sent once. */
    public boolean safeToRepeat() {
        return safeToRepeat;
    }

    /** How many times the request was sent, the first included. */
    public int attempts() {
        return attempts;
    }
}
