package org.jsonpjackson.json.stream;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

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

    @Test
    void reportsTheExactOffsetAcrossReads() throws Exception {
        byte[] input = new byte[40];
        java.util.Arrays.fill(input, (byte) 'a');
        input[29] = (byte) 0xC1;
        InputStream in = new Utf8LeadByteCheck(new ByteArrayInputStream(input));
        byte[] buf = new byte[16];
        assertThat(in.read(buf, 0, 16)).isEqualTo(16);
        assertThatThrownBy(() -> in.read(buf, 0, 16)).isInstanceOf(Utf8LeadByteCheck.InvalidByte.class)
                .hasMessageContaining("0xC1 at offset 29");
    }

    @Test
    void checksOnlyUtf8Input() throws Exception {
        byte[] utf16 = {0, '[', 0, (byte) 0xC0, 0, ']'};
        assertThat(new Utf8LeadByteCheck(new ByteArrayInputStream(utf16)).readAllBytes()).isEqualTo(utf16);
        InputStream utf8 = new Utf8LeadByteCheck(new ByteArrayInputStream(new byte[] {'[', (byte) 0xC0, ']'}));
        assertThatThrownBy(utf8::readAllBytes).hasMessageContaining("0xC0 at offset 1");
    }

    @Test
    void aTwoByteUtf16InputReachesJacksonAsUtf8() throws Exception {
        assertThat(new Utf8LeadByteCheck(new ByteArrayInputStream(new byte[] {0, '1'})).readAllBytes()).containsExactly('1');
        assertThat(new Utf8LeadByteCheck(new ByteArrayInputStream(new byte[] {'1', 0})).readAllBytes()).containsExactly('1');
        assertThat(new Utf8LeadByteCheck(new ByteArrayInputStream(new byte[] {'1', '2'})).readAllBytes()).containsExactly('1', '2');
        // One and three bytes cannot be UTF-16: they pass as they are.
        assertThat(new Utf8LeadByteCheck(new ByteArrayInputStream(new byte[] {0})).readAllBytes()).containsExactly(0);
        assertThat(new Utf8LeadByteCheck(new ByteArrayInputStream(new byte[] {'[', 0, ']'})).readAllBytes())
                .containsExactly('[', 0, ']');
    }

    /** Every code unit a two-byte input with a zero byte can hold, in both byte orders. */
    @Test
    void everyTwoByteUtf16CodeUnitIsRewrittenAsTheSameCharacter() {
        for (int c = 0; c < 0x100; c++) {
            for (boolean bigEndian : new boolean[] {true, false}) {
                byte[] buf = bigEndian ? new byte[] {0, (byte) c} : new byte[] {(byte) c, 0};
                String expected = new String(buf, bigEndian ? StandardCharsets.UTF_16BE : StandardCharsets.UTF_16LE);
                assertThat(EncodingCheck.isShortUtf16(buf, 0, 2)).isTrue();
                int n = EncodingCheck.shortUtf16ToUtf8(buf, 0);
                assertThat(new String(buf, 0, n, StandardCharsets.UTF_8)).as("U+%04X", c).isEqualTo(expected);
            }
        }
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
