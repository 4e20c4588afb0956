package org.jsonpjackson.bench.client;

import org.jsonpjackson.bench.mapper.MailDoc;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.BulkResponse;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.transport.OpenSearchTransport;
import reactor.core.publisher.Mono;

import java.util.function.Supplier;

/** Ours as its users call it: {@link ReactorSearchClient} over {@link ReactorNettyTransport}, no hand-off needed. */
final class ReactorClient implements BenchClient {

    private final ReactorNettyTransport transport;
    private final ReactorSearchClient client;
    private final Supplier<String> observed;

    ReactorClient(ReactorNettyTransport transport) {
        this(transport, () -> "none");
    }

    /** {@code observed} reads what the transport's registry and exporter recorded ({@link BenchClient#observed}). */
    ReactorClient(ReactorNettyTransport transport, Supplier<String> observed) {
        this.transport = transport;
        this.client = ReactorSearchClient.over(transport);
        this.observed = observed;
    }

    @Override
    public String observed() {
        return observed.get();
    }

    @Override
    public Mono<SearchResponse<MailDoc>> search(SearchRequest request) {
        return client.search(request, MailDoc.class);
    }

    @Override
    public Mono<Long> count(String index) {
        return client.count(index);
    }

    @Override
    public Mono<BulkResponse> bulk(BulkRequest request) {
        return client.bulk(request);
    }

    @Override
    public OpenSearchTransport transport() {
        return transport;
    }

    @Override
    public String handOff() {
        return "ReactorSearchClient.over(transport): results on the transport's decode scheduler";
    }

    @Override
    public void close() throws Exception {
        transport.close();
    }
}
