package org.jsonpjackson.opensearch.reactor.transport;

import reactor.core.scheduler.NonBlocking;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The transport's own decode scheduler, when the application gives none: {@value #THREAD_PREFIX} threads, one per
 * core, at least two, that <b>share one queue</b>, so that a response waits for a decode thread only while every
 * one of them is busy.
 *
 * <p>Why not {@code Schedulers.newParallel}: it gives each subscription one thread's queue, picked in turn, so a
 * 30-hit response that lands behind a 20 MB one waits out the whole decode while the other thread idles: the
 * head-of-line blocking this transport exists to keep off small searches, moved from the I/O thread to the
 * decoder. The pool is a {@link ScheduledThreadPoolExecutor}, which runs the retry back-off's delayed tasks too.
 * Its threads are {@link NonBlocking}, as a parallel scheduler's are, so BlockHound (with Reactor's integration)
 * treats a blocking call on them as the error it is.
 *
 * <p>One subscription's signals still come one at a time and in order: {@code publishOn} drains its queue from one
 * task at a time, whichever thread runs it.
 */
final class DecodeScheduler {

    static final String THREAD_PREFIX = "jsonpj-decode";

    private DecodeScheduler() {
    }

    static Scheduler create(int threads) {
        AtomicInteger count = new AtomicInteger();
        ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(threads,
                task -> new DecodeThread(task, THREAD_PREFIX + "-" + count.incrementAndGet()));
        // a cancelled back-off leaves the queue at once, not when its delay would have passed
        pool.setRemoveOnCancelPolicy(true);
        return Schedulers.fromExecutorService(pool, THREAD_PREFIX);
    }

    /** A decode thread: a daemon, so that a transport never closed does not keep the JVM alive. */
    static final class DecodeThread extends Thread implements NonBlocking {
        DecodeThread(Runnable task, String name) {
            super(task, name);
            setDaemon(true);
        }
    }
}
