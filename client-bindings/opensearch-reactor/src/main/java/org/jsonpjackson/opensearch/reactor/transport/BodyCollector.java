package org.jsonpjackson.opensearch.reactor.transport;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.CompositeByteBuf;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;

/**
 * Keeps a response body's buffers as they arrive, without copying them, and fails as soon as the body grows past
 * the configured maximum, so that a huge (or endless, or decompressing) body never reaches memory. One per
 * response, used on the event loop only; what it holds is either handed over by {@link #take()} or given back by
 * {@link #discard()}.
 */
final class BodyCollector {

    private final String uri;
    private final long max;
    private final CompositeByteBuf body;
    private long size;
    /** Set on the event loop, as are {@link #append}, {@link #take} and {@link #discard}: no locking needed. */
    private boolean taken;
    private boolean discarded;

    /** @param declared the Content-Length, or -1 */
    BodyCollector(String uri, long declared, long max, ByteBufAllocator alloc) {
        this.uri = uri;
        this.max = max;
        if (declared > max) {
            throw tooLarge(uri, max, "it announces " + declared + " bytes");
        }
        // a component per read: a 1,000-hit page arrives in a few dozen, and Netty's default cap (16) would
        // copy them together again
        this.body = alloc.compositeBuffer(Integer.MAX_VALUE);
    }

    void append(ByteBuf chunk) {
        if (discarded) {
            return;
        }
        int n = chunk.readableBytes();
        if (size + n > max) {
            throw tooLarge(uri, max, "more than that arrived");
        }
        if (n > 0) {
            // Reactor Netty releases each chunk once this returns: keep a reference of our own
            body.addComponent(true, chunk.retain());
            size += n;
        }
    }

    /** The body, now owned by the caller. */
    ByteBuf take() {
        if (discarded) {
            throw new IllegalStateException("the body of " + uri + " was discarded");
        }
        taken = true;
        return body;
    }

    /**
     * Gives the buffers back when the exchange ends without handing the body over (an error, a cancellation);
     * does nothing once it was taken or discarded. Call it on the event loop.
     */
    void discard() {
        if (!taken && !discarded) {
            discarded = true;
            body.release();
        }
    }

    private static TooLarge tooLarge(String uri, long max, String why) {
        return new TooLarge("The response from " + uri + " is larger than " + max + " bytes ("
                + SearchClientConfig.MAX_RESPONSE_BYTES + "): " + why);
    }

    /**
     * Unchecked, to leave Netty's callbacks; {@link Failures#classify} turns it into a
     * {@link ResponseTooLargeException} (a checked exception, as opensearch-java declares) once it is out.
     */
    static final class TooLarge extends RuntimeException {
        TooLarge(String message) {
            super(message, null, false, false);
        }
    }
}
