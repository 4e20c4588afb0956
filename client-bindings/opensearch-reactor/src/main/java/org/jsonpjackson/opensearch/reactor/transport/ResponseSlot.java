package org.jsonpjackson.opensearch.reactor.transport;

import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Who releases a response's pooled body, for one call of the transport. The event loop parks each response it
 * collects here; the decoder claims it, and releases it once read; when the call ends any other way (a cancel, a
 * timeout, an error after the body came in), {@link #close()} releases whatever is still parked. A response parked
 * after the close is released at once. This does not rely on each Reactor operator between the event loop and the
 * decoder discarding what it drops on a cancel: a random-cancel test found responses lost between them.
 */
final class ResponseSlot {

    private static final Object CLAIMED = new Object();
    private static final Object CLOSED = new Object();

    private static final AtomicReferenceFieldUpdater<ResponseSlot, Object> SLOT =
            AtomicReferenceFieldUpdater.newUpdater(ResponseSlot.class, Object.class, "slot");

    /** null, a parked {@link RawResponse}, {@link #CLAIMED} or {@link #CLOSED}. */
    private volatile Object slot;
    /**
     * What the call tells its metrics ({@link CallObserver.Call#NONE} without): held here, where every step of the
     * call already looks, so that a call without metrics allocates nothing more for them.
     */
    final CallObserver.Call call;

    ResponseSlot() {
        this(CallObserver.Call.NONE);
    }

    ResponseSlot(CallObserver.Call call) {
        this.call = call;
    }

    /** Parks {@code response}, releasing any earlier one; released at once if closed. */
    void park(RawResponse response) {
        for (;;) {
            Object current = slot;
            if (current == CLOSED || current == CLAIMED) {
                response.release();
                return;
            }
            if (SLOT.compareAndSet(this, current, response)) {
                if (current != null) {
                    ((RawResponse) current).release();
                }
                return;
            }
        }
    }

    /**
     * Gives back a parked response nobody will decode: a try answered 502, 503 or 504 and another try follows. Its
     * buffers go back now, rather than being held through the wait before the next try.
     */
    void drop(RawResponse response) {
        SLOT.compareAndSet(this, response, null);
        response.release();
    }

    /**
     * Takes {@code response} over for decoding: true if it was parked here, and the caller now releases it; false
     * if the call was closed first (its buffers are gone).
     */
    boolean claim(RawResponse response) {
        return SLOT.compareAndSet(this, response, CLAIMED);
    }

    /** The call ended: releases a parked response, and any parked later. */
    void close() {
        Object previous = SLOT.getAndSet(this, CLOSED);
        if (previous instanceof RawResponse) {
            ((RawResponse) previous).release();
        }
    }
}
