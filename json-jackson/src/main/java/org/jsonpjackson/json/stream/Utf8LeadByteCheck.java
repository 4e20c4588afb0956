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
 * <p>It also serves the first bytes that {@link EncodingCheck} has already read to detect the encoding,
 * so the source needs neither mark/reset nor a pushback stream (a {@code ByteArrayInputStream}'s methods
 * are synchronized, and each call cost a lock per parser).
 */
final class Utf8LeadByteCheck extends FilterInputStream {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** Clearing the lowest bit of every byte makes 0xC0 and 0xC1 both 0xC0. */
    private static final long LOW_BIT_CLEARED = 0xFEFEFEFEFEFEFEFEL;
    private static final long C0 = 0xC0C0C0C0C0C0C0C0L;
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGH_BITS = 0x8080808080808080L;

    private long offset;
    /** Bytes already taken from {@code in}, delivered before anything else. */
    private final byte[] head;
    private final int headLength;
    private int headPosition;

    Utf8LeadByteCheck(InputStream in) {
        this(in, new byte[0], 0);
    }

    Utf8LeadByteCheck(InputStream in, byte[] head, int headLength) {
        super(in);
        this.head = head;
        this.headLength = headLength;
    }

    @Override
    public int read() throws IOException {
        int b = headPosition < headLength ? head[headPosition++] & 0xFF : in.read();
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
        int n;
        if (headPosition < headLength && len > 0) {
            // Only the head: reading on could block for bytes the caller did not need yet.
            n = Math.min(len, headLength - headPosition);
            System.arraycopy(head, headPosition, buf, off, n);
            headPosition += n;
        } else {
            n = in.read(buf, off, len);
        }
        if (n > 0) {
            int at = firstInvalid(buf, off, off + n);
            if (at >= 0) {
                throw invalid(buf[at] & 0xFF, offset + at - off);
            }
            offset += n;
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        if (headPosition < headLength && n > 0) {
            int skipped = (int) Math.min(n, headLength - headPosition);
            headPosition += skipped;
            offset += skipped;
            return skipped;
        }
        long skipped = in.skip(n);
        offset += Math.max(skipped, 0);
        return skipped;
    }

    @Override
    public int available() throws IOException {
        return headLength - headPosition + in.available();
    }

    /** The head makes mark/reset of the source meaningless here. */
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
