package org.jsonpjackson.opensearch.mapper;

import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.mapper.internal.RestCalls;
import org.jsonpjackson.mapper.internal.WrittenJson;
import org.jsonpjackson.mapper.internal.opensearch.OpenSearchJavaApi;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpDeserializer;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.json.jackson.JacksonJsonpMapper;
import org.opensearch.client.opensearch._types.ErrorResponse;
import org.opensearch.client.opensearch._types.SortOrder;
import org.opensearch.client.opensearch.cluster.HealthResponse;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.BulkResponse;
import org.opensearch.client.opensearch.core.GetResponse;
import org.opensearch.client.opensearch.core.IndexRequest;
import org.opensearch.client.opensearch.core.SearchRequest;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.opensearch.indices.CreateIndexRequest;
import org.opensearch.client.opensearch.indices.GetMappingResponse;
import org.opensearch.client.opensearch.indices.UpdateAliasesRequest;
import org.opensearch.client.json.JsonpSerializable;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Our mapper against opensearch-java's own JacksonJsonpMapper with Parsson: the same requests must give the
 * same JSON, and real responses from the node must read into objects that write back the same JSON.
 */
@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StockComparisonTest {

    private static final String INDEX = "stock-comparison";

    /** Ours with its default ObjectMapper (with the fast instant reader), as users get it. */
    private final OpenSearchJacksonMapper ours = new OpenSearchJacksonMapper(OpenSearchJacksonMapper.defaultObjectMapper()
            .configure(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false));
    /** Stock with what an application sets up to read and write java.time as text, and nothing more. */
    private final JsonpMapper stock = new JacksonJsonpMapper(new com.fasterxml.jackson.databind.ObjectMapper()
            .configure(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
            .configure(com.fasterxml.jackson.databind.SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, false)
            .setSerializationInclusion(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
            .registerModule(new com.fasterxml.jackson.datatype.jsr310.JavaTimeModule()));
    private final JsonProviderImpl parsson = new JsonProviderImpl();
    private final WrittenJson<JsonpMapper> written = new WrittenJson<>(new OpenSearchJavaApi(), parsson);
    private final RestCalls rest;

    StockComparisonTest(URI node) {
        this.rest = new RestCalls(node);
    }

    @BeforeAll
    void index() throws Exception {
        rest.call("DELETE", "/" + INDEX, null);
        rest.call("PUT", "/" + INDEX, "{\"mappings\":{\"properties\":{\"subject\":{\"type\":\"text\",\"fields\":{\"raw\":"
                + "{\"type\":\"keyword\"}}},\"uid\":{\"type\":\"long\"},\"date\":{\"type\":\"date\"},\"flags\":{\"type\":\"keyword\"},"
                + "\"headers\":{\"type\":\"nested\",\"properties\":{\"name\":{\"type\":\"keyword\"},\"value\":{\"type\":\"text\"}}}}}}");
        StringBuilder bulk = new StringBuilder();
        for (int uid = 1; uid <= 30; uid++) {
            bulk.append("{\"index\":{\"_index\":\"").append(INDEX).append("\",\"_id\":\"").append(uid).append("\"}}\n")
                    .append("{\"subject\":\"Re: meeting ").append(uid).append(" \u00e9t\u00e9 \ud83d\udce7\",\"uid\":").append(uid)
                    .append(",\"date\":\"2026-11-").append(10 + uid % 10).append("T08:00:00Z\",\"flags\":[\"seen\",\"f")
                    .append(uid % 3).append("\"],\"headers\":[{\"name\":\"X-Id\",\"value\":\"v").append(uid).append("\"}]}\n");
        }
        rest.call("POST", "/_bulk?refresh=true", bulk.toString());
    }

    private void sameJson(Object request) {
        String fromStock = written.text(stock, request);
        String fromOurs = written.text(ours, request);
        assertThat(written.tree(fromOurs)).as(request.getClass().getSimpleName()).isEqualTo(written.tree(fromStock));
    }

    // writes its search request with 3.x's searchAfter(FieldValue...)
    @Test
    @Tag("opensearch-java-3")
    void requestsSerialiseToTheSameJson() {
        sameJson(SearchRequest.of(s -> s.index(INDEX)
                .query(q -> q.bool(b -> b.must(m -> m.match(t -> t.field("subject").query(v -> v.stringValue("meeting"))))
                        .filter(f -> f.range(r -> r.field("date").gte(JsonData.of("2026-11-12")).lt(JsonData.of("2026-11-15"))))
                        .mustNot(n -> n.term(t -> t.field("flags").value(v -> v.stringValue("f0"))))
                        .should(sh -> sh.nested(n -> n.path("headers").query(nq -> nq.term(t -> t.field("headers.name")
                                .value(v -> v.stringValue("X-Id"))))))))
                .sort(o -> o.field(f -> f.field("date").order(SortOrder.Desc)))
                .sort(o -> o.field(f -> f.field("uid").order(SortOrder.Asc)))
                .aggregations("flags", a -> a.terms(t -> t.field("flags").size(10)))
                .aggregations("max_uid", a -> a.max(m -> m.field("uid")))
                .searchAfter(org.opensearch.client.opensearch._types.FieldValue.of(17L)).size(30).trackTotalHits(t -> t.enabled(true))));
        MailDoc doc = new MailDoc("hello \u00e9t\u00e9", 42L, Instant.parse("2026-11-23T10:00:00Z"), List.of("seen"));
        sameJson(IndexRequest.of(i -> i.index(INDEX).id("42").document(doc)));
        sameJson(BulkRequest.of(b -> b.operations(o -> o.index(i -> i.index(INDEX).id("1").document(doc)))
                .operations(o -> o.delete(d -> d.index(INDEX).id("2")))
                .operations(o -> o.update(u -> u.index(INDEX).id("3").document(java.util.Map.of("flags", List.of("x")))))));
        sameJson(CreateIndexRequest.of(c -> c.index("x").settings(s -> s.numberOfShards(2).numberOfReplicas(1))
                .mappings(m -> m.properties("subject", p -> p.text(t -> t.fields("raw", f -> f.keyword(k -> k))))
                        .properties("headers", p -> p.nested(n -> n.properties("name", q -> q.keyword(k -> k)))))));
        sameJson(UpdateAliasesRequest.of(u -> u.actions(a -> a.add(ad -> ad.index(INDEX).alias("read")))
                .actions(a -> a.remove(r -> r.index(INDEX).alias("old")))));
    }

    private <T> void sameObjects(String json, Function<JsonpMapper, T> read) {
        T fromStock = read.apply(stock);
        T fromOurs = read.apply(ours);
        String stockJson = written.text(stock, fromStock);
        String oursJson = written.text(stock, fromOurs);
        assertThat(written.tree(oursJson)).isEqualTo(written.tree(stockJson));
        assertThat(written.tree(stockJson)).as("non-trivial").isNotEqualTo(JsonValue.EMPTY_JSON_OBJECT);
    }

    private static <T> T read(JsonpMapper mapper, String json, JsonpDeserializer<T> deserializer) {
        try (JsonParser parser = mapper.jsonProvider().createParser(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)))) {
            return deserializer.deserialize(parser, mapper);
        }
    }

    @Test
    void realResponsesReadTheSameWay() throws Exception {
        String search = rest.call("POST", "/" + INDEX + "/_search?typed_keys=true", "{\"size\":30,\"sort\":[{\"uid\":\"asc\"}],"
                + "\"aggs\":{\"flags\":{\"terms\":{\"field\":\"flags\"}},\"max_uid\":{\"max\":{\"field\":\"uid\"}},"
                + "\"per_day\":{\"date_histogram\":{\"field\":\"date\",\"calendar_interval\":\"day\"}}}}");
        sameObjects(search, m -> read(m, search, SearchResponse.createSearchResponseDeserializer(JsonpDeserializer.of(MailDoc.class))));
        sameObjects(search, m -> read(m, search, SearchResponse.createSearchResponseDeserializer(JsonData._DESERIALIZER)));
        String get = rest.call("GET", "/" + INDEX + "/_doc/7", null);
        sameObjects(get, m -> read(m, get, GetResponse.createGetResponseDeserializer(JsonpDeserializer.of(MailDoc.class))));
        String mapping = rest.call("GET", "/" + INDEX + "/_mapping", null);
        sameObjects(mapping, m -> read(m, mapping, GetMappingResponse._DESERIALIZER));
        String health = rest.call("GET", "/_cluster/health", null);
        sameObjects(health, m -> read(m, health, HealthResponse._DESERIALIZER));
        String bulk = rest.call("POST", "/_bulk", "{\"index\":{\"_index\":\"" + INDEX + "\",\"_id\":\"99\"}}\n{\"uid\":99}\n"
                + "{\"delete\":{\"_index\":\"" + INDEX + "\",\"_id\":\"nope\"}}\n");
        sameObjects(bulk, m -> read(m, bulk, BulkResponse._DESERIALIZER));
        String error = rest.call("GET", "/no-such-index-here/_search", null);
        sameObjects(error, m -> read(m, error, ErrorResponse._DESERIALIZER));
    }

    @Test
    void jsonDataFromOurMapperConvertsWithoutAStringAndWritesBack() throws Exception {
        String get = rest.call("GET", "/" + INDEX + "/_doc/3", null);
        GetResponse<JsonData> response = read(ours, get, GetResponse.createGetResponseDeserializer(
                JsonpDeserializer.of(JsonData.class)));
        JsonData source = response.source();
        assertThat(source.getClass().getSimpleName()).isEqualTo("BufferedJsonData");
        assertThat(source.to(MailDoc.class).uid).isEqualTo(3L);
        assertThat(source.to(MailDoc.class, stock).uid).as("through another mapper").isEqualTo(3L);
        assertThat(written.tree(ours, source)).isEqualTo(source.toJson());
        assertThat(source.toJson().asJsonObject().getString("subject")).startsWith("Re: meeting 3");
    }

    @Test
    void javaTimeTypesRoundTrip() {
        MailDoc doc = new MailDoc("t", 1L, Instant.parse("2026-11-23T10:15:30.123Z"), List.of());
        String json = written.text(ours, doc);
        assertThat(json).contains("\"2026-11-23T10:15:30.123Z\"");
        try (JsonParser parser = ours.jsonProvider().createParser(new StringReader(json))) {
            assertThat(ours.deserialize(parser, MailDoc.class)).isEqualTo(doc);
        }
    }

    @Test
    void jsonpSerializableValuesAreWrittenByThemselves() {
        JsonpSerializable health = read(ours, "{\"cluster_name\":\"c\",\"status\":\"green\",\"timed_out\":false,"
                + "\"number_of_nodes\":1,\"number_of_data_nodes\":1,\"active_primary_shards\":0,\"active_shards\":0,"
                + "\"relocating_shards\":0,\"initializing_shards\":0,\"unassigned_shards\":0,\"delayed_unassigned_shards\":0,"
                + "\"number_of_pending_tasks\":0,\"number_of_in_flight_fetch\":0,\"task_max_waiting_in_queue_millis\":0,"
                + "\"active_shards_percent_as_number\":100.0}", HealthResponse._DESERIALIZER);
        assertThat(written.text(ours, health)).contains("\"cluster_name\":\"c\"");
    }
}
