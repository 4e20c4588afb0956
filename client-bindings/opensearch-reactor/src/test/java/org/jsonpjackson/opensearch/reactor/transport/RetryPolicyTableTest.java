package org.jsonpjackson.opensearch.reactor.transport;

import org.opensearch.client.opensearch._types.OpType;
import org.opensearch.client.opensearch.cluster.HealthRequest;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.ClearScrollRequest;
import org.opensearch.client.opensearch.core.CountRequest;
import org.opensearch.client.opensearch.core.CreateRequest;
import org.opensearch.client.opensearch.core.DeleteByQueryRequest;
import org.opensearch.client.opensearch.core.DeleteRequest;
import org.opensearch.client.opensearch.core.ExistsRequest;
import org.opensearch.client.opensearch.core.GetRequest;
import org.opensearch.client.opensearch.core.IndexRequest;
import org.opensearch.client.opensearch.core.MgetRequest;
import org.opensearch.client.opensearch.core.MsearchRequest;
import org.opensearch.client.opensearch.core.ScrollRequest;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.UpdateRequest;
import org.opensearch.client.opensearch.core.bulk.BulkOperation;
import org.opensearch.client.opensearch.core.bulk.DeleteOperation;
import org.opensearch.client.opensearch.core.bulk.IndexOperation;
import org.opensearch.client.transport.Endpoint;
import org.opensearch.client.transport.TransportException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import reactor.netty.http.client.PrematureCloseException;

import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * RetryPolicy's whole table, without a network: which requests are safe to repeat, and which failures and statuses
 * send a request again. What a retry looks like on the wire (where it goes, how long it waits) is Attempts'
 * (AttemptsBackoffTest); that the client's calls meet these rules over HTTP is RetryAndLimitTest's.
 */
class RetryPolicyTableTest {

    private static final Map<String, Integer> DOC = Map.of("n", 1);

    /** The row's request, sent with its endpoint's method unless {@code asSent} is false (a method no client sends). */
    private record Request(String method, String what, Object request, boolean asSent) {
        @Override
        public String toString() {
            return method + " " + what;
        }
    }

    private static Arguments row(String method, String what, Object request, boolean safe) {
        return Arguments.of(new Request(method, what, request, true), safe);
    }

    private static Arguments unsent(String method, String what, Object request, boolean safe) {
        return Arguments.of(new Request(method, what, request, false), safe);
    }

    /** An index of a document under the id 1, changed by {@code how}. */
    private static IndexRequest<Map<String, Integer>> index(UnaryOperator<IndexRequest.Builder<Map<String, Integer>>> how) {
        return IndexRequest.of(i -> how.apply(i.index("i").id("1").document(DOC)));
    }

    private static BulkRequest bulk(BulkOperation... operations) {
        return BulkRequest.of(b -> b.operations(List.of(operations)));
    }

    /** A bulk index of a document under {@code id}, changed by {@code how}. */
    private static BulkOperation indexOp(String id, UnaryOperator<IndexOperation.Builder<Map<String, Integer>>> how) {
        return BulkOperation.of(o -> o.<Map<String, Integer>>index(i -> how.apply(i.index("i").id(id).document(DOC))));
    }

    /** A bulk delete of the document {@code id}, changed by {@code how}. */
    private static BulkOperation deleteOp(String id, UnaryOperator<DeleteOperation.Builder> how) {
        return BulkOperation.of(o -> o.delete(d -> how.apply(d.index("i").id(id))));
    }

    static Stream<Arguments> requests() {
        BulkOperation plainIndex = indexOp("1", i -> i);
        BulkOperation plainDelete = deleteOp("2", d -> d);
        return Stream.of(
                row("GET", "a get", GetRequest.of(g -> g.index("i").id("1")), true),
                row("HEAD", "an exists", ExistsRequest.of(e -> e.index("i").id("1")), true),
                row("GET", "a cluster health, a request the policy does not name", HealthRequest.of(h -> h), true),
                row("POST", "a search", SearchRequest.of(s -> s.index("i")), true),
                row("POST", "a count", CountRequest.of(c -> c.index("i")), true),
                row("POST", "a multi-get", MgetRequest.of(m -> m.index("i").ids("1", "2")), true),
                row("POST", "a multi-search",
                        MsearchRequest.of(m -> m.searches(s -> s.header(h -> h.index("i")).body(b -> b))), true),
                row("POST", "a scroll continuation", ScrollRequest.of(s -> s.scrollId("scroll-1")), false),
                // the scroll rule comes first: its method would otherwise make it a read
                unsent("GET", "a scroll continuation", ScrollRequest.of(s -> s.scrollId("scroll-1")), false),
                row("PUT", "an index under an explicit id", index(i -> i), true),
                row("POST", "an index without an id", IndexRequest.of(i -> i.index("i").document(DOC)), false),
                row("PUT", "an index under an id that may only create", index(i -> i.opType(OpType.Create)), false),
                row("PUT", "an index under an id that may also create", index(i -> i.opType(OpType.Index)), true),
                row("PUT", "an index on a sequence number and a primary term", index(i -> i.ifSeqNo(3L).ifPrimaryTerm(1L)), false),
                // each condition alone: the policy must look at all three
                row("PUT", "an index on a sequence number", index(i -> i.ifSeqNo(3L)), false),
                row("PUT", "an index on a primary term", index(i -> i.ifPrimaryTerm(1L)), false),
                row("PUT", "an index on a version", index(i -> i.version(2L)), false),
                row("POST", "a bulk of indexes under ids and deletes", bulk(plainIndex, plainDelete, indexOp("3", i -> i)), true),
                row("POST", "a bulk with one index without an id",
                        bulk(plainIndex, BulkOperation.of(o -> o.index(i -> i.index("i").document(DOC)))), false),
                row("POST", "a bulk with one create",
                        bulk(plainIndex, BulkOperation.of(o -> o.create(c -> c.index("i").id("2").document(DOC)))), false),
                row("POST", "a bulk with one update",
                        bulk(plainIndex, BulkOperation.of(o -> o.update(u -> u.index("i").id("2").document(DOC)))), false),
                row("POST", "a bulk with an index on a sequence number", bulk(plainDelete, indexOp("1", i -> i.ifSeqNo(3L))), false),
                row("POST", "a bulk with an index on a primary term", bulk(plainDelete, indexOp("1", i -> i.ifPrimaryTerm(1L))), false),
                row("POST", "a bulk with an index on a version", bulk(plainDelete, indexOp("1", i -> i.version(2L))), false),
                row("POST", "a bulk with a delete on a sequence number", bulk(plainIndex, deleteOp("2", d -> d.ifSeqNo(3L))), false),
                row("POST", "a bulk with a delete on a primary term", bulk(plainIndex, deleteOp("2", d -> d.ifPrimaryTerm(1L))), false),
                row("POST", "a bulk with a delete on a version", bulk(plainIndex, deleteOp("2", d -> d.version(2L))), false),
                row("PUT", "a create", CreateRequest.of(c -> c.index("i").id("1").document(DOC)), false),
                row("POST", "an update", UpdateRequest.of(u -> u.index("i").id("1").doc(DOC)), false),
                row("DELETE", "a single delete", DeleteRequest.of(d -> d.index("i").id("1")), false),
                row("POST", "a delete by query",
                        DeleteByQueryRequest.of(d -> d.index("i").query(q -> q.matchAll(m -> m))), false),
                row("DELETE", "a clear scroll, a request the policy does not name",
                        ClearScrollRequest.of(c -> c.scrollId("scroll-1")), false));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("requests")
    void whichRequestsAreSafeToRepeat(Request row, boolean safe) {
        assertThat(RetryPolicy.safeToRepeat(row.method(), row.request())).isEqualTo(safe);
    }

    static Stream<Arguments> requestsAsSent() {
        return requests().filter(arguments -> ((Request) arguments.get()[0]).asSent());
    }

    /** The table above would prove nothing about real calls if a row named a method its request never goes with. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("requestsAsSent")
    @SuppressWarnings("unchecked")
    void eachRowsMethodIsTheOneItsEndpointSends(Request row) throws ReflectiveOperationException {
        Endpoint<Object, ?, ?> endpoint = (Endpoint<Object, ?, ?>) row.request().getClass().getField("_ENDPOINT").get(null);
        assertThat(endpoint.method(row.request())).isEqualTo(row.method());
    }

    static Stream<Arguments> failures() {
        return Stream.of(
                Arguments.of(new CannotConnectException("refused", "opensearch.hosts", 1, null), true, true),
                Arguments.of(new ResponseTimeoutException("silent", null), true, false),
                Arguments.of(PrematureCloseException.TEST_EXCEPTION, true, false),
                Arguments.of(new IOException("Connection reset by peer"), true, false),
                Arguments.of(new ClosedChannelException(), true, false),
                // never sent either, but it already waited its time for a connection
                Arguments.of(new PoolAcquireTimeoutException("pool busy", null), false, false),
                Arguments.of(new ResponseTooLargeException("too large", 10), false, false),
                Arguments.of(new TlsFailureException("untrusted", null), false, false),
                Arguments.of(new RequestTimeoutException("call too long"), false, false),
                Arguments.of(new ConnectionLostException("lost", true, 4, null), false, false),
                Arguments.of(new NodeUnavailableException("unavailable", 503, ""), false, false),
                // an IOException, like a lost connection, but opensearch-java's own refusal, not the network's
                Arguments.of(new TransportException("no such endpoint"), false, false),
                Arguments.of(new IllegalStateException("a bug"), false, false));
    }

    @ParameterizedTest(name = "{0}: again if safe {1}, if not {2}")
    @MethodSource("failures")
    void whichFailuresAreTriedAgain(Throwable failure, boolean whenSafe, boolean whenNotSafe) {
        assertThat(RetryPolicy.triesAgainAfter(failure, true)).as("safe to repeat").isEqualTo(whenSafe);
        assertThat(RetryPolicy.triesAgainAfter(failure, false)).as("not safe to repeat").isEqualTo(whenNotSafe);
    }

    @ParameterizedTest(name = "{0}: again if safe {1}")
    @CsvSource({
            "200, false", "201, false", "204, false", "301, false", "302, false", "304, false", "400, false",
            "401, false", "403, false", "404, false", "408, false", "409, false", "429, false", "500, false",
            "501, false", "502, true", "503, true", "504, true", "505, false", "507, false", "599, false"})
    void whichStatusesAreTriedAgain(int status, boolean whenSafe) {
        assertThat(RetryPolicy.triesAgainAfter(status, true)).as("safe to repeat").isEqualTo(whenSafe);
        assertThat(RetryPolicy.triesAgainAfter(status, false)).as("not safe to repeat: never").isFalse();
    }

    static Stream<Arguments> conditionalWrites() {
        return Stream.of(
                Arguments.of("an index on a sequence number and a primary term", "PUT",
                        index(i -> i.ifSeqNo(3L).ifPrimaryTerm(1L))),
                Arguments.of("an index on a version", "PUT", index(i -> i.version(2L))),
                Arguments.of("a bulk with one conditional delete among plain ones", "POST",
                        bulk(indexOp("1", i -> i), deleteOp("2", d -> d.ifSeqNo(3L).ifPrimaryTerm(1L)))));
    }

    /**
     * A second delivery of a conditional write finds the condition moved on by the first and fails, so it goes
     * again only when it cannot have arrived: after a refused connection, and after nothing else.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("conditionalWrites")
    void aConditionalWriteGoesAgainOnlyWhenItNeverLeft(String what, String method, Object request) {
        boolean safe = RetryPolicy.safeToRepeat(method, request);
        assertThat(RetryPolicy.triesAgainAfter(new CannotConnectException("refused", "opensearch.hosts", 1, null), safe))
                .as("refused: it never left").isTrue();
        assertThat(RetryPolicy.triesAgainAfter(new ResponseTimeoutException("silent", null), safe)).as("no answer").isFalse();
        assertThat(RetryPolicy.triesAgainAfter(PrematureCloseException.TEST_EXCEPTION, safe)).as("connection lost").isFalse();
        for (int status = 502; status <= 504; status++) {
            assertThat(RetryPolicy.triesAgainAfter(status, safe)).as("answered %d", status).isFalse();
        }
    }
}
