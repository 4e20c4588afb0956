package org.jsonpjackson.opensearch.reactor;

import org.apache.hc.core5.http.HttpHost;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch.core.IndexRequest;
import org.opensearch.client.transport.OpenSearchTransport;
import org.opensearch.client.transport.httpclient5.ApacheHttpClient5TransportBuilder;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

import java.net.URI;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The same client over opensearch-java's stock Apache transport: results are handed off its I/O thread. */
// opensearch-java 2.25.0's stock ApacheHttpClient5Transport fails on gzip responses httpclient5 5.6 has already
// inflated ("Not in GZIP format"; StockTransportGzipTest holds it)
@Tag("opensearch-java-3")
@ExtendWith(OpenSearchExtension.class)
class StockTransportTest {

    @Test
    void resultsArriveOnTheHandOffScheduler(OpenSearchTarget target) throws Exception {
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        URI node = config.hosts().get(0);
        Scheduler handOff = Schedulers.newBoundedElastic(4, 100, "stock-handoff");
        try (OpenSearchTransport transport = ApacheHttpClient5TransportBuilder
                .builder(new HttpHost(node.getScheme(), node.getHost(), node.getPort()))
                .setMapper(new OpenSearchJacksonMapper()).build();
             ReactorSearchClient client = ReactorSearchClient.over(transport, handOff)) {
            var sent = client.index(IndexRequest.of(i -> i.index("stock-transport").id("1")
                    .document(Map.of("subject", "hi")).refresh(Refresh.True)));
            String thread = sent.map(r -> Thread.currentThread().getName()).block();
            assertThat(thread).startsWith("stock-handoff");
            var found = client.search(s -> s.index("stock-transport"), Map.class).block();
            assertThat(found.hits().hits()).hasSize(1);
            assertThat(found.hits().hits().get(0).source()).containsEntry("subject", "hi");
        } finally {
            handOff.dispose();
        }
    }

    @Test
    void nothingIsSentBeforeSubscription(OpenSearchTarget target) throws Exception {
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        try (ReactorSearchClient client = ReactorSearchClient.create(config)) {
            var never = client.index(IndexRequest.of(i -> i.index("lazy-test").id("1").document(Map.of("a", 1))));
            assertThat(client.indexExists("lazy-test").block()).as("not created by an unsubscribed Mono").isFalse();
            never.block();
            assertThat(client.indexExists("lazy-test").block()).isTrue();
            client.deleteIndex("lazy-test").block();
        }
    }
}
