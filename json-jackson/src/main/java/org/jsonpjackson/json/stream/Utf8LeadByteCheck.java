package org.jsonpjackson.json.stream;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Rejects the bytes 0xC0 and 0xC1, which can only start an overlong UTF-8 sequence (for example
 * {@code C0 AF} for '/'), a classic way to smuggle characters past filters. Jackson validates every other
 * UTF-8 rule itself, but decodes these.
 *
 * <p>Each such byte reaches Jackson as 0xFF, which is never valid UTF-8, so Jackson fails there, with the
 * line and column it tracks; {@link #poisonedAt()} then lets the error name the original byte. Throwing from
 * {@code read} instead would report no line or column: the check reads ahead of the parser.
 *
 * <p>The check reads eight bytes at a time: a byte-by-byte loop cost about 0.4 ns per byte, up to a fifth of
 * a parse, on benchmarks where Jackson itself parses at about 500 MB/s.
 *
 * <p>The first read also decides the encoding as Jackson does ({@link EncodingCheck}): input that is not
 * UTF-8 passes unchecked, since 0xC0 and 0xC1 are ordinary bytes in UTF-16 and UTF-32.
 *
 * <p>It also keeps the last buffer it filled, which is Jackson's own, so that an error can look at the bytes
 * around the place Jackson reports ({@link #byteAt(long)}).
 */
final class Utf8LeadByteCheck extends FilterInputStream {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** Clearing the lowest bit of every byte makes 0xC0 and 0xC1 both 0xC0. */
    private static final long LOW_BIT_CLEARED = 0xFEFEFEFEFEFEFEFEL;
    private static final long C0 = 0xC0C0C0C0C0C0C0C0L;
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGH_BITS = 0x8080808080808080L;
    /** What a rejected byte becomes: no UTF-8 sequence contains it, in any context Jackson parses. */
    private static final byte POISON = (byte) 0xFF;

    private long offset;
    /** Null until the first bytes are seen; then whether they are UTF-8, the only encoding checked. */
    private Boolean utf8;
    private long poisonedAt = -1;
    private int poisoned;
    /** The buffer of the last read: {@code window[0, windowEnd)} holds the input from offset {@code windowBase}. */
    private byte[] window;
    private int windowEnd;
    private long windowBase;

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
            if (ended && EncodingCheck.isLoneNul(buf, off, n)) {
                throw new EncodingCheck.LoneNul();
            }
            if (ended && n == 3 && (buf[off] == 0 || buf[off + 1] == 0)) {
                // Jackson takes a zero among the first two bytes for UTF-16 even here, where an odd length
                // rules it out: hide the zero bytes, which are an error in UTF-8 JSON anyway.
                for (int i = off; i < off + n; i++) {
                    if (buf[i] == 0) {
                        poison(buf, i, i - off);
                    }
                }
            }
            utf8 = EncodingCheck.isUtf8(buf, off, n);
        }
        if (n > 0) {
            if (utf8) {
                for (int at = firstInvalid(buf, off, off + n); at >= 0; at = firstInvalid(buf, at + 1, off + n)) {
                    poison(buf, at, offset + at - off);
                }
            }
            // Bytes before off are ones Jackson kept from its last buffer: the input just before this read.
            window = buf;
            windowBase = offset - off;
            windowEnd = off + n;
            offset += n;
        }
        return n;
    }

    private void poison(byte[] buf, int at, long where) {
        if (poisonedAt < 0 || where < poisonedAt) {
            poisonedAt = where;
            poisoned = buf[at] & 0xFF;
        }
        buf[at] = POISON;
    }

    /** The offset of the first byte hidden from Jackson (0xC0, 0xC1, or a zero byte of a 3-byte input), or -1. */
    long poisonedAt() {
        return poisonedAt;
    }

    /** The byte that was at {@link #poisonedAt()}. */
    int poisonedByte() {
        return poisoned;
    }

    /** The byte at an offset of the input, if it is in the last buffer read, or -1. */
    int byteAt(long at) {
        if (window == null || at < windowBase || at >= windowBase + windowEnd) {
            return -1;
        }
        return window[(int) (at - windowBase)] & 0xFF;
    }

    /**
     * The offset of the first byte of the UTF-8 character that the byte at {@code at} completes or continues,
     * when that byte is a continuation byte of a well-formed sequence still in the buffer; otherwise {@code at}.
     */
    long charStart(long at) {
        if (!isContinuation(byteAt(at))) {
            return at;
        }
        for (int back = 1; back <= 3; back++) {
            int b = byteAt(at - back);
            if (!isContinuation(b)) {
                return b >= 0xC2 && b <= 0xF4 && back < sequenceLength(b) ? at - back : at;
            }
        }
        return at;
    }

    private static boolean isContinuation(int b) {
        return b >= 0x80 && b <= 0xBF;
    }

    private static int sequenceLength(int lead) {
        return lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
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
}
