package org.jsonpjackson.bench.client;

import org.jsonpjackson.bench.mapper.MailDoc;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/**
 * Sends searches through a set-up's client. Two models:
 *
 * <ul>
 *   <li><b>closed</b> (saturation): a fixed number of searches in flight; each completion sends the next, from the
 *       thread the set-up delivers results on. Latency from the moment it was sent.</li>
 *   <li><b>open</b> (a fixed rate): one thread sends at intended instants {@code t0 + i / rate}, whatever is in
 *       flight, and latency runs from the <i>intended</i> instant, so a client that falls behind pays for the
 *       wait (no coordinated omission). Past {@code maxInFlight} outstanding searches a send is dropped and
 *       counted, rather than queueing without bound.</li>
 * </ul>
 *
 * Completions are counted in whichever {@link Recorder} is current when they complete, so a window's searches
 * are those completed inside it, matching its CPU and allocation readings.
 */
final class Load {

    private final BenchClient client;
    private final SearchRequest request;
    private final int expectedHits;
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicReference<Recorder> recorder = new AtomicReference<>(new Recorder());
    private volatile boolean running;
    private final AtomicReference<Throwable> firstError = new AtomicReference<>();

    Load(BenchClient client, SearchRequest request, int expectedHits) {
        this.client = client;
        this.request = request;
        this.expectedHits = expectedHits;
    }

    /** Counts and latencies of one window. */
    static final class Recorder {
        final LatencyHistogram latency = new LatencyHistogram();
        final AtomicLong completed = new AtomicLong();
        final AtomicLong failed = new AtomicLong();
        final AtomicLong dropped = new AtomicLong();
    }

    /** Starts a new window and returns the previous one's recorder. */
    Recorder swap() {
        return recorder.getAndSet(new Recorder());
    }

    Throwable firstError() {
        return firstError.get();
    }

    int inFlight() {
        return inFlight.get();
    }

    /** Starts {@code concurrency} searches in flight, until {@link #stop()}. */
    void startClosed(int concurrency) {
        running = true;
        for (int i = 0; i < concurrency; i++) {
            sendClosed();
        }
    }

    private void sendClosed() {
        if (!running) {
            return;
        }
        long start = System.nanoTime();
        send(start, true);
    }

    private void send(long from, boolean closed) {
        inFlight.incrementAndGet();
        client.search(request).subscribe(
                response -> done(response, from),
                error -> {
                    inFlight.decrementAndGet();
                    firstError.compareAndSet(null, error);
                    recorder.get().failed.incrementAndGet();
                    if (closed) {
                        sendClosed();
                    }
                },
                () -> {
                    if (closed) {
                        sendClosed();
                    }
                });
    }

    private void done(SearchResponse<MailDoc> response, long from) {
        long latency = System.nanoTime() - from;
        inFlight.decrementAndGet();
        Recorder r = recorder.get();
        if (response.hits().hits().size() != expectedHits) {
            firstError.compareAndSet(null, new IllegalStateException(response.hits().hits().size() + " hits, expected "
                    + expectedHits));
            r.failed.incrementAndGet();
        } else {
            r.latency.record(latency);
            r.completed.incrementAndGet();
        }
    }

    /**
     * Sends at {@code rate} per second for {@code nanos}, from this thread, then returns (searches still in flight
     * complete later).
     */
    void runOpen(int rate, long nanos, int maxInFlight) {
        running = true;
        long period = TimeUnit.SECONDS.toNanos(1) / rate;
        long t0 = System.nanoTime();
        long end = t0 + nanos;
        for (long i = 0; ; i++) {
            long intended = t0 + i * period;
            if (intended - end >= 0) {
                break;
            }
            long wait;
            while ((wait = intended - System.nanoTime()) > 0) {
                LockSupport.parkNanos(wait);
            }
            if (inFlight.get() >= maxInFlight) {
                recorder.get().dropped.incrementAndGet();
            } else {
                send(intended, false);
            }
        }
    }

    void stop() {
        running = false;
    }

    /** Waits until nothing is in flight, at most {@code millis}. */
    boolean drain(long millis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (inFlight.get() > 0) {
            if (System.nanoTime() - deadline > 0) {
                return false;
            }
            Thread.sleep(5);
        }
        return true;
    }
}
