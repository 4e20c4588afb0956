package org.jsonpjackson.opensearch.reactor.transport;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;

import java.lang.ref.WeakReference;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A transport's meters, found by a key of its own: a call that records into a meter it already has builds no tags and
 * no id, and does not look through the registry (Micrometer's builders do both on every {@code register}, about 2 KB
 * a call for the transport's meters). One per transport, so it dies with it.
 *
 * <p>A meter the application takes out of the registry ({@code remove}, {@code clear}) is forgotten here too, and made
 * again by the next call that needs it, so that no recording goes to a meter nobody reads. The registry tells this
 * through a listener that holds the cache weakly: a registry that outlives many transports keeps one empty listener
 * of a few bytes for each, and none of their caches.
 *
 * @param <K> the key: its {@code equals} must tell apart every name and tag set the meters have
 */
final class MeterCache<K> {

    private final ConcurrentMap<K, Meter> meters = new ConcurrentHashMap<>();

    MeterCache(MeterRegistry registry) {
        registry.config().onMeterRemoved(new Forget(this));
    }

    /** The meter of {@code key}, made by {@code make} (which registers it) the first time only. */
    @SuppressWarnings("unchecked")
    <M extends Meter> M get(K key, Function<? super K, M> make) {
        Meter meter = meters.get(key);
        if (meter == null) {
            meter = meters.computeIfAbsent(key, make);
        }
        return (M) meter;
    }

    /** How many meters are held (for tests). */
    int size() {
        return meters.size();
    }

    private static final class Forget implements Consumer<Meter> {
        private final WeakReference<MeterCache<?>> cache;

        Forget(MeterCache<?> cache) {
            this.cache = new WeakReference<>(cache);
        }

        @Override
        public void accept(Meter removed) {
            MeterCache<?> c = cache.get();
            if (c != null) {
                // removals are rare (an application's clean-up, a test's): a scan of the held meters is enough
                c.meters.values().removeIf(m -> m.getId().equals(removed.getId()));
            }
        }
    }
}
