package org.jsonpjackson.sim.load;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * After a Gatling run: judges it, session fetches and queries apart, with the thresholds the simulation ran with
 * (its {@link RunFacts}), prints a short summary, writes it as {@code last-run.json} next to the reports, and,
 * when {@code -Dload.baseline=<file>} names an earlier result, applies the {@link RegressionGate}. The summary is
 * written whatever the outcome, marked failed with what failed; then a failed run fails the build. A report
 * older than the run's facts is an earlier run's, and is never summarised as this one.
 */
public final class LoadSummary {

    static final String LAST_RUN = "last-run.json";

    private LoadSummary() {
    }

    /** Arguments: the results folder, and the run facts file the simulation wrote ({@code load.runFacts}). */
    public static void main(String[] args) throws Exception {
        Path results = Path.of(args.length > 0 ? args[0] : "target/gatling");
        Path facts = Path.of(args.length > 1 ? args[1] : results.resolve("run-facts.json").toString());
        Optional<RunFacts> runFacts = readFacts(facts);
        Optional<Path> report = runFacts.flatMap(f -> thisRunsReport(results, f));
        RunResult result = judge(runFacts, report, facts, results);
        String baseline = System.getProperty("load.baseline");
        if (baseline != null && !baseline.isBlank() && result.passed()) {
            RegressionGate.Verdict verdict = RegressionGate.fromProperties(System.getProperties())
                    .judge(ResultJson.read(Files.readString(Path.of(baseline))), result);
            System.out.println(verdict.report());
            List<String> failures = new ArrayList<>(result.failures());
            verdict.failures().forEach(f -> failures.add("regression against " + baseline + ": " + f));
            result = result.withFailures(failures);
        }
        Path last = results.resolve(LAST_RUN);
        Files.createDirectories(results);
        Files.writeString(last, ResultJson.write(result));
        System.out.println(summary(report, result));
        System.out.println("Result written to " + last.toAbsolutePath());
        if (!result.passed()) {
            throw new IllegalStateException("The load run failed: " + String.join("; ", result.failures()));
        }
    }

    /**
     * A run's result as the summary judges it, from its results folder and the facts file it was given
     * ({@code load.runFacts}): for tests that start Gatling themselves against a server of theirs.
     */
    public static RunResult judgeRun(Path results, Path facts) throws IOException {
        Optional<RunFacts> runFacts = readFacts(facts);
        return judge(runFacts, runFacts.flatMap(f -> thisRunsReport(results, f)), facts, results);
    }

    /** This run's result, or why there is none. */
    static RunResult judge(Optional<RunFacts> facts, Optional<Path> report, Path factsFile, Path results) {
        if (facts.isEmpty()) {
            return RunResult.notRun("the simulation did not start: it wrote no facts to " + factsFile.toAbsolutePath());
        }
        if (!facts.get().setupFailure().isEmpty()) {
            return RunResult.notRun("the simulation could not be set up: " + facts.get().setupFailure());
        }
        if (report.isEmpty()) {
            return RunResult.notRun("Gatling wrote no report for this run under " + results.toAbsolutePath());
        }
        return RunResult.judge(GatlingStats.read(report.get(), RequestKind.QUERY).orElse(RunStats.NONE),
                GatlingStats.read(report.get(), RequestKind.SESSION).orElse(RunStats.NONE),
                GatlingStats.read(report.get(), RequestKind.HEAVY).orElse(RunStats.NONE), facts.get());
    }

    static Optional<RunFacts> readFacts(Path file) throws IOException {
        return Files.isRegularFile(file) ? Optional.of(RunFacts.parse(Files.readString(file))) : Optional.empty();
    }

    /** The newest report, if it was written after the run began: an older one is an earlier run's. */
    static Optional<Path> thisRunsReport(Path results, RunFacts facts) {
        return GatlingStats.newestReport(results)
                .filter(r -> modified(r.resolve(GatlingStats.STATS)) >= facts.startedMillis());
    }

    public static String summary(Optional<Path> report, RunResult r) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%n==== Load summary: %s ====%n",
                r.passed() ? "PASSED" : "FAILED"));
        out.append(kind(r.heavy().requests() > 0 ? "light query   " : "Email/query   ", r.queries()));
        out.append(kind("session fetch ", r.session()));
        if (r.heavy().requests() > 0) {
            out.append(kind("heavy query   ", r.heavy()));
        }
        out.append(String.format(Locale.ROOT, "empty results: %d of %d answered queries (%.1f%%)%n", r.empty(), r.answered(),
                r.emptyPercent()));
        r.failures().forEach(f -> out.append("FAILED: ").append(f).append(System.lineSeparator()));
        r.warnings().forEach(w -> out.append("WARNING: ").append(w).append(System.lineSeparator()));
        report.ifPresent(p -> out.append("report: ").append(p.resolve("index.html").toAbsolutePath()).append(System.lineSeparator()));
        return out.toString();
    }

    private static String kind(String name, RunStats s) {
        return String.format(Locale.ROOT, "%s requests %d, failed %d (%.2f%% ok), %.1f req/s, p50 %.0f ms, p95 %.0f ms, "
                + "p99 %.0f ms, max %.0f ms%n", name, s.requests(), s.failed(), s.successPercent(), s.throughput(), s.p50(),
                s.p95(), s.p99(), s.max());
    }

    /** One line per run, for the comparison runner: the whole run's figures. */
    public static String summary(Path report, RunStats s) {
        return String.format(Locale.ROOT,
                "%n==== Load summary (%s) ====%nrequests %d, failed %d (%.2f%% ok)%nthroughput %.1f req/s%n"
                        + "p50 %.0f ms, p95 %.0f ms, p99 %.0f ms, max %.0f ms%nreport: %s%n",
                report.getFileName(), s.requests(), s.failed(), s.successPercent(), s.throughput(), s.p50(), s.p95(),
                s.p99(), s.max(), report.resolve("index.html").toAbsolutePath());
    }

    private static long modified(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.getLastModifiedTime(file).toMillis() : Long.MIN_VALUE;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
