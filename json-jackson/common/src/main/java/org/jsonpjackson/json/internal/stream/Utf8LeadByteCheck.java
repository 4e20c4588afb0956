package org.jsonpjackson.json.internal.stream;

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
 * <p>Such a byte is hidden from Jackson behind a byte that no UTF-8 text contains (0xFF for 0xC0, 0xFE for
 * 0xC1), so Jackson fails right there, with the line and column it tracks, and the error can name the byte
 * that was in the input ({@link #hiddenByteAt}). Throwing from {@code read} instead would report no line or
 * column: the check reads ahead of the parser.
 *
 * <p>The check reads eight bytes at a time: a byte-by-byte loop cost up to a fifth of a parse where Jackson itself
 * parses fastest.
 *
 * <p>The first read also decides the encoding as Jackson does ({@link EncodingCheck}): input that is not
 * UTF-8 passes unchecked, since 0xC0 and 0xC1 are ordinary bytes in UTF-16 and UTF-32.
 *
 * <p>It also keeps the last buffer it filled, which is Jackson's own, so that an error can look at the bytes
 * around the place Jackson reports ({@link #byteAt(long)}).
 *
 * <p>One of these is made per parser, so it keeps to the 32 bytes it had before it kept the buffer: the
 * encoding decision is in {@link #window} and the "hidden" flag in {@link #end}.
 */
public final class Utf8LeadByteCheck extends FilterInputStream {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** Clearing the lowest bit of every byte makes 0xC0 and 0xC1 both 0xC0. */
    private static final long LOW_BIT_CLEARED = 0xFEFEFEFEFEFEFEFEL;
    private static final long C0 = 0xC0C0C0C0C0C0C0C0L;
    private static final long ED = 0xEDEDEDEDEDEDEDEDL;
    private static final long TOP_THREE_BITS = 0xE0E0E0E0E0E0E0E0L;
    private static final long A0 = 0xA0A0A0A0A0A0A0A0L;
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGH_BITS = 0x8080808080808080L;
    /** What hides 0xC0, 0xC1 and a zero byte: bytes that are never part of UTF-8, in any context Jackson parses. */
    private static final int HIDES_C0 = 0xFF;
    private static final int HIDES_C1 = 0xFE;
    private static final int HIDES_ZERO = 0xF8;
    /**
     * Hides the second byte of a surrogate encoded in UTF-8 ({@code ED A0..BF}), for a Jackson older than 2.21,
     * which would decode it into a lone surrogate; it then fails on that byte as no continuation byte.
     */
    private static final int HIDES_SURROGATE = 0xFD;
    /** What {@link #hiddenByteAt} answers for a hidden surrogate: no single byte names it. */
    public static final int ENCODED_SURROGATE = 0x1ED;
    /** The window of input that is not UTF-8, which is neither checked nor kept. */
    private static final byte[] NOT_UTF8 = new byte[0];
    /** Whether this check, not Jackson, must reject surrogates encoded in UTF-8. */
    private final boolean checksSurrogates;
    /** The last byte of the previous read, for a surrogate split between two reads; -1 before any. */
    private int previous = -1;
    /** Set in {@link #end} once a byte has been hidden. */
    private static final int HIDDEN = 1 << 30;

    /** The offset just past the last byte read. */
    private long offset;
    /** Null before the first read; {@link #NOT_UTF8}; or Jackson's buffer, as the last read left it. */
    private byte[] window;
    /** {@code window[0, end)} holds the input up to {@link #offset}; plus {@link #HIDDEN}. */
    private int end;

    /** @param checksSurrogates whether the Jackson at hand lets surrogates encoded in UTF-8 through (before 2.21) */
    Utf8LeadByteCheck(InputStream in, boolean checksSurrogates) {
        super(in);
        this.checksSurrogates = checksSurrogates;
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
        if (window == null && n >= 0) {
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
                        hide(buf, i, HIDES_ZERO);
                    }
                }
            }
            window = EncodingCheck.isUtf8(buf, off, n) ? buf : NOT_UTF8;
        }
        if (n > 0) {
            if (window != NOT_UTF8) {
                if (checksSurrogates) {
                    hideOverlongAndSurrogates(buf, off, off + n);
                } else {
                    for (int at = firstInvalid(buf, off, off + n); at >= 0; at = firstInvalid(buf, at + 1, off + n)) {
                        hide(buf, at, buf[at] == (byte) 0xC0 ? HIDES_C0 : HIDES_C1);
                    }
                }
                // Bytes before off are ones Jackson kept from its last buffer: the input just before this read.
                window = buf;
                end = (end & HIDDEN) | (off + n);
            }
            offset += n;
        }
        return n;
    }

    /**
     * For a Jackson before 2.21, both checks in one pass: hides 0xC0 and 0xC1, and the byte after each 0xED that makes
     * it a surrogate (0xA0 to 0xBF). 32 bytes a step and one branch, as {@link #firstInvalid} does: a block without a
     * high bit (most JSON) costs one test; any other block is tested for both cases at once ({@link #badBytes}), and
     * only a block that holds one gets a look at its bytes. CJK text is all high bits, so its cost is that test: the
     * one-word-a-step loop this replaces made CJK and Korean text parse measurably slower than on jackson-core 2.21,
     * on the lines many users run (2.17 with opensearch-java 2.x, 2.19 with Apache James 3.9 and Spring Boot 3.5).
     */
    private void hideOverlongAndSurrogates(byte[] buf, int from, int to) {
        if (from >= to) {
            return;
        }
        if (previous == 0xED && isSurrogateSecond(buf[from])) {
            hide(buf, from, HIDES_SURROGATE);
        }
        int i = from;
        // Each word is tested with the word one byte further on, which holds the byte after its last: the block
        // needs one byte more than itself.
        for (; i + 4 * Long.BYTES < to; i += 4 * Long.BYTES) {
            long a = (long) LONGS.get(buf, i);
            long b = (long) LONGS.get(buf, i + Long.BYTES);
            long c = (long) LONGS.get(buf, i + 2 * Long.BYTES);
            long d = (long) LONGS.get(buf, i + 3 * Long.BYTES);
            if (((a | b | c | d) & HIGH_BITS) != 0
                    && (badBytes(a, (long) LONGS.get(buf, i + 1)) | badBytes(b, (long) LONGS.get(buf, i + 1 + Long.BYTES))
                        | badBytes(c, (long) LONGS.get(buf, i + 1 + 2 * Long.BYTES))
                        | badBytes(d, (long) LONGS.get(buf, i + 1 + 3 * Long.BYTES))) != 0) {
                hideBytes(buf, i, i + 4 * Long.BYTES, to);
            }
        }
        hideBytes(buf, i, to, to);
        previous = buf[to - 1] & 0xFF;
    }

    /**
     * Non-zero exactly when some byte k of {@code word} is 0xC0 or 0xC1, or is 0xED followed by a byte 0xA0 to 0xBF,
     * where {@code next} is the word one byte further on (its byte k is the byte after byte k of {@code word}).
     * Korean text has many an 0xED (U+D000 to U+D7A3), always followed by 0x80 to 0x9F, so testing the pair rather
     * than the 0xED keeps its blocks off the byte-by-byte path.
     *
     * <p>Byte k of {@code pair} is zero exactly when byte k is 0xED and the byte after it has the top bits 101, and
     * byte k of {@code lead} exactly when byte k is 0xC0 or 0xC1. The zero-byte test below may flag a byte above a
     * real zero, never without one, so the result is non-zero exactly when one of them has a zero byte.
     */
    private static long badBytes(long word, long next) {
        long pair = (word ^ ED) | ((next & TOP_THREE_BITS) ^ A0);
        long lead = (word & LOW_BIT_CLEARED) ^ C0;
        return ((pair - ONES) & ~pair | (lead - ONES) & ~lead) & HIGH_BITS;
    }

    /** Hides 0xC0, 0xC1 and surrogates' second bytes in {@code buf[from, end)}, looking up to {@code to} after an 0xED. */
    private void hideBytes(byte[] buf, int from, int end, int to) {
        for (int j = from; j < end; j++) {
            byte b = buf[j];
            if ((b & 0xFE) == 0xC0) {
                hide(buf, j, b == (byte) 0xC0 ? HIDES_C0 : HIDES_C1);
            } else if (b == (byte) 0xED && j + 1 < to && isSurrogateSecond(buf[j + 1])) {
                hide(buf, j + 1, HIDES_SURROGATE);
            }
        }
    }

    /** 0xA0 to 0xBF: after 0xED, the second byte of a surrogate (U+D800 to U+DFFF) encoded in UTF-8. */
    private static boolean isSurrogateSecond(byte b) {
        return (b & 0xE0) == 0xA0;
    }

    private void hide(byte[] buf, int at, int by) {
        buf[at] = (byte) by;
        end |= HIDDEN;
    }

    /** The byte at an offset of the input, if it is in the last buffer read, or -1. */
    public int byteAt(long at) {
        int length = end & ~HIDDEN;
        long base = offset - length;
        if (window == null || at < base || at >= offset) {
            return -1;
        }
        return window[(int) (at - base)] & 0xFF;
    }

    /**
     * The byte that was in the input at {@code at}, if the check hid it from Jackson (0xC0, 0xC1, or a zero byte
     * of a three-byte input), or -1. Once some byte was hidden, an invalid 0xFF, 0xFE or 0xF8 of the input is
     * taken for a hidden one too: both are errors, and only the message names the wrong byte.
     */
    public int hiddenByteAt(long at) {
        if ((end & HIDDEN) == 0) {
            return -1;
        }
        switch (byteAt(at)) {
            case HIDES_C0:
                return 0xC0;
            case HIDES_C1:
                return 0xC1;
            case HIDES_ZERO:
                return 0;
            case HIDES_SURROGATE:
                return checksSurrogates ? ENCODED_SURROGATE : -1;
            default:
                return -1;
        }
    }

    /** The first hidden byte on the same line as {@code at}, up to it, as far as the buffer goes back; or -1. */
    public long firstHiddenOnLineTo(long at) {
        long first = -1;
        for (long i = at; (end & HIDDEN) != 0; i--) {
            int b = byteAt(i);
            if (b < 0 || b == '\n' || b == '\r') {
                break;
            }
            if (hiddenByteAt(i) >= 0) {
                first = i;
            }
        }
        return first;
    }

    /**
     * The offset of the first byte of the UTF-8 character that the byte at {@code at} completes or continues,
     * when that byte is a continuation byte of a well-formed sequence still in the buffer; otherwise {@code at}.
     */
    public long charStart(long at) {
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
