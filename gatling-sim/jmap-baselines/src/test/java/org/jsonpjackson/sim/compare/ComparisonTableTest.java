package org.jsonpjackson.sim.compare;

import org.jsonpjackson.sim.baseline.ServiceMode;
import org.jsonpjackson.sim.load.RunStats;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ComparisonTableTest {

    private static Compare.Run run(double rate, ServiceMode mode, int round, double throughput, double p99, long failed) {
        return new Compare.Run(rate, mode, round, new RunStats(1000, failed, throughput, 10, 50, p99, 400),
                Map.of("service event loop", 1.5), failed == 0);
    }

    private final List<Compare.Run> runs = List.of(
            run(50, ServiceMode.STOCK, 1, 49, 80, 0), run(50, ServiceMode.OURS, 1, 50, 40, 0),
            run(50, ServiceMode.STOCK, 2, 48, 90, 0), run(50, ServiceMode.OURS, 2, 50, 30, 0),
            run(100, ServiceMode.STOCK, 1, 70, 900, 0), run(100, ServiceMode.OURS, 1, 99, 60, 0),
            run(100, ServiceMode.STOCK, 2, 72, 1100, 3), run(100, ServiceMode.OURS, 2, 98, 70, 0));

    @Test
    void mediansAndRatiosPerRate() {
        String md = ComparisonTable.markdown(runs, 100, "test machine");
        assertThat(md).contains("| 50 | stock | 48.5 | 10 | 50 | 85 | 0 | yes |");
        assertThat(md).contains("| 100 | stock | 71 | 10 | 50 | 1000 | 3 | no |");
        assertThat(md).contains("| 100 | ours | 98.5 | 10 | 50 | 65 | 0 | yes |");
        assertThat(md).contains("| 100 | 1.39 | 1.00 | 1.00 | 0.07 |");
    }

    @Test
    void theHighestRateMeetingTheGoalPerMode() {
        String md = ComparisonTable.markdown(runs, 100, "test machine");
        assertThat(md).contains("with no failures, stock: 50 req/s.").contains("with no failures, ours: 100 req/s.");
    }

    @Test
    void medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        assertThat(ComparisonTable.median(runs.subList(0, 4), r -> r.stats().p99())).isEqualTo(60);
    }

    @Test
    void threadsAreGroupedByName() {
        assertThat(ThreadCpu.groupOf("jmap-http-nio-2")).isEqualTo("service event loop");
        assertThat(ThreadCpu.groupOf("httpclient-dispatch-1")).isEqualTo("client I/O");
        assertThat(ThreadCpu.groupOf("boundedElastic-3")).isEqualTo("client decode / hand-off");
        assertThat(ThreadCpu.groupOf("main")).isEqualTo("other");
    }

    @Test
    void jsonHasEveryRun() {
        assertThat(ComparisonTable.json(runs)).contains("\"rate\"").contains("\"cpuSeconds\"");
        assertThat(ComparisonTable.json(runs).split("\"mode\"")).hasSize(runs.size() + 1);
    }
}
