package org.jsonpjackson.opensearch.reactor.transport;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;

import java.lang.ref.WeakReference;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

class MeterCacheTest {

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final AtomicInteger made = new AtomicInteger();

    private Counter counter(MeterCache<String> cache, String key) {
        return cache.get(key, k -> {
            made.incrementAndGet();
            return Counter.builder("cache.test").tag("key", k).register(registry);
        });
    }

    @Test
    void aMeterIsMadeOncePerKey() {
        MeterCache<String> cache = new MeterCache<>(registry);
        Counter first = counter(cache, "a");
        assertThat(counter(cache, "a")).isSameAs(first);
        counter(cache, "b");
        assertThat(made).as("one meter made per key").hasValue(2);
        assertThat(cache.size()).isEqualTo(2);
    }

    @Test
    void aMeterTheApplicationRemovesIsForgottenAndMadeAgain() {
        MeterCache<String> cache = new MeterCache<>(registry);
        Counter removed = counter(cache, "a");
        Counter kept = counter(cache, "b");
        registry.remove(removed);
        assertThat(cache.size()).as("only the removed meter forgotten").isEqualTo(1);
        Counter again = counter(cache, "a");
        again.increment();
        assertThat(again).isNotSameAs(removed);
        assertThat(registry.find("cache.test").tag("key", "a").counter().count()).as("recorded where the registry reads")
                .isEqualTo(1);
        assertThat(counter(cache, "b")).isSameAs(kept);
    }

    @Test
    void theRegistryDoesNotKeepACacheAlive() {
        MeterCache<String> cache = new MeterCache<>(registry);
        counter(cache, "a");
        WeakReference<MeterCache<String>> ref = new WeakReference<>(cache);
        cache = null;
        for (int i = 0; i < 50 && ref.get() != null; i++) {
            System.gc();
            Thread.onSpinWait();
        }
        assertThat(ref.get()).as("a dropped cache, while the registry (and its removal listener) lives on").isNull();
        registry.clear();
        assertThat(registry.getMeters()).as("the listener of a collected cache does nothing").isEmpty();
    }
}
