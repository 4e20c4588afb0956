package org.jsonpjackson.json.stream;

import jakarta.json.JsonException;

import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;

/**
 * Fails fast on input whose encoding cannot be detected, and guards UTF-8 input against overlong forms. Jackson detects UTF-8, UTF-16 and UTF-32 from
 * the first four bytes, but silently assumes UTF-8 when there are fewer; JSON-P wants a
 * {@link JsonException} when the parser is created instead.
 */
final class EncodingCheck {

    private static final int PREFIX = 4;

    private EncodingCheck() {
    }

    /**
     * Reads the first bytes once. UTF-8 input goes on through {@link Utf8LeadByteCheck}, which delivers those
     * bytes first; other input gets them back through a pushback stream. No mark/reset: it would cost a lock
     * per call on a {@code ByteArrayInputStream}, for every parser created.
     */
    static InputStream checked(InputStream in) throws IOException {
        byte[] prefix = new byte[PREFIX];
        int read = readPrefix(in, prefix);
        if (isUtf8(prefix, read)) {
            return new Utf8LeadByteCheck(in, prefix, read);
        }
        if (read > 0 && read < PREFIX) {
            for (int i = 0; i < read; i++) {
                if (prefix[i] == 0) {
                    throw new JsonException("Cannot detect the character encoding of a " + read
                            + "-byte input containing NUL bytes; give the charset explicitly");
                }
            }
        }
        PushbackInputStream source = new PushbackInputStream(in, PREFIX);
        source.unread(prefix, 0, read);
        return source;
    }

    /** No NUL among the first bytes and no UTF-16/32 byte order mark: Jackson will read UTF-8. */
    private static boolean isUtf8(byte[] prefix, int read) {
        if (read >= 2 && ((prefix[0] & 0xFF) == 0xFE || (prefix[0] & 0xFF) == 0xFF)) {
            return false;
        }
        for (int i = 0; i < read; i++) {
            if (prefix[i] == 0) {
                return false;
            }
        }
        return read > 0;
    }

    private static int readPrefix(InputStream in, byte[] prefix) throws IOException {
        int total = 0;
        while (total < prefix.length) {
            int n = in.read(prefix, total, prefix.length - total);
            if (n < 0) {
                break;
            }
            total += n;
        }
        return total;
    }
}
