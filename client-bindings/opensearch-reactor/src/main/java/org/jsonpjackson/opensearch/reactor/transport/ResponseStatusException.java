package org.jsonpjackson.opensearch.reactor.transport;

import org.opensearch.client.transport.TransportException;

/**
 * OpenSearch (or a proxy in front of it) answered with an error status and a body that is not an
 * OpenSearch error object: 401 and 403, or a 5xx page from a load balancer, for example; or with a success
 * status and a body declared as something other than JSON that does not parse (a proxy's page), the parser's
 * error as the cause. Errors that
 * OpenSearch describes itself become opensearch-java's {@code OpenSearchException} instead.
 *
 * @since 0.1.0
 */
public final class ResponseStatusException extends TransportException {

    private static final int MAX_BODY = 2000;

    private final int status;
    private final String body;

    ResponseStatusException(String what, int status, String method, String uri, String body) {
        this(what, status, method, uri, body, null);
    }

    ResponseStatusException(String what, int status, String method, String uri, String body, Throwable cause) {
        super(what + ": " + method + " " + uri + " answered " + status
                + (body.isEmpty() ? "" : ": " + abbreviate(body)), cause);
        this.status = status;
        this.body = abbreviate(body);
    }

    static String abbreviate(String body) {
        return body.length() <= MAX_BODY ? body : body.substring(0, MAX_BODY) + "...";
    }

    /** The HTTP status code. */
    public int status() {
        return status;
    }

    /** The start of the response body, as text. */
    public String body() {
        return body;
    }
}
