package org.jsonpjackson.opensearch.reactor.transport;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The hosts' rotation and skip clock, on a clock of the test's own: a host marked down is skipped for exactly
 * {@code downFor}, and with every host down the least recently failed one is still tried.
 */
class HostsTest {

    private static final URI A = URI.create("http://a:9200");
    private static final URI B = URI.create("http://b:9200");
    private static final URI C = URI.create("http://c:9200");
    private static final Duration DOWN_FOR = Attempts.HOST_DOWN_FOR;
    private static final long DOWN_NANOS = DOWN_FOR.toNanos();

    /** The clock Hosts reads, in nanos; moved by the tests only. */
    private long now;

    private Hosts hosts(URI... hosts) {
        return new Hosts(List.of(hosts), DOWN_FOR, () -> now);
    }

    private static List<URI> picks(Hosts hosts, int n) {
        List<URI> picked = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            picked.add(hosts.pick());
        }
        return picked;
    }

    @Test
    void hostsThatAreUpAreTakenInTurn() {
        assertThat(picks(hosts(A, B, C), 7)).containsExactly(A, B, C, A, B, C, A);
    }

    @Test
    void aDownHostsTurnPassesToTheNextHostThatIsUp() {
        Hosts hosts = hosts(A, B, C);
        hosts.failed(B);
        assertThat(picks(hosts, 6)).containsExactly(A, C, C, A, C, C);
    }

    /**
     * Clock origins a nano clock may have: {@link System#nanoTime} may be negative, and may pass
     * {@code Long.MAX_VALUE} while a host is down, so that its end of the down time is a negative number.
     */
    private static final long[] ORIGINS = {0, 1_000, -7_000_000_000_000L, Long.MAX_VALUE - DOWN_NANOS / 2};

    /** Nanos since the host failed, and whether it is still down then. */
    static Stream<Arguments> skipClock() {
        long[][] table = {
                {0, 1}, {1, 1}, {DOWN_NANOS / 2, 1}, {DOWN_NANOS - 1, 1},
                {DOWN_NANOS, 0}, {DOWN_NANOS + 1, 0}, {Duration.ofHours(1).toNanos(), 0}};
        return Arrays.stream(ORIGINS).boxed().flatMap(origin -> Arrays.stream(table)
                .map(row -> Arguments.of(origin, row[0], row[1] == 1)));
    }

    @ParameterizedTest(name = "failed at {0}, {1} ns later down: {2}")
    @MethodSource("skipClock")
    void pickSkipsAFailedHostUntilDownForHasPassed(long origin, long elapsed, boolean down) {
        Hosts hosts = hosts(A, B);
        now = origin;
        hosts.failed(A);
        now = origin + elapsed;
        // A's turn and B's: A is in them unless it is down
        List<URI> picked = picks(hosts, 2);
        if (down) {
            assertThat(picked).containsOnly(B);
        } else {
            assertThat(picked).containsExactly(A, B);
        }
    }

    @ParameterizedTest(name = "failed at {0}, {1} ns later down: {2}")
    @MethodSource("skipClock")
    void pickUntriedSkipsAFailedHostUntilDownForHasPassed(long origin, long elapsed, boolean down) {
        Hosts hosts = hosts(A, B);
        now = origin;
        hosts.failed(A);
        now = origin + elapsed;
        assertThat(hosts.pickUntried(List.of(B))).isEqualTo(down ? null : A);
    }

    @Test
    void aHostThatSucceededIsUpAtOnce() {
        Hosts hosts = hosts(A, B);
        hosts.failed(A);
        now += 1;
        hosts.succeeded(A);
        assertThat(picks(hosts, 2)).containsExactly(A, B);
    }

    @Test
    void failingAgainRestartsTheDownTime() {
        Hosts hosts = hosts(A, B);
        hosts.failed(A);
        now = Duration.ofSeconds(10).toNanos();
        hosts.failed(A);
        now = DOWN_NANOS;
        assertThat(picks(hosts, 2)).as("down for its first failure's time, then failed again").containsOnly(B);
        now = Duration.ofSeconds(10).toNanos() + DOWN_NANOS;
        assertThat(picks(hosts, 2)).containsExactly(A, B);
    }

    /** The order the hosts failed in, one second apart, and the one tried while all are down. */
    @ParameterizedTest(name = "failed in the order {0}: {1}")
    @CsvSource({"A B C, A", "C A B, C", "B C A, B", "A C B, A"})
    void withEveryHostDownTheLeastRecentlyFailedIsTried(String order, String expected) {
        for (long origin : ORIGINS) {
            Hosts hosts = hosts(A, B, C);
            now = origin;
            for (String name : order.split(" ")) {
                hosts.failed(host(name));
                now += Duration.ofSeconds(1).toNanos();
            }
            assertThat(picks(hosts, 6)).as("from %d, on each host's turn", origin).containsOnly(host(expected));
        }
    }

    @Test
    void withEveryHostDownTheLeastRecentlyFailedIsTriedAcrossTheClocksWrap() {
        Hosts hosts = hosts(A, B);
        // A's down time ends just before Long.MAX_VALUE, B's just after, where the clock wraps to negative
        now = Long.MAX_VALUE - DOWN_NANOS - 1;
        hosts.failed(A);
        now += 2;
        hosts.failed(B);
        assertThat(picks(hosts, 2)).containsOnly(A);
    }

    /** Which hosts are down and which were tried (- for none), and the host a failover goes to (- for none). */
    @ParameterizedTest(name = "down {0}, tried {1}: {2}")
    @CsvSource({
            "-, -, A", "-, A, B", "-, A B, C", "-, B, A", "-, A B C, -", "A, -, B", "B, A, C", "B C, A, -",
            "A B C, -, -", "C, A B, -"})
    void aFailoverGoesToTheNextHostThatIsUpAndUntried(String down, String tried, String expected) {
        Hosts hosts = hosts(A, B, C);
        for (URI host : hostList(down)) {
            hosts.failed(host);
        }
        // a fresh rotation starts at A
        assertThat(hosts.pickUntried(hostList(tried))).isEqualTo(expected.equals("-") ? null : host(expected));
    }

    @Test
    void pickAndPickUntriedTakeTurnsInOneRotation() {
        Hosts hosts = hosts(A, B, C);
        assertThat(hosts.pick()).isEqualTo(A);
        assertThat(hosts.pickUntried(List.of())).isEqualTo(B);
        assertThat(hosts.pick()).isEqualTo(C);
        assertThat(hosts.pickUntried(List.of())).isEqualTo(A);
    }

    @Test
    void aHostNotConfiguredChangesNothing() {
        Hosts hosts = hosts(A, B);
        hosts.failed(C);
        hosts.succeeded(C);
        assertThat(picks(hosts, 2)).containsExactly(A, B);
    }

    private static URI host(String name) {
        return switch (name) {
            case "A" -> A;
            case "B" -> B;
            case "C" -> C;
            default -> throw new IllegalArgumentException(name);
        };
    }

    private static List<URI> hostList(String names) {
        return names.equals("-") ? List.of() : Arrays.stream(names.split(" ")).map(HostsTest::host).toList();
    }
}
