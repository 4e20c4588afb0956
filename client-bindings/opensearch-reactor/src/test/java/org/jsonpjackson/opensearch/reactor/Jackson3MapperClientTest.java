package org.jsonpjackson.opensearch.reactor;

import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.mapper3.OpenSearchJackson3Mapper;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch._types.SortOrder;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.GetRequest;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;

import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The transport and the client take any opensearch-java {@code JsonpMapper}: the other tests of this module run
 * on the default one, {@code OpenSearchJacksonMapper} (Jackson 2); these run searches on opensearch-mapper3's
 * {@link OpenSearchJackson3Mapper} (Jackson 3), against the same node, decoding on the transport's decode scheduler
 * under BlockHound as every test here.
 */
// opensearch-mapper3 is built for opensearch-java 3.x, which ships the Jackson 3 support it stands beside
@Tag("opensearch-java-3")
@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class Jackson3MapperClientTest {

    private static final String INDEX = "jackson3-mapper-client";
    private static final Instant DATE = Instant.parse("2026-11-24T08:00:00.5Z");

    private final OpenSearchJackson3Mapper mapper = new OpenSearchJackson3Mapper();
    private final ReactorNettyTransport transport;
    private final ReactorSearchClient client;

    Jackson3MapperClientTest(OpenSearchTarget target) {
        transport = ReactorNettyTransport.builder(OpenSearchProperties.read(target.properties())).mapper(mapper).build();
        client = ReactorSearchClient.over(transport);
    }

    private static MailDoc doc(long uid) {
        return new MailDoc("j\u00e4ckson 3 \ud83d\udce7 " + uid, uid, DATE.plusMillis(uid), List.of(uid % 2 == 0 ? "seen" : "flagged"));
    }

    @BeforeAll
    void index() {
        if (Boolean.TRUE.equals(client.indexExists(INDEX).block())) {
            client.deleteIndex(INDEX).block();
        }
        client.createIndex(INDEX, b -> b.mappings(m -> m
                .properties("subject", p -> p.text(t -> t))
                .properties("uid", p -> p.long_(l -> l))
                .properties("date", p -> p.date(d -> d))
                .properties("flags", p -> p.keyword(k -> k)))).block();
        BulkRequest.Builder bulk = new BulkRequest.Builder().refresh(Refresh.True);
        LongStream.rangeClosed(1, 25).forEach(uid -> bulk.operations(o -> o.index(i -> i.index(INDEX)
                .id(Long.toString(uid)).document(doc(uid)))));
        assertThat(client.bulk(bulk.build()).block().errors()).isFalse();
    }

    @AfterAll
    void close() throws IOException {
        client.deleteIndex(INDEX).block();
        client.close();
    }

    @Test
    void theTransportUsesTheMapperItWasGiven() {
        assertThat(transport.jsonpMapper()).isSameAs(mapper);
    }

    @Test
    void searchesReadDocumentsAndAggregationsThroughTheJackson3Mapper() {
        SearchResponse<MailDoc> found = client.search(s -> s.index(INDEX)
                .query(q -> q.match(m -> m.field("subject").query(v -> v.stringValue("j\u00e4ckson"))))
                .sort(o -> o.field(f -> f.field("uid").order(SortOrder.Desc)))
                .aggregations("flags", a -> a.terms(t -> t.field("flags")))
                .size(3), MailDoc.class).block();
        assertThat(found.hits().total().value()).isEqualTo(25);
        assertThat(found.hits().hits()).extracting(h -> h.source()).containsExactly(doc(25), doc(24), doc(23));
        assertThat(found.aggregations().get("flags").sterms().buckets().array())
                .extracting(b -> b.key() + "=" + b.docCount()).containsExactlyInAnyOrder("flagged=13", "seen=12");
    }

    @Test
    void jsonDataFromASearchConvertsThroughTheMapper() {
        SearchResponse<JsonData> found = client.search(s -> s.index(INDEX)
                .query(q -> q.ids(ids -> ids.values("7"))), JsonData.class).block();
        JsonData source = found.hits().hits().get(0).source();
        assertThat(source.to(MailDoc.class)).isEqualTo(doc(7));
        assertThat(source.toJson().asJsonObject().getString("subject")).isEqualTo(doc(7).subject());
    }

    @Test
    void everyPageOfASearchAndAGetComeBack() {
        SearchRequest request = SearchRequest.of(s -> s.index(INDEX).sort(o -> o.field(f -> f.field("uid"))));
        List<Long> uids = client.searchAll(request, MailDoc.class, 10).map(h -> h.source().uid()).collectList().block();
        assertThat(uids).containsExactlyElementsOf(LongStream.rangeClosed(1, 25).boxed().toList());
        assertThat(client.get(GetRequest.of(g -> g.index(INDEX).id("12")), MailDoc.class).block().source()).isEqualTo(doc(12));
    }
}
