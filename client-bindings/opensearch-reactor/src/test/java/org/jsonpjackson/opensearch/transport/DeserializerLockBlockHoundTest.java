package org.jsonpjackson.opensearch.transport;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import org.junit.jupiter.api.Test;
import reactor.blockhound.BlockingOperationError;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * {@link JacksonBlockHoundIntegration} (installed, with Reactor's own integration, for every test of this
 * module) lets a non-blocking thread wait for databind's deserializer-cache lock, and nothing else: a
 * blocking call made while a deserializer is being built still fails.
 */
class DeserializerLockBlockHoundTest {

    @Test
    void aBlockingCallWhileADeserializerIsBuiltStillFails() {
        ObjectMapper mapper = new ObjectMapper();
        Throwable failure = catchThrowable(() -> Mono.fromCallable(() -> mapper.readValue("{}", SleepsWhenBuilt.class))
                .subscribeOn(Schedulers.parallel())
                .block(Duration.ofSeconds(10)));
        assertThat(failure).as("sleeping in a deserializer's constructor on a parallel thread")
                .hasRootCauseInstanceOf(BlockingOperationError.class);
    }

    @Test
    void waitingForTheLockWhileAnotherThreadBuildsADeserializerIsAllowed() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        // A plain thread, which may block, builds Gate's deserializer and holds the cache lock until released.
        Thread holder = new Thread(() -> {
            try {
                mapper.readValue("{}", Gate.class);
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        }, "lock-holder");
        holder.start();
        try {
            assertThat(GateDeserializer.BUILDING.await(10, TimeUnit.SECONDS)).as("the holder took the lock").isTrue();

            CompletableFuture<Plain> waiter = Mono.fromCallable(() -> mapper.readValue("{\"v\":1}", Plain.class))
                    .subscribeOn(Schedulers.parallel())
                    .toFuture();
            Thread.sleep(300);
            assertThat(waiter).as("the parallel thread waits for the lock").isNotDone();

            GateDeserializer.RELEASE.countDown();
            assertThat(waiter.get(10, TimeUnit.SECONDS).v).isEqualTo(1);
        } finally {
            GateDeserializer.RELEASE.countDown();
            holder.join(10_000);
        }
    }

    @JsonDeserialize(using = SleepyDeserializer.class)
    static final class SleepsWhenBuilt {
    }

    static final class SleepyDeserializer extends JsonDeserializer<SleepsWhenBuilt> {
        SleepyDeserializer() throws InterruptedException {
            Thread.sleep(1);
        }

        @Override
        public SleepsWhenBuilt deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            p.skipChildren();
            return new SleepsWhenBuilt();
        }
    }

    @JsonDeserialize(using = GateDeserializer.class)
    static final class Gate {
    }

    static final class GateDeserializer extends JsonDeserializer<Gate> {
        static final CountDownLatch BUILDING = new CountDownLatch(1);
        static final CountDownLatch RELEASE = new CountDownLatch(1);

        GateDeserializer() throws InterruptedException {
            BUILDING.countDown();
            RELEASE.await(10, TimeUnit.SECONDS);
        }

        @Override
        public Gate deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            p.skipChildren();
            return new Gate();
        }
    }

    static final class Plain {
        public int v;
    }
}
