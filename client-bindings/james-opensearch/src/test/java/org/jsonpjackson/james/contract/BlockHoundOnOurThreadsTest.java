package org.jsonpjackson.james.contract;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.jsonpjackson.opensearch.reactor.transport.TransportEventLoops;
import org.junit.jupiter.api.Test;
import reactor.blockhound.BlockingOperationError;
import reactor.core.publisher.Mono;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * BlockHound runs in the contract's JVM (blockhound-junit-platform installs it before the first test), so a
 * blocking call that James' code, or ours, made on our event loops or decode threads during the contract
 * would have failed that test. These two prove it would notice, in that same JVM.
 */
class BlockHoundOnOurThreadsTest {

    @Test
    void aBlockingCallOnOurDecodeThreadsFails() {
        ReactorNettyTransport transport = ReactorNettyTransport.create(SearchClientConfig.of("http://127.0.0.1:9"));
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
    void aBlockingCallOnOurEventLoopsFails() throws Exception {
        ReactorNettyTransport transport = ReactorNettyTransport.create(SearchClientConfig.of("http://127.0.0.1:9"));
        try {
            CompletableFuture<Thread> ranOn = new CompletableFuture<>();
            CompletableFuture<Throwable> failure = new CompletableFuture<>();
            TransportEventLoops.next(transport).execute(() -> {
                ranOn.complete(Thread.currentThread());
                try {
                    Thread.sleep(1);
                    failure.complete(null);
                } catch (Throwable e) {
                    failure.complete(e);
                }
            });
            assertThat(failure.get(10, TimeUnit.SECONDS)).as("what sleeping on the transport's event loop threw")
                    .isInstanceOf(BlockingOperationError.class);
            assertThat(ranOn.get().getName()).as("the loop the transport runs its connections on")
                    .startsWith(ReactorNettyTransport.EVENT_LOOP_PREFIX);
        } finally {
            transport.close();
        }
    }
}
