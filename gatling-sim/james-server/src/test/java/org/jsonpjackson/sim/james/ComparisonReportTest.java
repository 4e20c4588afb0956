package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.load.RunResult;
import org.jsonpjackson.sim.load.RunStats;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The comparison's arithmetic and settings, on made-up runs: no James is started. */
class ComparisonReportTest {

    private static final CompareSettings SETTINGS = CompareSettings.from(props("james.compare.rates", "50"));

    @Test
    void theRatioIsTheMedianOfEachRoundsOwnRatio() {
        // round 1: stock 10, ours 9 (0.9); round 2: stock 20, ours 16 (0.8); round 3: stock 10, ours 11 (1.1)
        List<ModeRound> rounds = new ArrayList<>();
        double[][] cpu = {{10, 9}, {20, 16}, {10, 11}};
        for (int round = 1; round <= 3; round++) {
            rounds.add(round(round, JamesMode.STOCK, cpu[round - 1][0]));
            rounds.add(round(round, JamesMode.OURS, cpu[round - 1][1]));
        }
        String md = ComparisonReport.markdown(stamp(), SETTINGS, rounds, 3);
        // medians: stock 10, ours 11; the ratio of medians would be 1.10, the median of the rounds' ratios is 0.90
        // stock against the next round's stock: 20 / 10 = 2.00, 10 / 20 = 0.50
        assertThat(md).contains("| 50 | James CPU, ms/request | 10.00 | 11.00 | 0.90 (0.80–1.10) | 1.25 (0.50–2.00) |");
        assertThat(md).contains("| highest, p99 < 100 ms and no failure | offered req/s (0: none) | 50 | 50 | 1.00 (1.00–1.00) | 1.00 (1.00–1.00) |")
                .contains("Highest rate per round: stock round 1: 50, round 2: 50, round 3: 50; ours round 1: 50,");
    }

    @Test
    void imapSearchesHaveTheirOwnSectionRatesAndGoalWithP999AndOpenSearchRequestsPerSearch() {
        Properties p = props("james.compare.rates", "50");
        p.setProperty("james.compare.imap.rates", "5,10");
        p.setProperty("james.compare.imap.p99Millis", "500");
        CompareSettings settings = CompareSettings.from(p);
        List<ModeRound> rounds = new ArrayList<>();
        for (int round = 1; round <= 2; round++) {
            for (JamesMode mode : JamesMode.values()) {
                List<Measurement> runs = new ArrayList<>();
                for (double rate : List.of(5.0, 10.0)) {
                    RunResult result = new RunResult(List.of(), List.of(), new RunStats(100, 0, rate, 50, 90,
                            mode == JamesMode.STOCK ? 400 : 300, 420), RunStats.NONE, 100, 0);
                    runs.add(new Measurement(round, mode, Measurement.IMAP, Measurement.Kind.FIXED, rate, result,
                            new JamesJvm.Sample((long) (20e6 * 100), 100 * 1024, 0, 0), true, 450, 700));
                }
                rounds.add(new ModeRound(runs, new WarmUp(List.of(runs.get(0)), true), Optional.empty()));
            }
        }
        String md = ComparisonReport.markdown(stamp(), settings, rounds, 2);
        assertThat(md).contains("## " + Measurement.IMAP)
                .contains("| 10 | James CPU, ms/search | 20.00 | 20.00 | 1.00 (1.00–1.00) |")
                .contains("| 5 | p99, ms | 400 | 300 | 0.75 (0.75–0.75) |")
                .contains("| 5 | p99.9, ms | 450 | 450 |")
                .contains("| 5 | OpenSearch query phases per search (a search, its scroll pages) | 7.0 | 7.0 |")
                .contains("| highest, p99 < 500 ms and no failure | offered req/s (0: none) | 10 | 10 |");
        assertThatThrownBy(() -> CompareSettings.from(props("james.compare.workloads", "pop3")))
                .hasMessageContaining("james.compare.workloads");
        assertThatThrownBy(() -> CompareSettings.from(props("james.compare.imap.rates", "5,x")))
                .hasMessageContaining("james.compare.imap.rates");
    }

    @Test
    void aRunOverTheGoalIsNotTheHighestRate() {
        Measurement slow = run(1, JamesMode.STOCK, Measurement.Kind.FIXED, 50, 10, 150);
        assertThat(slow.meets(100)).isFalse();
        assertThat(run(1, JamesMode.STOCK, Measurement.Kind.FIXED, 50, 10, 99).meets(100)).isTrue();
    }

    @Test
    void aRunWhoseSetUpFailedHasNoLatencyToCount() {
        // round 3's ours never got to send a query (its set-up failed: James answered its session fetch with 500);
        // Gatling then reports a p99 of 0, which counted would make ours look fast in the median of its p99s and of
        // the rounds' ratios
        List<ModeRound> rounds = new ArrayList<>();
        double[][] p99 = {{100, 50}, {100, 70}};
        for (int round = 1; round <= 2; round++) {
            rounds.add(fixed(run(round, JamesMode.STOCK, Measurement.Kind.FIXED, 50, 10, p99[round - 1][0])));
            rounds.add(fixed(run(round, JamesMode.OURS, Measurement.Kind.FIXED, 50, 10, p99[round - 1][1])));
        }
        rounds.add(fixed(run(3, JamesMode.STOCK, Measurement.Kind.FIXED, 50, 10, 100)));
        RunResult none = new RunResult(List.of("the simulation could not be set up"), List.of(), RunStats.NONE, RunStats.NONE, 0, 0);
        rounds.add(fixed(new Measurement(3, JamesMode.OURS, "EmailQuerySimulation", Measurement.Kind.FIXED, 50, none,
                new JamesJvm.Sample(0, 0, 0, 0), false)));
        String md = ComparisonReport.markdown(stamp(), SETTINGS, rounds, 3);
        // ours' p99s 50 and 70 (median 60), ratios 0.5 and 0.7 (median 0.6); with the failed run's 0: 50 and 0.5
        assertThat(md).contains("| 50 | p99, ms | 100 | 60 | 0.60 (0.50–0.70) | 1.00 (1.00–1.00) |");
        assertThat(md).contains("| 50 | failed requests, all rounds | 0 | 1 | | |");
    }

    @Test
    void theClientsCpuPerQueryComesFromEachModesProfiledRun() {
        // 1000 queries each at 1 ms of James' CPU a request: stock's client has 80% of the samples (0.8 ms a query),
        // ours 50% (0.5 ms): 0.63
        ProfileShares stock = ProfileShares.of(List.of("[OpenSearch-driver-1 tid=7];org/apache/http/impl/nio/X.run 800",
                "[blocking-call-wrapper-1 tid=8];org/apache/james/Y.run 200"));
        ProfileShares ours = ProfileShares.of(List.of("[jsonpj-http-epoll-1 tid=9];io/netty/channel/epoll/EpollEventLoop.run 300",
                "[boundedElastic-1 tid=10];org/jsonpjackson/opensearch/Z.decode 200", "[blocking-call-wrapper-1 tid=8];org/apache/james/Y.run 500"));
        List<ModeRound> rounds = List.of(profiled(JamesMode.STOCK, stock), profiled(JamesMode.OURS, ours));
        String md = ComparisonReport.markdown(stamp(), SETTINGS, rounds, 1);
        assertThat(md).contains("| the search client | 800 (80.0%) | 500 (50.0%) |")
                .contains("| the client's, on its own I/O threads | 800 | 300 |")
                .contains("| **the client's CPU per query, ms, per round** | 0.800 | 0.500 |")
                .contains("The client's CPU per query, ours ÷ stock: **0.63");
    }

    @Test
    void severalProfiledRoundsGiveTheClientsShareAMedianAndStockAgainstStock() {
        // 1 ms of James' CPU a request, 1000 queries a run; the client's share of the samples gives its CPU a query:
        // round 1: stock 0.8 ms, ours 0.5 (0.625); round 2: stock 1.0, ours 0.4 (0.4); stock ÷ stock 1.25
        List<ModeRound> rounds = List.of(
                profiled(1, JamesMode.STOCK, shares("[OpenSearch-driver-1 tid=7];org/apache/http/X.run", 800, 1000)),
                profiled(1, JamesMode.OURS, shares("[jsonpj-http-epoll-1 tid=9];org/jsonpjackson/Z.run", 500, 1000)),
                profiled(2, JamesMode.OURS, shares("[jsonpj-http-epoll-1 tid=9];org/jsonpjackson/Z.run", 400, 1000)),
                profiled(2, JamesMode.STOCK, shares("[OpenSearch-driver-1 tid=7];org/apache/http/X.run", 1000, 1000)));
        String md = ComparisonReport.markdown(stamp(), SETTINGS, rounds, 2);
        assertThat(md).contains("| the search client | 1800 (90.0%) | 900 (45.0%) |")
                .contains("| queries in the profiled runs | 2000 | 2000 |")
                .contains("| **the client's CPU per query, ms, per round** | 0.800, 1.000 | 0.500, 0.400 |")
                .contains("ours ÷ stock: **" + ComparisonReport.withRange(List.of(0.625, 0.4)) + "**, stock ÷ stock "
                        + ComparisonReport.withRange(List.of(1.25)) + " (2 profiled rounds;");
    }

    @Test
    void warmUpSettlesOnlyWhenTheLastWindowsAllAgree() {
        // 10, 10.2 agree, but the window before them was 12: over three windows the spread is 20%
        assertThat(WarmUp.spread(List.of(12.0, 10.0, 10.2), 3)).isCloseTo(20.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(WarmUp.spread(List.of(12.0, 10.0, 10.2, 10.4), 3)).isCloseTo(4.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(WarmUp.spread(List.of(10.0, 10.0), 3)).isNaN();
        assertThat(WarmUp.spread(List.of(10.0, Double.NaN, 10.0), 3)).isNaN();
    }

    @Test
    void jamesGetsTheLastCoreUnlessToldOtherwise() {
        assertThat(CorePinning.of("", 2)).isEqualTo(new CorePinning("1", "0"));
        assertThat(CorePinning.of(null, 4)).isEqualTo(new CorePinning("3", "0,1,2"));
        assertThat(CorePinning.of("0", 2).launchPrefix()).containsExactly("taskset", "-c", "0");
        assertThat(CorePinning.of("", 1).pins()).isFalse();
        assertThat(CorePinning.of("none", 2).launchPrefix()).isEmpty();
        assertThatThrownBy(() -> CorePinning.of("2", 2)).hasMessageContaining("james.compare.jamesCpus").hasMessageContaining("2");
        assertThatThrownBy(() -> CorePinning.of("1-2", 4)).hasMessageContaining("james.compare.jamesCpus takes one core");
        assertThat(CorePinning.cores("0-2,5")).containsExactly(0, 1, 2, 5);
        assertThat(CorePinning.cores("unknown")).isEmpty();
    }

    @Test
    void javaThreadsCpuCountsEachThreadOverTheRunAndThreadsStartedInIt() {
        // thread 1 ran 5 ms in the run, thread 2 started in it and ran 3 ms; thread 3 ended (its CPU is lost)
        JamesJvm.Sample before = new JamesJvm.Sample(100, 0, 0, 0, Map.of(1L, 10_000_000L, 3L, 1_000_000L));
        JamesJvm.Sample after = new JamesJvm.Sample(200, 0, 0, 0, Map.of(1L, 15_000_000L, 2L, 3_000_000L));
        assertThat(after.minus(before).javaThreadsCpuNanos()).isEqualTo(8_000_000L);
        assertThat(new JamesJvm.Sample(1, 1, 1, 1).javaThreadsCpuNanos()).isEqualTo(-1);
        RunResult result = new RunResult(List.of(), List.of(), new RunStats(4, 0, 1, 5, 10, 20, 20), RunStats.NONE, 4, 0);
        Measurement m = new Measurement(1, JamesMode.STOCK, "EmailQuerySimulation", Measurement.Kind.FIXED, 50, result,
                after.minus(before), true);
        assertThat(m.javaThreadsCpuMillisPerRequest()).isEqualTo(2.0);
    }

    @Test
    void theMedianSkipsWhatWasNotMeasured() {
        assertThat(ComparisonReport.median(List.of(3.0, Double.NaN, 1.0, 2.0))).isEqualTo(2.0);
        assertThat(ComparisonReport.median(List.of(Double.NaN))).isNaN();
    }

    @Test
    void settingsNameTheBadValue() {
        assertThatThrownBy(() -> CompareSettings.from(props("james.compare.rates", "50,x")))
                .hasMessageContaining("james.compare.rates").hasMessageContaining("50,x");
        assertThatThrownBy(() -> CompareSettings.from(props("james.compare.rounds", "0")))
                .hasMessageContaining("james.compare.rounds must be at least 1: 0");
        assertThat(CompareSettings.from(props("james.compare.rates", "100, 50")).topRate()).isEqualTo(100);
    }

    @Test
    void warmUpRunsAtTheLowestRateUnlessGiven() {
        assertThat(CompareSettings.from(props("james.compare.rates", "100, 50, 200")).warmupRate()).isEqualTo(50);
        assertThat(CompareSettings.from(props("james.compare.warmupRate", "30")).warmupRate()).isEqualTo(30);
    }

    @Test
    void everyRunsRowHasAsManyCellsAsItsHeader() {
        List<ModeRound> rounds = List.of(round(1, JamesMode.STOCK, 10), round(1, JamesMode.OURS, 8));
        String md = ComparisonReport.markdown(stamp(), SETTINGS, rounds, 1);
        List<String> table = md.substring(md.indexOf("## Every run")).lines().filter(l -> l.startsWith("|")).toList();
        assertThat(table).hasSizeGreaterThan(3);
        long cells = table.get(0).chars().filter(c -> c == '|').count();
        assertThat(table).allSatisfy(row -> assertThat(row.chars().filter(c -> c == '|').count()).as(row).isEqualTo(cells));
    }

    @Test
    void warmUpWaitsForTheJavaThreadsFigureUnlessToldOtherwise() {
        // 1000 requests: 8 ms of process CPU each, of which James' two Java threads spent 3 and 2 ms
        RunResult result = new RunResult(List.of(), List.of(), new RunStats(1000, 0, 50, 5, 10, 20, 20), RunStats.NONE, 1000, 0);
        Measurement m = new Measurement(1, JamesMode.STOCK, "EmailQuerySimulation", Measurement.Kind.WARMUP, 50, result,
                new JamesJvm.Sample(8_000_000_000L, 1024, 0, 0, java.util.Map.of(1L, 3_000_000_000L, 2L, 2_000_000_000L)), true);
        assertThat(SETTINGS.settleOn()).isEqualTo(SettleOn.JAVA_THREADS);
        assertThat(SETTINGS.settleOn().of(m)).isCloseTo(5.0, org.assertj.core.data.Offset.offset(1e-9));
        SettleOn process = CompareSettings.from(props("james.compare.settleOn", "process")).settleOn();
        assertThat(process.of(m)).isCloseTo(8.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThatThrownBy(() -> CompareSettings.from(props("james.compare.settleOn", "jit")))
                .hasMessageContaining("james.compare.settleOn must be java or process: jit");
    }

    @Test
    void theLocalAgentsAddressIsReadFromThePerformanceCounters() {
        String counters = "sun.management.JMXConnectorServer.address=\"service:jmx:rmi://127.0.0.1/stub/rO0AB\"\n"
                + "sun.os.hrt.frequency=1000000000\n";
        assertThat(JamesJvm.address(counters)).contains("service:jmx:rmi://127.0.0.1/stub/rO0AB");
        assertThat(JamesJvm.address("sun.os.hrt.frequency=1000000000")).isEmpty();
    }

    private static ModeRound round(int round, JamesMode mode, double cpuMillis) {
        Measurement warm = run(round, mode, Measurement.Kind.WARMUP, 50, cpuMillis, 20);
        return new ModeRound(List.of(warm, run(round, mode, Measurement.Kind.FIXED, 50, cpuMillis, 20)),
                new WarmUp(List.of(warm), true), Optional.empty());
    }

    /** {@code client} samples of {@code clientStack} and the rest of {@code total} James'. */
    private static ProfileShares shares(String clientStack, long client, long total) {
        return ProfileShares.of(List.of(clientStack + " " + client, "[blocking-call-wrapper-1 tid=8];org/apache/james/Y.run " + (total - client)));
    }

    private static ModeRound profiled(JamesMode mode, ProfileShares shares) {
        return profiled(1, mode, shares);
    }

    private static ModeRound profiled(int round, JamesMode mode, ProfileShares shares) {
        Measurement run = run(round, mode, Measurement.Kind.PROFILE, 100, 1, 20);
        return new ModeRound(List.of(run), new WarmUp(List.of(run), true), Optional.of(shares));
    }

    private static ModeRound fixed(Measurement run) {
        return new ModeRound(List.of(run), new WarmUp(List.of(run), true), Optional.empty());
    }

    /** 1000 queries and no session fetch, so that CPU per request is {@code cpuMillis}. */
    private static Measurement run(int round, JamesMode mode, Measurement.Kind kind, double rate, double cpuMillis, double p99) {
        RunResult result = new RunResult(List.of(), List.of(), new RunStats(1000, 0, rate, 5, 10, p99, p99), RunStats.NONE, 1000, 0);
        return new Measurement(round, mode, "EmailQuerySimulation", kind, rate, result,
                new JamesJvm.Sample((long) (cpuMillis * 1e6 * 1000), 1000 * 1024, 0, 0), true);
    }

    private static RunStamp stamp() {
        return new RunStamp("2026-11-27 00:00:00 UTC", "abc", "mvn", "2 cores", "1 1 1", "17", "25");
    }

    private static Properties props(String key, String value) {
        Properties p = new Properties();
        p.setProperty(key, value);
        return p;
    }
}
