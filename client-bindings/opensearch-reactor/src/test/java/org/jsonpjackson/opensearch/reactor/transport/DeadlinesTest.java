package org.jsonpjackson.opensearch.reactor.transport;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** The request timeout's clock: never early, on its own thread, and that thread gone once closed. */
class DeadlinesTest {

    @Test
    void aDeadlineFiresNoSoonerThanItsTimeOnTheClocksThread() {
        Duration after = Duration.ofMillis(80);
        try (Deadlines deadlines = new Deadlines(Duration.ofSeconds(1))) {
            AtomicReference<String> thread = new AtomicReference<>();
            long start = System.nanoTime();
            deadlines.after(after).doOnNext(x -> thread.set(Thread.currentThread().getName())).block(Duration.ofSeconds(30));
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(after);
            assertThat(thread.get()).isEqualTo(Deadlines.THREAD_NAME);
        }
    }

    @Test
    void closingStopsTheClocksThread() {
        Deadlines deadlines = new Deadlines(Duration.ofSeconds(1));
        AtomicReference<Thread> thread = new AtomicReference<>();
        deadlines.after(Duration.ofMillis(1)).doOnNext(x -> thread.set(Thread.currentThread())).block(Duration.ofSeconds(30));
        assertThat(thread.get().isAlive()).as("running until closed").isTrue();
        deadlines.close();
        assertThat(thread.get().isAlive()).as("closed: HashedWheelTimer.stop() waits for its thread").isFalse();
    }
}
