package org.jsonpjackson.bench.report;

import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Locale;

/**
 * Runs a suite and writes its report, or writes the report of an existing JMH JSON file.
 *
 * <pre>
 * ReportMain smoke|quick|full [--include REGEX] [--async LIBPATH] [--out DIR]
 * ReportMain render JMH_RESULT.json [--out DIR] [--suite NAME]
 * </pre>
 *
 * Each run writes {@code jmh-result.json}, {@code results.md} and {@code chart.svg} into {@code --out}
 * (default {@code runs/SUITE-TIMESTAMP}, which git ignores). Copy a curated pair into {@code results/}.
 */
public final class ReportMain {

    private ReportMain() {
    }

    public static void main(String[] args) throws IOException, RunnerException {
        Deque<String> rest = new ArrayDeque<>(Arrays.asList(args));
        if (rest.isEmpty()) {
            usage("no command");
        }
        String command = rest.removeFirst().toLowerCase(Locale.ROOT);
        Path resultFile = null;
        if (command.equals("render")) {
            if (rest.isEmpty()) {
                usage("render needs a JMH JSON result file");
            }
            resultFile = Path.of(rest.removeFirst());
        }
        String include = null;
        String async = null;
        Path out = null;
        String suiteName = command;
        while (!rest.isEmpty()) {
            String option = rest.removeFirst();
            if (rest.isEmpty()) {
                usage(option + " needs a value");
            }
            switch (option) {
                case "--include": include = rest.removeFirst(); break;
                case "--async": async = rest.removeFirst(); break;
                case "--out": out = Path.of(rest.removeFirst()); break;
                case "--suite": suiteName = rest.removeFirst(); break;
                default: usage("unknown option " + option);
            }
        }
        if (resultFile == null) {
            Suite suite = suite(command);
            if (out == null) {
                out = Path.of("runs", command + "-"
                        + LocalDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)));
            }
            Files.createDirectories(out);
            resultFile = out.resolve("jmh-result.json");
            ChainedOptionsBuilder options = suite.options().include(include == null ? "org\\.jsonpjackson\\.bench\\..*" : include)
                    .resultFormat(ResultFormatType.JSON).result(resultFile.toString());
            if (async != null) {
                // event=itimer needs no perf_events permission (containers, perf_event_paranoid > 1).
                options.addProfiler("async", "libPath=" + async + ";event=itimer;output=flamegraph,text;dir="
                        + out.resolve("async").toAbsolutePath());
            }
            new Runner(options.build()).run();
        } else if (out == null) {
            out = resultFile.toAbsolutePath().getParent();
        }
        write(resultFile, out, suiteName);
    }

    static void write(Path resultFile, Path out, String suite) throws IOException {
        List<Result> results = ResultFile.read(resultFile);
        String machine = String.format(Locale.ROOT, "%s suite, %s, JDK %s (%s), %d CPUs, %s", suite, LocalDate.now(ZoneOffset.UTC),
                System.getProperty("java.version"), System.getProperty("java.vm.name"),
                Runtime.getRuntime().availableProcessors(), System.getProperty("os.name") + " " + System.getProperty("os.arch"));
        Tables tables = new Tables(results);
        Files.createDirectories(out);
        Files.writeString(out.resolve("results.md"), tables.markdown("## Results: " + machine), StandardCharsets.UTF_8);
        Files.writeString(out.resolve("chart.svg"), SvgChart.render("jsonp-jackson benchmarks: " + machine, tables.groups()),
                StandardCharsets.UTF_8);
        System.out.println("Report: " + out.resolve("results.md").toAbsolutePath() + " and chart.svg");
    }

    private static Suite suite(String name) {
        try {
            return Suite.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            usage("unknown suite " + name);
            throw e;
        }
    }

    private static void usage(String problem) {
        throw new IllegalArgumentException(problem + "\nUsage: ReportMain smoke|quick|full [--include REGEX] "
                + "[--async LIBPATH] [--out DIR]\n       ReportMain render JMH_RESULT.json [--out DIR] [--suite NAME]");
    }
}
