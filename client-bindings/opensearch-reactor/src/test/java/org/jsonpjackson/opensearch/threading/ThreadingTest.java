package org.jsonpjackson.opensearch.threading;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.netty.channel.EventLoop;
import org.jsonpjackson.opensearch.client.ReactorSearchClient;
import org.jsonpjackson.opensearch.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.jsonpjackson.opensearch.transport.ReactorNettyTransport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch.core.IndexRequest;
import reactor.blockhound.BlockingOperationError;
import reactor.core.publisher.Mono;
import reactor.netty.http.client.HttpClient;
import reactor.netty.resources.LoopResources;

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
 * first two tests here prove that it would notice.
 */
@ExtendWith(OpenSearchExtension.class)
class ThreadingTest {

    private final SearchClientConfig config;
    private final ReactorSearchClient client;

    ThreadingTest(OpenSearchTarget target) {
        SearchClientConfig config = SearchClientConfig.fromProperties(target.properties());
        this.config = config;
        this.client = ReactorSearchClient.create(config);
    }

    @AfterEach
    void close() throws IOException {
        client.close();
    }

    @Test
    void blockHoundCatchesABlockingCallOnAnEventLoopOfOurs() throws Exception {
        LoopResources loops = LoopResources.create(ReactorNettyTransport.EVENT_LOOP_PREFIX + "-probe", 1, true);
        try {
            EventLoop loop = loops.onClient(false).next();
            CompletableFuture<Throwable> failure = new CompletableFuture<>();
            loop.execute(() -> {
                try {
                    Thread.sleep(1);
                    failure.complete(null);
                } catch (Throwable e) {
                    failure.complete(e);
                }
            });
            assertThat(failure.get(10, TimeUnit.SECONDS)).isInstanceOf(BlockingOperationError.class);
        } finally {
            loops.dispose();
        }
    }

    @Test
    void blockHoundCatchesABlockingCallOnTheDecodeScheduler() {
        ReactorNettyTransport transport = ReactorNettyTransport.create(config);
        try {
            assertThatThrownBy(() -> Mono.fromCallable(() -> {
                Thread.sleep(1);
                return 1;
            }).subscribeOn(transport.decodeScheduler()).block()).hasCauseInstanceOf(BlockingOperationError.class);
        } finally {
            transport.close();
        }
    }

    @Test
    void blockHoundCatchesABlockingCallInAResponseHandlerOnTheEventLoop() {
        LoopResources loops = LoopResources.create(ReactorNettyTransport.EVENT_LOOP_PREFIX + "-handler", 1, true);
        try {
            Mono<Integer> blocking = HttpClient.create().runOn(loops).get().uri(config.hosts().get(0).toString())
                    .responseSingle((response, body) -> body.asString().map(text -> {
                        try {
                            Thread.sleep(1);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        return text.length();
                    }));
            assertThatThrownBy(blocking::block).hasCauseInstanceOf(BlockingOperationError.class);
        } finally {
            loops.dispose();
        }
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
    void subscribingFromAnEventLoopSerialisesOnTheDecodeSchedulerNotThere() throws Exception {
        LoopResources loops = LoopResources.create(ReactorNettyTransport.EVENT_LOOP_PREFIX + "-caller", 1, true);
        try {
            CompletableFuture<String> result = new CompletableFuture<>();
            loops.onClient(false).next().execute(() -> client.index(IndexRequest.of(i -> i.index("threading-test")
                    .id("2").document(Map.of("text", "from a loop")))).map(r -> r.result().jsonValue())
                    .subscribe(result::complete, result::completeExceptionally));
            assertThat(result.get(30, TimeUnit.SECONDS)).isIn("created", "updated");
        } finally {
            loops.dispose();
        }
    }
}
