package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;

/**
 * Every pooled connection to the host was busy, and none came free within
 * {@link SearchClientConfig#POOL_ACQUIRE_TIMEOUT}: the request was never sent, and is not tried again. More
 * connections ({@link SearchClientConfig#MAX_CONNECTIONS}, {@link SearchClientConfig#MAX_CONNECTIONS_PER_HOST}) or
 * fewer calls at once are the cure.
 *
 * @since 0.1.0
 */
public final class PoolAcquireTimeoutException extends SearchTransportException {

    PoolAcquireTimeoutException(String message, Throwable cause) {
        super(message, SearchClientConfig.POOL_ACQUIRE_TIMEOUT, cause);
    }
}
