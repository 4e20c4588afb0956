package org.jsonpjackson.bench.mapper;

import org.jsonpjackson.bench.payload.Payload;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.opensearch.client.json.JsonpDeserializer;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.opensearch.core.SearchResponse;

/**
 * opensearch-java end to end, reading: a {@code SearchResponse<MailDoc>} from the response bytes, through
 * our OpenSearchJacksonMapper and through the stock JacksonJsonpMapper with Parsson (in the quick and full suites,
 * opensearch-java 2.25.0's, the version Apache James pins: see {@code ReportMain}); and the same on Jackson 3: our
 * OpenSearchJackson3Mapper against opensearch-java 3.9's Jackson 3 JacksonJsonpMapper with Parsson. The returned checksum
 * covers what an application reads from the hits.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
public class SearchResponseBenchmark {

    /** Named apart from the parse benchmarks' {@code payload}, whose values a suite may override. */
    @Param({"SEARCH_30", "SEARCH_1000"})
    public Payload response;

    private byte[] body;
    private JsonpDeserializer<SearchResponse<MailDoc>> deserializer;

    @Setup
    public void setUp() {
        body = response.bytes();
        deserializer = SearchResponse.createSearchResponseDeserializer(JsonpDeserializer.of(MailDoc.class));
    }

    /**
     * Set up only for our benchmark: the stock benchmark's JVM, whose class path may hold another opensearch-java
     * (2.25.0 in the quick and full suites), never builds our mapper.
     */
    @State(Scope.Thread)
    public static class Ours {
        JsonpMapper mapper;

        @Setup
        public void setUp() {
            mapper = Mappers.ours();
        }
    }

    /** Set up only for the stock benchmark, so our mapper's JVM never sees the stock set-up. */
    @State(Scope.Thread)
    public static class Stock {
        JsonpMapper mapper;

        @Setup
        public void setUp() {
            mapper = Mappers.stock(m -> Mappers.read(m, Payload.SEARCH_30.bytes(),
                    SearchResponse.createSearchResponseDeserializer(JsonpDeserializer.of(MailDoc.class))));
        }
    }

    /** Our Jackson 3 mapper, on json-jackson3. */
    @State(Scope.Thread)
    public static class Ours3 {
        JsonpMapper mapper;

        @Setup
        public void setUp() {
            mapper = Mappers.ours3();
        }
    }

    /** Our Jackson 3 mapper with Jackson 3's own instant reader instead of ours: what the fast reader saves. */
    @State(Scope.Thread)
    public static class Ours3Formatter {
        JsonpMapper mapper;

        @Setup
        public void setUp() {
            mapper = Mappers.ours3WithJacksonsInstantReader();
        }
    }

    /**
     * opensearch-java's own Jackson 3 mapper with Parsson. It exists from opensearch-java 3.x on, so unlike
     * {@code stock} this one always runs on the module's opensearch-java (3.9.0): its name does not end in
     * {@code _stock}, which is what {@code ReportMain} moves to the 2.25.0 class path.
     */
    @State(Scope.Thread)
    public static class Stock3 {
        JsonpMapper mapper;

        @Setup
        public void setUp() {
            mapper = Mappers.stock3(m -> Mappers.read(m, Payload.SEARCH_30.bytes(),
                    SearchResponse.createSearchResponseDeserializer(JsonpDeserializer.of(MailDoc.class))));
        }
    }

    @Benchmark
    public long searchResponse_ours3(Ours3 ours) {
        return Requests.checksum(Mappers.read(ours.mapper, body, deserializer));
    }

    @Benchmark
    public long searchResponse_ours3Formatter(Ours3Formatter ours) {
        return Requests.checksum(Mappers.read(ours.mapper, body, deserializer));
    }

    @Benchmark
    public long searchResponse_stock3(Stock3 stock) {
        return Requests.checksum(Mappers.read(stock.mapper, body, deserializer));
    }

    @Benchmark
    public long searchResponse_ours(Ours ours) {
        return Requests.checksum(Mappers.read(ours.mapper, body, deserializer));
    }

    @Benchmark
    public long searchResponse_stock(Stock stock) {
        return Requests.checksum(Mappers.read(stock.mapper, body, deserializer));
    }
}
