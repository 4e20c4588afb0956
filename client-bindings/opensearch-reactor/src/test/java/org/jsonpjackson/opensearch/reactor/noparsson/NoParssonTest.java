package org.jsonpjackson.opensearch.reactor.noparsson;

import jakarta.json.spi.JsonProvider;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.GetRequest;
import org.opensearch.client.opensearch.core.IndexRequest;
import org.opensearch.client.opensearch.core.SearchResponse;

import java.io.IOException;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Runs in its own surefire execution, with Parsson removed from the class path: the client must work with
 * our provider alone, and must not look the provider up per request.
 */
@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class NoParssonTest {

    private final ReactorSearchClient client;

    NoParssonTest(OpenSearchTarget target) {
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        this.client = ReactorSearchClient.create(config);
    }

    @AfterAll
    void close() throws IOException {
        client.close();
    }

    @Test
    void parssonIsNotOnTheClassPath() {
        assertThatThrownBy(() -> Class.forName("org.eclipse.parsson.JsonProviderImpl"))
                .isInstanceOf(ClassNotFoundException.class);
        assertThatThrownBy(() -> Class.forName("org.glassfish.json.JsonProviderImpl"))
                .isInstanceOf(ClassNotFoundException.class);
    }

    @Test
    void everyKindOfCallWorksAndNoneLooksTheProviderUp() {
        // Warm-up: opensearch-java looks up once, when its JsonpUtils class initialises.
        runOneOfEach(0);
        int afterWarmUp = CountingProvider.LOOKUPS.get();
        assertThat(afterWarmUp).as("the look-up hook works: opensearch-java's one look-up was counted").isPositive();

        for (int round = 1; round <= 20; round++) {
            runOneOfEach(round);
        }
        assertThat(CountingProvider.LOOKUPS.get()).as("look-ups during 20 rounds of requests").isEqualTo(afterWarmUp);

        JsonProvider.provider();
        assertThat(CountingProvider.LOOKUPS.get()).as("the hook counts a look-up made now").isEqualTo(afterWarmUp + 1);
    }

    private void runOneOfEach(int round) {
        String id = "doc-" + round;
        client.index(IndexRequest.of(i -> i.index("no-parsson").id(id)
                .document(Map.of("subject", "round " + round, "uid", round)).refresh(Refresh.True))).block();
        client.bulk(BulkRequest.of(b -> b.refresh(Refresh.True).operations(o -> o.index(i -> i.index("no-parsson")
                .id(id + "-bulk").document(Map.of("subject", "bulk " + round, "uid", round)))))).block();
        assertThat(client.get(GetRequest.of(g -> g.index("no-parsson").id(id)), Map.class).block().found()).isTrue();
        SearchResponse<JsonData> found = client.search(s -> s.index("no-parsson")
                .query(q -> q.term(t -> t.field("uid").value(v -> v.longValue(round))))
                .aggregations("subjects", a -> a.terms(t -> t.field("subject.keyword"))), JsonData.class).block();
        assertThat(found.hits().hits()).hasSize(2);
        // Values and builders: what opensearch-java's own Jackson provider cannot do without Parsson.
        assertThat(found.hits().hits().get(0).source().toJson().asJsonObject().getInt("uid")).isEqualTo(round);
        assertThat(found.aggregations().get("subjects").sterms().buckets().array()).hasSize(2);
        assertThat(client.health().block()).isNotNull();
    }
}
