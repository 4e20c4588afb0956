package org.jsonpjackson.opensearch.reactor.transport;

import reactor.core.publisher.SignalType;

import java.net.URI;

/**
 * What the transport tells about each call, for metrics: one {@link Call} per subscription, told about each try, the
 * answer, the decode and the end. {@link #NONE} is the default: the transport then adds no operator and allocates
 * nothing per call for it ({@code TransportAllocationTest}). {@link MicrometerCalls} is the one that records.
 *
 * <p>Every method may run on a Netty event loop: an implementation must not block (Micrometer's meters do not).
 */
interface CallObserver {

    /** The observer that observes nothing. */
    CallObserver NONE = operation -> Call.NONE;

    /**
     * A call starts (it is subscribed to).
     *
     * @param operation the endpoint, as {@link Operations#of} names it ({@code search}, {@code bulk})
     */
    Call start(String operation);

    /** Whether this observer records anything; the transport adds its operators only then. */
    default boolean observes() {
        return this != NONE;
    }

    /** One call's events, in the order they happen; a call is never told about from two threads at once. */
    interface Call {

        Call NONE = new Call() { };

        /** The request is encoded: it goes to {@code pathAndQuery} on each host. */
        default void encoded(String pathAndQuery) {
        }

        /** A try goes to {@code host}. */
        default void trying(URI host) {
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
    }
}
