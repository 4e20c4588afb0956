package org.jsonpjackson.james;

import org.apache.james.backends.opensearch.ReactorOpenSearchClient;
import org.junit.jupiter.api.Test;
import reactor.core.Disposable;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** {@link HandOff} without a node: where each kind emits, errors, cancellation, and that every call of James' uses it. */
class HandOffTest {

    @Test
    void directEmitsOnTheThreadThatCompletedTheCall() throws Exception {
        CompletableFuture<String> call = new CompletableFuture<>();
        CompletableFuture<Thread> emittedOn = new CompletableFuture<>();
        HandOff.DIRECT.toReactor(call).subscribe(v -> emittedOn.complete(Thread.currentThread()));
        Thread completer = new Thread(() -> call.complete("done"), "the-decoder");
        completer.start();
        assertThat(emittedOn.get(10, TimeUnit.SECONDS)).isSameAs(completer);
    }

    @Test
    void directMovesAResultAlreadyThereToBoundedElasticInsteadOfEmittingOnTheSubscriber() {
        // James subscribes on its own threads (its JMAP server's event loops among them): a call done by then
        // must not run James' next step there
        String thread = HandOff.DIRECT.toReactor(CompletableFuture.completedFuture("done"))
                .map(v -> Thread.currentThread().getName()).block();
        assertThat(thread).startsWith("boundedElastic-");
    }

    @Test
    void directPassesTheCallsOwnError() {
        IOException cause = new IOException("node gone");
        assertThatThrownBy(() -> HandOff.DIRECT.toReactor(CompletableFuture.failedFuture(new CompletionException(cause))).block())
                .hasCause(cause);
        assertThatThrownBy(() -> HandOff.DIRECT.toReactor(CompletableFuture.<String>failedFuture(new IllegalStateException("refused"))).block())
                .isInstanceOf(IllegalStateException.class).hasMessage("refused");
    }

    @Test
    void directEmitsEmptyForANullResult() {
        assertThat(HandOff.DIRECT.toReactor(CompletableFuture.<String>completedFuture(null)).blockOptional()).isEmpty();
    }

    @Test
    void cancellingCancelsTheCall() {
        for (HandOff handOff : HandOff.values()) {
            CompletableFuture<String> call = new CompletableFuture<>();
            Disposable subscription = handOff.toReactor(call).subscribe();
            subscription.dispose();
            assertThat(call).as(handOff.name()).isCancelled();
        }
    }

    @Test
    void publishOnBoundedElasticMovesEveryResult() throws Exception {
        CompletableFuture<String> call = new CompletableFuture<>();
        CompletableFuture<Thread> emittedOn = new CompletableFuture<>();
        HandOff.PUBLISH_ON_BOUNDED_ELASTIC.toReactor(call).subscribe(v -> emittedOn.complete(Thread.currentThread()));
        Thread completer = new Thread(() -> call.complete("done"), "the-decoder");
        completer.start();
        assertThat(emittedOn.get(10, TimeUnit.SECONDS).getName()).startsWith("boundedElastic-");
    }

    @Test
    void onlyTheSharedBoundedElasticIsJamesOwnScheduler() {
        assertThat(HandOff.forDecoder(Schedulers.boundedElastic())).isEqualTo(HandOff.DIRECT);
        var own = Schedulers.newBoundedElastic(2, 10, "not-james");
        try {
            assertThat(HandOff.forDecoder(own)).isEqualTo(HandOff.PUBLISH_ON_BOUNDED_ELASTIC);
            assertThat(HandOff.forDecoder(Schedulers.parallel())).isEqualTo(HandOff.PUBLISH_ON_BOUNDED_ELASTIC);
        } finally {
            own.dispose();
        }
    }

    /**
     * James' own methods end with a hop of their own: one not overridden here would still work, but cross threads
     * once more than James' client does. A James upgrade that adds a call fails here until it is overridden.
     */
    @Test
    void everyCallOfJamesClientIsOverridden() {
        List<String> notOverridden = Arrays.stream(ReactorOpenSearchClient.class.getDeclaredMethods())
                .filter(m -> Modifier.isPublic(m.getModifiers()) && Mono.class.isAssignableFrom(m.getReturnType()))
                .filter(m -> !declaredBy(JsonpJacksonReactorOpenSearchClient.class, m))
                .map(Method::getName)
                .collect(Collectors.toList());
        assertThat(notOverridden).isEmpty();
    }

    private static boolean declaredBy(Class<?> type, Method m) {
        try {
            type.getDeclaredMethod(m.getName(), m.getParameterTypes());
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
