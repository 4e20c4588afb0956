package org.jsonpjackson.sim.server;

import org.junit.jupiter.api.Test;
import reactor.blockhound.BlockingOperationError;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import static org.assertj.core.api.Assertions.assertThat;

/** BlockHound is watching the service's event-loop threads, so the HTTP tests prove they never block. */
class EventLoopTest {

    @Test
    void blockingOnAThreadNamedLikeTheEventLoopIsCaught() throws InterruptedException {
        CompletableFuture<Throwable> caught = new CompletableFuture<>();
        Thread loop = new Thread(() -> {
            try {
                Thread.sleep(1);
                caught.complete(null);
            } catch (Throwable e) {
                caught.complete(e);
            }
        }, MailSearchServer.EVENT_LOOP_PREFIX + "-nio-test");
        loop.start();
        loop.join();
        assertThat(caught.join()).isInstanceOf(BlockingOperationError.class);
    }

    @Test
    void blockingElsewhereIsAllowed() throws ExecutionException, InterruptedException {
        assertThat(CompletableFuture.runAsync(() -> {
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        })).succeedsWithin(java.time.Duration.ofSeconds(5));
    }
}
