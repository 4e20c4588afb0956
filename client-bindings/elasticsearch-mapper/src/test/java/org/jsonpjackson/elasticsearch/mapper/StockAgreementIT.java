package org.jsonpjackson.elasticsearch.mapper;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.SearchRequest;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.json.JsonpUtils;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import org.jsonpjackson.elasticsearch.testing.ElasticsearchExtension;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.net.URI;
import java.util.List;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every document and aggregation our mapper reads equals what elasticsearch-java's own {@code JacksonJsonpMapper}
 * reads, with Parsson, as its users run it: the same searches on the same node, through two clients. Each response
 * is compared twice: its documents as objects ({@code equals}), and the whole response (hits with their sources,
 * fields, inner hits, sort values; every aggregation) written back to JSON by the mapper that read it.
 */
@ExtendWith(ElasticsearchExtension.class)
class StockAgreementIT {

    private static final String INDEX = "mails-agreement";
    private static final long SEED = Long.getLong("jsonpj.seed", System.nanoTime());
    private static final List<Mail> MAILS = Mail.random(SEED, 400);
    private static ElasticsearchClient ours;
    private static ElasticsearchClient stock;

    @BeforeAll
    static void indexMails(URI node) {
        System.out.println("StockAgreementIT: seed " + SEED + " (rerun with -Djsonpj.seed=" + SEED + ")");
        ours = Mail.client(node, new ElasticsearchJacksonMapper());
        // the stock mapper with the same ObjectMapper settings (it has no java.time of its own)
        stock = Mail.client(node, new JacksonJsonpMapper(ElasticsearchJacksonMapper.defaultObjectMapper()));
        Mail.index(ours, INDEX, MAILS);
    }

    @Test
    void theStockMapperRunsOnParsson() {
        assertThat(JsonpUtils.provider().getClass().getName()).isEqualTo("org.eclipse.parsson.JsonProviderImpl");
        assertThat(stock._transport().jsonpMapper()).isInstanceOf(JacksonJsonpMapper.class);
    }

    @Test
    void everyHitWithItsFieldsAndInnerHitsAgrees() throws IOException {
        agree(s -> s.index(INDEX).size(MAILS.size())
                .query(q -> q.bool(b -> b
                        .should(sh -> sh.match(m -> m.field("subject").query("hello invoice trip")))
                        .should(sh -> sh.nested(n -> n.path("comments")
                                .query(nq -> nq.range(r -> r.number(x -> x.field("comments.likes").gte(10.0))))
                                .innerHits(ih -> ih.size(3))))))
                .fields(f -> f.field("tags")).fields(f -> f.field("received"))
                .docvalueFields(f -> f.field("size"))
                .sort(o -> o.score(sc -> sc)).sort(o -> o.field(f -> f.field("id")))
                .highlight(h -> h.fields("subject", hf -> hf)));
    }

    @Test
    void everyAggregationAgrees() throws IOException {
        agree(s -> s.index(INDEX).size(5)
                .aggregations("tags", a -> a.terms(t -> t.field("tags").size(20))
                        .aggregations("avg_size", sub -> sub.avg(v -> v.field("size")))
                        .aggregations("stats_spam", sub -> sub.stats(v -> v.field("spam")))
                        .aggregations("top", sub -> sub.topHits(th -> th.size(2))))
                .aggregations("per_day", a -> a.dateHistogram(d -> d.field("received").fixedInterval(i -> i.time("1d")))
                        .aggregations("sum_size", sub -> sub.sum(v -> v.field("size"))))
                .aggregations("sizes", a -> a.histogram(h -> h.field("size").interval(10_000.0)))
                .aggregations("spam_ranges", a -> a.range(r -> r.field("spam")
                        .ranges(x -> x.to(0.5)).ranges(x -> x.from(0.5))))
                .aggregations("percentiles", a -> a.percentiles(p -> p.field("size")))
                .aggregations("authors", a -> a.nested(n -> n.path("comments"))
                        .aggregations("names", sub -> sub.terms(t -> t.field("comments.author"))))
                .aggregations("cardinality", a -> a.cardinality(c -> c.field("tags")))
                .aggregations("filtered", a -> a.filter(f -> f.term(t -> t.field("tags").value("work")))
                        .aggregations("max_received", sub -> sub.max(m -> m.field("received")))));
    }

    private void agree(Function<SearchRequest.Builder, SearchRequest.Builder> search) throws IOException {
        SearchRequest request = search.apply(new SearchRequest.Builder()).build();
        SearchResponse<Mail> read = ours.search(request, Mail.class);
        SearchResponse<Mail> readByStock = stock.search(request, Mail.class);

        assertThat(read.hits().hits()).extracting(Hit::source)
                .containsExactlyElementsOf(readByStock.hits().hits().stream().map(Hit::source).toList());
        assertThat(read.aggregations().keySet()).isEqualTo(readByStock.aggregations().keySet());
        // took differs between the two requests; everything else the node sent must be read the same
        JsonValue ourJson = without("took", json(read, ours._transport().jsonpMapper()));
        JsonValue stockJson = without("took", json(readByStock, stock._transport().jsonpMapper()));
        assertThat(ourJson).isEqualTo(stockJson);
        assertThat(ourJson.toString()).contains("\"_source\"");
    }

    /** The response as its mapper writes it, read back as a tree by our provider (Parsson's trees compare the same). */
    private static JsonValue json(SearchResponse<Mail> response, JsonpMapper mapper) {
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = mapper.jsonProvider().createGenerator(out)) {
            response.serialize(generator, mapper);
        }
        return new JsonpJacksonProvider().createReader(new StringReader(out.toString())).readValue();
    }

    private static JsonValue without(String field, JsonValue object) {
        return new JsonpJacksonProvider().createObjectBuilder(object.asJsonObject()).remove(field).build();
    }
}
