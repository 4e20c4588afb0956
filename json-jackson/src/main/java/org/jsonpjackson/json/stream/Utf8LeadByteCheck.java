package org.jsonpjackson.json.stream;

import java.io.CharConversionException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;

/**
 * Rejects the bytes 0xC0 and 0xC1, which can only start an overlong UTF-8 sequence (for example
 * {@code C0 AF} for '/'), a classic way to smuggle characters past filters. Jackson validates every other
 * UTF-8 rule itself, but decodes these; the check costs one comparison per byte.
 */
final class Utf8LeadByteCheck extends FilterInputStream {

    private long offset;

    Utf8LeadByteCheck(InputStream in) {
        super(in);
    }

    @Override
    public int read() throws IOException {
        int b = in.read();
        if (b == 0xC0 || b == 0xC1) {
            throw invalid(b, offset);
        }
        if (b >= 0) {
            offset++;
        }
        return b;
    }

    @Override
    public int read(byte[] buf, int off, int len) throws IOException {
        int n = in.read(buf, off, len);
        for (int i = off, end = off + n; i < end; i++) {
            // (b & 0xFE) == 0xC0 matches exactly 0xC0 and 0xC1.
            if ((buf[i] & 0xFE) == 0xC0) {
                throw invalid(buf[i] & 0xFF, offset + i - off);
            }
        }
        if (n > 0) {
            offset += n;
        }
        return n;
    }

    private static InvalidByte invalid(int b, long at) {
        return new InvalidByte(String.format(Locale.ROOT,
                "Invalid UTF-8: byte 0x%02X at offset %d can only start an overlong sequence", b, at), at);
    }

    /** Carries the byte offset, which is exact even where the parser's own location lags behind. */
    static final class InvalidByte extends CharConversionException {
        private static final long serialVersionUID = 1L;
        final long offset;

        InvalidByte(String message, long offset) {
            super(message);
            this.offset = offset;
        }
    }
}
