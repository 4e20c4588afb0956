package org.jsonpjackson.opensearch.reactor.transport;

import io.netty.channel.ConnectTimeoutException;
import io.netty.handler.timeout.ReadTimeoutException;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.opensearch.client.transport.TransportException;

import javax.net.ssl.SSLException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.concurrent.TimeoutException;

/**
 * What went wrong in one exchange, in the transport's own types: Netty's and the JDK's exceptions go in, a
 * {@link SearchTransportException} (or the original, when it is none of ours) comes out. Whether a failure may be
 * tried again is {@link RetryPolicy}'s to say.
 */
final class Failures {

    private Failures() {
    }

    /** {@code e}, from an exchange with {@code host} for {@code uri}, as the type a user catches. */
    static Throwable classify(Throwable e, URI host, String uri, SearchClientConfig config) {
        if (e instanceof BodyCollector.TooLarge tooLarge) {
            return new ResponseTooLargeException(tooLarge.getMessage(), config.maxResponseBytes());
        }
        if (connectFailure(e)) {
            return cannotConnect("Cannot connect to " + host + ": " + e.getMessage(), 1, e);
        }
        SSLException tls = cause(e, SSLException.class);
        if (tls != null) {
            return new TlsFailureException("TLS with " + host + " failed: " + tls.getMessage() + " ("
                    + SearchClientConfig.SSL_VALIDATION + " is " + config.tlsValidation().name().toLowerCase(Locale.ROOT)
                    + "; to trust this node's certificate, give a trust store in " + SearchClientConfig.TRUST_STORE_PATH
                    + ")", e);
        }
        if (cause(e, TimeoutException.class) != null) {
            // within one exchange, only the pool's wait for a connection ends in one (Netty's own timeouts are
            // ConnectTimeoutException and ReadTimeoutException, and the call's timeout is outside the exchange)
            return new PoolAcquireTimeoutException("No connection to " + host + " came free within "
                    + config.poolAcquireTimeout().toMillis() + " ms (" + SearchClientConfig.POOL_ACQUIRE_TIMEOUT
                    + "); every pooled one was busy (" + SearchClientConfig.MAX_CONNECTIONS + ", "
                    + SearchClientConfig.MAX_CONNECTIONS_PER_HOST + ")", e);
        }
        if (e instanceof ReadTimeoutException) {
            return new ResponseTimeoutException("No response from " + uri + " within "
                    + config.responseTimeout().toMillis() + " ms (" + SearchClientConfig.RESPONSE_TIMEOUT + ")", e);
        }
        return e;
    }

    /**
     * {@code e}, a connection that closed or broke under a request (what {@link #classify} leaves as the network's
     * own {@code IOException}), as the failure the call ends with after {@code attempts} tries.
     */
    static ConnectionLostException connectionLost(Throwable e, URI host, String method, String pathAndQuery,
            boolean safeToRepeat, int attempts) {
        int query = pathAndQuery.indexOf('?');
        String path = query < 0 ? pathAndQuery : pathAndQuery.substring(0, query);
        String outcome = safeToRepeat
                ? "it was sent " + attempts + (attempts == 1 ? " time" : " times")
                : "it is not safe to repeat, so it was sent once";
        return new ConnectionLostException("The connection to " + host + " broke before the response to " + method
                + " " + path + " came (" + e.getMessage() + "); the node may have received the request, and " + outcome
                + " (" + SearchClientConfig.MAX_RETRIES + ")", safeToRepeat, attempts, e);
    }

    /** Whether {@code failure}, as {@link #classify} left it, is a connection that closed or broke under a request. */
    static boolean isConnectionLost(Throwable failure) {
        return failure instanceof IOException && !(failure instanceof TransportException);
    }

    /** The failure once every try to connect failed; {@code last} is the last try's. */
    static CannotConnectException noHostReached(CannotConnectException last, int attempts) {
        return cannotConnect("No host could be reached after " + attempts + " attempts ("
                + SearchClientConfig.MAX_RETRIES + "); last: " + last.getMessage(), attempts, last.getCause());
    }

    private static CannotConnectException cannotConnect(String message, int attempts, Throwable cause) {
        boolean timedOut = cause(cause, ConnectTimeoutException.class) != null;
        String setting = timedOut ? SearchClientConfig.CONNECT_TIMEOUT : SearchClientConfig.HOSTS;
        return new CannotConnectException(message + " (" + setting + ")", setting, attempts, cause);
    }

    /** What a node that is going away, or a proxy in front of one, answers. */
    static boolean unavailable(int status) {
        return status == 502 || status == 503 || status == 504;
    }

    private static boolean connectFailure(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ConnectException || t instanceof ConnectTimeoutException
                    || t instanceof NoRouteToHostException || t instanceof UnknownHostException) {
                return true;
            }
        }
        return false;
    }

    private static <T extends Throwable> T cause(Throwable e, Class<T> type) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }
}
