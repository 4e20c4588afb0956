package org.jsonpjackson.opensearch.transport;

import io.netty.buffer.ByteBuf;
import org.jsonpjackson.opensearch.config.SearchClientConfig;

import java.util.Arrays;

/**
 * Copies a response body out of Netty's buffers as it arrives, and fails as soon as it grows past the
 * configured maximum, so that a huge (or endless, or decompressing) body never reaches memory. One per
 * response, used on the event loop only.
 */
final class BodyCollector {

    private final String uri;
    private final long max;
    private byte[] bytes;
    private int size;

    /** @param declared the Content-Length, or -1; only a hint for the first allocation */
    BodyCollector(String uri, long declared, long max) {
        this.uri = uri;
        this.max = max;
        if (declared > max) {
            throw tooLarge(uri, max, "it announces " + declared + " bytes");
        }
        this.bytes = new byte[(int) Math.max(0, Math.min(declared < 0 ? 8192 : declared, max))];
    }

    void append(ByteBuf chunk) {
        int n = chunk.readableBytes();
        if (size + (long) n > max) {
            throw tooLarge(uri, max, "more than that arrived");
        }
        if (size + n > bytes.length) {
            long grown = Math.max((long) size + n, Math.min(max, 2L * bytes.length));
            bytes = Arrays.copyOf(bytes, (int) Math.min(Integer.MAX_VALUE - 8, grown));
        }
        chunk.getBytes(chunk.readerIndex(), bytes, size, n);
        size += n;
    }

    byte[] bytes() {
        return size == bytes.length ? bytes : Arrays.copyOf(bytes, size);
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
