package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;

/**
 * A node took the request and then sent nothing for {@link SearchClientConfig#RESPONSE_TIMEOUT}. A request that
 * is safe to repeat was tried again first; this is the last try's failure.
 *
 * @since 0.1.0
 */
public final class ResponseTimeoutException extends SearchTransportException {

    ResponseTimeoutException(String message, Throwable cause) {
        super(message, SearchClientConfig.RESPONSE_TIMEOUT, cause);
    }
}
