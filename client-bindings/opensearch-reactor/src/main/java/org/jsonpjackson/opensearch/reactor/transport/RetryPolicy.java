package org.jsonpjackson.opensearch.reactor.transport;

import org.opensearch.client.opensearch._types.OpType;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.CountRequest;
import org.opensearch.client.opensearch.core.IndexRequest;
import org.opensearch.client.opensearch.core.MgetRequest;
import org.opensearch.client.opensearch.core.MsearchRequest;
import org.opensearch.client.opensearch.core.ScrollRequest;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.bulk.BulkOperation;

/**
 * Which requests may be sent again after which outcomes: the one place that decides it, so that what is safe to
 * repeat and what may have reached a node cannot drift apart. {@link Attempts} asks; it decides nothing itself.
 *
 * <p>A request that never left (no connection could be opened) is always tried again. One that may have reached a
 * node (the connection closed under it, no response came in time, or the node answered 502, 503 or 504) is tried
 * again only if it is {@link #safeToRepeat safe to repeat}. Anything else ends the call; so does a
 * {@link PoolAcquireTimeoutException}: although that request never left either, it already waited as long as it is
 * allowed to for a connection, and a retry would only queue again behind the calls holding them.
 */
final class RetryPolicy {

    private RetryPolicy() {
    }

    /**
     * Whether a request changes nothing, or the same thing however often it arrives: GET and HEAD; searches,
     * counts and multi-gets and multi-searches, which read although they are sent as POST; an index of a document
     * under an explicit id, and bulk requests whose every operation indexes a document under an explicit id or
     * deletes one, which leave the index as one delivery would, unless an operation is conditional (on a sequence
     * number, a primary term or a version, which a second delivery finds moved on). Creates (which fail the second
     * time), updates (which may run scripts), scroll continuations (each moves the scroll on along every shard, so
     * one repeated after a lost answer would skip a page of hits), a single delete (whose repeat answers 404 for a
     * document the first one deleted) and everything else are not.
     */
    static boolean safeToRepeat(String method, Object request) {
        if (request instanceof ScrollRequest) {
            return false;
        }
        if (method.equals("GET") || method.equals("HEAD")) {
            return true;
        }
        if (request instanceof SearchRequest || request instanceof CountRequest || request instanceof MgetRequest
                || request instanceof MsearchRequest) {
            return true;
        }
        if (request instanceof IndexRequest<?> index) {
            return index.id() != null && index.opType() != OpType.Create
                    && unconditional(index.ifSeqNo(), index.ifPrimaryTerm(), index.version());
        }
        if (request instanceof BulkRequest bulk) {
            for (BulkOperation op : bulk.operations()) {
                boolean replaysAlike = op.isIndex()
                        ? op.index().id() != null && unconditional(op.index().ifSeqNo(), op.index().ifPrimaryTerm(), op.index().version())
                        : op.isDelete() && unconditional(op.delete().ifSeqNo(), op.delete().ifPrimaryTerm(), op.delete().version());
                if (!replaysAlike) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    private static boolean unconditional(Long ifSeqNo, Long ifPrimaryTerm, Long version) {
        return ifSeqNo == null && ifPrimaryTerm == null && version == null;
    }

    /** Whether a try that failed with {@code failure} (as {@link Failures#classify} made it) may be tried again. */
    static boolean triesAgainAfter(Throwable failure, boolean safeToRepeat) {
        return neverLeft(failure) || (safeToRepeat && mayHaveArrived(failure));
    }

    /** Whether a try answered with {@code status} may be tried again, on another host. */
    static boolean triesAgainAfter(int status, boolean safeToRepeat) {
        return safeToRepeat && Failures.unavailable(status);
    }

    /** The request was never sent: no connection could be opened. */
    private static boolean neverLeft(Throwable failure) {
        return failure instanceof CannotConnectException;
    }

    /**
     * Whether the request may have reached the node although no answer came: the connection broke or stayed
     * silent. A refused connection never carried it; our own refusals (too large, TLS) are not the node's.
     */
    private static boolean mayHaveArrived(Throwable failure) {
        return failure instanceof ResponseTimeoutException || Failures.isConnectionLost(failure);
    }
}
