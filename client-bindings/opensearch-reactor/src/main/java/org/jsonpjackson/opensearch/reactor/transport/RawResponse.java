package org.jsonpjackson.opensearch.reactor.transport;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufInputStream;
import io.netty.buffer.ByteBufUtil;
import io.netty.handler.codec.http.HttpHeaders;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * A whole response, collected on the event loop so that it can be decoded elsewhere.
 *
 * <p>The body stays in the buffers Netty read it into (no copy into a byte array: for a 30-hit search that copy
 * was a third of the client's allocation per search), so a response owns pooled memory until {@link #release()}.
 * Each call's {@link ResponseSlot} decides who releases it: the decoder once it has read it, or the call's end.
 * Releasing twice is harmless.
 */
final class RawResponse {

    private static final AtomicIntegerFieldUpdater<RawResponse> RELEASED =
            AtomicIntegerFieldUpdater.newUpdater(RawResponse.class, "released");

    final String method;
    final String uri;
    final int status;
    final String reason;
    final String protocol;
    final HttpHeaders headers;
    /** Read through {@link #content()} and {@link #text()}, which leave its indexes alone. */
    private final ByteBuf body;
    private volatile int released;

    /** @param body owned from now on: released by {@link #release()} */
    RawResponse(String method, String uri, int status, String reason, String protocol, HttpHeaders headers, ByteBuf body) {
        this.method = method;
        this.uri = uri;
        this.status = status;
        this.reason = reason;
        this.protocol = protocol;
        this.headers = headers;
        this.body = body;
    }

    int length() {
        return body.readableBytes();
    }

    /** A fresh stream over the whole body, each call; valid until {@link #release()}. */
    InputStream content() {
        return new ByteBufInputStream(body.duplicate());
    }

    String text() {
        return body.toString(StandardCharsets.UTF_8);
    }

    /**
     * The body in a byte array of its own, for a consumer that may read it after the response is released (the
     * generic endpoints of opensearch-java keep the stream they are given).
     */
    InputStream copiedContent() {
        return new ByteArrayInputStream(ByteBufUtil.getBytes(body));
    }

    /** Gives the body's buffers back to Netty's pool; the first call does, later ones do nothing. */
    void release() {
        if (RELEASED.compareAndSet(this, 0, 1)) {
            body.release();
        }
    }
}
