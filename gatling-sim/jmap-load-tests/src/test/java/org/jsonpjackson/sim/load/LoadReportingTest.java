package org.jsonpjackson.sim.load;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** Reading Gatling's figures, writing and reading a baseline, and the regression gate's verdicts. */
class LoadReportingTest {

    private static final RunStats BASELINE = new RunStats(1200, 0, 20.0, 12, 48, 100, 300);

    private static String sample() throws IOException {
        try (InputStream in = LoadReportingTest.class.getResourceAsStream("/load/report-index.html")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void readsTheGlobalFiguresOfAReport() throws IOException {
        RunStats stats = GatlingStats.parse(sample());
        assertThat(stats).isEqualTo(new RunStats(1200, 6, 19.67, 12, 48, 97, 60000));
        assertThat(stats.successPercent()).isCloseTo(99.5, within(0.001));
    }

    @Test
    void findsTheNewestReport(@org.junit.jupiter.api.io.TempDir Path results) throws IOException {
        Path older = Files.createDirectories(results.resolve("a-1"));
        Path newer = Files.createDirectories(results.resolve("b-2"));
        Files.writeString(older.resolve(GatlingStats.STATS), sample());
        Files.writeString(newer.resolve(GatlingStats.STATS), sample());
        Files.setLastModifiedTime(results.resolve("a-1"), java.nio.file.attribute.FileTime.fromMillis(1_000));
        Files.setLastModifiedTime(results.resolve("b-2"), java.nio.file.attribute.FileTime.fromMillis(2_000));
        Files.createDirectories(results.resolve("c-3-unfinished"));
        assertThat(GatlingStats.newestReport(results)).hasValue(results.resolve("b-2"));
        assertThat(GatlingStats.newestReport(results.resolve("missing"))).isEmpty();
    }

    @Test
    void aPageWithoutTheStatisticsTableIsRefused() throws IOException {
        assertThatThrownBy(() -> GatlingStats.parse("<html><body>Gatling</body></html>"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no statistics column");
        // the table without the run's row: no figure is made up
        assertThatThrownBy(() -> GatlingStats.parse(sample().replace("<tr id=\"ROOT\"", "<tr id=\"OTHER\"")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ROOT");
    }

    private static final RunStats FAST_SESSIONS = new RunStats(5, 0, 0.1, 200, 220, 230, 230);

    private static RunResult result(RunStats queries, RunStats session) {
        return new RunResult(List.of(), List.of(), queries, session, queries.requests(), 0);
    }

    @Test
    void resultsRoundTripThroughJson() {
        RunResult result = new RunResult(List.of("queries: p99 120 ms"), List.of("empty"), new RunStats(10, 1, 2.5, 3, 4, 5, 6),
                new RunStats(2, 0, 0.1, 200, 210, 220, 230), 9, 4);
        assertThat(ResultJson.read(ResultJson.write(result))).isEqualTo(result);
        assertThat(ResultJson.write(result)).contains("\"status\": \"failed\"");
    }

    @Test
    void heavyQueriesRoundTripThroughJsonAndARunWithoutThemWritesNone() {
        RunResult withHeavy = new RunResult(List.of(), List.of(), new RunStats(90, 0, 4.5, 3, 4, 5, 6),
                new RunStats(2, 0, 0.1, 200, 210, 220, 230), 100, 4, new RunStats(10, 0, 0.5, 30, 40, 50, 60));
        assertThat(ResultJson.read(ResultJson.write(withHeavy))).isEqualTo(withHeavy);
        assertThat(ResultJson.write(withHeavy)).contains("\"" + RequestKind.HEAVY.key + "\"");
        RunResult without = result(BASELINE, FAST_SESSIONS);
        assertThat(ResultJson.write(without)).doesNotContain(RequestKind.HEAVY.key);
        assertThat(ResultJson.read(ResultJson.write(without)).heavy()).isEqualTo(RunStats.NONE);
    }

    @Test
    void heavyQueriesShareAndLimitHaveDefaultsAndBoundsNamingTheirKeys() {
        Properties p = new Properties();
        LoadSettings defaults = LoadSettings.from(p);
        assertThat(defaults.heavyPercent()).isZero();
        assertThat(defaults.heavyLimit()).isEqualTo(256);
        p.setProperty("load.heavyPercent", "100");
        assertThatThrownBy(() -> LoadSettings.from(p)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("load.heavyPercent");
        p.setProperty("load.heavyPercent", "10");
        p.setProperty("load.heavyLimit", "0");
        assertThatThrownBy(() -> LoadSettings.from(p)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("load.heavyLimit");
    }

    @Test
    void aBaselineFromBeforeTheKindsIsRefusedWithAReason() {
        assertThatThrownBy(() -> ResultJson.read("{\"requests\":1,\"failed\":0,\"throughput\":1,\"p50\":1,\"p95\":1,"
                + "\"p99\":1,\"max\":1}")).hasMessageContaining("take a new baseline");
    }

    @Test
    void theGatePassesARunWithinTheThresholds() {
        RegressionGate gate = new RegressionGate(20, 10, 1);
        RegressionGate.Verdict verdict = gate.judge(result(BASELINE, FAST_SESSIONS),
                result(new RunStats(1200, 0, 19.0, 13, 50, 115, 400), FAST_SESSIONS));
        assertThat(verdict.passed()).as(verdict.report()).isTrue();
        assertThat(verdict.report()).contains("PASS");
    }

    @Test
    void theGateFailsOnTheQueriesP99ThroughputOrErrors() {
        RegressionGate gate = new RegressionGate(20, 10, 1);
        RunResult baseline = result(BASELINE, FAST_SESSIONS);
        assertThat(gate.judge(baseline, result(new RunStats(1200, 0, 20, 12, 48, 121, 300), FAST_SESSIONS)).failures())
                .singleElement().asString().contains("queries: p99");
        assertThat(gate.judge(baseline, result(new RunStats(1200, 0, 17.9, 12, 48, 100, 300), FAST_SESSIONS)).failures())
                .singleElement().asString().contains("queries: throughput");
        List<String> all = gate.judge(baseline, result(new RunStats(1000, 50, 10, 12, 48, 500, 300), FAST_SESSIONS)).failures();
        assertThat(all).hasSize(3);
    }

    @Test
    void theGateJudgesSessionFetchesApartOnTheirFailuresNotTheirP99() {
        RegressionGate gate = new RegressionGate(20, 10, 1);
        RunResult baseline = result(BASELINE, new RunStats(5, 0, 0.1, 20, 22, 23, 23));
        // ten times slower session fetches (a server's slow first login) leave the queries' verdict alone
        RegressionGate.Verdict slower = gate.judge(baseline, result(BASELINE, FAST_SESSIONS));
        assertThat(slower.passed()).as(slower.report()).isTrue();
        assertThat(slower.report()).contains("session fetches failed 0.00%").contains("(not judged)");
        assertThat(gate.judge(baseline, result(BASELINE, new RunStats(5, 1, 0.1, 20, 22, 23, 23))).failures())
                .singleElement().asString().startsWith("session fetches: 20.00% failed");
    }

    @Test
    void gateThresholdsComeFromProperties() {
        Properties p = new Properties();
        p.setProperty("load.gate.p99Percent", "5");
        assertThat(RegressionGate.fromProperties(p)).isEqualTo(new RegressionGate(5, 10, 1));
    }

    @Test
    void idsArePlausibleOnlyWhenTheyAreTheAccountsOwnUniqueAndAtMostAPage() {
        assertThat(JmapChecks.plausible(List.of("u3-m1", "u3-m20"), "u3-m")).isTrue();
        assertThat(JmapChecks.plausible(List.of(), "u3-m")).isTrue();
        assertThat(JmapChecks.plausible(List.of("u3-m1", "u30-m2"), "u3-m")).isFalse();
        assertThat(JmapChecks.plausible(List.of("u3-m1", "u3-m1"), "u3-m")).isFalse();
        assertThat(JmapChecks.plausible(java.util.Collections.nCopies(31, "u3-m1"), "u3-m")).isFalse();
    }

    @Test
    void everyProfileEndsByItself() {
        Properties p = new Properties();
        p.setProperty("load.profile", "ladder");
        p.setProperty("load.ladder.steps", "4");
        p.setProperty("load.ladder.stepSeconds", "10");
        LoadSettings ladder = LoadSettings.from(p);
        assertThat(ladder.injectionTime()).hasSeconds(40);
        assertThat(ladder.hardStop()).hasSeconds(70);
        p.setProperty("load.profile", "smoke");
        assertThat(LoadSettings.from(p).injectionTime()).hasSeconds(18);
        p.setProperty("load.rate", "-3");
        assertThatThrownBy(() -> LoadSettings.from(p)).hasMessageContaining("load.rate");
    }
}
