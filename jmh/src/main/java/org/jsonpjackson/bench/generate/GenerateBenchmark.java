package org.jsonpjackson.bench.generate;

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

import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;

import java.io.ByteArrayOutputStream;
import java.util.List;

/**
 * Generate throughput: one operation writes the whole payload again, to UTF-8 bytes. The returned byte
 * count is the per-operation check; the agreement test compares the bytes with the payload file. Two kinds:
 * {@code generate}, a JSON generator called value by value (as a mapper writes a request), and {@code writeTree},
 * a tree read once in the set-up written again by {@code JsonWriter} (raw Jackson: its own {@code JsonNode}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
public class GenerateBenchmark {

    @Param
    public Payload payload;

    private Script script;
    private Writers writers;
    private TreeWriters treeWriters;
    private JsonProvider oursProvider;
    private JsonProvider ours3Provider;
    private JsonProvider parssonProvider;
    /** Each alternative's own tree of the payload, for the {@code writeTree} kind. */
    private List<JsonValue> oursTrees;
    private List<JsonValue> ours3Trees;
    private List<JsonValue> parssonTrees;
    private List<com.fasterxml.jackson.databind.JsonNode> jsonNodes;
    private List<tools.jackson.databind.JsonNode> jsonNodes3;
    /** Reused, like a transport's pooled buffer, so the benchmark does not measure buffer growth. */
    private ByteArrayOutputStream out;

    @Setup
    public void setUp() {
        script = Script.record(payload.documents());
        oursProvider = new JsonpJacksonProvider();
        ours3Provider = new JsonpJackson3Provider();
        parssonProvider = new JsonProviderImpl();
        JsonFactory jackson = new JsonFactory();
        tools.jackson.core.json.JsonFactory jackson3 = new tools.jackson.core.json.JsonFactory();
        writers = new Writers(jackson, oursProvider, parssonProvider, jackson3, ours3Provider);
        treeWriters = new TreeWriters(jackson, jackson3);
        List<byte[]> documents = payload.documents();
        oursTrees = TreeWriters.jsonpTrees(oursProvider, documents);
        ours3Trees = TreeWriters.jsonpTrees(ours3Provider, documents);
        parssonTrees = TreeWriters.jsonpTrees(parssonProvider, documents);
        jsonNodes = treeWriters.jsonNodes(documents);
        jsonNodes3 = treeWriters.jsonNodes3(documents);
        out = new ByteArrayOutputStream(payload.size() + 1024);
    }

    @Benchmark
    public int generate_jackson() {
        return writers.jackson(script, out, payload.isNdjson());
    }

    @Benchmark
    public int generate_ours() {
        return writers.ours(script, out, payload.isNdjson());
    }

    /** Raw Jackson 3, the floor of the Jackson 3 provider. */
    @Benchmark
    public int generate_jackson3() {
        return writers.jackson3(script, out, payload.isNdjson());
    }

    @Benchmark
    public int generate_ours3() {
        return writers.ours3(script, out, payload.isNdjson());
    }

    @Benchmark
    public int generate_parsson() {
        return writers.parsson(script, out, payload.isNdjson());
    }

    /** {@code JsonWriter} writing a tree of our provider's; its floor is {@code generate_jackson}, the same bytes. */
    @Benchmark
    public int writeTree_ours() {
        return TreeWriters.jsonp(oursProvider, oursTrees, out, payload.isNdjson());
    }

    @Benchmark
    public int writeTree_ours3() {
        return TreeWriters.jsonp(ours3Provider, ours3Trees, out, payload.isNdjson());
    }

    @Benchmark
    public int writeTree_parsson() {
        return TreeWriters.jsonp(parssonProvider, parssonTrees, out, payload.isNdjson());
    }

    /** Raw Jackson writing its own {@code JsonNode} tree. */
    @Benchmark
    public int writeTree_jsonNode() {
        return treeWriters.jsonNode(jsonNodes, out, payload.isNdjson());
    }

    @Benchmark
    public int writeTree_jsonNode3() {
        return treeWriters.jsonNode3(jsonNodes3, out, payload.isNdjson());
    }
}
