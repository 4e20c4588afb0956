package org.jsonpjackson.sim.load;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * After a Gatling run: prints a short summary of the newest report, writes it as {@code last-run.json}
 * next to the reports, and, when {@code -Dload.baseline=<file>} names an earlier result, fails if this run
 * regressed beyond the thresholds of {@link RegressionGate}.
 */
public final class LoadSummary {

    private LoadSummary() {
    }

    public static void main(String[] args) throws Exception {
        Path results = Path.of(args.length > 0 ? args[0] : "target/gatling");
        Path report = GatlingStats.newestReport(results)
                .orElseThrow(() -> new IllegalStateException("No Gatling report under " + results.toAbsolutePath()));
        RunStats stats = GatlingStats.read(report);
        System.out.println(summary(report, stats));
        Path last = results.resolve("last-run.json");
        Files.writeString(last, ResultJson.write(stats));
        System.out.println("Result written to " + last.toAbsolutePath());
        String baseline = System.getProperty("load.baseline");
        if (baseline != null && !baseline.isBlank()) {
            RegressionGate gate = RegressionGate.fromProperties(System.getProperties());
            RegressionGate.Verdict verdict = gate.judge(ResultJson.read(Files.readString(Path.of(baseline))), stats);
            System.out.println(verdict.report());
            if (!verdict.passed()) {
                throw new IllegalStateException("Load regression against " + baseline + ": " + verdict.failures());
            }
        }
    }

    public static String summary(Path report, RunStats s) {
        return String.format(Locale.ROOT,
                "%n==== Load summary (%s) ====%nrequests %d, failed %d (%.2f%% ok)%nthroughput %.1f req/s%n"
                        + "p50 %.0f ms, p95 %.0f ms, p99 %.0f ms, max %.0f ms%nreport: %s%n",
                report.getFileName(), s.requests(), s.failed(), s.successPercent(), s.throughput(), s.p50(), s.p95(),
                s.p99(), s.max(), report.resolve("index.html").toAbsolutePath());
    }
}
