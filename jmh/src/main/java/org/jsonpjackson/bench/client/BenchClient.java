package org.jsonpjackson.bench.client;

import org.jsonpjackson.bench.mapper.MailDoc;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.BulkResponse;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.transport.OpenSearchTransport;
import reactor.core.publisher.Mono;

/**
 * One set-up's client as its users call it: lazy {@code Mono}s (nothing is sent before subscription), results
 * delivered where that set-up delivers them.
 */
interface BenchClient extends AutoCloseable {

    Mono<SearchResponse<MailDoc>> search(SearchRequest request);

    Mono<Long> count(String index);

    Mono<BulkResponse> bulk(BulkRequest request);

    OpenSearchTransport transport();

    /** Where results are handed to the caller's code, for the report. */
    String handOff();

    /**
     * What the set-up's observation recorded so far, read from its registry and exporter ({@code calls timed N},
     * {@code spans exported N}), or {@code none}: the report's evidence that metrics and traces really ran.
     */
    default String observed() {
        return "none";
    }

    @Override
    void close() throws Exception;
}
