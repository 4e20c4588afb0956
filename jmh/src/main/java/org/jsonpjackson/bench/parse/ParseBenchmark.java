package org.jsonpjackson.bench.parse;

import com.fasterxml.jackson.core.JsonFactory;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.bench.payload.Payload;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.jsonpjackson.json.jackson3.JsonpJackson3Provider;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.List;

/**
 * Parse throughput, one operation = every document of the payload. The report turns ops/s into MB/s with
 * the payload's size. Method names are {@code kind_alternative}: the report compares each alternative with
 * {@code ours} of the same kind and with {@code parser_jackson}, the floor.
 *
 * <p>Both providers are constructed directly: a look-up could return either one, whichever comes first on
 * the class path.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
public class ParseBenchmark {

    @Param
    public Payload payload;

    private List<byte[]> documents;
    /** The documents decoded, for the {@code chars_} kind: parsing from a {@code Reader}. */
    private List<String> texts;
    private Parsers parsers;

    @Setup
    public void setUp() {
        documents = payload.documents();
        texts = documents.stream().map(d -> new String(d, java.nio.charset.StandardCharsets.UTF_8)).toList();
        parsers = new Parsers(new JsonFactory(), new JsonpJacksonProvider(), new JsonProviderImpl(),
                new tools.jackson.core.json.JsonFactory(), new JsonpJackson3Provider());
    }

    @Benchmark
    public long parser_jackson() {
        return parsers.jackson(documents);
    }

    /** Raw Jackson on the byte array itself, not a stream over it: see {@code Parsers.jacksonBytes}. */
    @Benchmark
    public long parser_jacksonBytes() {
        return parsers.jacksonBytes(documents);
    }

    @Benchmark
    public long parser_ours() {
        return parsers.oursParser(documents);
    }

    @Benchmark
    public long parser_parsson() {
        return parsers.parssonParser(documents);
    }

    /** Raw Jackson 3, the floor of the Jackson 3 provider. */
    @Benchmark
    public long parser_jackson3() {
        return parsers.jackson3(documents);
    }

    @Benchmark
    public long parser_ours3() {
        return parsers.ours3Parser(documents);
    }

    @Benchmark
    public long tree_ours3() {
        return parsers.ours3Tree(documents);
    }

    @Benchmark
    public long tree_ours() {
        return parsers.oursTree(documents);
    }

    /** Raw Jackson reading into a {@code JsonNode}, the floor of {@code JsonReader}. */
    @Benchmark
    public long tree_jsonNode() {
        return parsers.jsonNodeTree(documents);
    }

    @Benchmark
    public long tree_jsonNode3() {
        return parsers.jsonNode3Tree(documents);
    }

    @Benchmark
    public long tree_parsson() {
        return parsers.parssonTree(documents);
    }

    /** Raw Jackson's token loop over a {@code Reader}: the floor of {@code chars_ours}. */
    @Benchmark
    public long chars_jackson() {
        return parsers.jacksonChars(texts);
    }

    @Benchmark
    public long chars_ours() {
        return parsers.oursChars(texts);
    }

    @Benchmark
    public long chars_parsson() {
        return parsers.parssonChars(texts);
    }

    @Benchmark
    public long chars_jackson3() {
        return parsers.jackson3Chars(texts);
    }

    @Benchmark
    public long chars_ours3() {
        return parsers.ours3Chars(texts);
    }
}
