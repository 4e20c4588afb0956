package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;

/**
 * The node, or a proxy in front of it, answered 502, 503 or 504 with a body that is not an OpenSearch error (an
 * OpenSearch error with these statuses is opensearch-java's {@code OpenSearchException}). A request that is safe
 * to repeat was first sent to the other hosts, up to {@link SearchClientConfig#MAX_RETRIES} times; one that is not
 * was sent once.
 *
 * @since 0.1.0
 */
public final class NodeUnavailableException extends SearchTransportException {

    private final int status;
    private final String body;

    NodeUnavailableException(String message, int status, String body) {
        super(message, SearchClientConfig.MAX_RETRIES, null);
        this.status = status;
        this.body = body;
    }

    /** The HTTP status: 502, 503 or 504. */
    public int status() {
        return status;
    }

    /** The start of the response body, as text. */
    public String body() {
        return body;
    }
}
