package org.jsonpjackson.elasticsearch.mapper;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.ElasticsearchException;
import co.elastic.clients.elasticsearch._types.FieldValue;
import co.elastic.clients.elasticsearch._types.Refresh;
import co.elastic.clients.elasticsearch._types.SortOrder;
import co.elastic.clients.elasticsearch._types.aggregations.Aggregate;
import co.elastic.clients.elasticsearch._types.aggregations.StringTermsBucket;
import co.elastic.clients.elasticsearch.core.GetResponse;
import co.elastic.clients.elasticsearch.core.ScrollResponse;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;
import co.elastic.clients.json.JsonData;
import org.jsonpjackson.mapper.internal.elasticsearch.BufferedJsonData;
import co.elastic.clients.json.JsonpUtils;
import org.jsonpjackson.elasticsearch.testing.ElasticsearchExtension;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.IOException;
import java.net.URI;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/**
 * elasticsearch-java 8.19's own transport ({@code RestClientTransport}) on our mapper, against a real Elasticsearch
 * 8.19 node, with no Parsson on the class path (checked first).
 */
@ExtendWith(ElasticsearchExtension.class)
class ElasticsearchMapperIT {

    private static final String INDEX = "mails-it";
    private static final long SEED = Long.getLong("jsonpj.seed", System.nanoTime());
    private static final List<Mail> MAILS = Mail.random(SEED, 300);
    private static ElasticsearchClient client;

    @BeforeAll
    static void indexMails(URI node) {
        System.out.println("ElasticsearchMapperIT: seed " + SEED + " (rerun with -Djsonpj.seed=" + SEED + ")");
        client = Mail.client(node, new ElasticsearchJacksonMapper());
        Mail.index(client, INDEX, MAILS);
    }

    @Test
    void noParssonOnTheClassPathAndOurProviderIsTheOneElasticsearchJavaFinds() {
        assertThatThrownBy(() -> Class.forName("org.eclipse.parsson.JsonProviderImpl"))
                .isInstanceOf(ClassNotFoundException.class);
        assertThat(JsonpUtils.provider()).isInstanceOf(JsonpJacksonProvider.class);
        assertThat(client._transport().jsonpMapper()).isInstanceOf(ElasticsearchJacksonMapper.class);
    }

    @Test
    void indexThenGetReadsTheSameDocument() throws IOException {
        Mail mail = MAILS.get(0);
        client.index(i -> i.index("single-it").id(mail.id()).document(mail).refresh(Refresh.True));
        GetResponse<Mail> got = client.get(g -> g.index("single-it").id(mail.id()), Mail.class);
        assertThat(got.found()).isTrue();
        assertThat(got.source()).isEqualTo(mail);
    }

    @Test
    void bulkIndexedEveryMailAndSearchReadsThemBack() throws IOException {
        SearchResponse<Mail> all = client.search(s -> s.index(INDEX).size(MAILS.size()).trackTotalHits(t -> t.enabled(true)), Mail.class);
        assertThat(all.hits().total().value()).isEqualTo(MAILS.size());
        assertThat(all.hits().hits()).extracting(Hit::source).containsExactlyInAnyOrderElementsOf(MAILS);
    }

    @Test
    void aggregationsAgreeWithTheDocuments() throws IOException {
        SearchResponse<Void> response = client.search(s -> s.index(INDEX).size(0)
                .aggregations("tags", a -> a.terms(t -> t.field("tags").size(20))
                        .aggregations("avg_size", sub -> sub.avg(v -> v.field("size"))))
                .aggregations("max_spam", a -> a.max(m -> m.field("spam")))
                .aggregations("per_day", a -> a.dateHistogram(d -> d.field("received")
                        .fixedInterval(i -> i.time("1d")).minDocCount(1))), Void.class);

        Map<String, Aggregate> aggregations = response.aggregations();
        Map<String, Long> expectedCounts = new TreeMap<>();
        Map<String, Double> expectedAvg = new TreeMap<>();
        for (String tag : Mail.TAGS) {
            List<Mail> tagged = MAILS.stream().filter(m -> m.tags().contains(tag)).toList();
            if (!tagged.isEmpty()) {
                expectedCounts.put(tag, (long) tagged.size());
                expectedAvg.put(tag, tagged.stream().mapToInt(Mail::size).average().orElseThrow());
            }
        }
        Map<String, Long> counts = new TreeMap<>();
        for (StringTermsBucket bucket : aggregations.get("tags").sterms().buckets().array()) {
            counts.put(bucket.key().stringValue(), bucket.docCount());
            assertThat(bucket.aggregations().get("avg_size").avg().value())
                    .isCloseTo(expectedAvg.get(bucket.key().stringValue()), within(1e-6));
        }
        assertThat(counts).isEqualTo(expectedCounts);
        assertThat(aggregations.get("max_spam").max().value())
                .isEqualTo(MAILS.stream().mapToDouble(Mail::spam).max().orElseThrow());
        long days = MAILS.stream().map(m -> m.received().getEpochSecond() / 86_400).distinct().count();
        assertThat(aggregations.get("per_day").dateHistogram().buckets().array()).hasSize((int) days)
                .allSatisfy(b -> assertThat(b.docCount()).isPositive());
    }

    @Test
    void jsonDataFieldsAreTokenBuffersConvertedWithoutStrings() throws IOException {
        Mail mail = MAILS.stream().filter(m -> m.tags().size() > 1).findFirst().orElseThrow();
        SearchResponse<Mail> response = client.search(s -> s.index(INDEX)
                .query(q -> q.ids(i -> i.values(mail.id())))
                .fields(f -> f.field("tags"))
                .docvalueFields(f -> f.field("received").format("epoch_millis")), Mail.class);
        Map<String, JsonData> fields = response.hits().hits().get(0).fields();
        assertThat(fields.get("tags")).isInstanceOf(BufferedJsonData.class);
        @SuppressWarnings("unchecked")
        List<String> tags = fields.get("tags").to(List.class);
        assertThat(tags).containsExactlyInAnyOrderElementsOf(mail.tags());
        assertThat(fields.get("received").toJson().asJsonArray().getString(0))
                .isEqualTo(String.valueOf(mail.received().toEpochMilli()));
    }

    @Test
    void innerHitsOfNestedCommentsAreRead() throws IOException {
        SearchResponse<Mail> response = client.search(s -> s.index(INDEX).size(MAILS.size())
                .query(q -> q.nested(n -> n.path("comments")
                        .query(nq -> nq.term(t -> t.field("comments.author").value(FieldValue.of("bob"))))
                        .innerHits(ih -> ih.name("by_bob").size(10)))), Mail.class);
        Set<String> expected = MAILS.stream().filter(m -> m.comments().stream().anyMatch(c -> c.author().equals("bob")))
                .map(Mail::id).collect(Collectors.toSet());
        assertThat(response.hits().hits()).extracting(Hit::id).containsExactlyInAnyOrderElementsOf(expected);
        for (Hit<Mail> hit : response.hits().hits()) {
            List<Mail.Comment> inner = hit.innerHits().get("by_bob").hits().hits().stream()
                    .map(h -> h.source().to(Mail.Comment.class)).toList();
            assertThat(inner).isNotEmpty().allSatisfy(c -> assertThat(c.author()).isEqualTo("bob"));
            assertThat(hit.source().comments()).containsAll(inner);
        }
    }

    @Test
    void scrollReadsEveryMailOnce() throws IOException {
        SearchResponse<Mail> first = client.search(s -> s.index(INDEX).size(37).scroll(t -> t.time("1m"))
                .sort(o -> o.field(f -> f.field("id").order(SortOrder.Asc))), Mail.class);
        List<String> seen = new java.util.ArrayList<>(first.hits().hits().stream().map(Hit::id).toList());
        String scrollId = first.scrollId();
        while (true) {
            String id = scrollId;
            ScrollResponse<Mail> page = client.scroll(r -> r.scrollId(id).scroll(t -> t.time("1m")), Mail.class);
            if (page.hits().hits().isEmpty()) {
                break;
            }
            page.hits().hits().forEach(h -> seen.add(h.id()));
            scrollId = page.scrollId();
        }
        String last = scrollId;
        assertThat(client.clearScroll(c -> c.scrollId(last)).succeeded()).isTrue();
        assertThat(seen).hasSize(MAILS.size());
        assertThat(new HashSet<>(seen)).isEqualTo(MAILS.stream().map(Mail::id).collect(Collectors.toSet()));
    }

    @Test
    void aMissingIndexIsElasticsearchJavasTypedErrorWithItsStatus() {
        assertThatThrownBy(() -> client.search(s -> s.index("no-such-index"), Mail.class))
                .isInstanceOfSatisfying(ElasticsearchException.class, e -> {
                    assertThat(e.status()).isEqualTo(404);
                    assertThat(e.error().type()).isEqualTo("index_not_found_exception");
                    assertThat(e.error().reason()).contains("no-such-index");
                });
    }
}
