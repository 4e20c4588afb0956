package org.jsonpjackson.elasticsearch.mapper3;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.ElasticsearchException;
import co.elastic.clients.elasticsearch._types.FieldValue;
import co.elastic.clients.elasticsearch._types.Refresh;
import co.elastic.clients.elasticsearch._types.SortOrder;
import co.elastic.clients.elasticsearch._types.aggregations.Aggregate;
import co.elastic.clients.elasticsearch._types.aggregations.StringTermsBucket;
import co.elastic.clients.elasticsearch.core.BulkResponse;
import co.elastic.clients.elasticsearch.core.GetResponse;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.bulk.BulkResponseItem;
import co.elastic.clients.elasticsearch.core.search.Hit;
import co.elastic.clients.elasticsearch._types.mapping.Property;
import co.elastic.clients.elasticsearch.indices.GetIndexResponse;
import co.elastic.clients.json.JsonData;
import org.jsonpjackson.mapper.internal.elasticsearch.BufferedJsonData;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * elasticsearch-java 9's own default transport ({@code Rest5ClientTransport}) on our mapper, against responses an
 * Elasticsearch node sent, served over HTTP on loopback (see {@code recorded/README.md}), with no Parsson and no
 * Jackson 2 on the class path ({@link WithoutParssonTest}).
 */
class RecordedResponsesTest {

    private final RecordedElasticsearch node = new RecordedElasticsearch();
    private final ElasticsearchClient client = node.client(new ElasticsearchJackson3Mapper());

    @AfterEach
    void close() throws IOException {
        client._transport().close();
        node.close();
    }

    @Test
    void searchWithAggregationsReadsEveryDocumentAndTypedAggregation() throws IOException {
        node.respond(200, "search-aggregations.json");
        SearchResponse<Mail> response = client.search(s -> s.index("mails").size(10)
                .sort(o -> o.field(f -> f.field("id").order(SortOrder.Asc)))
                .fields(f -> f.field("tags"))
                .docvalueFields(f -> f.field("received").format("epoch_millis"))
                .aggregations("tags", a -> a.terms(t -> t.field("tags").size(10))
                        .aggregations("avg_size", sub -> sub.avg(v -> v.field("size"))))
                .aggregations("max_spam", a -> a.max(m -> m.field("spam")))
                .aggregations("per_day", a -> a.dateHistogram(d -> d.field("received")
                        .fixedInterval(i -> i.time("1d")).minDocCount(1))), Mail.class);

        RecordedElasticsearch.Request sent = node.lastRequest();
        assertThat(sent.method()).isEqualTo("POST");
        assertThat(sent.uri()).startsWith("/mails/_search").contains("typed_keys=true");
        assertThat(sent.accept()).isEqualTo("application/vnd.elasticsearch+json; compatible-with=9");
        assertThat(sent.body()).contains("\"avg_size\":{\"avg\":{\"field\":\"size\"}}");

        assertThat(response.hits().total().value()).isEqualTo(5);
        assertThat(response.hits().hits()).extracting(Hit::source).containsExactlyElementsOf(Mail.RECORDED);
        Map<String, Aggregate> aggregations = response.aggregations();
        Map<String, String> tags = new TreeMap<>();
        for (StringTermsBucket bucket : aggregations.get("tags").sterms().buckets().array()) {
            tags.put(bucket.key().stringValue(), bucket.docCount() + " avg " + bucket.aggregations().get("avg_size").avg().value());
        }
        assertThat(tags).containsExactly(Map.entry("bills", "1 avg 53000.0"), Map.entry("family", "1 avg 98000.0"),
                Map.entry("inbox", "3 avg 33300.0"), Map.entry("travel", "1 avg 98000.0"), Map.entry("work", "2 avg 2600.0"));
        assertThat(aggregations.get("max_spam").max().value()).isEqualTo(0.75);
        assertThat(aggregations.get("per_day").dateHistogram().buckets().array())
                .extracting(b -> b.keyAsString() + "=" + b.docCount())
                .containsExactly("2026-11-20T00:00:00.000Z=2", "2026-11-21T00:00:00.000Z=1", "2026-11-22T00:00:00.000Z=2");
    }

    @Test
    void jsonDataFieldsAreTokenBuffersConvertedWithoutStrings() throws IOException {
        node.respond(200, "search-aggregations.json");
        SearchResponse<Mail> response = client.search(s -> s.index("mails"), Mail.class);
        Map<String, JsonData> fields = response.hits().hits().get(2).fields();
        assertThat(fields.get("tags")).isInstanceOf(BufferedJsonData.class);
        @SuppressWarnings("unchecked")
        List<String> tags = fields.get("tags").to(List.class);
        assertThat(tags).containsExactly("family", "travel", "inbox");
        assertThat(fields.get("received").toJson().asJsonArray().getString(0))
                .isEqualTo(String.valueOf(Mail.RECORDED.get(2).received().toEpochMilli()));
        assertThat(fields.get("received").toString()).isEqualTo("[\"1795240800001\"]");
    }

    @Test
    void innerHitsOfNestedCommentsAreRead() throws IOException {
        node.respond(200, "search-inner-hits.json");
        SearchResponse<Mail> response = client.search(s -> s.index("mails")
                .query(q -> q.nested(n -> n.path("comments")
                        .query(nq -> nq.term(t -> t.field("comments.author").value(FieldValue.of("bob"))))
                        .innerHits(ih -> ih.name("by_bob").size(10)))), Mail.class);
        assertThat(response.hits().hits()).extracting(Hit::id).containsExactly("m1", "m3", "m5");
        for (Hit<Mail> hit : response.hits().hits()) {
            List<Hit<JsonData>> inner = hit.innerHits().get("by_bob").hits().hits();
            assertThat(inner).hasSize(1);
            assertThat(inner.get(0).source()).isInstanceOf(BufferedJsonData.class);
            Mail.Comment comment = inner.get(0).source().to(Mail.Comment.class);
            assertThat(comment.author()).isEqualTo("bob");
            assertThat(hit.source().comments()).contains(comment);
            assertThat(inner.get(0).nested().field()).isEqualTo("comments");
        }
    }

    @Test
    void aBulkReplyReadsEveryItemAndTheFailedOnesError() throws IOException {
        node.respond(200, "bulk.json");
        BulkResponse bulk = client.bulk(b -> {
            b.refresh(Refresh.True);
            for (Mail mail : Mail.RECORDED) {
                b.operations(o -> o.index(i -> i.index("mails").id(mail.id()).document(mail)));
            }
            return b;
        });
        // the documents went out as our mapper writes them: java.time as ISO-8601 text, one per line
        String[] lines = node.lastRequest().body().split("\n");
        assertThat(lines).hasSize(10);
        assertThat(lines[1]).contains("\"received\":\"2026-11-20T08:15:30.250Z\"").contains("\"subject\":\"hello \u00e9t\u00e9\"");

        assertThat(bulk.errors()).isTrue();
        assertThat(bulk.items()).hasSize(6);
        assertThat(bulk.items().subList(0, 5)).extracting(BulkResponseItem::status).containsOnly(201);
        BulkResponseItem failed = bulk.items().get(5);
        assertThat(failed.id()).isEqualTo("m6");
        assertThat(failed.status()).isEqualTo(400);
        assertThat(failed.error().type()).isEqualTo("document_parsing_exception");
        assertThat(failed.error().causedBy().type()).isEqualTo("number_format_exception");
    }

    @Test
    void aMissingIndexIsElasticsearchJavasTypedErrorWithItsStatus() {
        node.respond(404, "search-missing-index.json");
        assertThatThrownBy(() -> client.search(s -> s.index("no-such-index"), Mail.class))
                .isInstanceOfSatisfying(ElasticsearchException.class, e -> {
                    assertThat(e.status()).isEqualTo(404);
                    assertThat(e.error().type()).isEqualTo("index_not_found_exception");
                    assertThat(e.error().reason()).contains("no-such-index");
                    assertThat(e.error().metadata().get("index").to(String.class)).isEqualTo("no-such-index");
                });
    }

    @Test
    void getReadsTheDocument() throws IOException {
        node.respond(200, "get.json");
        GetResponse<Mail> got = client.get(g -> g.index("mails").id("m3"), Mail.class);
        assertThat(node.lastRequest().uri()).startsWith("/mails/_doc/m3");
        assertThat(got.found()).isTrue();
        assertThat(got.source()).isEqualTo(Mail.RECORDED.get(2));
    }

    /** Mapping properties are internally tagged by "type": elasticsearch-java reads them through our look-ahead. */
    @Test
    void indexMappingsAreReadThroughTheLookAhead() throws IOException {
        node.respond(200, "indices-get.json");
        GetIndexResponse index = client.indices().get(g -> g.index("mails"));
        Map<String, Property> properties = index.get("mails").mappings().properties();
        assertThat(properties.get("id").isKeyword()).isTrue();
        assertThat(properties.get("received").isDate()).isTrue();
        assertThat(properties.get("spam").isDouble()).isTrue();
        assertThat(properties.get("subject").isText()).isTrue();
        Map<String, Property> comments = properties.get("comments").nested().properties();
        assertThat(comments.get("author").isKeyword()).isTrue();
        assertThat(comments.get("likes").isInteger()).isTrue();
        assertThat(index.get("mails").settings().index().numberOfShards()).isEqualTo("1");
    }
}
