package org.jsonpjackson.sim.server;

import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.sim.auth.Authenticator;
import org.jsonpjackson.sim.jmap.JmapApi;
import org.junit.jupiter.api.Test;
import reactor.blockhound.BlockingOperationError;
import reactor.core.scheduler.NonBlocking;
import reactor.core.scheduler.Schedulers;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.FutureTask;
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
            MailSearchServer server = start(client);
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

    /**
     * The test above proves the loops are watched; this one sends real requests through the handlers, which run on
     * those loops. A handler that blocks there gets a {@link BlockingOperationError} instead of its answer, so the
     * request fails (a 500 problem or a dropped connection) and so does this test. Only the routes that need no
     * cluster are here; the HTTP tests against the node cover the rest.
     */
    private static final String ANSWERED = "%s (Reactor Netty answers an empty 500 when a handler throws, "
            + "BlockHound's BlockingOperationError included): %s";

    @Test
    void requestsAreAnsweredWithoutBlockingTheServersEventLoop() throws IOException {
        int closed;
        try (ServerSocket socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        try (ReactorSearchClient client = ReactorSearchClient.create(SearchClientConfig.builder()
                .host("http://127.0.0.1:" + closed).retries(0, Duration.ofMillis(10)).build())) {
            MailSearchServer server = start(client);
            try {
                JmapClient ann = new JmapClient(server.uri(), JmapClient.basic(TestUsers.ANN));
                String echo = "[\"Core/echo\",{\"hello\":[1,true]},\"c\"]";
                HttpResponse<String> jmap = ann.post("/jmap",
                        "{\"using\":" + JmapClient.USING + ",\"methodCalls\":[" + echo + "]}");
                assertThat(jmap.statusCode()).as(ANSWERED, "POST /jmap", jmap.body()).isEqualTo(200);
                assertThat(JmapClient.json(jmap.body()).getJsonArray("methodResponses").toString())
                        .isEqualTo("[" + echo + "]");

                HttpResponse<String> session = ann.get(MailSearchServer.WELL_KNOWN);
                assertThat(session.statusCode()).as(ANSWERED, "GET " + MailSearchServer.WELL_KNOWN + ", then "
                        + MailSearchServer.SESSION, session.body()).isEqualTo(200);
                assertThat(session.uri().getPath()).isEqualTo(MailSearchServer.SESSION);

                HttpResponse<String> health = new JmapClient(server.uri(), null).get("/health");
                assertThat(health.statusCode()).as(ANSWERED, "GET /health, with no cluster", health.body())
                        .isEqualTo(503);
                assertThat(health.body()).isEqualTo("{\"status\":\"UNHEALTHY\"}");
            } finally {
                server.close();
            }
        }
    }

    private static MailSearchServer start(ReactorSearchClient client) {
        MailboxIndex index = MailboxIndex.of(client);
        return MailSearchServer.start(client, index, new JmapApi(index.emails()),
                new Authenticator(TestUsers.USERS, Schedulers.parallel()), "127.0.0.1", 0, ServerLimits.DEFAULTS);
    }

    /**
     * The same blocking call completes on a thread of our own and is caught on the server's event loop: BlockHound
     * is on in this JVM, and it watches the loops, not every thread.
     */
    @Test
    void blockingElsewhereIsAllowed() throws Exception {
        Callable<Throwable> sleep = () -> {
            try {
                Thread.sleep(1);
                return null;
            } catch (Throwable e) {
                return e;
            }
        };
        FutureTask<Throwable> elsewhere = new FutureTask<>(sleep);
        Thread plain = new Thread(elsewhere, "plain-thread");
        plain.start();
        assertThat(elsewhere.get(10, TimeUnit.SECONDS)).as("what the sleep threw on a plain thread").isNull();

        try (ReactorSearchClient client = ReactorSearchClient.create(SearchClientConfig.of("http://127.0.0.1:9"))) {
            MailSearchServer server = start(client);
            try {
                FutureTask<Throwable> onTheLoop = new FutureTask<>(sleep);
                server.eventLoops().next().execute(onTheLoop);
                assertThat(onTheLoop.get(10, TimeUnit.SECONDS)).as("what the same sleep threw on the server's event loop")
                        .isInstanceOf(BlockingOperationError.class);
            } finally {
                server.close();
            }
        }
    }
}
