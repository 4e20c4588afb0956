package org.jsonpjackson.opensearch.reactor.transport;

import reactor.core.publisher.Mono;
import reactor.netty.DisposableServer;
import reactor.netty.http.server.HttpServer;

/** A cluster-health answer of a fake node, {@code cluster_name} "fake", for the loopback servers of these tests. */
final class FakeHealth {

    static final String BODY = "{\"cluster_name\":\"fake\",\"status\":\"green\",\"timed_out\":false,"
            + "\"number_of_nodes\":1,\"number_of_data_nodes\":1,\"active_primary_shards\":0,\"active_shards\":0,"
            + "\"relocating_shards\":0,\"initializing_shards\":0,\"unassigned_shards\":0,\"delayed_unassigned_shards\":0,"
            + "\"number_of_pending_tasks\":0,\"number_of_in_flight_fetch\":0,\"task_max_waiting_in_queue_millis\":0,"
            + "\"active_shards_percent_as_number\":100.0}";

    /** A loopback server on a free port that answers every request with {@link #BODY}; the caller disposes it. */
    static DisposableServer server() {
        return HttpServer.create().host("127.0.0.1").port(0)
                .handle((req, res) -> res.header("Content-Type", "application/json").sendString(Mono.just(BODY)))
                .bindNow();
    }

    private FakeHealth() {
    }
}
