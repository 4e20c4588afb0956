package org.jsonpjackson.bench.lookup;

import jakarta.json.JsonString;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParser;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.bench.classpath.ProviderView;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.jsonpjackson.json.Jsonp;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.opensearch.client.json.jackson.JacksonJsonpMapper;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

/**
 * The cost of finding a JSON-P provider per call, on the input of opensearch-java issue #292: parse
 * {@code ["a","b"]}, call {@code next()}, then read the whole {@code getArrayStream()}.
 *
 * <p>{@code lookup_*} are the correct measurements. {@code flawed_*} reproduce the benchmark published with
 * opensearch-java PR #293, which called {@code getArrayStream()} without {@code next()}: the parser is then
 * before the array, so each call throws an {@link IllegalStateException}. Those two numbers measure building
 * and throwing that exception (plus the look-up in the per-call variant), never any parsing.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
public class LookupBenchmark {

    static final byte[] INPUT = "[\"a\",\"b\"]".getBytes(StandardCharsets.UTF_8);

    /**
     * The service loader scans the whole class path but does not see Parsson's registration, so the per-call
     * look-up deterministically finds our provider: the fair "before" is the same provider, looked up each time.
     */
    private final ClassLoader oursFirst = ProviderView.only(JsonpJacksonProvider.class);
    private JsonProvider opensearch;

    @Setup
    public void setUp() {
        // opensearch-java's JsonValueParser caches the provider its look-up finds on first use; in the
        // stock set-up (opensearch-java with Parsson) that is Parsson.
        ClassLoader parssonOnly = ProviderView.only(JsonProviderImpl.class);
        opensearch = new JacksonJsonpMapper().jsonProvider();
        ProviderView.with(parssonOnly, () -> readArray(opensearch));
        ProviderView.with(oursFirst, Jsonp::provider);
    }

    /** (a) As opensearch-java did before 2.3: {@code JsonProvider.provider()} on every parse. */
    @Benchmark
    @SuppressForbidden(reason = "measures the per-call look-up on purpose")
    public long lookup_perCallLookup() {
        return ProviderView.with(oursFirst, () -> readArray(JsonProvider.provider()));
    }

    /** (b) Our provider, looked up once by {@link Jsonp#provider()}. */
    @Benchmark
    public long lookup_ours() {
        return readArray(Jsonp.provider());
    }

    /** (c) opensearch-java's own Jackson parser; its getArrayStream() builds the array with a cached provider. */
    @Benchmark
    public long lookup_opensearch() {
        return readArray(opensearch);
    }

    /** (d) The published benchmark's "before": a per-call look-up, then an exception instead of a stream. */
    @Benchmark
    @SuppressForbidden(reason = "reproduces the published per-call look-up benchmark")
    public Object flawed_perCallLookup() {
        return ProviderView.with(oursFirst, () -> streamWithoutNext(JsonProvider.provider()));
    }

    /** The published benchmark's "after", with our cached provider: the exception alone. */
    @Benchmark
    public Object flawed_ours() {
        return streamWithoutNext(Jsonp.provider());
    }

    static long readArray(JsonProvider provider) {
        try (JsonParser parser = provider.createParser(new ByteArrayInputStream(INPUT))) {
            parser.next();
            return parser.getArrayStream().mapToLong(v -> ((JsonString) v).getString().hashCode()).sum();
        }
    }

    /** Returns the exception it caught, so that a provider that does not throw shows up in the test. */
    static Object streamWithoutNext(JsonProvider provider) {
        try (JsonParser parser = provider.createParser(new ByteArrayInputStream(INPUT))) {
            return parser.getArrayStream();
        } catch (IllegalStateException expected) {
            return expected;
        }
    }
}
