package org.jsonpjackson.bench.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Two alternatives of the same benchmarks, alternated: round after round, one quick-suite fork of the first, then
 * one of the second, each in a run of its own (a stock mapper on its own opensearch-java). By default our mapper
 * against the stock one; {@code --pair ours3,jackson3} compares our Jackson 3 provider with raw Jackson 3, for
 * example. On a shared machine whose speed drifts over minutes, a single run of each compares two different
 * machines; the median of the rounds' ratios compares the alternatives. Writes {@code pairs.md} with every round's
 * ratio and the median.
 */
final class Pairs {

    private Pairs() {
    }

    /** The default pair: our mapper, and the stock one. */
    static final List<String> MAPPERS = List.of("ours", "stock");

    /**
     * @param pair the two alternatives ({@code kind_alternative} method names end in them), numerator first
     * @param params JMH parameters to pass on, {@code name=v1,v2} each (for example {@code payload=SEARCH_30})
     */
    static void run(RunStamp stamp, int rounds, String benchmarks, List<String> pair, List<String> params, Path out) throws IOException {
        List<Round> done = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            Path first = out.resolve(round + "-" + pair.get(0));
            Path second = out.resolve(round + "-" + pair.get(1));
            child(benchmarks + "\\.\\w+_" + pair.get(0) + "$", params, first);
            child(benchmarks + "\\.\\w+_" + pair.get(1) + "$", params, second);
            done.add(new Round(round, ResultFile.read(first.resolve("jmh-result.json")),
                    ResultFile.read(second.resolve("jmh-result.json"))));
        }
        String table = markdown(done, pair);
        Files.writeString(out.resolve("pairs.md"), stamp.line() + "\n\n" + table, StandardCharsets.UTF_8);
        RunRecordWriter record = stamp.record(pair.get(0) + " ÷ " + pair.get(1) + ", alternated", List.of("Benchmark",
                "Rounds", pair.get(0) + " ÷ " + pair.get(1) + ", median (lowest–highest)"));
        ratios(done).forEach((group, ratios) -> record.row(group, ratios.size(),
                new Ratio(median(ratios), ratios.get(0), ratios.get(ratios.size() - 1))));
        record.write(out.resolve("record.json"));
        System.out.println(table);
    }

    record Round(int number, List<Result> ours, List<Result> stock) {
    }

    /** Per comparison (class, kind, parameters): each round's ratio of medians, then the median ratio. */
    static String markdown(List<Round> rounds, List<String> pair) {
        String a = pair.get(0);
        String b = pair.get(1);
        StringBuilder md = new StringBuilder("## " + a + " ÷ " + b + ", alternated rounds\n\n"
                + "| Benchmark | Round | " + a + " ops/s | " + b + " ops/s | " + a + " ÷ " + b + " | " + a + " B/op | " + b
                + " B/op |\n|---|---:|---:|---:|---:|---:|---:|\n");
        StringBuilder summary = new StringBuilder("\n| Benchmark | Rounds | Median ratio | Lowest | Highest |\n|---|---:|---:|---:|---:|\n");
        byGroup(rounds).forEach((group, rows) -> {
            for (double[] row : rows) {
                md.append(String.format(Locale.ROOT, "| %s | %.0f | %.0f | %.0f | %.2f | %.0f | %.0f |%n", group, row[0], row[1],
                        row[2], row[1] / row[2], row[3], row[4]));
            }
        });
        ratios(rounds).forEach((group, ratios) -> summary.append(String.format(Locale.ROOT,
                "| %s | %d | **%.2f** | %.2f | %.2f |%n", group, ratios.size(), median(ratios), ratios.get(0),
                ratios.get(ratios.size() - 1))));
        return md.append(summary).toString();
    }

    /**
     * Per comparison: each round's {round, first's median, second's median, first's B/op, second's B/op}, in round
     * order.
     */
    private static Map<String, List<double[]>> byGroup(List<Round> rounds) {
        Map<String, List<double[]>> byGroup = new TreeMap<>();
        for (Round round : rounds) {
            Map<String, Result> stock = new HashMap<>();
            round.stock().forEach(r -> stock.put(r.groupKey(), r));
            for (Result ours : round.ours()) {
                Result other = stock.get(ours.groupKey());
                if (other != null) {
                    byGroup.computeIfAbsent(ours.benchmarkClass() + "." + ours.kind() + " " + ours.paramText(), k -> new ArrayList<>())
                            .add(new double[] {round.number(), ours.median(), other.median(), ours.allocBytesPerOp(),
                                    other.allocBytesPerOp()});
                }
            }
        }
        return byGroup;
    }

    /** Per comparison: each round's ratio of medians, sorted. */
    private static Map<String, List<Double>> ratios(List<Round> rounds) {
        Map<String, List<Double>> ratios = new TreeMap<>();
        byGroup(rounds).forEach((group, rows) -> {
            List<Double> sorted = new ArrayList<>();
            for (double[] row : rows) {
                sorted.add(row[1] / row[2]);
            }
            sorted.sort(null);
            ratios.put(group, sorted);
        });
        return ratios;
    }

    static double median(List<Double> sorted) {
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    /** One quick-suite run of the benchmarks {@code include} selects, in a JVM of its own, into {@code out}. */
    private static void child(String include, List<String> params, Path out) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        for (String key : System.getProperties().stringPropertyNames()) {
            if (key.startsWith("jmh.") || key.equals(ReportMain.STOCK_JAR)) {
                command.add("-D" + key + "=" + System.getProperty(key));
            }
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), ReportMain.class.getName(), "quick",
                "--include", include, "--out", out.toString()));
        for (String param : params) {
            command.addAll(List.of("--param", param));
        }
        try {
            int status = new ProcessBuilder(command).inheritIO().start().waitFor();
            if (status != 0) {
                throw new IOException("The run of " + include + " failed with status " + status);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted", e);
        }
    }
}
