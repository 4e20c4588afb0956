package org.jsonpjackson.opensearch.reactor.transport;

import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;

import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The tries of one request: which host each goes to, which outcomes are tried again, and the wait between.
 *
 * <p>Hosts are used round-robin; one that refuses a connection, or answers that it is unavailable, is skipped
 * for {@link #HOST_DOWN_FOR} while the request fails over to the next. Which outcomes are tried again is
 * {@link RetryPolicy}'s decision, as many times as {@link SearchClientConfig#maxRetries()} allows.
 *
 * <p>A retry goes at once to a host that is up and that this request has not tried yet: a node that died should
 * cost its in-flight requests one more round trip, not a wait (measured: with a wait of 3 s, a search node's
 * SIGKILL under James put 3-second requests into the p99). Only when every host that is up has been tried does the
 * request wait, and those waits grow exponentially, with jitter, from {@link SearchClientConfig#minRetryDelay()}
 * to {@link #MAX_RETRY_DELAY}.
 *
 * <p>An answer stays an answer: a 502, 503 or 504 that is tried again is released, and the last one is returned
 * as it came, still in Netty's buffers, for {@link Codec#decode} to classify once. Only failures travel as errors.
 */
final class Attempts {

    static final Duration HOST_DOWN_FOR = Duration.ofSeconds(30);
    /** The longest wait between two tries, however many retries are configured. */
    static final Duration MAX_RETRY_DELAY = Duration.ofSeconds(2);

    /**
     * What a try needs of {@link HttpStack}: one exchange with one host. An interface so that the tries, the waits
     * between them and the outcome can be driven without a network, on virtual time (AttemptsBackoffTest); the
     * transport passes its {@link HttpStack}, the only implementation, so the call stays monomorphic.
     */
    interface Exchange {
        /** As {@link HttpStack#exchange}: the whole response, parked in {@code slot}, or a classified failure. */
        Mono<RawResponse> exchange(URI host, Codec.Encoded encoded, ResponseSlot slot);
    }

    private final SearchClientConfig config;
    private final Exchange stack;
    private final Hosts hosts;
    private final Scheduler timer;

    /** @param timer where the waits between tries run */
    Attempts(SearchClientConfig config, Exchange stack, Scheduler timer) {
        this.config = config;
        this.stack = stack;
        this.hosts = new Hosts(config.hosts(), HOST_DOWN_FOR, System::nanoTime);
        this.timer = timer;
    }

    /**
     * The response to {@code encoded}, after as many tries as it takes and is allowed; whatever its status, it is
     * parked in {@code slot}. Fails with the last try's failure, or, when no try could connect, with
     * {@link Failures#noHostReached}.
     */
    Mono<RawResponse> run(Codec.Encoded encoded, ResponseSlot slot) {
        return Mono.defer(() -> attempt(encoded, slot, 0, 0, hosts.pick(), List.of()));
    }

    /** The hosts, and which are skipped now (the metrics' node gauges read them). */
    Hosts hosts() {
        return hosts;
    }

    /**
     * One try on {@code host}, then, if its outcome is one to try again and retries are left, the next: at once on
     * a host not yet tried, else after a wait. The try's outcomes are judged before the next is chained, so a later
     * try's outcome is never judged twice.
     *
     * @param waited how many times this request has waited to try again
     * @param triedBefore the hosts this request was sent to before, one entry per try
     */
    private Mono<RawResponse> attempt(Codec.Encoded encoded, ResponseSlot slot, int retried, int waited, URI host,
            List<URI> triedBefore) {
        boolean retriesLeft = retried < config.maxRetries();
        slot.call.trying(host);
        return slot.call.sending(stack.exchange(host, encoded, slot))
                .filter(raw -> !answeredToTryAgain(raw, host, encoded, retriesLeft, slot))
                .onErrorResume(failure -> failed(failure, host, encoded, retriesLeft, retried, slot.call))
                .switchIfEmpty(Mono.defer(() -> {
                    List<URI> tried = new ArrayList<>(triedBefore.size() + 1);
                    tried.addAll(triedBefore);
                    tried.add(host);
                    URI failover = hosts.pickUntried(tried);
                    slot.call.retrying(failover != null);
                    if (failover != null) {
                        return attempt(encoded, slot, retried + 1, waited, failover, tried);
                    }
                    return Mono.delay(delay(waited), timer)
                            .then(Mono.defer(() -> attempt(encoded, slot, retried + 1, waited + 1, hosts.pick(), tried)));
                }));
    }

    /** Whether {@code raw} is an unavailable node's answer to try again elsewhere; it is then given back. */
    private boolean answeredToTryAgain(RawResponse raw, URI host, Codec.Encoded encoded, boolean retriesLeft,
            ResponseSlot slot) {
        CallObserver.Call call = slot.call;
        if (!Failures.unavailable(raw.status)) {
            hosts.succeeded(host);
            call.answered(host, raw.status, raw.length());
            return false;
        }
        hosts.failed(host);
        if (retriesLeft && RetryPolicy.triesAgainAfter(raw.status, encoded.safeToRepeat)) {
            call.tryFailed(host, raw.status, null);
            slot.drop(raw);
            return true;
        }
        call.answered(host, raw.status, raw.length());
        return false;
    }

    /** Empty to try again; else the error the call ends with. */
    private Mono<RawResponse> failed(Throwable failure, URI host, Codec.Encoded encoded, boolean retriesLeft, int retried,
            CallObserver.Call call) {
        boolean notConnected = failure instanceof CannotConnectException;
        if (notConnected) {
            hosts.failed(host);
        }
        if (retriesLeft && RetryPolicy.triesAgainAfter(failure, encoded.safeToRepeat)) {
            call.tryFailed(host, -1, failure);
            return Mono.empty();
        }
        if (notConnected) {
            return Mono.error(Failures.noHostReached((CannotConnectException) failure, retried + 1));
        }
        if (Failures.isConnectionLost(failure)) {
            return Mono.error(Failures.connectionLost(failure, host, encoded.method, encoded.pathAndQuery,
                    encoded.safeToRepeat, retried + 1));
        }
        return Mono.error(failure);
    }

    /**
     * The wait after {@code waited} waits: the first delay doubled for each wait before, at most
     * {@link #MAX_RETRY_DELAY}, moved by up to half of itself either way at random (so that clients that failed
     * together do not come back together), and never shorter than the first delay.
     */
    private Duration delay(int waited) {
        long min = config.minRetryDelay().toMillis();
        long max = MAX_RETRY_DELAY.toMillis();
        long base = waited >= 31 || min > (max >> waited) ? max : min << waited;
        long low = Math.max(min, base - base / 2);
        long high = Math.min(max, base + base / 2);
        return Duration.ofMillis(high > low ? low + ThreadLocalRandom.current().nextLong(high - low) : low);
    }
}
