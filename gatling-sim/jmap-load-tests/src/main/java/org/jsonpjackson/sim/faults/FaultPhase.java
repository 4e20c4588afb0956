package org.jsonpjackson.sim.faults;

import org.jsonpjackson.sim.load.RequestLog;

import java.util.List;

/**
 * The requests of one stretch of a run: how many, how many failed, and their response-time percentiles
 * (nearest rank, over the requests that got a response).
 *
 * @param name     before, during or after the fault
 * @param requests requests that ended in this stretch
 * @param failed   of those, the ones that failed a check or got no response
 * @param p50      milliseconds
 * @param p99      milliseconds
 * @param max      milliseconds
 */
public record FaultPhase(String name, long requests, long failed, long p50, long p99, long max) {

    /** The entries whose end falls in {@code [from, to)}, epoch milliseconds. */
    public static FaultPhase of(String name, List<RequestLog.Entry> entries, long from, long to) {
        List<RequestLog.Entry> in = entries.stream().filter(e -> e.endMillis() >= from && e.endMillis() < to).toList();
        long[] times = in.stream().filter(e -> e.responseMillis() >= 0).mapToLong(RequestLog.Entry::responseMillis)
                .sorted().toArray();
        long failed = in.stream().filter(e -> !e.ok()).count();
        return new FaultPhase(name, in.size(), failed, rank(times, 0.50), rank(times, 0.99),
                times.length == 0 ? 0 : times[times.length - 1]);
    }

    private static long rank(long[] sorted, double quantile) {
        if (sorted.length == 0) {
            return 0;
        }
        int index = (int) Math.ceil(quantile * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }

    @Override
    public String toString() {
        return name + ": " + requests + " requests, " + failed + " failed, p50 " + p50 + " ms, p99 " + p99 + " ms, max "
                + max + " ms";
    }
}
