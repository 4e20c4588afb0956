package org.jsonpjackson.sim.load;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Session fetches and queries judged apart, from their Gatling groups, and a summary that is always written and
 * always this run's: marked failed with what failed, never an earlier run's figures.
 */
class RunJudgementTest {

    /**
     * The statistics table of a Gatling 3.15.1 report from a real run, its figures changed; a request under the
     * query group is named {@code Mailbox/get}, which must not be taken for a group.
     */
    private static String byKind() throws IOException {
        try (InputStream in = RunJudgementTest.class.getResourceAsStream("/load/report-by-kind.html")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static RunFacts facts(long maxP99Millis, boolean finished, long answered, long empty) {
        return new RunFacts(1_000, "Sim", 99, maxP99Millis, 50, answered, empty, 1, finished, "");
    }

    @Test
    void eachKindIsReadFromItsOwnGroup() throws IOException {
        String script = byKind();
        assertThat(GatlingStats.parse(script, RequestKind.SESSION.group)).hasValue(new RunStats(10, 1, 0.56, 9, 54, 231, 231));
        assertThat(GatlingStats.parse(script, RequestKind.QUERY.group)).hasValue(new RunStats(105, 0, 5.83, 17, 21, 24, 80));
        assertThat(GatlingStats.parse(script, "Mailbox/get")).isEmpty();
        // the whole run's figures mix both kinds: what the summary no longer judges
        assertThat(GatlingStats.parse(script).p99()).isEqualTo(57);
    }

    @Test
    void slowSessionFetchesDoNotDecideTheQueriesP99() {
        RunStats queries = new RunStats(225, 0, 5, 10, 20, 24, 30);
        RunStats sessions = new RunStats(5, 0, 0.1, 200, 230, 231, 231);
        RunResult result = RunResult.judge(queries, sessions, facts(100, true, 225, 10));
        assertThat(result.failures()).isEmpty();
        assertThat(RunResult.judge(new RunStats(225, 0, 5, 10, 20, 120, 130), sessions, facts(100, true, 225, 10)).failures())
                .singleElement().asString().isEqualTo("queries: p99 120 ms, not below load.maxP99Millis 100 ms");
    }

    @Test
    void failedSessionFetchesFailTheRunApartFromTheQueries() {
        RunResult result = RunResult.judge(new RunStats(225, 0, 5, 10, 20, 24, 30), new RunStats(10, 5, 0.1, 2, 3, 4, 5),
                facts(100, true, 225, 10));
        assertThat(result.failures()).singleElement().asString().startsWith("session fetches: 50.00% successful");
    }

    @Test
    void heavyQueriesAreJudgedByTheirSuccessesAloneApartFromTheLightOnes() {
        RunStats light = new RunStats(225, 0, 5, 10, 20, 24, 30);
        // a heavy p99 far past the light queries' goal fails nothing: heavy queries have no latency goal
        RunStats slowHeavy = new RunStats(25, 0, 0.5, 300, 900, 1_500, 1_600);
        RunResult passed = RunResult.judge(light, RunStats.NONE, slowHeavy, facts(100, true, 250, 10));
        assertThat(passed.failures()).isEmpty();
        assertThat(passed.heavy()).isEqualTo(slowHeavy);
        RunStats failingHeavy = new RunStats(25, 5, 0.5, 300, 900, 1_500, 1_600);
        assertThat(RunResult.judge(light, RunStats.NONE, failingHeavy, facts(100, true, 250, 10)).failures())
                .singleElement().asString().isEqualTo("heavy queries: 80.00% successful, below load.minSuccessPercent 99.00%");
    }

    @Test
    void anUnfinishedRunOrOneWithoutQueriesFails() {
        assertThat(RunResult.judge(RunStats.NONE, new RunStats(1, 1, 0.1, 2, 3, 4, 5), facts(100, false, 0, 0)).failures())
                .contains("the simulation did not reach its end", "no Email/query was sent");
    }

    @Test
    void mostlyEmptyResultsWarnAboveTheThreshold() {
        RunStats queries = new RunStats(225, 0, 5, 10, 20, 24, 30);
        RunResult empty = RunResult.judge(queries, RunStats.NONE, facts(100, true, 225, 225));
        assertThat(empty.failures()).isEmpty();
        assertThat(empty.emptyPercent()).isEqualTo(100);
        assertThat(empty.warnings()).singleElement().asString().startsWith("100.0% of the answered queries matched nothing");
        assertThat(RunResult.judge(queries, RunStats.NONE, facts(100, true, 225, 112)).warnings()).isEmpty();
    }

    /** A report folder of this run, holding the sample, and the facts the simulation wrote before it. */
    private static Path run(Path results, RunFacts facts, long reportMillis) throws IOException {
        Path report = Files.createDirectories(results.resolve("sim-1"));
        Files.writeString(report.resolve(GatlingStats.STATS), byKind());
        Files.setLastModifiedTime(report.resolve(GatlingStats.STATS), FileTime.fromMillis(reportMillis));
        Files.setLastModifiedTime(results.resolve("sim-1"), FileTime.fromMillis(reportMillis));
        Path file = results.resolve("run-facts.json");
        facts.writeTo(file);
        return file;
    }

    @Test
    void aFailedAssertionStillWritesTheSummaryMarkedFailed(@TempDir Path results) throws IOException {
        Path facts = run(results, facts(20, true, 105, 3), 2_000);
        assertThatThrownBy(() -> LoadSummary.main(new String[] {results.toString(), facts.toString()}))
                .hasMessageContaining("queries: p99 24 ms, not below load.maxP99Millis 20 ms");
        RunResult written = ResultJson.read(Files.readString(results.resolve(LoadSummary.LAST_RUN)));
        assertThat(written.passed()).isFalse();
        assertThat(written.failures()).containsExactly("queries: p99 24 ms, not below load.maxP99Millis 20 ms",
                "session fetches: 90.00% successful, below load.minSuccessPercent 99.00%");
        assertThat(written.queries().requests()).isEqualTo(105);
        assertThat(Files.readString(results.resolve(LoadSummary.LAST_RUN))).contains("\"status\": \"failed\"");
    }

    @Test
    void aPassingRunIsWrittenPassed(@TempDir Path results) throws Exception {
        RunFacts lenient = new RunFacts(1_000, "Sim", 80, 100, 50, 105, 3, 1, true, "");
        Path facts = run(results, lenient, 2_000);
        LoadSummary.main(new String[] {results.toString(), facts.toString()});
        RunResult written = ResultJson.read(Files.readString(results.resolve(LoadSummary.LAST_RUN)));
        assertThat(written.passed()).as(written.failures().toString()).isTrue();
        assertThat(written.session()).isEqualTo(new RunStats(10, 1, 0.56, 9, 54, 231, 231));
        assertThat(written.empty()).isEqualTo(3);
    }

    @Test
    void anEarlierRunsReportIsNeverSummarisedAsThisOne(@TempDir Path results) throws IOException {
        // the run began at 1,000 ms; the only report was written at 500 ms, by an earlier run
        Path facts = run(results, facts(100, true, 105, 3), 500);
        Files.writeString(results.resolve(LoadSummary.LAST_RUN), "the earlier run's summary");
        assertThatThrownBy(() -> LoadSummary.main(new String[] {results.toString(), facts.toString()}))
                .hasMessageContaining("Gatling wrote no report for this run");
        RunResult written = ResultJson.read(Files.readString(results.resolve(LoadSummary.LAST_RUN)));
        assertThat(written.passed()).isFalse();
        assertThat(written.queries()).isEqualTo(RunStats.NONE);
    }

    @Test
    void aSimulationThatNeverStartedIsWrittenFailed(@TempDir Path results) throws IOException {
        assertThatThrownBy(() -> LoadSummary.main(new String[] {results.toString(), results.resolve("run-facts.json").toString()}))
                .hasMessageContaining("the simulation did not start");
        assertThat(ResultJson.read(Files.readString(results.resolve(LoadSummary.LAST_RUN))).passed()).isFalse();
    }

    @Test
    void aSetUpThatFailedIsWhatTheSummarySays(@TempDir Path results) throws IOException {
        // the simulation wrote why it could not set up (provisioning refused), and Gatling wrote no report
        Path facts = results.resolve("run-facts.json");
        new RunFacts(1_000, "Sim", 99, 100, 50, 0, 0, 0, false,
                "JmapException: user1: {\"type\":\"requestTooLarge\"} in answer to ...").writeTo(facts);
        assertThatThrownBy(() -> LoadSummary.main(new String[] {results.toString(), facts.toString()}))
                .hasMessageContaining("the simulation could not be set up: JmapException: user1: {\"type\":\"requestTooLarge\"}")
                .message().doesNotContain("Gatling wrote no report");
    }
}
