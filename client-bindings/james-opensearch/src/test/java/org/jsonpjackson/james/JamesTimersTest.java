package org.jsonpjackson.james;

import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.apache.james.backends.opensearch.ReactorOpenSearchClient;
import org.apache.james.metrics.tests.RecordingMetricFactory;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch._types.Time;
import org.opensearch.client.opensearch.cluster.HealthRequest;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.ClearScrollRequest;
import org.opensearch.client.opensearch.core.DeleteByQueryRequest;
import org.opensearch.client.opensearch.core.DeleteRequest;
import org.opensearch.client.opensearch.core.GetRequest;
import org.opensearch.client.opensearch.core.IndexRequest;
import org.opensearch.client.opensearch.core.ScrollRequest;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.opensearch.indices.CreateIndexRequest;
import org.opensearch.client.opensearch.indices.ExistsAliasRequest;
import org.opensearch.client.opensearch.indices.ExistsRequest;
import org.opensearch.client.opensearch.indices.UpdateAliasesRequest;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * James' timers for our client, on a real node: every call James' client makes is timed in James' own
 * {@code MetricFactory}, under the name our transport's meters give the same call.
 */
@ExtendWith(OpenSearchExtension.class)
class JamesTimersTest {

    private final OpenSearchTarget target;

    JamesTimersTest(OpenSearchTarget target) {
        this.target = target;
    }

    /**
     * Each of James' client's calls once. The oracle is the transport's own {@code db.client.operation.duration}
     * meters, counted by {@code db.operation.name} in a registry of the test's: James' timers must name the same
     * operations, as many times each.
     */
    @Test
    void everyCallIsTimedInJamesMetricsUnderTheTransportsOperationName() throws Exception {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        RecordingMetricFactory james = new RecordingMetricFactory();
        ReactorNettyTransport transport = ReactorNettyTransport.builder(
                OpenSearchProperties.read(JamesOpenSearchClientsTest.jamesProperties(target))).meterRegistry(registry).build();
        ReactorOpenSearchClient client = JamesOpenSearchClients.create(transport, james);
        String index = "james-timers";
        String alias = index + "-read";
        try {
            client.health(new HealthRequest.Builder().build()).block();
            client.info().block();
            client.indexExists(new ExistsRequest.Builder().index(index).build()).block();
            client.createIndex(new CreateIndexRequest.Builder().index(index).build()).block();
            client.aliasExists(new ExistsAliasRequest.Builder().name(alias).build()).block();
            client.updateAliases(new UpdateAliasesRequest.Builder()
                    .actions(a -> a.add(add -> add.index(index).alias(alias))).build()).block();
            client.index(new IndexRequest.Builder<Map<String, String>>().index(index).id("1")
                    .document(Map.of("subject", "hello")).refresh(Refresh.True).build()).block();
            client.get(new GetRequest.Builder().index(index).id("1").build()).block();
            SearchResponse<ObjectNode> first = client.search(new SearchRequest.Builder().index(alias).size(1)
                    .scroll(new Time.Builder().time("1m").build()).build()).block();
            client.scroll(new ScrollRequest.Builder().scrollId(first.scrollId())
                    .scroll(new Time.Builder().time("1m").build()).build()).block();
            client.clearScroll(new ClearScrollRequest.Builder().scrollId(first.scrollId()).build()).block();
            client.bulk(new BulkRequest.Builder().operations(o -> o.index(i -> i.index(index).id("2")
                    .document(Map.of("subject", "bulk")))).refresh(Refresh.True).build()).block();
            client.deleteByQuery(new DeleteByQueryRequest.Builder().index(index)
                    .query(q -> q.ids(ids -> ids.values("2"))).refresh(true).build()).block();
            client.delete(new DeleteRequest.Builder().index(index).id("1").build()).block();
        } finally {
            client.close();
        }

        Map<String, Long> jamesTimers = new TreeMap<>();
        james.executionTimesForPrefixName(JsonpJacksonReactorOpenSearchClient.TIMER_PREFIX).asMap().forEach((name, times) ->
                jamesTimers.put(name.substring(JsonpJacksonReactorOpenSearchClient.TIMER_PREFIX.length()), (long) times.size()));
        Map<String, Long> transportMeters = registry.find("db.client.operation.duration").timers().stream()
                .collect(Collectors.groupingBy(t -> t.getId().getTag("db.operation.name"), TreeMap::new,
                        Collectors.summingLong(Timer::count)));
        assertThat(jamesTimers).as("James' timers, by operation").hasSize(14).isEqualTo(transportMeters);
        assertThat(jamesTimers.values()).as("calls timed, each operation").containsOnly(1L);
        assertThat(james.executionTimesFor("opensearch-search")).singleElement()
                .satisfies(d -> assertThat(d).isPositive().isLessThan(Duration.ofMinutes(1)));
    }
}
