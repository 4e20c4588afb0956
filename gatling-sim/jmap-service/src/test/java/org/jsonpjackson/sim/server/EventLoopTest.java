package org.jsonpjackson.sim.server;

import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import org.jsonpjackson.opensearch.client.ReactorSearchClient;
import org.jsonpjackson.opensearch.config.SearchClientConfig;
import org.jsonpjackson.sim.auth.Authenticator;
import org.jsonpjackson.sim.jmap.JmapApi;
import org.junit.jupiter.api.Test;
import reactor.blockhound.BlockingOperationError;
import reactor.core.scheduler.NonBlocking;
import reactor.core.scheduler.Schedulers;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * BlockHound is watching the service's event-loop threads, so the HTTP tests prove they never block. This module
 * marks no threads itself: Reactor Netty's loop threads implement Reactor's {@link NonBlocking} and are Netty
 * {@code FastThreadLocalThread}s, which reactor-core's and Netty's own BlockHound integrations (both installed by
 * blockhound-junit-platform) treat as threads that must not block.
 */
class EventLoopTest {

    @Test
    void blockingOnTheServersOwnEventLoopIsCaught() throws Exception {
        // the server never calls the client here, so it needs no cluster
        try (ReactorSearchClient client = ReactorSearchClient.create(SearchClientConfig.of("http://127.0.0.1:9"))) {
            MailboxIndex index = MailboxIndex.of(client);
            MailSearchServer server = MailSearchServer.start(client, index, new JmapApi(index.emails()),
                    new Authenticator(TestUsers.USERS, Schedulers.parallel()), "127.0.0.1", 0, ServerLimits.DEFAULTS);
            try {
                CompletableFuture<Thread> ranOn = new CompletableFuture<>();
                CompletableFuture<Throwable> caught = new CompletableFuture<>();
                server.eventLoops().next().execute(() -> {
                    ranOn.complete(Thread.currentThread());
                    try {
                        Thread.sleep(1);
                        caught.complete(null);
                    } catch (Throwable e) {
                        caught.complete(e);
                    }
                });
                assertThat(caught.get(10, TimeUnit.SECONDS)).isInstanceOf(BlockingOperationError.class);
                assertThat(ranOn.get().getName()).startsWith(MailSearchServer.EVENT_LOOP_PREFIX);
                assertThat(ranOn.get()).as("marked by Reactor Netty, not by a name").isInstanceOf(NonBlocking.class);
            } finally {
                server.close();
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
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
