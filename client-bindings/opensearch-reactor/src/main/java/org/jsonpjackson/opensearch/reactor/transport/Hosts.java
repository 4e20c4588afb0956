package org.jsonpjackson.opensearch.reactor.transport;

import java.net.URI;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.LongSupplier;

/**
 * Round-robin over the configured hosts. A host that refused a connection is skipped for a while, unless
 * every host is down, in which case the least recently failed one is tried.
 *
 * <p>A request that failed on one host asks {@link #pickUntried} for a host it has not tried yet and that is up, so
 * that it can go there at once, as a failover, instead of waiting to try again.
 */
final class Hosts {

    private final List<URI> hosts;
    private final AtomicInteger next = new AtomicInteger();
    /** Per host: the time (nanos) until which it counts as down, or 0. */
    private final AtomicLongArray downUntil;
    private final long downNanos;
    private final LongSupplier clock;

    Hosts(List<URI> hosts, Duration downFor, LongSupplier clock) {
        this.hosts = List.copyOf(hosts);
        this.downUntil = new AtomicLongArray(hosts.size());
        this.downNanos = downFor.toNanos();
        this.clock = clock;
    }

    /** The host for the next attempt. */
    URI pick() {
        int n = hosts.size();
        int start = Math.floorMod(next.getAndIncrement(), n);
        long now = clock.getAsLong();
        int best = start;
        for (int i = 0; i < n; i++) {
            int candidate = (start + i) % n;
            long until = downUntil.get(candidate);
            if (until == 0 || until - now <= 0) {
                return hosts.get(candidate);
            }
            if (until - downUntil.get(best) < 0) {
                best = candidate;
            }
        }
        return hosts.get(best);
    }

    /**
     * The next host, in the same round-robin as {@link #pick}, that is up and not among {@code tried}; or
     * {@code null} when every host that is up has been tried.
     */
    URI pickUntried(Collection<URI> tried) {
        int n = hosts.size();
        int start = Math.floorMod(next.getAndIncrement(), n);
        long now = clock.getAsLong();
        for (int i = 0; i < n; i++) {
            URI candidate = hosts.get((start + i) % n);
            long until = downUntil.get((start + i) % n);
            if ((until == 0 || until - now <= 0) && !tried.contains(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    /** Every configured host, in their order. */
    List<URI> all() {
        return hosts;
    }

    /** How much longer {@code host} is skipped after a failure, in nanoseconds; 0 when it takes requests. */
    long skippedForNanos(URI host) {
        int i = hosts.indexOf(host);
        long until = i < 0 ? 0 : downUntil.get(i);
        long left = until == 0 ? 0 : until - clock.getAsLong();
        return Math.max(0, left);
    }

    void failed(URI host) {
        int i = hosts.indexOf(host);
        if (i >= 0) {
            downUntil.set(i, clock.getAsLong() + downNanos);
        }
    }

    void succeeded(URI host) {
        int i = hosts.indexOf(host);
        if (i >= 0 && downUntil.get(i) != 0) {
            downUntil.set(i, 0);
        }
    }
}
