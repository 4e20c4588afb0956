package org.jsonpjackson.bench.mapper;

import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.json.JsonpUtils;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import jakarta.json.stream.JsonParser;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.bench.classpath.ProviderView;
import org.jsonpjackson.bench.payload.Payload;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.io.ByteArrayInputStream;

/**
 * elasticsearch-java 8.19 end to end, reading: a {@code SearchResponse<MailDoc>} from the response bytes (the
 * payloads of {@link SearchResponseBenchmark}; Elasticsearch and OpenSearch write a search response the same way),
 * through our elasticsearch-mapper and through elasticsearch-java's own {@code JacksonJsonpMapper} with Parsson,
 * in one run. The returned checksum covers what an application reads from the hits.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
public class ElasticsearchSearchResponseBenchmark {

    @Param({"SEARCH_30", "SEARCH_1000"})
    public Payload response;

    private byte[] body;
    private JsonpDeserializer<SearchResponse<MailDoc>> deserializer;

    @Setup
    public void setUp() {
        body = response.bytes();
        deserializer = SearchResponse.createSearchResponseDeserializer(JsonpDeserializer.of(MailDoc.class));
    }

    @State(Scope.Thread)
    public static class Ours {
        JsonpMapper mapper;

        @Setup
        public void setUp() {
            mapper = new org.jsonpjackson.elasticsearch.mapper.ElasticsearchJacksonMapper();
        }
    }

    /**
     * elasticsearch-java's mapper as an application with Parsson has it: its {@code JsonpUtils.provider()} caches
     * the first provider it finds, so that first look-up happens under a view of the class path without ours.
     */
    @State(Scope.Thread)
    public static class Stock {
        JsonpMapper mapper;

        @Setup
        public void setUp() {
            mapper = ProviderView.with(ProviderView.only(JsonProviderImpl.class), () -> {
                JsonpMapper stock = new JacksonJsonpMapper(Mappers.objectMapper());
                String cached = JsonpUtils.provider().getClass().getName();
                if (!cached.equals(JsonProviderImpl.class.getName()) && !Boolean.getBoolean(Mappers.SHARED_JVM)) {
                    throw new IllegalStateException("elasticsearch-java's cached provider is " + cached
                            + ", not Parsson: the stock mapper would not be stock");
                }
                return stock;
            });
        }
    }

    @Benchmark
    public long esSearchResponse_ours(Ours ours) {
        return checksum(read(ours.mapper));
    }

    @Benchmark
    public long esSearchResponse_stock(Stock stock) {
        return checksum(read(stock.mapper));
    }

    private SearchResponse<MailDoc> read(JsonpMapper mapper) {
        try (JsonParser parser = mapper.jsonProvider().createParser(new ByteArrayInputStream(body))) {
            return deserializer.deserialize(parser, mapper);
        }
    }

    static long checksum(SearchResponse<MailDoc> response) {
        long h = response.hits().total().value();
        for (var hit : response.hits().hits()) {
            MailDoc doc = hit.source();
            h = h * 31 + hit.id().hashCode();
            h = h * 31 + doc.uid;
            h = h * 31 + doc.subject.hashCode();
            h = h * 31 + doc.date.getEpochSecond();
            h = h * 31 + hit.sort().size();
        }
        return h * 31 + response.aggregations().get("mailboxes").sterms().buckets().array().size();
    }
}
