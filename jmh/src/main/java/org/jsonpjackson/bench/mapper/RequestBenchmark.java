package org.jsonpjackson.bench.mapper;

import org.jsonpjackson.bench.payload.Payload;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.opensearch.core.BulkRequest;
import org.opensearch.client.opensearch.core.SearchRequest;

import java.io.ByteArrayOutputStream;

/**
 * opensearch-java end to end, writing: a James-style SearchRequest and a 100-document BulkRequest, as the
 * transport writes request bodies, through our mapper and through the stock one with Parsson (opensearch-java
 * 2.25.0's in the quick and full suites). Each returns
 * the body's size; the agreement test compares the bytes.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
public class RequestBenchmark {

    private SearchRequest search;
    private BulkRequest bulk;
    /** Reused, like a transport's buffer, so that buffer growth is not what we measure. */
    private ByteArrayOutputStream out;

    @Setup
    public void setUp() {
        search = Requests.search();
        bulk = Requests.bulk(Mappers.objectMapper());
        out = new ByteArrayOutputStream(Payload.BULK.size() + 1024);
    }

    /** Set up only for our benchmarks, so that the stock benchmarks' JVM never builds our mapper. */
    @State(Scope.Thread)
    public static class Ours {
        JsonpMapper mapper;

        @Setup
        public void setUp() {
            mapper = Mappers.ours();
        }
    }

    /** Set up only for the stock benchmarks, so our mapper's JVM never sees the stock set-up. */
    @State(Scope.Thread)
    public static class Stock {
        JsonpMapper mapper;

        @Setup
        public void setUp() {
            ByteArrayOutputStream scratch = new ByteArrayOutputStream();
            mapper = Mappers.stock(m -> {
                Mappers.write(m, Requests.search(), scratch);
                Mappers.write(m, Requests.bulk(Mappers.objectMapper()), scratch);
            });
        }
    }

    @Benchmark
    public int searchRequest_ours(Ours ours) {
        return Mappers.write(ours.mapper, search, out);
    }

    @Benchmark
    public int searchRequest_stock(Stock stock) {
        return Mappers.write(stock.mapper, search, out);
    }

    @Benchmark
    public int bulkRequest_ours(Ours ours) {
        return Mappers.write(ours.mapper, bulk, out);
    }

    @Benchmark
    public int bulkRequest_stock(Stock stock) {
        return Mappers.write(stock.mapper, bulk, out);
    }
}
