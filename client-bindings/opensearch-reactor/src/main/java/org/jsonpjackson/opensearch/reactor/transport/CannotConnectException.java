package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;

/**
 * No connection could be opened, so the request never left: refused, no route, an unknown name, or no
 * answer within the connect timeout. Such a request is always tried again, on the next host; this is thrown
 * once every try failed. The setting is {@link SearchClientConfig#CONNECT_TIMEOUT} when the last try timed
 * out, else {@link SearchClientConfig#HOSTS}.
 *
 * @since 0.1.0
 */
public final class CannotConnectException extends SearchTransportException {

    private final int attempts;

    CannotConnectException(String message, String setting, int attempts, Throwable cause) {
        super(message, setting, cause);
        this.attempts = attempts;
    }

    /** How many connections were tried, the first included. */
    public int attempts() {
        return attempts;
    }
}
