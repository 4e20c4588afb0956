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
import java.util.ArrayList;
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
 * ReportMain pairs [--rounds N] [--include BENCHMARK_CLASS] [--out DIR]
 * </pre>
 *
 * Each run writes {@code jmh-result.json}, {@code results.md}, {@code chart.svg} and its run record
 * {@code record.json} ({@link RunRecordWriter}) into {@code --out}
 * (default {@code runs/SUITE-TIMESTAMP}, which git ignores). Copy a curated pair into {@code results/}.
 *
 * <p>The stock mapper benchmarks measure opensearch-java as Apache James runs it, version 2.25.0, where
 * {@code -Dbench.stockOpensearchJava} names its jar (the module's exec configuration does): in the quick and full
 * suites they run from a second JMH run whose JVMs have this class path with that jar in place of ours, and
 * their results join the others in {@code jmh-result.json}. Every other benchmark runs on this class path.
 *
 * <p>{@code -Dbench.jacksonCore=VERSION} and {@code -Dbench.jackson3Core=VERSION} run a suite (not {@code render})
 * on another jackson-core of either line ({@link JacksonLines}); every report's first line names the lines it ran on.
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
        String onRequestedLines = command.equals("render") ? null
                : JacksonLines.classPathToRunOn(System.getProperty("java.class.path"));
        if (onRequestedLines != null) {
            // the whole run, its JMH forks and the stock run after it, on the jackson-core lines asked for
            int status = JacksonLines.rerun(onRequestedLines, ReportMain.class, args);
            if (status != 0) {
                throw new IllegalStateException("The run on the requested jackson-core lines failed with status " + status);
            }
            return;
        }
        if (command.equals("client")) { org.jsonpjackson.bench.client.ClientBenchMain.suite(rest.toArray(new String[0])); return; }
        RunStamp stamp = RunStamp.now("ReportMain " + String.join(" ", args));
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
        String part = null;
        int rounds = 6;
        List<String> pair = Pairs.MAPPERS;
        List<String> params = new ArrayList<>();
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
                case "--part": part = rest.removeFirst(); break;
                case "--rounds": rounds = Integer.parseInt(rest.removeFirst()); break;
                case "--pair": pair = pairOf(rest.removeFirst()); break;
                case "--param": params.add(rest.removeFirst()); break;
                default: usage("unknown option " + option);
            }
        }
        if (command.equals("pairs")) {
            Pairs.run(stamp, rounds, include == null ? "SearchResponseBenchmark" : include, pair, params, out != null ? out : Path.of("runs", "pairs-"
                    + LocalDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT))));
            return;
        }
        if (resultFile == null) {
            Suite suite = suite(command);
            if (out == null) {
                out = Path.of("runs", command + "-"
                        + LocalDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)));
            }
            Files.createDirectories(out);
            resultFile = out.resolve("stock".equals(part) ? "jmh-result-stock.json" : "jmh-result.json");
            String stockJar = System.getProperty(STOCK_JAR);
            boolean stockApart = stockJar != null && !stockJar.isBlank() && suite != Suite.SMOKE && part == null;
            if (stockApart && !Files.isRegularFile(Path.of(stockJar))) {
                throw new IllegalStateException(STOCK_JAR + " names " + stockJar + ", which is not there: build the jmh"
                        + " module once (mvn -B -pl jmh -am verify), which fetches it");
            }
            boolean stockOnly = "stock".equals(part);
            ChainedOptionsBuilder options = suite.options().include(include == null ? "org\\.jsonpjackson\\.bench\\..*" : include)
                    .resultFormat(ResultFormatType.JSON).result(resultFile.toString());
            for (String param : params) {
                int eq = param.indexOf('=');
                if (eq <= 0) {
                    usage("--param needs NAME=VALUE[,VALUE...], not " + param);
                }
                options.param(param.substring(0, eq), param.substring(eq + 1).split(","));
            }
            if (stockOnly) {
                options.exclude(NOT_STOCK_MAPPER);
            } else if (stockApart) {
                options.exclude(STOCK_MAPPER);
            }
            if (async != null) {
                // event=itimer needs no perf_events permission (containers, perf_event_paranoid > 1).
                options.addProfiler("async", "libPath=" + async + ";event=itimer;output=flamegraph,text;dir="
                        + out.resolve("async").toAbsolutePath());
            }
            try {
                new Runner(options.build()).run();
            } catch (org.openjdk.jmh.runner.NoBenchmarksException e) {
                // an --include that selects only the stock benchmarks, or none of them
                Files.writeString(resultFile, "[]");
            }
            if (stockOnly) {
                return;
            }
            if (stockApart) {
                Path stockResult = out.resolve("jmh-result-stock.json");
                runStockApart(command, include, params, stockJar, out, stockResult);
                Files.writeString(resultFile, mergeJsonArrays(Files.readString(resultFile), Files.readString(stockResult)));
            }
        } else if (out == null) {
            out = resultFile.toAbsolutePath().getParent();
        }
        write(resultFile, out, suiteName, stamp);
    }

    /** The system property naming the opensearch-java jar of the stock mapper benchmarks. */
    static final String STOCK_JAR = "bench.stockOpensearchJava";
    /** JMH matches these with {@code find()}. */
    static final String STOCK_MAPPER = "^org\\.jsonpjackson\\.bench\\.mapper\\.\\w+\\.\\w+_stock$";
    static final String NOT_STOCK_MAPPER = "^(?!org\\.jsonpjackson\\.bench\\.mapper\\.\\w+\\.\\w+_stock$)";

    /**
     * The stock mapper benchmarks, run by a JVM whose class path is this one with {@code stockJar} in place of
     * opensearch-java's jar; JMH's forks copy that class path.
     */
    private static void runStockApart(String suite, String include, List<String> params, String stockJar, Path out, Path result)
            throws IOException {
        String classPath = swapJar(System.getProperty("java.class.path"), "opensearch-java-", stockJar);
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        for (String key : System.getProperties().stringPropertyNames()) {
            if (key.startsWith("jmh.")) {
                command.add("-D" + key + "=" + System.getProperty(key));
            }
        }
        command.addAll(List.of("-cp", classPath, ReportMain.class.getName(), suite, "--part", "stock", "--out", out.toString()));
        if (include != null) {
            command.addAll(List.of("--include", include));
        }
        for (String param : params) {
            command.addAll(List.of("--param", param));
        }
        System.out.println("Stock mapper benchmarks on " + stockJar);
        try {
            int status = new ProcessBuilder(command).inheritIO().start().waitFor();
            if (status != 0) {
                throw new IOException("The stock mapper benchmarks' run failed with status " + status);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted", e);
        }
    }

    /** {@code classPath} with its one entry whose file name starts with {@code prefix} replaced by {@code jar}. */
    static String swapJar(String classPath, String prefix, String jar) {
        List<String> entries = new java.util.ArrayList<>(List.of(classPath.split(java.io.File.pathSeparator)));
        int found = -1;
        for (int i = 0; i < entries.size(); i++) {
            String name = Path.of(entries.get(i)).getFileName().toString();
            if (name.startsWith(prefix) && name.endsWith(".jar")) {
                if (found >= 0) {
                    throw new IllegalStateException("Two " + prefix + "*.jar on the class path");
                }
                found = i;
            }
        }
        if (found < 0) {
            throw new IllegalStateException("No " + prefix + "*.jar on the class path");
        }
        entries.set(found, jar);
        return String.join(java.io.File.pathSeparator, entries);
    }

    /** Two JSON arrays (JMH result files) as one. */
    static String mergeJsonArrays(String first, String second) {
        String a = first.trim();
        String b = second.trim();
        if (!a.startsWith("[") || !a.endsWith("]") || !b.startsWith("[") || !b.endsWith("]")) {
            throw new IllegalArgumentException("Not two JSON arrays");
        }
        String left = a.substring(1, a.length() - 1).trim();
        String right = b.substring(1, b.length() - 1).trim();
        return "[\n" + left + (left.isEmpty() || right.isEmpty() ? "" : ",\n") + right + "\n]\n";
    }

    /** @param stamp the run's commit and date; for {@code render}, when and where the file was rendered */
    static void write(Path resultFile, Path out, String suite, RunStamp stamp) throws IOException {
        List<Result> results = ResultFile.read(resultFile);
        String machine = String.format(Locale.ROOT, "%s suite, %s, JDK %s (%s), %d CPUs, %s", suite, LocalDate.now(ZoneOffset.UTC),
                System.getProperty("java.version"), System.getProperty("java.vm.name"),
                Runtime.getRuntime().availableProcessors(), System.getProperty("os.name") + " " + System.getProperty("os.arch"));
        Tables tables = new Tables(results);
        Files.createDirectories(out);
        Files.writeString(out.resolve("results.md"), stamp.line() + "\n\n" + tables.markdown("## Results: " + machine),
                StandardCharsets.UTF_8);
        Files.writeString(out.resolve("chart.svg"), SvgChart.render("jsonp-jackson benchmarks: " + machine, tables.groups()),
                StandardCharsets.UTF_8);
        RunRecordWriter record = stamp.record("The " + suite + " suite", List.of("Benchmark", "Alternative",
                "Median ops/s", "B/op", "÷ ours", "÷ raw Jackson"));
        for (Result r : results) {
            record.row(Tables.label(r), r.alternative(), r.median(), Double.isNaN(r.allocBytesPerOp()) ? null
                    : r.allocBytesPerOp(), tables.ours(r).filter(o -> o != r).map(o -> Ratio.of(r, o)).orElse(null),
                    tables.floor(r).filter(f -> f != r).map(f -> Ratio.of(r, f)).orElse(null));
        }
        record.write(out.resolve("record.json"));
        System.out.println("Report: " + out.resolve("results.md").toAbsolutePath() + ", chart.svg and record.json");
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
                + "[--async LIBPATH] [--out DIR]\n       ReportMain render JMH_RESULT.json [--out DIR] [--suite NAME]"
                + "\n       ReportMain pairs [--rounds N] [--include BENCHMARK_CLASS] [--pair A,B] [--param NAME=V1,V2] [--out DIR]"
                + "\n       (quick, full and pairs take --param NAME=V1,V2 to set a JMH parameter, repeatable)");
    }

    /** {@code A,B}: two alternative names, as benchmark methods end in them ({@code parser_ours3}: {@code ours3}). */
    private static List<String> pairOf(String text) {
        String[] names = text.split(",");
        if (names.length != 2 || !names[0].matches("\\w+") || !names[1].matches("\\w+")) {
            usage("--pair needs two alternatives, A,B, not " + text);
        }
        return List.of(names[0], names[1]);
    }
}
