package org.jsonpjackson.sim.load;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * Compares a run with a baseline: it fails when the 99th percentile grew, or the throughput fell, by more
 * than the allowed percentage, or when requests failed beyond the allowed share.
 *
 * @param maxP99IncreasePct        {@code load.gate.p99Percent}, default 20
 * @param maxThroughputDropPct     {@code load.gate.throughputPercent}, default 10
 * @param maxFailedPct             {@code load.gate.failedPercent}, default 1
 */
public record RegressionGate(double maxP99IncreasePct, double maxThroughputDropPct, double maxFailedPct) {

    public static RegressionGate fromProperties(Properties p) {
        return new RegressionGate(
                Double.parseDouble(p.getProperty("load.gate.p99Percent", "20")),
                Double.parseDouble(p.getProperty("load.gate.throughputPercent", "10")),
                Double.parseDouble(p.getProperty("load.gate.failedPercent", "1")));
    }

    public record Verdict(List<String> failures, String report) {
        public boolean passed() {
            return failures.isEmpty();
        }
    }

    public Verdict judge(RunStats baseline, RunStats run) {
        List<String> failures = new ArrayList<>();
        double p99Change = change(baseline.p99(), run.p99());
        double throughputChange = change(baseline.throughput(), run.throughput());
        double failedPct = 100 - run.successPercent();
        if (p99Change > maxP99IncreasePct) {
            failures.add(String.format(Locale.ROOT, "p99 %.0f ms is %.1f%% above the baseline's %.0f ms (allowed %.1f%%)",
                    run.p99(), p99Change, baseline.p99(), maxP99IncreasePct));
        }
        if (-throughputChange > maxThroughputDropPct) {
            failures.add(String.format(Locale.ROOT, "throughput %.1f req/s is %.1f%% below the baseline's %.1f (allowed %.1f%%)",
                    run.throughput(), -throughputChange, baseline.throughput(), maxThroughputDropPct));
        }
        if (failedPct > maxFailedPct) {
            failures.add(String.format(Locale.ROOT, "%.2f%% of requests failed (allowed %.2f%%)", failedPct, maxFailedPct));
        }
        String report = String.format(Locale.ROOT,
                "Regression gate: p99 %+.1f%% (limit +%.1f%%), throughput %+.1f%% (limit -%.1f%%), failed %.2f%% (limit %.2f%%): %s",
                p99Change, maxP99IncreasePct, throughputChange, maxThroughputDropPct, failedPct, maxFailedPct,
                failures.isEmpty() ? "PASS" : "FAIL");
        return new Verdict(List.copyOf(failures), report);
    }

    /** The change from {@code before} to {@code after}, in percent of {@code before}. */
    private static double change(double before, double after) {
        if (before == 0) {
            return after == 0 ? 0 : Double.POSITIVE_INFINITY;
        }
        return 100 * (after - before) / before;
    }
}
