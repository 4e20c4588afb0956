package org.jsonpjackson.opensearch.reactor.transport;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.cfg.HandlerInstantiator;
import com.fasterxml.jackson.databind.cfg.MapperConfig;
import com.fasterxml.jackson.databind.introspect.Annotated;
import com.fasterxml.jackson.databind.jsontype.TypeIdResolver;
import com.fasterxml.jackson.databind.jsontype.TypeResolverBuilder;
import org.junit.jupiter.api.Test;
import reactor.blockhound.BlockingOperationError;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
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
 *
 * <p>Each test has its own {@link ObjectMapper} (so its own deserializer cache) and its own gate; nothing is
 * shared between tests or runs. The waiting test goes on only once the JVM reports the waiter waiting for a lock
 * the holder owns, so it cannot pass by the waiter not having got there yet.
 *
 * <p>Only a databind whose cache lock is a {@code ReentrantLock} (ours; 2.17.2 has one too) makes the allowance
 * matter: the 2.17.0 of the oldest opensearch-java line takes a monitor, whose wait BlockHound does not see.
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
        CountDownLatch building = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ObjectMapper mapper = new ObjectMapper();
        // Gate's deserializer is made under the cache lock; this one waits there until released.
        mapper.setHandlerInstantiator(new GateInstantiator(building, release));
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
            assertThat(building.await(10, TimeUnit.SECONDS)).as("the holder took the lock").isTrue();

            CompletableFuture<Thread> waiterThread = new CompletableFuture<>();
            CompletableFuture<Plain> waiter = Mono.fromCallable(() -> {
                        waiterThread.complete(Thread.currentThread());
                        return mapper.readValue("{\"v\":1}", Plain.class);
                    })
                    .subscribeOn(Schedulers.parallel())
                    .toFuture();
            Thread waiting = waiterThread.get(10, TimeUnit.SECONDS);
            assertThat(waitsForALockOf(waiting, holder, waiter, Duration.ofSeconds(10)))
                    .as("%s waits for the cache lock %s holds (last seen: %s; its read: %s)", waiting.getName(),
                            holder.getName(), threadInfo(waiting), waiter)
                    .isTrue();
            assertThat(waiter).as("the parallel thread is still waiting for the lock").isNotDone();

            release.countDown();
            assertThat(waiter.get(10, TimeUnit.SECONDS).v).isEqualTo(1);
        } finally {
            release.countDown();
            holder.join(10_000);
        }
    }

    /**
     * Whether {@code waiter} comes to wait (parked or blocked) on a lock that {@code owner} holds, before the
     * deadline and before its {@code work} ends. The JVM reports the owner both of a monitor and of a
     * {@code ReentrantLock}.
     */
    private static boolean waitsForALockOf(Thread waiter, Thread owner, CompletableFuture<?> work, Duration deadline)
            throws InterruptedException {
        long end = System.nanoTime() + deadline.toNanos();
        while (System.nanoTime() < end && !work.isDone()) {
            ThreadInfo info = threadInfo(waiter);
            if (info != null && info.getLockOwnerId() == owner.getId()
                    && (info.getThreadState() == Thread.State.BLOCKED || info.getThreadState() == Thread.State.WAITING)) {
                return true;
            }
            Thread.sleep(10);
        }
        return false;
    }

    private static ThreadInfo threadInfo(Thread thread) {
        return ManagementFactory.getThreadMXBean().getThreadInfo(thread.getId());
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
        @Override
        public Gate deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            p.skipChildren();
            return new Gate();
        }
    }

    /**
     * Makes {@link GateDeserializer} for one mapper: says it is building, then waits for the release. Databind
     * calls it while it builds Gate's deserializer, under the cache lock. Everything else it leaves to databind.
     */
    private static final class GateInstantiator extends HandlerInstantiator {
        private final CountDownLatch building;
        private final CountDownLatch release;

        GateInstantiator(CountDownLatch building, CountDownLatch release) {
            this.building = building;
            this.release = release;
        }

        @Override
        public JsonDeserializer<?> deserializerInstance(DeserializationConfig config, Annotated annotated, Class<?> deserClass) {
            if (deserClass != GateDeserializer.class) {
                return null;
            }
            building.countDown();
            try {
                if (!release.await(10, TimeUnit.SECONDS)) {
                    throw new IllegalStateException("never released");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            return new GateDeserializer();
        }

        @Override
        public KeyDeserializer keyDeserializerInstance(DeserializationConfig config, Annotated annotated, Class<?> keyDeserClass) {
            return null;
        }

        @Override
        public com.fasterxml.jackson.databind.JsonSerializer<?> serializerInstance(SerializationConfig config,
                                                                                  Annotated annotated, Class<?> serClass) {
            return null;
        }

        @Override
        public TypeResolverBuilder<?> typeResolverBuilderInstance(MapperConfig<?> config, Annotated annotated,
                                                                  Class<?> builderClass) {
            return null;
        }

        @Override
        public TypeIdResolver typeIdResolverInstance(MapperConfig<?> config, Annotated annotated, Class<?> resolverClass) {
            return null;
        }
    }

    static final class Plain {
        public int v;
    }
}
