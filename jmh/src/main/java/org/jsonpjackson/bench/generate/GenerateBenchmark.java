package org.jsonpjackson.bench.generate;

import com.fasterxml.jackson.core.JsonFactory;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.bench.payload.Payload;
import org.jsonpjackson.json.jackson2.JacksonJsonProvider;
import org.jsonpjackson.json.jackson3.Jackson3JsonProvider;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.io.ByteArrayOutputStream;

/**
 * Generate throughput: one operation writes the whole payload again, to UTF-8 bytes. The returned byte
 * count is the per-operation check; the agreement test compares the bytes with the payload file.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
public class GenerateBenchmark {

    @Param
    public Payload payload;

    private Script script;
    private Writers writers;
    /** Reused, like a transport's pooled buffer, so the benchmark does not measure buffer growth. */
    private ByteArrayOutputStream out;

    @Setup
    public void setUp() {
        script = Script.record(payload.documents());
        writers = new Writers(new JsonFactory(), new JacksonJsonProvider(), new JsonProviderImpl(),
                new tools.jackson.core.json.JsonFactory(), new Jackson3JsonProvider());
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
}
