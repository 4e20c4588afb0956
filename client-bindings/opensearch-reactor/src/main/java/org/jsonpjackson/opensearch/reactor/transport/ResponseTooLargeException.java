package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;

/**
 * A response body, decompressed, was larger than {@link SearchClientConfig#MAX_RESPONSE_BYTES}. Reading stopped
 * there: the connection was closed rather than drained, and the request is not tried again.
 *
 * @since 0.1.0
 */
public final class ResponseTooLargeException extends SearchTransportException {

    private final long limit;

    ResponseTooLargeException(String message, long limit) {
        super(message, SearchClientConfig.MAX_RESPONSE_BYTES, null);
        this.limit = limit;
    }

    /** The limit in bytes that was passed. */
    public long limit() {
        return limit;
    }
}
