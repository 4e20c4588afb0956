package org.jsonpjackson.json.stream;

import java.io.CharConversionException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Locale;

/**
 * Rejects the bytes 0xC0 and 0xC1, which can only start an overlong UTF-8 sequence (for example
 * {@code C0 AF} for '/'), a classic way to smuggle characters past filters. Jackson validates every other
 * UTF-8 rule itself, but decodes these.
 *
 * <p>The check reads eight bytes at a time: a byte-by-byte loop cost about 0.4 ns per byte, up to a fifth of
 * a parse, on benchmarks where Jackson itself parses at about 500 MB/s.
 *
 * <p>The first read also decides the encoding ({@link EncodingCheck}): input that is not UTF-8 passes
 * unchecked, since 0xC0 and 0xC1 are ordinary bytes in UTF-16 and UTF-32, and a two-byte UTF-16 input is
 * rewritten as UTF-8, which Jackson assumes for inputs shorter than four bytes.
 */
final class Utf8LeadByteCheck extends FilterInputStream {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** Clearing the lowest bit of every byte makes 0xC0 and 0xC1 both 0xC0. */
    private static final long LOW_BIT_CLEARED = 0xFEFEFEFEFEFEFEFEL;
    private static final long C0 = 0xC0C0C0C0C0C0C0C0L;
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGH_BITS = 0x8080808080808080L;

    private long offset;
    /** Null until the first bytes are seen; then whether they are UTF-8, the only encoding checked. */
    private Boolean utf8;

    Utf8LeadByteCheck(InputStream in) {
        super(in);
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] buf, int off, int len) throws IOException {
        int n = in.read(buf, off, len);
        if (utf8 == null && n >= 0) {
            // Jackson's first read, while it creates the parser: make sure there are enough bytes to decide.
            boolean ended = false;
            while (n < EncodingCheck.PREFIX && n < len) {
                int more = in.read(buf, off + n, len - n);
                if (more < 0) {
                    ended = true;
                    break;
                }
                n += more;
            }
            if (ended && EncodingCheck.isShortUtf16(buf, off, n)) {
                n = EncodingCheck.shortUtf16ToUtf8(buf, off);
            }
            utf8 = EncodingCheck.isUtf8(buf, off, n);
        }
        if (n > 0) {
            if (utf8) {
                int at = firstInvalid(buf, off, off + n);
                if (at >= 0) {
                    throw invalid(buf[at] & 0xFF, offset + at - off);
                }
            }
            offset += n;
        }
        return n;
    }

    /** Skipping is only for callers past the first read; Jackson never skips. */
    @Override
    public long skip(long n) throws IOException {
        long skipped = in.skip(n);
        offset += Math.max(skipped, 0);
        return skipped;
    }

    /** Mark and reset would replay bytes the check has already counted. */
    @Override
    public boolean markSupported() {
        return false;
    }

    @Override
    public synchronized void mark(int readlimit) {
        // Not supported; see markSupported().
    }

    @Override
    public synchronized void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }

    /** The index of the first 0xC0 or 0xC1 in {@code buf[from, to)}, or -1. */
    static int firstInvalid(byte[] buf, int from, int to) {
        int i = from;
        // 32 bytes a step, one branch: most JSON is ASCII, and a block without a high bit needs no more work.
        for (; i + 4 * Long.BYTES <= to; i += 4 * Long.BYTES) {
            long a = (long) LONGS.get(buf, i);
            long b = (long) LONGS.get(buf, i + Long.BYTES);
            long c = (long) LONGS.get(buf, i + 2 * Long.BYTES);
            long d = (long) LONGS.get(buf, i + 3 * Long.BYTES);
            if (((a | b | c | d) & HIGH_BITS) != 0 && (leadC0(a) | leadC0(b) | leadC0(c) | leadC0(d)) != 0) {
                break;
            }
        }
        for (; i + Long.BYTES <= to; i += Long.BYTES) {
            if (leadC0((long) LONGS.get(buf, i)) != 0) {
                break;
            }
        }
        for (; i < to; i++) {
            // (b & 0xFE) == 0xC0 matches exactly 0xC0 and 0xC1.
            if ((buf[i] & 0xFE) == 0xC0) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Non-zero if some byte of {@code word} is 0xC0 or 0xC1. Those bytes become zero below, and the classic
     * zero-byte test never misses one (it may misplace it, so callers find the exact index byte by byte).
     */
    private static long leadC0(long word) {
        long x = (word & LOW_BIT_CLEARED) ^ C0;
        return (x - ONES) & ~x & HIGH_BITS;
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
