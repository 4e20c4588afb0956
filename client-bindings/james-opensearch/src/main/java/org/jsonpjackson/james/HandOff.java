package org.jsonpjackson.james;

import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * How a call's result reaches James. James' own client ends every call with
 * {@code Mono.fromFuture(f).publishOn(Schedulers.boundedElastic())}: its code after a search may block, and the
 * Apache client completes {@code f} on an I/O thread. Our transport can decode on that same
 * {@code boundedElastic()} scheduler; the result is then already where James would move it, and a second move
 * would only add a thread crossing per call (the client-only benchmark measured ours at 1.13x stock's CPU per
 * search at 200 searches/s from such crossings). So:
 * <ul>
 * <li>{@link #DIRECT}: the transport decodes on {@code boundedElastic()}; a result completed there is emitted on
 * the thread that completed it. One that completes on the subscribing thread (a call that failed before it was
 * sent, or a future done by the time James subscribes) still moves to {@code boundedElastic()}, since the
 * subscriber may be one of James' own event loops.</li>
 * <li>{@link #PUBLISH_ON_BOUNDED_ELASTIC}: the transport decodes elsewhere (a transport of the user's, on its own
 * scheduler); James' hop is kept.</li>
 * </ul>
 * Either way James' code never runs on our transport's event loops or decode threads, as with its own client.
 */
enum HandOff {

    DIRECT {
        @Override
        <T> Mono<T> toReactor(CompletableFuture<T> future) {
            return Mono.defer(() -> {
                Thread subscriber = Thread.currentThread();
                return Mono.<T>create(sink -> {
                    sink.onCancel(() -> future.cancel(true));
                    future.whenComplete((value, error) -> {
                        Runnable emit = () -> {
                            if (error != null) {
                                sink.error(unwrap(error));
                            } else {
                                sink.success(value);
                            }
                        };
                        if (Thread.currentThread() == subscriber) {
                            jamesScheduler().schedule(emit);
                        } else {
                            emit.run();
                        }
                    });
                });
            });
        }
    },

    PUBLISH_ON_BOUNDED_ELASTIC {
        @Override
        <T> Mono<T> toReactor(CompletableFuture<T> future) {
            return Mono.fromFuture(future).publishOn(jamesScheduler());
        }
    };

    /** For a transport that decodes on {@code decodeScheduler}. */
    static HandOff forDecoder(Scheduler decodeScheduler) {
        return decodeScheduler == jamesScheduler() ? DIRECT : PUBLISH_ON_BOUNDED_ELASTIC;
    }

    /** Where James runs the code after a call: Reactor's shared {@code boundedElastic()}, as its client does. */
    static Scheduler jamesScheduler() {
        return Schedulers.boundedElastic();
    }

    abstract <T> Mono<T> toReactor(CompletableFuture<T> future);

    private static Throwable unwrap(Throwable error) {
        if (error instanceof CompletionException && error.getCause() != null) {
            return error.getCause();
        }
        return error;
    }
}
