package org.jsonpjackson.opensearch.reactor.transport;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What metrics on add to a call's allocation: a budget over {@link TransportAllocationTest}'s, so that the meters'
 * cost per call (found in the transport's {@link MeterCache}s, not built again) cannot grow unseen. Counted as there,
 * in a JVM of its own (matrix.txt's allocation-budget-metrics run), for the same reason.
 */
class MeteredAllocationTest {

    /**
     * Bytes per {@code count} call more than {@link TransportAllocationTest#BUDGET}, with a registry
     * (a {@code SimpleMeterRegistry}): the figure measured with the meters cached, and a little more. Before the cache,
     * when each call built its meters' tags and ids, the same call allocated about 2 KB more than this.
     */
    static final long OVER_OFF = Long.getLong("jsonpj.test.meteredAllocationOverOff", 600);

    @Test
    void aCallWithMetricsOnAllocatesNoMoreThanItsBudget() throws IOException {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        long perCall = TransportAllocationTest.bytesPerCountCall(b -> b.meterRegistry(registry));
        System.out.println("[MeteredAllocationTest] bytes per count call, metrics on: " + perCall);
        assertThat(registry.find(MicrometerCalls.DURATION).timer()).as("the calls were recorded").isNotNull()
                .satisfies(t -> assertThat(t.count()).isEqualTo(5_000));
        assertThat(perCall).as("bytes allocated per call in the caller's and the transport's threads, metrics on")
                .isLessThanOrEqualTo(TransportAllocationTest.BUDGET + OVER_OFF);
    }
}
