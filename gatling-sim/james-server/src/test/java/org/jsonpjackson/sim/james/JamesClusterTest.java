package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.load.RequestLog;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The cluster run's arithmetic and settings, without a cluster. */
class JamesClusterTest {

    private static final long KILL = 1_000_000;

    /** One request a second from {@code from} to {@code to} (seconds after the kill), each taking {@code millis}. */
    private static void requests(List<RequestLog.Entry> log, int from, int to, long millis, boolean ok) {
        for (int s = from; s < to; s++) {
            log.add(new RequestLog.Entry(KILL + s * 1000L + 500, millis, ok));
        }
    }

    @Test
    void recoveryEndsWithTheLastWindowAboveOneAndAHalfTimesBefore() {
        List<RequestLog.Entry> log = new ArrayList<>();
        requests(log, 0, 25, 160, true);
        requests(log, 25, 60, 140, true);
        // p99 before 100 ms: windows [0, 10), [10, 20) and [20, 30) are above 150 ms, the rest not
        assertThat(JamesCluster.recovery(log, KILL, 100)).isEqualTo(30_000);
    }

    @Test
    void aFailedRequestKeepsItsWindowUnrecovered() {
        List<RequestLog.Entry> log = new ArrayList<>();
        requests(log, 0, 70, 100, true);
        log.add(new RequestLog.Entry(KILL + 41_000, -1, false));
        assertThat(JamesCluster.recovery(log, KILL, 100)).isEqualTo(50_000);
    }

    @Test
    void noWindowAboveIsZeroAndTheLastWindowAboveIsNotRecovered() {
        List<RequestLog.Entry> calm = new ArrayList<>();
        requests(calm, 0, 60, 120, true);
        assertThat(JamesCluster.recovery(calm, KILL, 100)).isZero();

        List<RequestLog.Entry> stuck = new ArrayList<>();
        requests(stuck, 0, 60, 60_000, false);
        assertThat(JamesCluster.recovery(stuck, KILL, 100)).isEqualTo(-1);
    }

    @Test
    void everyTrickledMessageHasAWordOfItsOwnInLettersOnly() {
        Set<String> words = new HashSet<>();
        for (int n = 0; n < 100_000; n++) {
            String word = MailTrickle.word(n);
            assertThat(word).matches("[a-z]+");
            words.add(word);
        }
        assertThat(words).hasSize(100_000);
    }

    @Test
    void settingsNameTheBadOne() {
        Properties p = new Properties();
        p.setProperty("james.cluster.faults", "opensearch,disk");
        assertThatThrownBy(() -> ClusterSettings.from(p)).hasMessageContaining("james.cluster.faults")
                .hasMessageContaining("opensearch,disk");
        p.setProperty("james.cluster.faults", "james");
        p.setProperty("james.cluster.beforeSeconds", "5");
        assertThatThrownBy(() -> ClusterSettings.from(p)).hasMessageContaining("james.cluster.beforeSeconds must be at least 10: 5");
        p.remove("james.cluster.beforeSeconds");
        ClusterSettings settings = ClusterSettings.from(p);
        assertThat(settings.faults()).containsExactly(ClusterSettings.Fault.JAMES);
        assertThat(settings.modes()).containsExactly(JamesMode.STOCK, JamesMode.OURS);
        assertThat(settings.loadSeconds()).isEqualTo(30 + 60 + 60 + 90 + 90);
        p.setProperty("james.cluster.modes", "ours,parsson");
        assertThatThrownBy(() -> ClusterSettings.from(p)).hasMessageContaining("james.cluster.modes")
                .hasMessageContaining("ours,parsson");
    }
}
