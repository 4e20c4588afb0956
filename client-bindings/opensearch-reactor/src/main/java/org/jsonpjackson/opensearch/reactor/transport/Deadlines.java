package org.jsonpjackson.opensearch.reactor.transport;

import io.netty.util.HashedWheelTimer;
import io.netty.util.Timeout;
import reactor.core.publisher.Mono;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The clock of the transport's request timeout: a Netty {@link HashedWheelTimer} on one thread of its own
 * ({@value #THREAD_NAME}, a daemon, started with the first request and stopped by {@link #close()}).
 *
 * <p>Why not a Reactor scheduler: their delayed tasks sit in a {@code ScheduledThreadPoolExecutor} that drops a
 * cancelled task at once. At the rates search clients run at, a search usually starts when the previous one's
 * timeout is already gone, so its own becomes the head of an empty queue, and scheduling it wakes the idle
 * worker only for that worker to go back to sleep: a thread wake-up per search, for a timer that almost never
 * fires (measured: {@code TimeoutWakeUpsTest}). The wheel takes a new deadline, and a cancelled one, into a queue
 * without waking anybody; its thread wakes once per tick, however many searches run.
 *
 * <p>The price is precision: a timeout fires up to one tick late. The tick is a tenth of the timeout, at most
 * {@link #MAX_TICK} (100 ms late on the default 60 s), at least {@link #MIN_TICK}.
 */
final class Deadlines implements AutoCloseable {

    static final String THREAD_NAME = "jsonpj-timeout";
    static final Duration MAX_TICK = Duration.ofMillis(100);
    static final Duration MIN_TICK = Duration.ofMillis(1);

    private final HashedWheelTimer wheel;

    /** @param timeout the timeout this clock is for, which sets its tick */
    Deadlines(Duration timeout) {
        long tick = Math.max(MIN_TICK.toNanos(), Math.min(MAX_TICK.toNanos(), timeout.toNanos() / 10));
        this.wheel = new HashedWheelTimer(run -> {
            Thread thread = new Thread(run, THREAD_NAME);
            thread.setDaemon(true);
            return thread;
        }, tick, TimeUnit.NANOSECONDS);
    }

    /**
     * Emits once {@code after} has passed, counted from subscription, on this clock's thread; cancelling the
     * subscription forgets the deadline. Whatever runs on that signal must hand heavier work on: the one thread
     * serves every deadline of the transport.
     */
    Mono<Long> after(Duration after) {
        return Mono.create(sink -> {
            Timeout timeout = wheel.newTimeout(t -> sink.success(0L), after.toNanos(), TimeUnit.NANOSECONDS);
            sink.onCancel(timeout::cancel);
        });
    }

    /** Stops the thread; deadlines still pending never fire (their calls end with the transport anyway). */
    @Override
    public void close() {
        wheel.stop();
    }
}
