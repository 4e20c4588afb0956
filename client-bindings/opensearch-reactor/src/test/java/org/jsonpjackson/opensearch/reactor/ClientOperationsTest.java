package org.jsonpjackson.opensearch.reactor;

import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.opensearch._types.FieldValue;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch._types.SortOrder;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.BulkResponse;
import org.opensearch.client.opensearch.core.DeleteByQueryRequest;
import org.opensearch.client.opensearch.core.DeleteRequest;
import org.opensearch.client.opensearch.core.GetRequest;
import org.opensearch.client.opensearch.core.GetResponse;
import org.opensearch.client.opensearch.core.IndexRequest;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.opensearch.core.UpdateRequest;
import org.opensearch.client.opensearch.core.search.Hit;

import reactor.core.publisher.Mono;
import reactor.netty.DisposableServer;
import reactor.netty.http.server.HttpServer;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ClientOperationsTest {

    private static final String INDEX = "ops-test";
    private static final Instant DATE = Instant.parse("2026-11-23T10:15:30Z");

    private final ReactorSearchClient client;

    ClientOperationsTest(OpenSearchTarget target) {
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        this.client = ReactorSearchClient.create(config);
    }

    @BeforeAll
    void createIndex() {
        // index(), not acknowledged(): the latter returns boolean in opensearch-java 3.x and Boolean in 2.x,
        // and these tests run on both lines
        if (Boolean.TRUE.equals(client.indexExists(INDEX).block())) {
            client.deleteIndex(INDEX).block();
        }
        assertThat(client.createIndex(INDEX, b -> b.mappings(m -> m
                .properties("subject", p -> p.text(t -> t.fields("raw", f -> f.keyword(k -> k))))
                .properties("uid", p -> p.long_(l -> l))
                .properties("date", p -> p.date(d -> d))
                .properties("flags", p -> p.keyword(k -> k)))).block().index()).isEqualTo(INDEX);
    }

    @AfterAll
    void close() throws IOException {
        client.deleteIndex(INDEX).block();
        client.close();
    }

    /** Indexes documents for the uids from {@code from} up to {@code to}, in one bulk, refreshed. */
    private void indexUids(long from, long to) {
        BulkRequest.Builder bulk = new BulkRequest.Builder().refresh(Refresh.True);
        for (long uid = from; uid < to; uid++) {
            MailDoc doc = doc(uid);
            String id = Long.toString(uid);
            bulk.operations(o -> o.index(i -> i.index(INDEX).id(id).document(doc)));
        }
        assertThat(client.bulk(bulk.build()).block().errors()).isFalse();
    }

    private MailDoc doc(long uid) {
        return new MailDoc("subject " + uid, uid, DATE.plusSeconds(uid), List.of(uid % 2 == 0 ? "seen" : "flagged"));
    }

    @Test
    void indexThenGetReturnsTheSameDocument() {
        MailDoc doc = doc(1);
        client.index(IndexRequest.of(i -> i.index(INDEX).id("1").document(doc).refresh(Refresh.True))).block();
        GetResponse<MailDoc> got = client.get(GetRequest.of(g -> g.index(INDEX).id("1")), MailDoc.class).block();
        assertThat(got.found()).isTrue();
        assertThat(got.source()).isEqualTo(doc);
    }

    @Test
    void getOfAMissingDocumentSaysNotFound() {
        GetResponse<MailDoc> got = client.get(GetRequest.of(g -> g.index(INDEX).id("nope")), MailDoc.class).block();
        assertThat(got.found()).isFalse();
    }

    @Test
    void bulkIndexesManyAndSearchFindsThem() {
        BulkRequest.Builder bulk = new BulkRequest.Builder().refresh(Refresh.True);
        for (long uid = 100; uid < 150; uid++) {
            MailDoc doc = doc(uid);
            String id = Long.toString(uid);
            bulk.operations(o -> o.index(i -> i.index(INDEX).id(id).document(doc)));
        }
        BulkResponse response = client.bulk(bulk.build()).block();
        assertThat(response.errors()).isFalse();
        assertThat(response.items()).hasSize(50);

        SearchResponse<MailDoc> found = client.search(s -> s.index(INDEX)
                .query(q -> q.range(r -> r.field("uid").gte(JsonData.of(100)).lt(JsonData.of(150))))
                .sort(o -> o.field(f -> f.field("uid").order(SortOrder.Desc)))
                .size(5), MailDoc.class).block();
        assertThat(found.hits().total().value()).isEqualTo(50);
        assertThat(found.hits().hits()).extracting(h -> h.source().uid()).containsExactly(149L, 148L, 147L, 146L, 145L);
        assertThat(found.hits().hits().get(0).source()).isEqualTo(doc(149));
    }

    @Test
    void searchAsJsonDataKeepsTheDocumentAndConvertsIt() {
        client.index(IndexRequest.of(i -> i.index(INDEX).id("json").document(doc(7)).refresh(Refresh.True))).block();
        SearchResponse<JsonData> found = client.search(s -> s.index(INDEX)
                .query(q -> q.ids(ids -> ids.values("json"))), JsonData.class).block();
        JsonData source = found.hits().hits().get(0).source();
        assertThat(source.to(MailDoc.class)).isEqualTo(doc(7));
        assertThat(source.toJson().asJsonObject().getString("subject")).isEqualTo("subject 7");
    }

    @Test
    void updateChangesOnlyTheGivenFields() {
        client.index(IndexRequest.of(i -> i.index(INDEX).id("u").document(doc(3)).refresh(Refresh.True))).block();
        client.update(UpdateRequest.<MailDoc, Map<String, Object>>of(u -> u.index(INDEX).id("u")
                .doc(Map.of("flags", List.of("answered"))).refresh(Refresh.True)), MailDoc.class).block();
        MailDoc after = client.get(GetRequest.of(g -> g.index(INDEX).id("u")), MailDoc.class).block().source();
        assertThat(after.flags()).containsExactly("answered");
        assertThat(after.subject()).isEqualTo("subject 3");
    }

    @Test
    @Tag("opensearch-java-3")
    void deleteAndDeleteByQueryRemoveDocuments() {
        indexUids(500, 510);
        assertThat(client.delete(DeleteRequest.of(d -> d.index(INDEX).id("500").refresh(Refresh.True))).block().result().jsonValue())
                .isEqualTo("deleted");
        long deleted = client.deleteByQuery(DeleteByQueryRequest.of(d -> d.index(INDEX).refresh(Refresh.True)
                .query(q -> q.range(r -> r.field("uid").gte(JsonData.of(500)).lt(JsonData.of(510)))))).block().deleted();
        assertThat(deleted).isEqualTo(9);
        assertThat(client.search(s -> s.index(INDEX).query(q -> q.range(r -> r.field("uid").gte(JsonData.of(500))
                .lt(JsonData.of(510)))), MailDoc.class).block().hits().total().value()).isZero();
    }

    @Test
    @Tag("opensearch-java-3")
    void aliasesAndRefresh() {
        assertThat(client.putAlias(INDEX, "ops-alias").block().acknowledged()).isTrue();
        assertThat(client.aliasExists("ops-alias").block()).isTrue();
        assertThat(client.aliasExists("no-such-alias").block()).isFalse();
        client.index(IndexRequest.of(i -> i.index("ops-alias").id("via-alias").document(doc(9)))).block();
        client.refresh(INDEX).block();
        assertThat(client.get(GetRequest.of(g -> g.index(INDEX).id("via-alias")), MailDoc.class).block().found()).isTrue();
    }

    @Test
    @Tag("opensearch-java-3")
    void healthFollowsTheClusterStatus() throws IOException {
        // A replica can never be allocated on a single node, so this index keeps the cluster yellow.
        if (!client.indexExists("health-yellow").block()) {
            client.createIndex("health-yellow", b -> b.settings(s -> s.numberOfShards(1).numberOfReplicas(1))).block();
        }
        assertThat(client.clusterHealth().block().status().jsonValue()).isEqualTo("yellow");
        assertThat(client.health().block()).isEqualTo(Health.DEGRADED);
        assertThat(client.clusterHealth().block().numberOfNodes()).isEqualTo(1);

        int closed;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        try (ReactorSearchClient unreachable = ReactorSearchClient.create(SearchClientConfig.builder()
                .host("http://127.0.0.1:" + closed).retries(0, Duration.ofMillis(10)).build())) {
            assertThat(unreachable.health().block()).isEqualTo(Health.UNHEALTHY);
        }
    }

    /**
     * Green and red cannot be had on demand from a node that other tests share (their indexes keep it yellow),
     * so a loopback server answers the cluster-health call with each status in turn; the node itself shows
     * yellow and unreachable above.
     */
    @ParameterizedTest
    @CsvSource({"green, HEALTHY", "yellow, DEGRADED", "red, UNHEALTHY"})
    void healthMapsEachClusterStatus(String status, Health expected) {
        DisposableServer cluster = HttpServer.create().host("127.0.0.1").port(0)
                .route(r -> r.get("/_cluster/health", (req, res) -> res.header("Content-Type", "application/json")
                        .sendString(Mono.just(HEALTH.replace("STATUS", status)))))
                .bindNow();
        try (ReactorSearchClient answering = ReactorSearchClient.create(SearchClientConfig.of("http://127.0.0.1:" + cluster.port()))) {
            assertThat(answering.clusterHealth().block().status().jsonValue()).isEqualTo(status);
            assertThat(answering.health().block()).isEqualTo(expected);
        } catch (IOException e) {
            throw new AssertionError(e);
        } finally {
            cluster.disposeNow();
        }
    }

    private static final String HEALTH = "{\"cluster_name\":\"fake\",\"status\":\"STATUS\",\"timed_out\":false,"
            + "\"number_of_nodes\":1,\"number_of_data_nodes\":1,\"active_primary_shards\":0,\"active_shards\":0,"
            + "\"relocating_shards\":0,\"initializing_shards\":0,\"unassigned_shards\":0,\"delayed_unassigned_shards\":0,"
            + "\"number_of_pending_tasks\":0,\"number_of_in_flight_fetch\":0,\"task_max_waiting_in_queue_millis\":0,"
            + "\"active_shards_percent_as_number\":100.0,\"discovered_master\":true,\"discovered_cluster_manager\":true}";

    @Test
    void theAsyncClientUnderneathIsExposed() {
        assertThat(client.async()).isNotNull();
    }

    @Test
    @Tag("opensearch-java-3")
    void searchAllPagesThroughEveryHitInOrder() {
        indexUids(1000, 1095);
        SearchRequest query = SearchRequest.of(s -> s
                .query(q -> q.range(r -> r.field("uid").gte(JsonData.of(1000)).lt(JsonData.of(1095))))
                .sort(o -> o.field(f -> f.field("uid").order(SortOrder.Asc))));
        SearchRequest request = query.toBuilder().index(INDEX).build();
        List<Long> uids = client.searchAll(request, MailDoc.class, 10).map(h -> h.source().uid()).collectList().block();
        assertThat(uids).hasSize(95).isSorted().doesNotHaveDuplicates();
        List<Long> inPit = client.searchAllInPointInTime(List.of(INDEX), query, MailDoc.class, 7, Duration.ofMinutes(1))
                .map(h -> h.source().uid()).collectList().block();
        assertThat(inPit).isEqualTo(uids);
    }

    @Test
    void searchAllStartsAtTheRequestsFromAndGoesOnWithCursors() {
        indexUids(4000, 4025);
        SearchRequest request = SearchRequest.of(s -> s.index(INDEX).from(3)
                .query(q -> q.range(r -> r.field("uid").gte(JsonData.of(4000)).lt(JsonData.of(4025))))
                .sort(o -> o.field(f -> f.field("uid").order(SortOrder.Asc))));
        List<Long> uids = client.searchAll(request, MailDoc.class, 10).map(h -> h.source().uid()).collectList().block();
        assertThat(uids).isEqualTo(java.util.stream.LongStream.range(4003, 4025).boxed().toList());
    }

    @Test
    void searchAllRefusesACollapsedSearchWhoseFirstPageWouldHaveNoCursor() {
        SearchRequest collapsed = SearchRequest.of(s -> s.index(INDEX).collapse(c -> c.field("uid"))
                .sort(o -> o.field(f -> f.field("uid").order(SortOrder.Asc))));
        assertThatThrownBy(() -> client.searchAll(collapsed, MailDoc.class, 10))
                .isInstanceOfSatisfying(PagingRefusedException.class, e -> assertThat(e.field()).isEqualTo("collapse"));
    }

    @Test
    void pagesCarryTheTotalAndACursorToTheNextPage() {
        indexUids(2000, 2025);
        SearchRequest request = SearchRequest.of(s -> s.index(INDEX).size(10).trackTotalHits(t -> t.enabled(true))
                .query(q -> q.range(r -> r.field("uid").gte(JsonData.of(2000)).lt(JsonData.of(2025))))
                .sort(o -> o.field(f -> f.field("uid").order(SortOrder.Asc))));
        List<Long> uids = new java.util.ArrayList<>();
        List<Integer> sizes = new java.util.ArrayList<>();
        SearchPage<Hit<MailDoc>> page = client.page(request, MailDoc.class).block();
        assertThat(page.total()).hasValue(25);
        while (true) {
            sizes.add(page.items().size());
            page.items().forEach(h -> uids.add(h.source().uid()));
            if (page.next().isEmpty()) {
                break;
            }
            page = client.page(request, page.next().get(), MailDoc.class).block();
        }
        assertThat(sizes).containsExactly(10, 10, 5);
        assertThat(uids).isEqualTo(java.util.stream.LongStream.range(2000, 2025).boxed().toList());

        SearchRequest uncounted = request.toBuilder().trackTotalHits(t -> t.enabled(false)).build();
        assertThat(client.page(uncounted, MailDoc.class).block().total()).isEmpty();
        SearchRequest collapsed = request.toBuilder().collapse(c -> c.field("uid")).build();
        assertThat(client.page(collapsed, MailDoc.class).block().next()).as("collapsed pages have no cursor").isEmpty();
    }

    @Test
    void aCursorIsRefusedWhereSearchAfterCannotGo() {
        SearchRequest sorted = SearchRequest.of(s -> s.index(INDEX).sort(o -> o.field(f -> f.field("uid").order(SortOrder.Asc))));
        client.bulk(new BulkRequest.Builder().refresh(Refresh.True)
                .operations(o -> o.index(i -> i.index(INDEX).id("3000").document(doc(3000)))).build()).block();
        Cursor cursor = client.page(sorted.toBuilder().size(1).build(), MailDoc.class).block().next().orElseThrow();
        assertThatThrownBy(() -> client.page(SearchRequest.of(s -> s.index(INDEX)), cursor, MailDoc.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("sort");
        assertThatThrownBy(() -> client.page(sorted.toBuilder().from(5).build(), cursor, MailDoc.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from");
        assertThatThrownBy(() -> client.page(sorted.toBuilder().collapse(c -> c.field("uid")).build(), cursor, MailDoc.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("collapse");
    }
}
