package org.jsonpjackson.bench.client;

import org.jsonpjackson.bench.mapper.MailDoc;
import org.opensearch.client.opensearch.OpenSearchAsyncClient;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.BulkResponse;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.transport.OpenSearchTransport;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;

/**
 * opensearch-java's own transports (RestClientTransport, ApacheHttpClient5Transport) as Apache James 3.9 calls
 * them: {@code OpenSearchAsyncClient}, then {@code Mono.fromFuture(...).publishOn(Schedulers.boundedElastic())}.
 * Those transports decode on their I/O threads; the hand-off only moves the caller's code off them. James passes
 * the future itself (created on the spot); the supplier form used here creates it on subscription, which the
 * load driver needs, and changes nothing else. The same wiring for the three Apache set-ups, so that they differ
 * only in transport version, mapper and provider.
 */
final class FutureClient implements BenchClient {

    private final OpenSearchTransport transport;
    private final OpenSearchAsyncClient client;
    private final Scheduler handOff = Schedulers.boundedElastic();

    FutureClient(OpenSearchTransport transport) {
        this.transport = transport;
        this.client = new OpenSearchAsyncClient(transport);
    }

    @FunctionalInterface
    private interface Call<T> {
        CompletableFuture<T> start() throws IOException;
    }

    private <T> Mono<T> call(Call<T> call) {
        return Mono.fromFuture(() -> {
            try {
                return call.start();
            } catch (IOException e) {
                return CompletableFuture.failedFuture(e);
            }
        }).publishOn(handOff);
    }

    @Override
    public Mono<SearchResponse<MailDoc>> search(SearchRequest request) {
        return call(() -> client.search(request, MailDoc.class));
    }

    @Override
    public Mono<Long> count(String index) {
        return this.<Long>call(() -> client.count(c -> c.index(index)).thenApply(r -> r.count()));
    }

    @Override
    public Mono<BulkResponse> bulk(BulkRequest request) {
        return call(() -> client.bulk(request));
    }

    @Override
    public OpenSearchTransport transport() {
        return transport;
    }

    @Override
    public String handOff() {
        return "Mono.fromFuture(OpenSearchAsyncClient...).publishOn(Schedulers.boundedElastic())";
    }

    @Override
    public void close() throws Exception {
        transport.close();
    }
}
