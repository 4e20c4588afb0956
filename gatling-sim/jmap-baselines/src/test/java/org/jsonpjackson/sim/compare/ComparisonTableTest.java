package org.jsonpjackson.sim.compare;

import org.jsonpjackson.sim.baseline.ServiceMode;
import org.jsonpjackson.sim.load.RunStats;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ComparisonTableTest {

    /** 1,000 requests; CPU in nanoseconds, so that 1,000,000 ns is 1 µs per request. */
    private static Compare.Run run(double rate, ServiceMode mode, int round, double throughput, double p99, long failed,
                                   long eventLoopMicrosPerRequest) {
        Map<String, Long> service = Map.of(ThreadCpu.EVENT_LOOP, eventLoopMicrosPerRequest * 1_000_000,
                ThreadCpu.CLIENT_IO, 2_000_000L, ThreadCpu.DECODE, 3_000_000L, ThreadCpu.PROCESS,
                eventLoopMicrosPerRequest * 1_000_000 + 2_000_000L + 3_000_000L + 4_000_000L,
                // the JIT compiled for 30 ms in every run but the stock one's second round at 100 req/s (250 ms)
                ThreadCpu.JIT, (mode == ServiceMode.STOCK && rate == 100 && round == 2 ? 250 : 30) * 1_000_000L);
        return new Compare.Run(rate, mode, round, new RunStats(1000, failed, throughput, 10, 50, p99, 400),
                Compare.cpu(10_000_000L, service, 20_000_000L), failed == 0);
    }

    private final List<Compare.Run> runs = List.of(
            run(50, ServiceMode.BEFORE, 1, 47, 95, 0, 9), run(50, ServiceMode.STOCK, 1, 49, 80, 0, 5),
            run(50, ServiceMode.OURS, 1, 50, 40, 0, 1),
            run(50, ServiceMode.BEFORE, 2, 47, 99, 0, 9), run(50, ServiceMode.STOCK, 2, 48, 90, 0, 7),
            run(50, ServiceMode.OURS, 2, 50, 30, 0, 1),
            run(100, ServiceMode.BEFORE, 1, 60, 2000, 5, 9), run(100, ServiceMode.STOCK, 1, 70, 900, 0, 5),
            run(100, ServiceMode.OURS, 1, 99, 60, 0, 1),
            run(100, ServiceMode.BEFORE, 2, 60, 2000, 0, 9), run(100, ServiceMode.STOCK, 2, 72, 1100, 3, 5),
            run(100, ServiceMode.OURS, 2, 98, 70, 0, 1));

    @Test
    void mediansPerModeAndRate() {
        String md = ComparisonTable.markdown(runs, 100, "test machine", 100);
        assertThat(md).contains("| 50 | before | 47 | 10 | 50 | 97 | 0 | yes |");
        assertThat(md).contains("| 50 | stock | 48.5 | 10 | 50 | 85 | 0 | yes |");
        assertThat(md).contains("| 100 | stock | 71 | 10 | 50 | 1000 | 3 | no |");
        assertThat(md).contains("| 100 | ours | 98.5 | 10 | 50 | 65 | 0 | yes |");
    }

    @Test
    void ratiosAreOursOverStockNotOverBefore() {
        String md = ComparisonTable.markdown(runs, 100, "test machine", 100);
        // all parts per request: ours 1+2+3+4+10+20 = 40 µs, stock (5 or 7)+39 = median 45 at 50 req/s
        assertThat(md).contains("| 50 | 1.03 | 1.00 | 1.00 | 0.41 | 0.89 | 0.67 |");
        assertThat(md).contains("| 100 | 1.39 | 1.00 | 1.00 | 0.07 | 0.91 | 0.71 |");
    }

    @Test
    void cpuPerRequestIsSplitByPartInMicroseconds() {
        String md = ComparisonTable.markdown(runs, 100, "test machine", 100);
        assertThat(md).contains("| OpenSearch node | service event loop | client I/O | decode / hand-off | service JVM, rest"
                + " | load generator | service JVM, all | all parts | service JIT, ms in the run |");
        // node 10, event loop 1, client I/O 2, decode 3, the rest of the service JVM 4, generator 20
        assertThat(md).contains("| 50 | ours | 10 | 1 | 2 | 3 | 4 | 20 | 10 | 40 | 30 |");
        assertThat(md).contains("| 50 | stock | 10 | 6 | 2 | 3 | 4 | 20 | 15 | 45 | 30 |");
        assertThat(md).contains("| 100 | before | 10 | 9 | 2 | 3 | 4 | 20 | 18 | 48 | 30 |");
    }

    @Test
    void withoutHeavyQueriesThereIsNoHeavySection() {
        assertThat(ComparisonTable.markdown(runs, 100, "test machine", 100)).doesNotContain("Light");
        assertThat(ComparisonTable.json(runs)).doesNotContain("\"heavy\"");
    }

    @Test
    void heavyQueriesGetTheLightQueriesP99ApartAndItsRatioToStock() {
        List<Compare.Run> mixed = runs.stream().map(r -> new Compare.Run(r.rate(), r.mode(), r.round(), r.stats(), r.cpu(),
                r.assertionsPassed(),
                // light p99: ours 20 and 30, stock 80 and 120 (medians 25 and 100); heavy: 100 requests, p99 400 or 500
                new RunStats(900, 0, 0, 8, 15, r.mode() == ServiceMode.OURS ? 10 + 10 * r.round() : 40 + 40 * r.round(), 300),
                new RunStats(100, r.round() == 2 ? 1 : 0, 0, 150, 300, 300 + 100 * r.round(), 600))).toList();
        String md = ComparisonTable.markdown(mixed, 100, "test machine", 100);
        assertThat(md).contains("| 50 | ours | 8 | 25 | 0 | 200 | 150 | 450 | 1 |");
        assertThat(md).contains("| 50 | stock | 8 | 100 | 0 | 200 | 150 | 450 | 1 |");
        assertThat(md).contains("Light-query p99 beside the heavy queries, ours ÷ stock").contains("| 50 | 0.25 | 1.00 |");
        assertThat(ComparisonTable.json(mixed)).contains("\"light\"").contains("\"heavy\"");
    }

    @Test
    void runsInWhichTheJitWasStillCompilingAreNamed() {
        assertThat(ComparisonTable.markdown(runs, 100, "test machine", 100))
                .contains("**The JIT was still compiling** (more than 100 ms) in: stock at 100 req/s, round 2 (250 ms).");
        assertThat(ComparisonTable.markdown(runs, 100, "test machine", 300))
                .contains("The JIT had settled: in no measured run did a service's JIT compile for more than 300 ms.");
    }

    @Test
    void theHighestRateMeetingTheGoalPerMode() {
        String md = ComparisonTable.markdown(runs, 100, "test machine", 100);
        assertThat(md).contains("with no failures, before: 50 req/s.")
                .contains("with no failures, stock: 50 req/s.").contains("with no failures, ours: 100 req/s.");
    }

    @Test
    void medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        assertThat(ComparisonTable.median(List.of(runs.get(1), runs.get(4)), r -> r.stats().p99())).isEqualTo(85);
    }

    @Test
    void threadsAreGroupedByName() {
        assertThat(ThreadCpu.groupOf("jmap-http-epoll-2")).isEqualTo(ThreadCpu.EVENT_LOOP);
        assertThat(ThreadCpu.groupOf("jsonpj-http-epoll-1")).isEqualTo(ThreadCpu.CLIENT_IO);
        assertThat(ThreadCpu.groupOf("httpclient-dispatch-1")).isEqualTo(ThreadCpu.CLIENT_IO);
        assertThat(ThreadCpu.groupOf("I/O dispatcher 2")).isEqualTo(ThreadCpu.CLIENT_IO);
        assertThat(ThreadCpu.groupOf("jsonpj-decode-1")).isEqualTo(ThreadCpu.DECODE);
        assertThat(ThreadCpu.groupOf("boundedElastic-3")).isEqualTo(ThreadCpu.DECODE);
        assertThat(ThreadCpu.groupOf("opensearch[node-1][search][T#1]")).isEqualTo(ThreadCpu.NODE);
        assertThat(ThreadCpu.groupOf("main")).isEqualTo(ThreadCpu.OTHER);
    }

    @Test
    void jitTimeBetweenSnapshotsIsInNanosecondsAndUnknownStaysUnknown() {
        ThreadCpu.Snapshot before = new ThreadCpu.Snapshot(Map.of(), Map.of(), 1_000, 5);
        assertThat(ThreadCpu.between(before, new ThreadCpu.Snapshot(Map.of(), Map.of(), 3_000, 12)))
                .containsEntry(ThreadCpu.JIT, 7_000_000L).containsEntry(ThreadCpu.PROCESS, 2_000L);
        assertThat(ThreadCpu.between(before, new ThreadCpu.Snapshot(Map.of(), Map.of(), 3_000, -1)))
                .containsEntry(ThreadCpu.JIT, -1L);
        assertThat(ThreadCpu.jitMillis()).as("HotSpot counts compilation time").isNotNegative();
    }

    @Test
    void cpuFiguresSurviveTheTripFromAChildJvm() {
        Map<String, Long> nanos = Map.of(ThreadCpu.CLIENT_IO, 12L, ThreadCpu.PROCESS, 34L);
        assertThat(ThreadCpu.decode(ThreadCpu.encode(nanos))).isEqualTo(nanos);
        assertThatThrownBy(() -> ThreadCpu.decode("process")).hasMessageContaining("group=nanos");
    }

    @Test
    void theStockClassPathSwapsOpensearchJavaAlone() {
        String sep = File.pathSeparator;
        String own = String.join(sep, "/m2/json-jackson-0.1.jar", "/m2/opensearch-java-3.9.0.jar", "/m2/opensearch-rest-client-2.19.2.jar");
        assertThat(Compare.swapJar(own, "opensearch-java-", "/stock/opensearch-java-2.25.0.jar")).isEqualTo(String.join(sep,
                "/m2/json-jackson-0.1.jar", "/stock/opensearch-java-2.25.0.jar", "/m2/opensearch-rest-client-2.19.2.jar"));
        assertThatThrownBy(() -> Compare.swapJar("/m2/json-jackson-0.1.jar", "opensearch-java-", "/x.jar"))
                .hasMessageContaining("found 0");
    }

    @Test
    void jsonHasEveryRun() {
        assertThat(ComparisonTable.json(runs)).contains("\"rate\"").contains("\"cpuNanos\"").contains("\"load generator\"");
        assertThat(ComparisonTable.json(runs).split("\"mode\"")).hasSize(runs.size() + 1);
    }
}
