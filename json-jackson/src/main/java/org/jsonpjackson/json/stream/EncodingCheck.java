package org.jsonpjackson.json.stream;

import jakarta.json.JsonException;

import java.io.CharConversionException;
import java.io.InputStream;

/**
 * Fails fast on input whose encoding cannot be detected, and guards UTF-8 input against overlong forms.
 * Jackson detects UTF-8, UTF-16 and UTF-32 from the first four bytes, but silently assumes UTF-8 when there
 * are fewer; JSON-P wants a {@link JsonException} when the parser is created instead.
 *
 * <p>The decision is taken on the first bytes Jackson reads, which it reads while the parser is created,
 * in the same call that fills its buffer. A separate look at the first bytes would cost one more read of the
 * source per parser (a lock, for a {@code ByteArrayInputStream}), measured at about a fifth of parsing a
 * small array.
 */
final class EncodingCheck {

    /** Bytes needed to tell UTF-8 from UTF-16 and UTF-32 (RFC 4627, section 3). */
    static final int PREFIX = 4;

    private EncodingCheck() {
    }

    /** The stream to give Jackson: it checks UTF-8 input for overlong forms, and any input for a detectable encoding. */
    static InputStream checked(InputStream in) {
        return new Utf8LeadByteCheck(in);
    }

    /**
     * Whether Jackson will read these first bytes as UTF-8: no NUL among them and no UTF-16/32 byte order mark.
     *
     * @throws Undetectable if there are fewer than {@link #PREFIX} bytes in all and one of them is NUL
     */
    static boolean isUtf8(byte[] buf, int off, int read, boolean ended) throws Undetectable {
        int n = Math.min(read, PREFIX);
        if (n >= 2 && ((buf[off] & 0xFF) == 0xFE || (buf[off] & 0xFF) == 0xFF)) {
            return false;
        }
        for (int i = off; i < off + n; i++) {
            if (buf[i] == 0) {
                if (ended && read < PREFIX) {
                    throw new Undetectable("Cannot detect the character encoding of a " + read
                            + "-byte input containing NUL bytes; give the charset explicitly");
                }
                return false;
            }
        }
        return n > 0;
    }

    /** Raised from inside Jackson's first read; the parser factory turns it into a JsonException. */
    static final class Undetectable extends CharConversionException {
        private static final long serialVersionUID = 1L;

        Undetectable(String message) {
            super(message);
        }
    }
}
