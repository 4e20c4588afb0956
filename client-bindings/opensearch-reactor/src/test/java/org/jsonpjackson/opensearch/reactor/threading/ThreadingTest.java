package org.jsonpjackson.opensearch.reactor.threading;

import com.fasterxml.jackson.annotation.JsonProperty;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.jsonpjackson.opensearch.reactor.transport.TransportLoops;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch.core.IndexRequest;
import reactor.blockhound.BlockingOperationError;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.NonBlocking;

import java.io.IOException;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Where the work happens. BlockHound is installed for the whole module (blockhound-junit-platform), so every
 * other integration test also fails if the real code blocks on an event loop or the decode scheduler; the
 * first two tests here prove that it would notice, on the transport's own threads.
 *
 * <p>This module marks no threads itself. Reactor Netty's loop threads implement Reactor's {@link NonBlocking}
 * and are Netty {@code FastThreadLocalThread}s: reactor-core's BlockHound integration treats the first, and
 * Netty's own integration the second, as threads that must not block (blockhound-junit-platform installs every
 * integration on the class path). Reactor's parallel schedulers (the decode scheduler) are {@code NonBlocking}
 * too. Running the transport's loops on plain threads makes the first test fail.
 */
@ExtendWith(OpenSearchExtension.class)
class ThreadingTest {

    private final ReactorNettyTransport transport;
    private final ReactorSearchClient client;

    ThreadingTest(OpenSearchTarget target) {
        this.transport = ReactorNettyTransport.create(OpenSearchProperties.read(target.properties()));
        this.client = ReactorSearchClient.over(transport);
    }

    @AfterEach
    void close() throws IOException {
        client.close();
        transport.close();
    }

    @Test
    void blockHoundCatchesABlockingCallOnTheTransportsEventLoop() throws Exception {
        CompletableFuture<Thread> ranOn = new CompletableFuture<>();
        CompletableFuture<Throwable> failure = new CompletableFuture<>();
        TransportLoops.next(transport).execute(() -> {
            ranOn.complete(Thread.currentThread());
            try {
                Thread.sleep(1);
                failure.complete(null);
            } catch (Throwable e) {
                failure.complete(e);
            }
        });
        assertThat(failure.get(10, TimeUnit.SECONDS)).isInstanceOf(BlockingOperationError.class);
        assertThat(ranOn.get().getName()).startsWith(ReactorNettyTransport.EVENT_LOOP_PREFIX);
        assertThat(ranOn.get()).as("marked by Reactor Netty, not by a name").isInstanceOf(NonBlocking.class);
    }

    @Test
    void blockHoundCatchesABlockingCallOnTheDecodeScheduler() {
        assertThatThrownBy(() -> Mono.fromCallable(() -> {
            Thread.sleep(1);
            return 1;
        }).subscribeOn(transport.decodeScheduler()).block()).hasCauseInstanceOf(BlockingOperationError.class);
    }

    /** Records the thread databind reads each document on. */
    static final class Probe {
        static final Set<String> READ_ON = ConcurrentHashMap.newKeySet();
        final String text;

        Probe(@JsonProperty("text") String text) {
            READ_ON.add(Thread.currentThread().getName());
            this.text = text;
        }

        @JsonProperty("text")
        String text() {
            return text;
        }
    }

    /** Records the thread databind writes each document on. */
    static final class Written {
        static final Set<String> WRITTEN_ON = ConcurrentHashMap.newKeySet();

        @JsonProperty("text")
        String text() {
            WRITTEN_ON.add(Thread.currentThread().getName());
            return "from a loop";
        }
    }

    @Test
    void documentsAreDecodedOnTheDecodeSchedulerAndResultsArriveThere() {
        client.index(IndexRequest.of(i -> i.index("threading-test").id("1").document(Map.of("text", "hello"))
                .refresh(Refresh.True))).block();
        Probe.READ_ON.clear();
        String emittedOn = client.search(s -> s.index("threading-test"), Probe.class)
                .map(r -> {
                    assertThat(r.hits().hits().get(0).source().text).isEqualTo("hello");
                    return Thread.currentThread().getName();
                }).block();
        assertThat(Probe.READ_ON).isNotEmpty().allSatisfy(name -> assertThat(name).startsWith("jsonpj-decode"));
        assertThat(emittedOn).startsWith("jsonpj-decode");
    }

    @Test
    void subscribingFromTheEventLoopSerialisesOnTheDecodeSchedulerNotThere() throws Exception {
        Written.WRITTEN_ON.clear();
        CompletableFuture<String> subscribedOn = new CompletableFuture<>();
        CompletableFuture<String> result = new CompletableFuture<>();
        TransportLoops.next(transport).execute(() -> {
            subscribedOn.complete(Thread.currentThread().getName());
            client.index(IndexRequest.of(i -> i.index("threading-test").id("2").document(new Written())))
                    .map(r -> r.result().jsonValue())
                    .subscribe(result::complete, result::completeExceptionally);
        });
        assertThat(result.get(30, TimeUnit.SECONDS)).isIn("created", "updated");
        assertThat(subscribedOn.get()).startsWith(ReactorNettyTransport.EVENT_LOOP_PREFIX);
        assertThat(Written.WRITTEN_ON).as("threads the document was serialised on")
                .isNotEmpty().allSatisfy(name -> assertThat(name).startsWith("jsonpj-decode"));
    }

    @Test
    void subscribingFromAnApplicationThreadSerialisesThereWithoutAHop() throws Exception {
        Written.WRITTEN_ON.clear();
        CompletableFuture<String> result = new CompletableFuture<>();
        Thread app = new Thread(() -> client.index(IndexRequest.of(i -> i.index("threading-test-app-thread").id("1").document(new Written())))
                .map(r -> r.result().jsonValue())
                .subscribe(result::complete, result::completeExceptionally), "app-thread");
        app.start();
        assertThat(result.get(30, TimeUnit.SECONDS)).isIn("created", "updated");
        assertThat(Written.WRITTEN_ON).as("threads the document was serialised on").containsExactly("app-thread");
    }
}
