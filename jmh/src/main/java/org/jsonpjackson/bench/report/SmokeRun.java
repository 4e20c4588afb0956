package org.jsonpjackson.bench.report;

import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;

import java.nio.file.Path;
import java.util.Collection;
import java.util.regex.Pattern;

/** The smoke suite for one benchmark class, as the build's tests run it. */
public final class SmokeRun {

    private SmokeRun() {
    }

    public static Collection<RunResult> run(Class<?> benchmark) throws RunnerException {
        return new Runner(options(benchmark).build()).run();
    }

    /** The same, with {@code -prof gc} and a JMH JSON result file, to feed the report. */
    public static Collection<RunResult> run(Class<?> benchmark, Path jsonResult) throws RunnerException {
        return new Runner(options(benchmark).addProfiler(GCProfiler.class)
                .resultFormat(ResultFormatType.JSON).result(jsonResult.toString()).build()).run();
    }

    private static ChainedOptionsBuilder options(Class<?> benchmark) {
        return Suite.SMOKE.options().include("^" + Pattern.quote(benchmark.getName()) + "\\.");
    }
}
