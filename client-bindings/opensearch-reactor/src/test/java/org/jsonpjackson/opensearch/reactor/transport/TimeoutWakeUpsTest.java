package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opensearch.client.opensearch.cluster.HealthRequest;
import reactor.netty.DisposableServer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a call costs the decode scheduler's threads in wake-ups, counted by Linux itself (each thread's
 * {@code voluntary_ctxt_switches} in {@code /proc}: one per time it went to sleep, so one per time it was woken).
 * A call one at a time, as at the rates servers run at, needs the decode scheduler once: to decode the response.
 * Its request timeout, which almost never fires, must not wake it too (as a timeout scheduled on a Reactor
 * scheduler did, once per call: see {@code Deadlines}). Real HTTP on loopback.
 */
class TimeoutWakeUpsTest {

    private static final Path TASKS = Path.of("/proc/self/task");
    private static final int WARM_UP = 100;
    private static final int CALLS = 300;

    private DisposableServer server;
    private ReactorNettyTransport transport;

    @BeforeEach
    void start() {
        server = FakeHealth.server();
        transport = ReactorNettyTransport.create(SearchClientConfig.of("http://127.0.0.1:" + server.port()));
    }

    @AfterEach
    void stop() {
        transport.close();
        server.disposeNow();
    }

    @Test
    void aCallOneAtATimeWakesTheDecodeSchedulerOnceNotAgainForItsTimeout() {
        assertThat(TASKS).as("this test reads Linux's per-thread counters").isDirectory();
        for (int i = 0; i < WARM_UP; i++) {
            call();
        }
        long before = decodeThreadSleeps();
        for (int i = 0; i < CALLS; i++) {
            call();
        }
        double perCall = (decodeThreadSleeps() - before) / (double) CALLS;
        System.out.printf("decode-scheduler wake-ups per call, %d calls one at a time: %.2f%n", CALLS, perCall);
        // decoding each response is one wake-up; a timeout scheduled on the decode scheduler made it about two
        assertThat(perCall).as("decode-scheduler wake-ups per call").isGreaterThanOrEqualTo(0.9).isLessThan(1.4);
    }

    private void call() {
        assertThat(transport.execute(new HealthRequest.Builder().build(), HealthRequest._ENDPOINT, null)
                .block(Duration.ofSeconds(10)).clusterName()).isEqualTo("fake");
    }

    /** How many times the transport's decode threads went to sleep so far, all together. */
    private static long decodeThreadSleeps() {
        try (Stream<Path> tasks = Files.list(TASKS)) {
            long[] total = {0, 0};
            tasks.forEach(task -> {
                try {
                    if (Files.readString(task.resolve("comm")).startsWith("jsonpj-decode")) {
                        total[1]++;
                        for (String line : Files.readAllLines(task.resolve("status"))) {
                            if (line.startsWith("voluntary_ctxt_switches:")) {
                                total[0] += Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
                            }
                        }
                    }
                } catch (IOException e) {
                    // the thread ended between the listing and the read: it is not one of this transport's
                }
            });
            assertThat(total[1]).as("decode threads found by name").isPositive();
            return total[0];
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
