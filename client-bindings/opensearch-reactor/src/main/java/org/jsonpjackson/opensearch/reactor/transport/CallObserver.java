package org.jsonpjackson.opensearch.reactor.transport;

import reactor.core.publisher.Mono;
import reactor.core.publisher.SignalType;
import reactor.util.context.ContextView;

import java.net.URI;

/**
 * What the transport tells about each call, for metrics and traces: one {@link Call} per subscription, told about
 * each try, the answer, the decode and the end. {@link #NONE} is the default: the transport then adds no operator and
 * allocates nothing per call for it ({@code TransportAllocationTest}). {@link MicrometerCalls} records meters,
 * {@link ObservedCalls} observations (spans, through the application's tracing bridge).
 *
 * <p>Every method may run on a Netty event loop: an implementation must not block (Micrometer's meters do not).
 */
interface CallObserver {

    /** The observer that observes nothing. */
    CallObserver NONE = (operation, subscriber) -> Call.NONE;

    /**
     * A call starts (it is subscribed to), on the subscribing thread.
     *
     * @param operation the endpoint, as {@link Operations#of} names it ({@code search}, {@code bulk})
     * @param subscriber the subscriber's Reactor context, where an observation of the caller's may be
     */
    Call start(String operation, ContextView subscriber);

    /** {@code first} and {@code second}, each told everything, {@code first} first; either may be {@link #NONE}. */
    static CallObserver both(CallObserver first, CallObserver second) {
        if (!first.observes()) {
            return second;
        }
        if (!second.observes()) {
            return first;
        }
        return (operation, subscriber) -> new Both(first.start(operation, subscriber), second.start(operation, subscriber));
    }

    /** Whether this observer records anything; the transport adds its operators only then. */
    default boolean observes() {
        return this != NONE;
    }

    /** One call's events, in the order they happen; a call is never told about from two threads at once. */
    interface Call {

        Call NONE = new Call() { };

        /**
         * The request is encoded: it goes to {@code encoded.pathAndQuery} on each host, with {@code encoded.headers},
         * to which a call may add its own (a trace's context) before the first try.
         */
        default void encoded(Codec.Encoded encoded) {
        }

        /** A try goes to {@code host}. */
        default void trying(URI host) {
        }

        /**
         * One try's exchange, as it is subscribed to: {@code exchange}, or {@code exchange} subscribed to in a context
         * of the call's (its span current, so that the HTTP client's own instrumentation, an agent's, nests under it).
         */
        default <T> Mono<T> sending(Mono<T> exchange) {
            return exchange;
        }

        /**
         * The try on {@code host} is to be sent again: it was answered with {@code status} (a node that is unavailable),
         * or it failed with {@code failure} (then {@code status} is -1). {@link #retrying} follows.
         */
        default void tryFailed(URI host, int status, Throwable failure) {
        }

        /** The failed try is sent again: on another host at once ({@code failover}), or after a wait. */
        default void retrying(boolean failover) {
        }

        /** {@code host} answered with {@code status} and a body of {@code bytes}: the call's answer, on the event loop. */
        default void answered(URI host, int status, int bytes) {
        }

        /** A decode thread starts on the answer. */
        default void decoding() {
        }

        /** The answer is decoded (or failed to decode). */
        default void decoded() {
        }

        /** The call fails with {@code error}; {@link #ended} follows. */
        default void failed(Throwable error) {
        }

        /** The call ends: completed, failed or cancelled. */
        default void ended(SignalType signal) {
        }

        /**
         * The call's result as its subscriber gets it: {@code result}, or {@code result} delivering its signals in a
         * context of the call's (the caller's trace made current again on the decode thread).
         */
        default <T> Mono<T> delivered(Mono<T> result) {
            return result;
        }
    }

    /** Two calls told the same events. */
    final class Both implements Call {
        private final Call first;
        private final Call second;

        Both(Call first, Call second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public void encoded(Codec.Encoded encoded) {
            first.encoded(encoded);
            second.encoded(encoded);
        }

        @Override
        public void trying(URI host) {
            first.trying(host);
            second.trying(host);
        }

        @Override
        public <T> Mono<T> sending(Mono<T> exchange) {
            return second.sending(first.sending(exchange));
        }

        @Override
        public void tryFailed(URI host, int status, Throwable failure) {
            first.tryFailed(host, status, failure);
            second.tryFailed(host, status, failure);
        }

        @Override
        public void retrying(boolean failover) {
            first.retrying(failover);
            second.retrying(failover);
        }

        @Override
        public void answered(URI host, int status, int bytes) {
            first.answered(host, status, bytes);
            second.answered(host, status, bytes);
        }

        @Override
        public void decoding() {
            first.decoding();
            second.decoding();
        }

        @Override
        public void decoded() {
            second.decoded();
            first.decoded();
        }

        @Override
        public void failed(Throwable error) {
            first.failed(error);
            second.failed(error);
        }

        @Override
        public void ended(SignalType signal) {
            first.ended(signal);
            second.ended(signal);
        }

        @Override
        public <T> Mono<T> delivered(Mono<T> result) {
            return second.delivered(first.delivered(result));
        }
    }
}
