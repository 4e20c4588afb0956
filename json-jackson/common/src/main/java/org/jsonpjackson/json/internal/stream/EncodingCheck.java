package org.jsonpjackson.json.internal.stream;

import java.io.CharConversionException;
import java.io.InputStream;

/**
 * Decides the encoding of byte input as Jackson does, and guards UTF-8 input against overlong forms.
 *
 * <p>Jackson detects UTF-8, UTF-16 and UTF-32 from the first four bytes (RFC 4627, section 3: the zero bytes
 * among them, or a byte order mark), and from the first two when there are fewer: two bytes with a zero
 * byte are one UTF-16 code unit, a valid JSON text such as {@code 1}. Two cases need help:
 * <ul>
 *   <li>three bytes cannot be UTF-16, but Jackson takes a zero among the first two for UTF-16's; the zero
 *       bytes are hidden from it ({@link Utf8LeadByteCheck}), so it fails on them as UTF-8;</li>
 *   <li>a lone zero byte is no JSON text in any encoding: the parser factory reports it as soon as the
 *       parser is created, where the TCK expects a {@code JsonException}.</li>
 * </ul>
 *
 * <p>The decision is taken on the first bytes Jackson reads, which it reads while the parser is created,
 * in the same call that fills its buffer. A separate look at the first bytes would cost one more read of the
 * source per parser (a lock, for a {@code ByteArrayInputStream}), measured at about a fifth of parsing a
 * small array.
 */
public final class EncodingCheck {

    /** Bytes needed to tell UTF-8 from UTF-16 and UTF-32 (RFC 4627, section 3). */
    static final int PREFIX = 4;

    private EncodingCheck() {
    }

    /**
     * The stream to give Jackson: it checks UTF-8 input for overlong forms, and for surrogates when
     * {@code checksSurrogates} (a Jackson older than 2.21 lets them through).
     */
    public static InputStream checked(InputStream in, boolean checksSurrogates) {
        return new Utf8LeadByteCheck(in, checksSurrogates);
    }

    /**
     * Whether Jackson reads input starting with these bytes as UTF-8: when neither of the first two is zero
     * (UTF-16 and UTF-32 put a zero in one of them) and there is no UTF-16 or UTF-32 byte order mark; a
     * single byte, always.
     */
    public static boolean isUtf8(byte[] buf, int off, int read) {
        if (read < 2) {
            return true;
        }
        int first = buf[off] & 0xFF;
        int second = buf[off + 1] & 0xFF;
        return first != 0 && second != 0 && first != 0xFE && first != 0xFF;
    }

    /** Whether a whole input of {@code read} bytes is a lone zero byte. */
    static boolean isLoneNul(byte[] buf, int off, int read) {
        return read == 1 && buf[off] == 0;
    }

    /** Whether {@code e} is the lone zero byte that {@link #checked} raises from inside Jackson's first read. */
    public static boolean isLoneNulFailure(java.io.IOException e) {
        return e instanceof LoneNul;
    }

    /**
     * A lone zero byte, raised from inside Jackson's first read: no JSON text in any encoding, and the TCK
     * wants a {@code JsonException} for it when the parser is created. The parser factory reports it there.
     */
    static final class LoneNul extends CharConversionException {
        private static final long serialVersionUID = 1L;

        LoneNul() {
            super("A lone NUL byte");
        }
    }
}
