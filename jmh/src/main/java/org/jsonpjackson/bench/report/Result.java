package org.jsonpjackson.bench.report;

import java.util.Map;

/**
 * One benchmark's result from JMH's JSON file: throughput in ops/s (median and the 99.9% confidence
 * half-width JMH computes around the mean), and the normalised allocation from {@code -prof gc}, if run.
 *
 * @param benchmarkClass simple name of the benchmark class
 * @param kind method name before the underscore: what is measured (parser, tree, generate, ...)
 * @param alternative method name after the underscore: whose code (ours, jackson, parsson, stock, ...)
 * @param params JMH parameters, for example {@code payload=SEARCH_30}
 */
record Result(String benchmarkClass, String kind, String alternative, Map<String, String> params,
        double median, double mean, double error, int samples, double allocBytesPerOp, double allocError) {

    /** The error as a fraction of the mean; NaN when JMH could not compute one (a single iteration). */
    double relativeError() {
        return mean > 0 ? error / mean : Double.NaN;
    }

    String paramText() {
        return params.isEmpty() ? "" : String.join(",", params.values());
    }

    /** Results compared with each other: same class, same kind, same parameters. */
    String groupKey() {
        return groupKey(kind);
    }

    /** The group of another kind of this benchmark class, with these parameters. */
    String groupKey(String otherKind) {
        return benchmarkClass + "." + otherKind + "|" + params;
    }

    /** The raw-Jackson floor of this result's class and parameters, whatever its kind. */
    String floorKey() {
        return benchmarkClass + "|" + params;
    }
}
