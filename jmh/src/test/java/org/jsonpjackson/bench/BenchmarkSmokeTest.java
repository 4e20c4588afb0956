package org.jsonpjackson.bench;

import org.jsonpjackson.bench.diff.DiffBenchmark;
import org.jsonpjackson.bench.generate.GenerateBenchmark;
import org.jsonpjackson.bench.lookup.LookupBenchmark;
import org.jsonpjackson.bench.mapper.ElasticsearchSearchResponseBenchmark;
import org.jsonpjackson.bench.mapper.RequestBenchmark;
import org.jsonpjackson.bench.mapper.SearchResponseBenchmark;
import org.jsonpjackson.bench.parse.ParseBenchmark;
import org.jsonpjackson.bench.payload.Payload;
import org.jsonpjackson.bench.report.SmokeRun;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.results.RunResult;

import java.util.Collection;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every benchmark runs once, briefly, in this JVM: a benchmark that throws, or whose stubs were not
 * generated, fails the build. Measures nothing.
 */
class BenchmarkSmokeTest {

    static Stream<Arguments> benchmarks() {
        int payloads = Payload.values().length;
        return Stream.of(
                Arguments.of(LookupBenchmark.class, 5),
                Arguments.of(ParseBenchmark.class, 16 * payloads),
                Arguments.of(GenerateBenchmark.class, 10 * payloads),
                Arguments.of(SearchResponseBenchmark.class, 5 * 2),
                Arguments.of(ElasticsearchSearchResponseBenchmark.class, 2 * 2),
                Arguments.of(RequestBenchmark.class, 4),
                Arguments.of(DiffBenchmark.class, DiffBenchmark.Edits.values().length));
    }

    @ParameterizedTest
    @MethodSource("benchmarks")
    void runsOnce(Class<?> benchmark, int expectedRuns) throws Exception {
        Collection<RunResult> results = SmokeRun.run(benchmark);
        assertThat(results).hasSize(expectedRuns);
        assertThat(results).allSatisfy(r -> assertThat(r.getPrimaryResult().getScore()).isPositive());
    }
}
