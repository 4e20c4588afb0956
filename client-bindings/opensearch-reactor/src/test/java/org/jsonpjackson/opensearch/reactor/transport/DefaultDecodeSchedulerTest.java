package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.opensearch.client.opensearch.cluster.HealthRequest;
import org.opensearch.client.opensearch.cluster.HealthResponse;
import reactor.core.scheduler.NonBlocking;
import reactor.netty.DisposableServer;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The transport's own decode scheduler (see {@code DecodeScheduler}): its threads share one queue, so a response is
 * never decoded behind another while a decode thread is free. Real HTTP on loopback.
 */
class DefaultDecodeSchedulerTest {

    private static volatile long spins;

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
    void callsAreStillAnsweredWhileOneDecodeThreadIsBusy() throws Exception {
        // one decode thread stays busy (a spin, as a long decode is: not a blocking call) for up to 30 s; every
        // call meanwhile must be decoded by another thread at once
        AtomicBoolean release = occupyOneDecodeThread();
        try {
            List<CompletableFuture<HealthResponse>> calls = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                calls.add(transport.execute(new HealthRequest.Builder().build(), HealthRequest._ENDPOINT, null).toFuture());
            }
            for (int i = 0; i < calls.size(); i++) {
                assertThat(calls.get(i).get(5, TimeUnit.SECONDS).clusterName())
                        .as("call %d, decoded beside the busy thread", i).isEqualTo("fake");
            }
        } finally {
            release.set(true);
        }
    }

    @Test
    void noTaskWaitsBehindABusyThreadWhileAnotherIsFree() throws Exception {
        // what publishOn does with each response: schedule() on the scheduler. Reactor's parallel scheduler hands
        // its threads out in turn, so of these tasks, one after another, every second one would wait the spin out
        AtomicBoolean release = occupyOneDecodeThread();
        try {
            for (int i = 0; i < 10; i++) {
                CompletableFuture<String> ran = new CompletableFuture<>();
                transport.decodeScheduler().schedule(() -> ran.complete(Thread.currentThread().getName()));
                assertThat(ran.get(5, TimeUnit.SECONDS)).as("task %d, run beside the busy thread", i)
                        .startsWith(DecodeScheduler.THREAD_PREFIX);
            }
        } finally {
            release.set(true);
        }
    }

    @Test
    void itsThreadsAreNonBlockingDaemonsNamedForTheTransport() throws Exception {
        CompletableFuture<Thread> thread = new CompletableFuture<>();
        transport.decodeScheduler().schedule(() -> thread.complete(Thread.currentThread()));
        Thread t = thread.get(10, TimeUnit.SECONDS);
        assertThat(t).as("BlockHound, through Reactor's integration, watches NonBlocking threads")
                .isInstanceOf(NonBlocking.class);
        assertThat(t.isDaemon()).as("a transport never closed must not keep the JVM up").isTrue();
        assertThat(t.getName()).startsWith(DecodeScheduler.THREAD_PREFIX + "-");
    }

    @Test
    void itRunsTheRetryBackOffsDelayedTasks() throws Exception {
        CompletableFuture<String> ran = new CompletableFuture<>();
        long start = System.nanoTime();
        transport.decodeScheduler().schedule(() -> ran.complete(Thread.currentThread().getName()), 200, TimeUnit.MILLISECONDS);
        assertThat(ran.get(10, TimeUnit.SECONDS)).startsWith(DecodeScheduler.THREAD_PREFIX);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(200));
    }

    /**
     * Keeps one decode thread busy, as a long decode does, for up to 30 s or until the returned flag is set. A bare
     * loop: BlockHound counts {@code Thread.onSpinWait()} as blocking, and would end the task at once.
     */
    private AtomicBoolean occupyOneDecodeThread() throws InterruptedException {
        AtomicBoolean release = new AtomicBoolean();
        CountDownLatch busy = new CountDownLatch(1);
        transport.decodeScheduler().schedule(() -> {
            busy.countDown();
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!release.get() && System.nanoTime() < until) {
                spins++;
            }
        });
        assertThat(busy.await(10, TimeUnit.SECONDS)).as("one decode thread busy").isTrue();
        return release;
    }
}
