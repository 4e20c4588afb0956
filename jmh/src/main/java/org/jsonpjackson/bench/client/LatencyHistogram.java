package org.jsonpjackson.bench.client;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Latencies in nanoseconds, in log-linear buckets (32 per power of two, so a percentile is within about 3% of the
 * true value), recorded from many threads without allocating. A fixed size, whatever the run's length.
 */
final class LatencyHistogram {

    private static final int SUB_BITS = 5;
    private static final int SUB = 1 << SUB_BITS;
    private final AtomicLongArray counts = new AtomicLongArray(64 * SUB);

    void record(long nanos) {
        counts.incrementAndGet(index(Math.max(1, nanos)));
    }

    static int index(long v) {
        int e = 63 - Long.numberOfLeadingZeros(v);
        if (e < SUB_BITS) {
            return (int) v;
        }
        int sub = (int) ((v >>> (e - SUB_BITS)) & (SUB - 1));
        return (e - SUB_BITS + 1) * SUB + sub;
    }

    /** The middle of bucket {@code i}. */
    static long value(int i) {
        if (i < SUB) {
            return i;
        }
        int e = i / SUB + SUB_BITS - 1;
        long sub = i % SUB;
        long low = (1L << e) + (sub << (e - SUB_BITS));
        long width = 1L << (e - SUB_BITS);
        return low + width / 2;
    }

    long total() {
        long n = 0;
        for (int i = 0; i < counts.length(); i++) {
            n += counts.get(i);
        }
        return n;
    }

    /** The {@code p}-th percentile (0 to 100) in nanoseconds, or -1 with no values. */
    long percentile(double p) {
        long total = total();
        if (total == 0) {
            return -1;
        }
        long rank = Math.max(1, (long) Math.ceil(p / 100.0 * total));
        long seen = 0;
        for (int i = 0; i < counts.length(); i++) {
            seen += counts.get(i);
            if (seen >= rank) {
                return value(i);
            }
        }
        return value(counts.length() - 1);
    }
}
