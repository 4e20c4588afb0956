package org.jsonpjackson.opensearch.transport;

import org.jsonpjackson.opensearch.config.SearchClientConfig;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;
import reactor.util.retry.Retry;

import java.net.URI;
import java.time.Duration;

/**
 * The tries of one request: which host each goes to, which failures are tried again, and the wait between.
 *
 * <p>Hosts are used round-robin; one that refuses a connection, or answers that it is unavailable, is skipped
 * for {@link #HOST_DOWN_FOR} while the request fails over to the next. A failed connection is always tried
 * again: the request never left. A request that may have arrived is sent again only if it is safe to repeat
 * ({@link Codec#safeToRepeat}): after the connection closed under it, no response came in time, or the node
 * answered 502, 503 or 504. Waits grow exponentially, with jitter, from {@link SearchClientConfig#minRetryDelay()}
 * to {@link #MAX_RETRY_DELAY}.
 */
final class Attempts {

    static final Duration HOST_DOWN_FOR = Duration.ofSeconds(30);
    /** The longest wait between two tries, however many retries are configured. */
    static final Duration MAX_RETRY_DELAY = Duration.ofSeconds(2);

    private final SearchClientConfig config;
    private final HttpStack stack;
    private final Hosts hosts;
    private final Scheduler timer;

    /** @param timer where the waits between tries run */
    Attempts(SearchClientConfig config, HttpStack stack, Scheduler timer) {
        this.config = config;
        this.stack = stack;
        this.hosts = new Hosts(config.hosts(), HOST_DOWN_FOR, System::nanoTime);
        this.timer = timer;
    }

    /**
     * The response to {@code encoded}, after as many tries as it takes and is allowed. A 502, 503 or 504 that
     * is still the answer once retries run out is returned as it is, for the codec to decode.
     */
    Mono<RawResponse> run(Codec.Encoded encoded, ResponseSlot slot) {
        return Mono.defer(() -> once(encoded, slot))
                .retryWhen(Retry.backoff(config.maxRetries(), config.minRetryDelay())
                        .maxBackoff(MAX_RETRY_DELAY)
                        .jitter(0.5)
                        .scheduler(timer)
                        .filter(e -> e instanceof CannotConnectException
                                || (encoded.safeToRepeat && (e instanceof Unavailable || Failures.mayHaveArrived(e))))
                        .onRetryExhaustedThrow((spec, signal) -> signal.failure() instanceof CannotConnectException last
                                ? Failures.noHostReached(last, (int) signal.totalRetries() + 1)
                                : signal.failure()))
                .onErrorResume(Unavailable.class, last -> Mono.just(last.response));
    }

    private Mono<RawResponse> once(Codec.Encoded encoded, ResponseSlot slot) {
        URI host = hosts.pick();
        return stack.exchange(host, encoded, slot)
                .flatMap(raw -> {
                    if (encoded.safeToRepeat && Failures.unavailable(raw.status)) {
                        hosts.failed(host);
                        // kept in an exception, and dropped if another try follows: off Netty's pool first
                        return Mono.error(new Unavailable(raw.detached()));
                    }
                    hosts.succeeded(host);
                    return Mono.just(raw);
                })
                .doOnError(CannotConnectException.class, e -> hosts.failed(host));
    }

    /** A 502, 503 or 504 to a request that is safe to repeat: a signal to try another host, never seen outside. */
    private static final class Unavailable extends RuntimeException {
        final transient RawResponse response;

        Unavailable(RawResponse response) {
            super("HTTP " + response.status + " from " + response.uri, null, false, false);
            this.response = response;
        }
    }
}
