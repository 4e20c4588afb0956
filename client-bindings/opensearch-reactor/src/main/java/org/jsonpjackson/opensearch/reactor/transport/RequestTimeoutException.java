package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;

/**
 * The whole call, every try and wait between tries included, took longer than
 * {@link SearchClientConfig#REQUEST_TIMEOUT}; the exchange in flight was cancelled.
 *
 * @since 0.1.0
 */
public final class RequestTimeoutException extends SearchTransportException {

    RequestTimeoutException(String message) {
        super(message, SearchClientConfig.REQUEST_TIMEOUT, null);
    }
}
