package org.jsonpjackson.elasticsearch.mapper3.stock;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.ElasticsearchException;
import co.elastic.clients.elasticsearch.core.BulkResponse;
import co.elastic.clients.elasticsearch.core.GetResponse;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;
import co.elastic.clients.elasticsearch.indices.GetIndexResponse;
import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.json.JsonpSerializable;
import co.elastic.clients.json.JsonpUtils;
import co.elastic.clients.json.jackson.Jackson3JsonpMapper;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.elasticsearch.mapper3.ElasticsearchJackson3Mapper;
import org.jsonpjackson.elasticsearch.mapper3.Mail;
import org.jsonpjackson.elasticsearch.mapper3.RecordedElasticsearch;
import org.jsonpjackson.mapper.internal.RandomTexts;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Every document and aggregation our mapper reads equals what elasticsearch-java 9's own {@code Jackson3JsonpMapper}
 * reads, with Parsson, as its users run it: the same responses (the recorded ones, and search responses of random
 * documents and aggregations, seed printed; {@code -Dagreement.seed=N} for another) served to two clients on
 * elasticsearch-java's default transport. Documents are compared as objects ({@code equals}), and each whole response
 * (hits with their sources, fields, inner hits, sort values; every aggregation) as the JSON the stock mapper writes
 * back from what each side read. Run on its own, with Parsson on the class path and named by
 * {@code jakarta.json.provider}, so that the stock side is stock.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StockJackson3AgreementTest {

    private static final int DOCUMENTS = 150;

    private final long seed = Long.getLong("agreement.seed", 20261125L);
    private final Random random = new Random(seed);
    private final RandomTexts texts = new RandomTexts(random, 20);
    private final JsonProviderImpl parsson = new JsonProviderImpl();
    private final RecordedElasticsearch node = new RecordedElasticsearch();
    private final ElasticsearchClient ours = node.client(new ElasticsearchJackson3Mapper());
    /** The stock mapper over the same ObjectMapper settings as ours (it rebuilds it with its own two features). */
    private final Jackson3JsonpMapper stockMapper = new Jackson3JsonpMapper(ElasticsearchJackson3Mapper.defaultObjectMapper());
    private final ElasticsearchClient stock = node.client(stockMapper);

    StockJackson3AgreementTest() {
        System.out.println("StockJackson3AgreementTest seed " + seed + " (-Dagreement.seed=N for another)");
    }

    @AfterAll
    void close() throws IOException {
        ours._transport().close();
        stock._transport().close();
        node.close();
    }

    @Test
    void theStockSideRunsOnParsson() {
        assertThat(JsonpUtils.provider()).isInstanceOf(JsonProviderImpl.class);
        assertThat(stock._transport().jsonpMapper()).isInstanceOf(Jackson3JsonpMapper.class);
        assertThat(ours._transport().jsonpMapper()).isInstanceOf(ElasticsearchJackson3Mapper.class);
    }

    @Test
    void recordedSearchesReadTheSame() throws IOException {
        for (String recorded : List.of("search-aggregations.json", "search-inner-hits.json")) {
            byte[] body = RecordedElasticsearch.recorded(recorded);
            SearchResponse<Mail> fromOurs = search(ours, body, Mail.class);
            SearchResponse<Mail> fromStock = search(stock, body, Mail.class);
            sameSearch(fromOurs, fromStock, recorded);
            assertThat(fromOurs.hits().hits()).extracting(Hit::source).isSubsetOf(Mail.RECORDED).isNotEmpty();
        }
    }

    @Test
    void recordedBulkGetMappingsAndErrorReadTheSame() throws IOException {
        node.respond(200, "bulk.json").respond(200, "bulk.json");
        BulkResponse bulkOurs = ours.bulk(b -> b.operations(o -> o.delete(d -> d.index("mails").id("m1"))));
        BulkResponse bulkStock = stock.bulk(b -> b.operations(o -> o.delete(d -> d.index("mails").id("m1"))));
        assertThat(json(bulkOurs)).isEqualTo(json(bulkStock));

        node.respond(200, "get.json").respond(200, "get.json");
        GetResponse<Mail> getOurs = ours.get(g -> g.index("mails").id("m3"), Mail.class);
        GetResponse<Mail> getStock = stock.get(g -> g.index("mails").id("m3"), Mail.class);
        assertThat(getOurs.source()).isEqualTo(getStock.source()).isEqualTo(Mail.RECORDED.get(2));
        assertThat(json(getOurs)).isEqualTo(json(getStock));

        node.respond(200, "indices-get.json").respond(200, "indices-get.json");
        GetIndexResponse indexOurs = ours.indices().get(g -> g.index("mails"));
        GetIndexResponse indexStock = stock.indices().get(g -> g.index("mails"));
        assertThat(json(indexOurs)).isEqualTo(json(indexStock));
        assertThat(json(indexStock).toString()).contains("\"nested\"");

        node.respond(404, "search-missing-index.json").respond(404, "search-missing-index.json");
        ElasticsearchException errorOurs = catchThrowableOfType(ElasticsearchException.class,
                () -> ours.search(s -> s.index("no-such-index"), Mail.class));
        ElasticsearchException errorStock = catchThrowableOfType(ElasticsearchException.class,
                () -> stock.search(s -> s.index("no-such-index"), Mail.class));
        assertThat(errorOurs.status()).isEqualTo(errorStock.status()).isEqualTo(404);
        assertThat(json(errorOurs.response())).isEqualTo(json(errorStock.response()));
    }

    @Test
    void randomDocumentsAndAggregationsReadTheSame() throws IOException {
        for (int round = 0; round < 5; round++) {
            byte[] body = randomSearchResponse().toString().getBytes(StandardCharsets.UTF_8);
            SearchResponse<Mail> typedOurs = search(ours, body, Mail.class);
            SearchResponse<Mail> typedStock = search(stock, body, Mail.class);
            sameSearch(typedOurs, typedStock, "round " + round);

            SearchResponse<JsonData> rawOurs = search(ours, body, JsonData.class);
            SearchResponse<JsonData> rawStock = search(stock, body, JsonData.class);
            assertThat(json(rawOurs)).as("seed %d, round %d", seed, round).isEqualTo(json(rawStock));
            for (int i = 0; i < rawOurs.hits().hits().size(); i++) {
                JsonData source = rawOurs.hits().hits().get(i).source();
                Mail expected = typedStock.hits().hits().get(i).source();
                // as text: the stock side's JSON-P numbers (Jackson3JsonValueParser's DoubleNumber) answer
                // bigDecimalValue() with the binary expansion of the double, not the decimal that was sent, so a
                // tree of ours (which keeps the decimal) is never equals() to theirs for a fraction
                assertThat(tree(source.toJson().toString()))
                        .isEqualTo(tree(rawStock.hits().hits().get(i).source().toJson().toString()));
                assertThat(source.to(Mail.class)).as("seed %d", seed).isEqualTo(expected);
                assertThat(source.to(Mail.class, stockMapper)).as("through the stock mapper").isEqualTo(expected);
            }
        }
    }

    private <T> SearchResponse<T> search(ElasticsearchClient client, byte[] body, Class<T> type) throws IOException {
        node.respond(200, body);
        return client.search(s -> s.index("mails"), type);
    }

    /** Documents as objects, aggregations by name and kind, and the whole response as JSON. */
    private void sameSearch(SearchResponse<Mail> fromOurs, SearchResponse<Mail> fromStock, String what) {
        assertThat(fromOurs.hits().hits()).as("%s, seed %d", what, seed).extracting(Hit::source)
                .containsExactlyElementsOf(fromStock.hits().hits().stream().map(Hit::source).toList());
        assertThat(fromOurs.aggregations().keySet()).isEqualTo(fromStock.aggregations().keySet());
        fromStock.aggregations().forEach((name, aggregate) ->
                assertThat(fromOurs.aggregations().get(name)._kind()).isEqualTo(aggregate._kind()));
        JsonValue stockJson = json(fromStock);
        assertThat(json(fromOurs)).as("%s, seed %d", what, seed).isEqualTo(stockJson);
        assertThat(stockJson.toString()).contains("\"_source\"");
    }

    /** What a side read, written back by the stock mapper, as a Parsson tree: every member and number counts. */
    private JsonValue json(JsonpSerializable value) {
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = stockMapper.jsonProvider().createGenerator(out)) {
            value.serialize(generator, stockMapper);
        }
        return tree(out.toString());
    }

    private JsonValue tree(String json) {
        try (JsonParser parser = parsson.createParser(new StringReader(json))) {
            parser.next();
            return parser.getValue();
        }
    }

    // Random responses, written by Parsson, so that neither mapper under test made them.

    private JsonObject randomSearchResponse() {
        JsonArrayBuilder hits = parsson.createArrayBuilder();
        int count = random.nextInt(DOCUMENTS);
        for (int i = 0; i < count; i++) {
            JsonObjectBuilder hit = parsson.createObjectBuilder().add("_index", "mails").add("_id", "r" + i)
                    .add("_score", random.nextDouble()).add("_source", randomMail(i));
            if (random.nextBoolean()) {
                hit.add("fields", parsson.createObjectBuilder().add("tags", parsson.createArrayBuilder().add(texts.text()))
                        .add("any", randomValue(2)));
            }
            hits.add(hit);
        }
        return parsson.createObjectBuilder()
                .add("took", random.nextInt(100)).add("timed_out", false)
                .add("_shards", parsson.createObjectBuilder().add("total", 1).add("successful", 1).add("skipped", 0).add("failed", 0))
                .add("hits", parsson.createObjectBuilder()
                        .add("total", parsson.createObjectBuilder().add("value", count).add("relation", "eq"))
                        .add("max_score", random.nextDouble()).add("hits", hits))
                .add("aggregations", randomAggregations())
                .build();
    }

    private JsonObject randomMail(int i) {
        JsonArrayBuilder comments = parsson.createArrayBuilder();
        for (int c = random.nextInt(3); c > 0; c--) {
            comments.add(parsson.createObjectBuilder().add("author", texts.text()).add("text", texts.text())
                    .add("likes", random.nextInt(100)));
        }
        JsonObjectBuilder mail = parsson.createObjectBuilder().add("id", "r" + i).add("subject", texts.text());
        // Elasticsearch returns what was indexed: one tag may be a string, not an array
        if (random.nextInt(4) == 0) {
            mail.add("tags", texts.text());
        } else {
            JsonArrayBuilder tags = parsson.createArrayBuilder();
            for (int t = random.nextInt(4); t > 0; t--) {
                tags.add(texts.text());
            }
            mail.add("tags", tags);
        }
        return mail.add("size", random.nextInt()).add("spam", randomDouble()).add("received", texts.instant())
                .add("comments", comments).build();
    }

    private JsonObject randomAggregations() {
        JsonArrayBuilder buckets = parsson.createArrayBuilder();
        for (int b = random.nextInt(6); b > 0; b--) {
            JsonObjectBuilder avg = parsson.createObjectBuilder();
            if (random.nextInt(5) == 0) {
                avg.addNull("value");
            } else {
                avg.add("value", randomDouble());
            }
            buckets.add(parsson.createObjectBuilder().add("key", texts.text()).add("doc_count", random.nextInt(1000))
                    .add("avg#avg_size", avg));
        }
        JsonArrayBuilder days = parsson.createArrayBuilder();
        long day = 1_795_132_800_000L;
        for (int d = random.nextInt(4); d > 0; d--, day += 86_400_000L) {
            days.add(parsson.createObjectBuilder().add("key_as_string", Instant.ofEpochMilli(day).toString())
                    .add("key", day).add("doc_count", random.nextInt(50)));
        }
        return parsson.createObjectBuilder()
                .add("sterms#tags", parsson.createObjectBuilder().add("doc_count_error_upper_bound", 0)
                        .add("sum_other_doc_count", random.nextInt(10)).add("buckets", buckets))
                .add("max#max_spam", parsson.createObjectBuilder().add("value", randomDouble()))
                .add("date_histogram#per_day", parsson.createObjectBuilder().add("buckets", days))
                .add("cardinality#authors", parsson.createObjectBuilder().add("value", random.nextInt(100)))
                .build();
    }

    private double randomDouble() {
        return random.nextDouble() * Math.pow(10, random.nextInt(20) - 10);
    }

    private JsonValue randomValue(int depth) {
        switch (depth == 0 ? 1 + random.nextInt(5) : random.nextInt(7)) {
            case 0: {
                JsonObjectBuilder object = parsson.createObjectBuilder();
                for (int i = random.nextInt(4); i > 0; i--) {
                    object.add("k" + random.nextInt(20) + texts.text(), randomValue(depth - 1));
                }
                return object.build();
            }
            case 1:
                return parsson.createValue(texts.text());
            case 2:
                return parsson.createValue(random.nextLong());
            case 3:
                return parsson.createValue(randomDouble());
            case 4:
                return random.nextBoolean() ? JsonValue.TRUE : JsonValue.FALSE;
            case 5:
                return JsonValue.NULL;
            default: {
                JsonArrayBuilder array = parsson.createArrayBuilder();
                for (int i = random.nextInt(4); i > 0; i--) {
                    array.add(randomValue(depth - 1));
                }
                return array.build();
            }
        }
    }
}
