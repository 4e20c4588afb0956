package org.jsonpjackson.opensearch.reactor.transport;

import org.opensearch.client.transport.TransportException;

/**
 * The transport failed, rather than OpenSearch answering with an error (that is opensearch-java's
 * {@code OpenSearchException}, or a {@link ResponseStatusException} for a body that is not OpenSearch's). Each
 * kind is its own type, to catch, and names the setting that governs it, so that whoever reads the log knows
 * what to change: {@link #setting()} is one of the keys of
 * {@link org.jsonpjackson.opensearch.reactor.config.SearchClientConfig}, and the message names it too.
 *
 * <p>It stays an opensearch-java {@link TransportException} (an {@code IOException}), as opensearch-java's
 * synchronous client declares; the asynchronous and reactive forms fail with the same instances.
 *
 * @since 0.1.0
 */
public abstract sealed class SearchTransportException extends TransportException
        permits CannotConnectException, ResponseTimeoutException, RequestTimeoutException, PoolAcquireTimeoutException,
        ResponseTooLargeException, NodeUnavailableException, TlsFailureException, ConnectionLostException {

    private final String setting;

    SearchTransportException(String message, String setting, Throwable cause) {
        super(message, cause);
        this.setting = setting;
    }

    /** The configuration key that governs this failure, such as {@code opensearch.http.responseTimeout}. */
    public String setting() {
        return setting;
    }
}
