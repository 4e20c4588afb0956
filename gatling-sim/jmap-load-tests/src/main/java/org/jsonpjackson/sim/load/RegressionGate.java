package org.jsonpjackson.sim.load;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * Compares a run with a baseline, each kind of request apart. The queries fail it when their 99th percentile
 * grew, or their throughput fell, by more than the allowed percentage, or when more of them failed than the
 * allowed share; the session fetches fail it only on that share. Their p99 is reported, not judged: a handful
 * of once-per-user fetches gives no stable percentile, and a server's first fetch per user may be slow by design.
 *
 * @param maxP99IncreasePct        {@code load.gate.p99Percent}, default 20
 * @param maxThroughputDropPct     {@code load.gate.throughputPercent}, default 10
 * @param maxFailedPct             {@code load.gate.failedPercent}, default 1, for each kind
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

    public Verdict judge(RunResult baseline, RunResult run) {
        List<String> failures = new ArrayList<>();
        RunStats before = baseline.queries();
        RunStats now = run.queries();
        double p99Change = change(before.p99(), now.p99());
        double throughputChange = change(before.throughput(), now.throughput());
        double failedPct = 100 - now.successPercent();
        double sessionFailedPct = run.session().requests() == 0 ? 0 : 100 - run.session().successPercent();
        if (p99Change > maxP99IncreasePct) {
            failures.add(String.format(Locale.ROOT, "queries: p99 %.0f ms is %.1f%% above the baseline's %.0f ms (allowed %.1f%%)",
                    now.p99(), p99Change, before.p99(), maxP99IncreasePct));
        }
        if (-throughputChange > maxThroughputDropPct) {
            failures.add(String.format(Locale.ROOT, "queries: throughput %.1f req/s is %.1f%% below the baseline's %.1f (allowed %.1f%%)",
                    now.throughput(), -throughputChange, before.throughput(), maxThroughputDropPct));
        }
        if (failedPct > maxFailedPct) {
            failures.add(String.format(Locale.ROOT, "queries: %.2f%% failed (allowed %.2f%%)", failedPct, maxFailedPct));
        }
        if (sessionFailedPct > maxFailedPct) {
            failures.add(String.format(Locale.ROOT, "session fetches: %.2f%% failed (allowed %.2f%%)", sessionFailedPct,
                    maxFailedPct));
        }
        String report = String.format(Locale.ROOT,
                "Regression gate: queries p99 %+.1f%% (limit +%.1f%%), throughput %+.1f%% (limit -%.1f%%), failed %.2f%% "
                        + "(limit %.2f%%); session fetches failed %.2f%% (limit %.2f%%), p99 %+.1f%% (not judged): %s",
                p99Change, maxP99IncreasePct, throughputChange, maxThroughputDropPct, failedPct, maxFailedPct,
                sessionFailedPct, maxFailedPct, change(baseline.session().p99(), run.session().p99()),
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
