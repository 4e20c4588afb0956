package org.jsonpjackson.sim.faults;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import static org.assertj.core.api.Assertions.assertThat;

/** What is counted acknowledged, failed and abandoned; each run on the test's thread, ended by its last delivery. */
class PacedDeliveryTest {

    /** Deliveries {@code 0..last}, each answering {@code outcome}; the last one stops the run. */
    private static final class Scripted extends PacedDelivery<String> {
        private final int last;
        private final IntFunction<Boolean> accepted;
        final List<Integer> tries = new ArrayList<>();

        Scripted(int perSecond, int last, IntFunction<Boolean> accepted) {
            super("Test delivery", perSecond);
            this.last = last;
            this.accepted = accepted;
        }

        @Override
        protected List<String> deliver(int n) throws IOException {
            tries.add(n);
            if (n == last) {
                stop();
            }
            if (!accepted.apply(n)) {
                throw new IOException("refused " + n);
            }
            return List.of("message " + n);
        }
    }

    @Test
    void aRefusedDeliveryIsTriedAgainUntilAcknowledged() {
        int[] refusals = {2};
        Scripted delivery = new Scripted(3, 2, n -> n != 1 || refusals[0]-- <= 0);
        delivery.run();
        assertThat(delivery.tries).containsExactly(0, 1, 1, 1, 2);
        assertThat(delivery.acknowledged()).containsExactly("message 0", "message 1", "message 2");
        assertThat(delivery.failures()).hasSize(2);
        assertThat(delivery.abandoned()).isZero();
    }

    @Test
    void aDeliveryRefusedEveryTimeIsAbandonedAfterItsAttempts() {
        Scripted delivery = new Scripted(2, 1, n -> n != 0);
        delivery.run();
        assertThat(delivery.tries).containsExactly(0, 0, 0, 0, 0, 1);
        assertThat(delivery.acknowledged()).containsExactly("message 1");
        assertThat(delivery.failures()).hasSize(PacedDelivery.ATTEMPTS);
        assertThat(delivery.abandoned()).isOne();
    }

    @Test
    void onceStoppedAFailedDeliveryIsNotTriedAgain() {
        Scripted delivery = new Scripted(1, 0, n -> false);
        delivery.run();
        assertThat(delivery.tries).containsExactly(0);
        assertThat(delivery.acknowledged()).isEmpty();
        assertThat(delivery.abandoned()).isOne();
    }
}
