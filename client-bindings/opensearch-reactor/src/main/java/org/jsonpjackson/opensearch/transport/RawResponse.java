package org.jsonpjackson.opensearch.transport;

import io.netty.handler.codec.http.HttpHeaders;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** A whole response, collected on the event loop so that it can be decoded elsewhere. */
final class RawResponse {

    final String method;
    final String uri;
    final int status;
    final String reason;
    final String protocol;
    final HttpHeaders headers;
    final byte[] body;

    RawResponse(String method, String uri, int status, String reason, String protocol, HttpHeaders headers, byte[] body) {
        this.method = method;
        this.uri = uri;
        this.status = status;
        this.reason = reason;
        this.protocol = protocol;
        this.headers = headers;
        this.body = body;
    }

    InputStream content() {
        return new ByteArrayInputStream(body);
    }

    String text() {
        return new String(body, StandardCharsets.UTF_8);
    }
}
