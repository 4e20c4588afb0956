package org.jsonpjackson.json.internal.stream;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The word-at-a-time scan finds exactly what a byte-by-byte scan finds, at every offset and length. */
class Utf8LeadByteCheckTest {

    @Property(tries = 2000)
    void wordScanAgreesWithByteScan(@ForAll("bytes") byte[] buf, @ForAll("fraction") int fromPercent,
            @ForAll("fraction") int toPercent) {
        int from = buf.length * Math.min(fromPercent, toPercent) / 100;
        int to = buf.length * Math.max(fromPercent, toPercent) / 100;
        assertThat(Utf8LeadByteCheck.firstInvalid(buf, from, to)).isEqualTo(byteScan(buf, from, to));
    }

    /** Bytes near the ones that matter (0xBF..0xC2) and plain ASCII, so matches and near-misses are frequent. */
    @Provide
    Arbitrary<byte[]> bytes() {
        Arbitrary<Byte> interesting = Arbitraries.of((byte) 0xC0, (byte) 0xC1, (byte) 0xC2, (byte) 0xBF, (byte) 0x40,
                (byte) 0x41, (byte) 0x00, (byte) 0xFF, (byte) 0x80, (byte) 0xE0);
        Arbitrary<Byte> ascii = Arbitraries.bytes().between((byte) 0x20, (byte) 0x7E);
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(1, interesting), net.jqwik.api.Tuple.of(30, ascii))
                .array(byte[].class).ofMaxSize(70);
    }

    @Provide
    Arbitrary<Integer> fraction() {
        return Arbitraries.integers().between(0, 100);
    }

    /**
     * For a Jackson before 2.21: the surrogate check hides exactly the bytes a byte-by-byte reading of the whole input
     * hides, however the input is cut into reads (a pair split between two reads included).
     */
    @Property(tries = 3000)
    void encodedSurrogatesAreHiddenAsAByteScanHidesThemAcrossAnyReads(@ForAll("nearSurrogates") byte[] body,
            @ForAll("reads") int[] reads) throws Exception {
        byte[] input = new byte[body.length + 2];
        input[0] = '"';
        System.arraycopy(body, 0, input, 1, body.length);
        input[input.length - 1] = '"';
        Utf8LeadByteCheck in = new Utf8LeadByteCheck(new ByteArrayInputStream(input), true);
        byte[] seen = new byte[input.length];
        int at = 0;
        for (int r = 0; at < input.length; r++) {
            byte[] buf = new byte[64];
            int n = in.read(buf, 0, Math.max(EncodingCheck.PREFIX, reads[r % reads.length]));
            if (n < 0) {
                break;
            }
            System.arraycopy(buf, 0, seen, at, n);
            at += n;
        }
        assertThat(at).isEqualTo(input.length);
        assertThat(seen).isEqualTo(byteByByte(input));
    }

    /** 0xED, the bytes on either side of a surrogate's second byte, overlong lead bytes, CJK and ASCII. */
    @Provide
    Arbitrary<byte[]> nearSurrogates() {
        Arbitrary<Byte> interesting = Arbitraries.of((byte) 0xED, (byte) 0xA0, (byte) 0xBF, (byte) 0x9F, (byte) 0xC0,
                (byte) 0xC0, (byte) 0xE4, (byte) 0x80, (byte) 0xEC, (byte) 0xEE);
        Arbitrary<Byte> ascii = Arbitraries.bytes().between((byte) 0x20, (byte) 0x7E);
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(3, interesting), net.jqwik.api.Tuple.of(5, ascii))
                .array(byte[].class).ofMaxSize(150);
    }

    @Provide
    Arbitrary<int[]> reads() {
        return Arbitraries.integers().between(1, 64).array(int[].class).ofMinSize(1).ofMaxSize(6);
    }

    /**
     * The same definition on the input the check is tuned for: Korean, Chinese and ASCII text with a few bad bytes
     * planted (an overlong lead byte, a surrogate's 0xED 0xA0..0xBF) at any offset, read in long reads, so that whole
     * 32-byte blocks pass or are flagged by the block test, and a pair can straddle two words or two blocks.
     */
    @Property(tries = 1000)
    void plantedBadBytesInTextAreHiddenAsAByteScanHidesThem(@ForAll("text") byte[] text,
            @ForAll("plants") int[] plants, @ForAll("longReads") int[] reads) throws Exception {
        byte[] input = text.clone();
        for (int p = 0; p + 1 < plants.length; p += 2) {
            int at = plants[p] % input.length;
            int kind = plants[p + 1];
            if (kind < 2) {
                input[at] = (byte) (0xC0 + kind);
            } else if (at + 1 < input.length) {
                input[at] = (byte) 0xED;
                input[at + 1] = (byte) (0xA0 + kind % 32);
            }
        }
        input[0] = '"';
        Utf8LeadByteCheck in = new Utf8LeadByteCheck(new ByteArrayInputStream(input), true);
        byte[] seen = new byte[input.length];
        byte[] buf = new byte[4096];
        int at = 0;
        for (int r = 0; at < input.length; r++) {
            int n = in.read(buf, 0, Math.max(EncodingCheck.PREFIX, reads[r % reads.length]));
            if (n < 0) {
                break;
            }
            System.arraycopy(buf, 0, seen, at, n);
            at += n;
        }
        assertThat(at).isEqualTo(input.length);
        assertThat(seen).isEqualTo(byteByByte(input));
    }

    /** UTF-8 of Hangul (many from U+D000 on, lead byte 0xED), Han and ASCII: valid text, up to about 3 KB. */
    @Provide
    Arbitrary<byte[]> text() {
        Arbitrary<String> hangul = Arbitraries.chars().range('\uAC00', '\uD7A3').map(String::valueOf);
        Arbitrary<String> edHangul = Arbitraries.chars().range('\uD000', '\uD7A3').map(String::valueOf);
        Arbitrary<String> han = Arbitraries.chars().range('\u4E00', '\u9FFF').map(String::valueOf);
        Arbitrary<String> ascii = Arbitraries.chars().range(' ', '~').map(String::valueOf);
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(4, hangul), net.jqwik.api.Tuple.of(3, edHangul),
                        net.jqwik.api.Tuple.of(3, han), net.jqwik.api.Tuple.of(3, ascii))
                .list().ofMinSize(2).ofMaxSize(1000)
                .map(parts -> String.join("", parts).getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /** Pairs of (offset, kind): kind 0 and 1 plant 0xC0 and 0xC1, the others a surrogate. Up to three plants. */
    @Provide
    Arbitrary<int[]> plants() {
        return Arbitraries.integers().between(0, 1 << 20).array(int[].class).ofMaxSize(6)
                .map(a -> {
                    for (int i = 1; i < a.length; i += 2) {
                        a[i] %= 34;
                    }
                    return a;
                });
    }

    @Provide
    Arbitrary<int[]> longReads() {
        return Arbitraries.integers().between(1, 4096).array(int[].class).ofMinSize(1).ofMaxSize(4);
    }

    /** The definition: 0xC0 and 0xC1 become 0xFF and 0xFE, and a byte 0xA0 to 0xBF after an 0xED becomes 0xFD. */
    private static byte[] byteByByte(byte[] input) {
        byte[] out = input.clone();
        for (int i = 0; i < input.length; i++) {
            int b = input[i] & 0xFF;
            if (b == 0xC0 || b == 0xC1) {
                out[i] = (byte) (b == 0xC0 ? 0xFF : 0xFE);
            } else if (i > 0 && (input[i - 1] & 0xFF) == 0xED && b >= 0xA0 && b <= 0xBF) {
                out[i] = (byte) 0xFD;
            }
        }
        return out;
    }

    @Test
    void hidesOverlongLeadBytesBehindBytesNoUtf8TextContainsAcrossReads() throws Exception {
        byte[] input = new byte[40];
        java.util.Arrays.fill(input, (byte) 'a');
        input[29] = (byte) 0xC1;
        input[33] = (byte) 0xC0;
        Utf8LeadByteCheck in = new Utf8LeadByteCheck(new ByteArrayInputStream(input), true);
        byte[] buf = new byte[16];
        assertThat(in.read(buf, 0, 16)).isEqualTo(16);
        assertThat(in.hiddenByteAt(5)).isEqualTo(-1);
        assertThat(in.read(buf, 0, 16)).isEqualTo(16);
        assertThat(buf[29 - 16]).isEqualTo((byte) 0xFE);
        assertThat(in.hiddenByteAt(29)).isEqualTo(0xC1);
        assertThat(in.byteAt(29)).isEqualTo(0xFE);
        assertThat(in.byteAt(15)).as("before the last buffer").isEqualTo(-1);
        assertThat(in.firstHiddenOnLineTo(31)).isEqualTo(29);
        assertThat(in.read(buf, 0, 16)).isEqualTo(8);
        assertThat(buf[33 - 32]).isEqualTo((byte) 0xFF);
        assertThat(in.hiddenByteAt(33)).isEqualTo(0xC0);
        assertThat(in.hiddenByteAt(29)).as("no longer in the buffer").isEqualTo(-1);
    }

    @Test
    void aByteLikeAHiddenOneIsNotTakenForOneWhileNothingWasHidden() throws Exception {
        Utf8LeadByteCheck in = new Utf8LeadByteCheck(new ByteArrayInputStream(new byte[] {'[', '"', (byte) 0xFF, '"', ']'}), true);
        in.readAllBytes();
        assertThat(in.byteAt(2)).isEqualTo(0xFF);
        assertThat(in.hiddenByteAt(2)).isEqualTo(-1);
        assertThat(in.firstHiddenOnLineTo(4)).isEqualTo(-1);
    }

    @Test
    void checksOnlyUtf8Input() throws Exception {
        byte[] utf16 = {0, '[', 0, (byte) 0xC0, 0, ']'};
        assertThat(new Utf8LeadByteCheck(new ByteArrayInputStream(utf16), true).readAllBytes()).isEqualTo(utf16);
        Utf8LeadByteCheck utf8 = new Utf8LeadByteCheck(new ByteArrayInputStream(new byte[] {'[', (byte) 0xC0, ']'}), true);
        assertThat(utf8.readAllBytes()).containsExactly('[', 0xFF, ']');
        assertThat(utf8.hiddenByteAt(1)).isEqualTo(0xC0);
    }

    @Test
    void findsTheFirstByteOfACharacterInTheBuffer() throws Exception {
        // [ "é" é ], with a stray continuation byte after the second é
        byte[] input = {'[', '"', (byte) 0xC3, (byte) 0xA9, '"', (byte) 0xC3, (byte) 0xA9, (byte) 0x80, ']'};
        Utf8LeadByteCheck in = new Utf8LeadByteCheck(new ByteArrayInputStream(input), true);
        in.readAllBytes();
        assertThat(in.charStart(3)).as("second byte of é").isEqualTo(2);
        assertThat(in.charStart(6)).isEqualTo(5);
        assertThat(in.charStart(7)).as("a continuation byte é does not need").isEqualTo(7);
        assertThat(in.charStart(1)).as("ASCII").isEqualTo(1);
    }

    @Test
    void shortInputsPassUnchangedExceptALoneNulAndTheZeroBytesOfThree() throws Exception {
        // Two bytes with a zero byte are UTF-16, which Jackson detects itself: no overlong check there.
        byte[] utf16 = {0, (byte) 0xC0};
        assertThat(new Utf8LeadByteCheck(new ByteArrayInputStream(utf16), true).readAllBytes()).containsExactly(0, 0xC0);
        assertThat(new Utf8LeadByteCheck(new ByteArrayInputStream(new byte[] {'1', '2'}), true).readAllBytes()).containsExactly('1', '2');
        // A lone NUL is no JSON text at all.
        assertThat(new Utf8LeadByteCheck(new ByteArrayInputStream(new byte[] {'1'}), true).readAllBytes()).containsExactly('1');
        assertThatThrownBy(new Utf8LeadByteCheck(new ByteArrayInputStream(new byte[] {0}), true)::readAllBytes)
                .isInstanceOf(EncodingCheck.LoneNul.class);
        // Three bytes cannot be UTF-16, but Jackson would take the zero byte for UTF-16's: it is hidden.
        Utf8LeadByteCheck three = new Utf8LeadByteCheck(new ByteArrayInputStream(new byte[] {'[', 0, ']'}), true);
        assertThat(three.readAllBytes()).containsExactly('[', 0xF8, ']');
        assertThat(three.hiddenByteAt(1)).isZero();
    }

    private static int byteScan(byte[] buf, int from, int to) {
        for (int i = from; i < to; i++) {
            int b = buf[i] & 0xFF;
            if (b == 0xC0 || b == 0xC1) {
                return i;
            }
        }
        return -1;
    }
}
