package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;

/**
 * The TLS handshake with a node failed, most often because its certificate is not trusted: see
 * {@link SearchClientConfig#SSL_VALIDATION} and {@link SearchClientConfig#TRUST_STORE_PATH}. Not tried again.
 *
 * @since 0.1.0
 */
public final class TlsFailureException extends SearchTransportException {

    TlsFailureException(String message, Throwable cause) {
        super(message, SearchClientConfig.SSL_VALIDATION, cause);
    }
}
