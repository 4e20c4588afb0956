package org.jsonpjackson.bench.client;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class LatencyHistogramTest {

    @Test
    void percentilesAreWithinThreePercent() {
        LatencyHistogram h = new LatencyHistogram();
        for (long v = 1; v <= 100_000; v++) {
            h.record(v * 1_000);  // 1 µs to 100 ms, uniform
        }
        assertThat(h.total()).isEqualTo(100_000);
        assertThat((double) h.percentile(50)).isCloseTo(50_000_000, within(1_500_000.0));
        assertThat((double) h.percentile(99)).isCloseTo(99_000_000, within(2_970_000.0));
        assertThat((double) h.percentile(100)).isCloseTo(100_000_000, within(3_000_000.0));
        assertThat(new LatencyHistogram().percentile(50)).isEqualTo(-1);
    }

    @Test
    void everyValueFallsInABucketThatHoldsIt() {
        for (long v = 1; v < 1L << 40; v = v * 3 / 2 + 1) {
            long mid = LatencyHistogram.value(LatencyHistogram.index(v));
            assertThat((double) mid).as("value " + v).isCloseTo(v, within(Math.max(1.0, v * 0.032)));
        }
    }
}
