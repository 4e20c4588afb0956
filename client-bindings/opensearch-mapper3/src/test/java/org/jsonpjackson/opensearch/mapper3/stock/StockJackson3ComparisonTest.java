package org.jsonpjackson.opensearch.mapper3.stock;

import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParser;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.mapper.internal.RandomTexts;
import org.jsonpjackson.mapper.internal.RestCalls;
import org.jsonpjackson.mapper.internal.WrittenJson;
import org.jsonpjackson.mapper.internal.opensearch.OpenSearchJavaApi;
import org.jsonpjackson.opensearch.mapper3.MailDoc3;
import org.jsonpjackson.opensearch.mapper3.OpenSearchJackson3Mapper;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpDeserializer;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.json.jackson3.JacksonJsonpMapper;
import org.opensearch.client.opensearch._types.FieldValue;
import org.opensearch.client.opensearch._types.SortOrder;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.GetResponse;
import org.opensearch.client.opensearch.core.IndexRequest;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.opensearch.indices.GetMappingResponse;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

import java.io.ByteArrayInputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Our Jackson 3 mapper against opensearch-java 3.9's own Jackson 3 mapper with Parsson, on random documents (seed
 * printed; {@code -Dcomparison.seed=N} for another): the same requests give the same JSON, and the node's real
 * responses read into the same objects, which write back the same JSON. Run on its own, with Parsson on the class
 * path and named by {@code jakarta.json.provider}, so that the stock side is stock.
 */
@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StockJackson3ComparisonTest {

    private static final String INDEX = "stock-jackson3-comparison";
    private static final int DOCUMENTS = 200;

    private final OpenSearchJackson3Mapper ours = new OpenSearchJackson3Mapper();
    /**
     * Stock with what an application sets up to leave nulls out, as ours does (java.time is in Jackson 3 itself),
     * and what it must set for stock to read a search response at all: with Jackson 3's default
     * FAIL_ON_TRAILING_TOKENS, stock's mapper over a given JsonMapper fails on a hit's _source followed by more
     * fields (its no-argument constructor turns the feature off; ours reads documents without it whatever it is).
     */
    private final JsonpMapper stock = new JacksonJsonpMapper(JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .changeDefaultPropertyInclusion(i -> i.withValueInclusion(JsonInclude.Include.NON_NULL)).build());
    private final JsonProviderImpl parsson = new JsonProviderImpl();
    private final WrittenJson<JsonpMapper> written = new WrittenJson<>(new OpenSearchJavaApi(), parsson);
    private final long seed = Long.getLong("comparison.seed", 20261124L);
    private final Random random = new Random(seed);
    private final RandomTexts texts = new RandomTexts(random, 30);
    private final RestCalls rest;

    StockJackson3ComparisonTest(URI node) {
        this.rest = new RestCalls(node);
        System.out.println("StockJackson3ComparisonTest seed " + seed + " (-Dcomparison.seed=N for another)");
    }

    /** Random documents, written as JSON text by Parsson, so that neither mapper under test made them. */
    @BeforeAll
    void index() throws Exception {
        rest.call("DELETE", "/" + INDEX, null);
        rest.call("PUT", "/" + INDEX, "{\"mappings\":{\"properties\":{\"subject\":{\"type\":\"text\"},\"uid\":{\"type\":\"long\"},"
                + "\"date\":{\"type\":\"date\"},\"flags\":{\"type\":\"keyword\"},\"headers\":{\"type\":\"object\",\"enabled\":false}}}}");
        StringBuilder bulk = new StringBuilder();
        for (int id = 0; id < DOCUMENTS; id++) {
            bulk.append("{\"index\":{\"_index\":\"").append(INDEX).append("\",\"_id\":\"").append(id).append("\"}}\n")
                    .append(randomDocument(id)).append('\n');
        }
        String response = rest.call("POST", "/_bulk?refresh=true", bulk.toString());
        assertThat(response).as("seed %d", seed).contains("\"errors\":false");
    }

    private String randomDocument(int id) {
        JsonObjectBuilder doc = parsson.createObjectBuilder()
                .add("subject", texts.text())
                .add("uid", random.nextBoolean() ? random.nextLong() : random.nextInt(1000))
                .add("date", texts.instant());
        JsonArrayBuilder flags = parsson.createArrayBuilder();
        for (int i = random.nextInt(4); i > 0; i--) {
            flags.add("f" + random.nextInt(8));
        }
        doc.add("flags", flags);
        if (random.nextInt(4) > 0) {
            doc.add("headers", randomValue(3).asJsonObject());
        }
        return doc.build().toString();
    }

    private JsonValue randomValue(int depth) {
        int kind = depth == 3 ? 0 : random.nextInt(depth == 0 ? 6 : 8);
        switch (kind) {
            case 0: {
                JsonObjectBuilder object = parsson.createObjectBuilder();
                for (int i = random.nextInt(5); i > 0; i--) {
                    object.add("k" + random.nextInt(20) + texts.text(), randomValue(depth - 1));
                }
                return object.build();
            }
            case 1:
                return parsson.createValue(texts.text());
            case 2:
                return parsson.createValue(random.nextLong());
            case 3:
                return parsson.createValue(random.nextDouble() * Math.pow(10, random.nextInt(40) - 20));
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

    private MailDoc3 randomMailDoc(long uid) {
        Map<String, Object> headers = new LinkedHashMap<>();
        for (int i = random.nextInt(4); i > 0; i--) {
            headers.put(texts.text(), random.nextBoolean() ? texts.text() : (Object) random.nextDouble());
        }
        List<String> flags = new ArrayList<>();
        for (int i = random.nextInt(3); i > 0; i--) {
            flags.add(texts.text());
        }
        Instant date = Instant.ofEpochSecond(random.nextLong(4_102_444_800L), random.nextInt(4) == 0 ? 0 : random.nextInt(1_000_000_000));
        return new MailDoc3(random.nextInt(5) == 0 ? null : texts.text(), uid, date, flags, headers);
    }

    private void sameJson(Object request) {
        assertThat(written.tree(ours, request)).as("%s (seed %d)", request.getClass().getSimpleName(), seed)
                .isEqualTo(written.tree(stock, request));
    }

    private static <T> T read(JsonpMapper mapper, String json, JsonpDeserializer<T> deserializer) {
        try (JsonParser parser = mapper.jsonProvider().createParser(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)))) {
            return deserializer.deserialize(parser, mapper);
        }
    }

    /** Both read the same response; what each read, written back by the stock mapper, is the same JSON. */
    private <T> List<T> sameObjects(Function<JsonpMapper, T> read) {
        T fromStock = read.apply(stock);
        T fromOurs = read.apply(ours);
        JsonValue stockJson = written.tree(stock, fromStock);
        assertThat(written.tree(stock, fromOurs)).as("seed %d", seed).isEqualTo(stockJson);
        assertThat(stockJson).as("non-trivial").isNotEqualTo(JsonValue.EMPTY_JSON_OBJECT);
        return List.of(fromStock, fromOurs);
    }

    @Test
    void theStockSideRunsOnParsson() {
        assertThat(JsonProvider.provider()).isInstanceOf(JsonProviderImpl.class);
    }

    @Test
    void requestsWithRandomDocumentsSerialiseToTheSameJson() {
        for (int i = 0; i < 50; i++) {
            MailDoc3 doc = randomMailDoc(i);
            sameJson(IndexRequest.of(r -> r.index(INDEX).id(Integer.toString(doc.hashCode())).document(doc)));
        }
        BulkRequest.Builder bulk = new BulkRequest.Builder();
        for (int i = 0; i < 50; i++) {
            MailDoc3 doc = randomMailDoc(i);
            bulk.operations(o -> o.index(x -> x.index(INDEX).id(Long.toString(doc.uid())).document(doc)));
        }
        sameJson(bulk.build());
        String word = texts.text();
        sameJson(SearchRequest.of(s -> s.index(INDEX)
                .query(q -> q.bool(b -> b.must(m -> m.match(t -> t.field("subject").query(v -> v.stringValue(word))))
                        .filter(f -> f.range(r -> r.field("date").gte(JsonData.of(texts.instant()))))
                        .should(sh -> sh.term(t -> t.field("flags").value(FieldValue.of(texts.text()))))))
                .sort(o -> o.field(f -> f.field("date").order(SortOrder.Desc)))
                .searchAfter(FieldValue.of(random.nextLong())).size(random.nextInt(100))));
    }

    @Test
    void realResponsesOfRandomDocumentsReadTheSameWay() throws Exception {
        String search = rest.call("POST", "/" + INDEX + "/_search?typed_keys=true", "{\"size\":" + DOCUMENTS
                + ",\"sort\":[{\"_id\":\"asc\"}],\"aggs\":{\"flags\":{\"terms\":{\"field\":\"flags\"}},\"max_uid\":{\"max\":"
                + "{\"field\":\"uid\"}},\"per_year\":{\"date_histogram\":{\"field\":\"date\",\"calendar_interval\":\"year\"}}}}");
        List<SearchResponse<MailDoc3>> typed = sameObjects(m -> read(m, search,
                SearchResponse.createSearchResponseDeserializer(JsonpDeserializer.of(MailDoc3.class))));
        // the records themselves: every instant, number and string as Jackson 3's own readers give it
        assertThat(typed.get(1).hits().hits()).hasSize(DOCUMENTS).extracting(h -> h.source())
                .as("seed %d", seed).containsExactlyElementsOf(typed.get(0).hits().hits().stream().map(h -> h.source()).toList());
        List<SearchResponse<JsonData>> raw = sameObjects(m -> read(m, search,
                SearchResponse.createSearchResponseDeserializer(JsonpDeserializer.of(JsonData.class))));
        for (int i = 0; i < DOCUMENTS; i++) {
            JsonData ourSource = raw.get(1).hits().hits().get(i).source();
            assertThat(ourSource.toJson()).isEqualTo(raw.get(0).hits().hits().get(i).source().toJson());
            assertThat(ourSource.to(MailDoc3.class)).isEqualTo(typed.get(0).hits().hits().get(i).source());
            assertThat(ourSource.to(MailDoc3.class, stock)).as("through the stock mapper")
                    .isEqualTo(typed.get(0).hits().hits().get(i).source());
        }
        for (int id = 0; id < DOCUMENTS; id += 37) {
            String get = rest.call("GET", "/" + INDEX + "/_doc/" + id, null);
            sameObjects(m -> read(m, get, GetResponse.createGetResponseDeserializer(JsonpDeserializer.of(MailDoc3.class))));
        }
        String mapping = rest.call("GET", "/" + INDEX + "/_mapping", null);
        sameObjects(m -> read(m, mapping, GetMappingResponse._DESERIALIZER));
    }
}
