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
 * Our mapper against the stock one, alternated: round after round, one quick-suite fork of ours, then one of
 * stock, each in a run of its own (stock on its own opensearch-java). On a shared machine whose speed drifts
 * over minutes, a single run of each compares two different machines; the median of the rounds' ratios
 * compares the mappers. Writes {@code pairs.md} with every round's ratio and the median.
 */
final class Pairs {

    private Pairs() {
    }

    static void run(int rounds, String benchmarks, Path out) throws IOException {
        List<Round> done = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            Path ours = out.resolve(round + "-ours");
            Path stock = out.resolve(round + "-stock");
            child(benchmarks + "\\.\\w+_ours$", ours);
            child(benchmarks + "\\.\\w+_stock$", stock);
            done.add(new Round(round, ResultFile.read(ours.resolve("jmh-result.json")),
                    ResultFile.read(stock.resolve("jmh-result.json"))));
        }
        String table = markdown(done);
        Files.writeString(out.resolve("pairs.md"), table, StandardCharsets.UTF_8);
        System.out.println(table);
    }

    record Round(int number, List<Result> ours, List<Result> stock) {
    }

    /** Per comparison (class, kind, parameters): each round's ratio of medians, then the median ratio. */
    static String markdown(List<Round> rounds) {
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
        StringBuilder md = new StringBuilder("## Our mapper ÷ stock mapper, alternated rounds\n\n"
                + "| Benchmark | Round | Ours ops/s | Stock ops/s | Ours ÷ stock | Ours B/op | Stock B/op |\n"
                + "|---|---:|---:|---:|---:|---:|---:|\n");
        StringBuilder summary = new StringBuilder("\n| Benchmark | Rounds | Median ratio | Lowest | Highest |\n|---|---:|---:|---:|---:|\n");
        byGroup.forEach((group, rows) -> {
            List<Double> ratios = new ArrayList<>();
            for (double[] row : rows) {
                double ratio = row[1] / row[2];
                ratios.add(ratio);
                md.append(String.format(Locale.ROOT, "| %s | %.0f | %.0f | %.0f | %.2f | %.0f | %.0f |%n", group, row[0], row[1],
                        row[2], ratio, row[3], row[4]));
            }
            ratios.sort(null);
            summary.append(String.format(Locale.ROOT, "| %s | %d | **%.2f** | %.2f | %.2f |%n", group, ratios.size(),
                    median(ratios), ratios.get(0), ratios.get(ratios.size() - 1)));
        });
        return md.append(summary).toString();
    }

    static double median(List<Double> sorted) {
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    /** One quick-suite run of the benchmarks {@code include} selects, in a JVM of its own, into {@code out}. */
    private static void child(String include, Path out) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        for (String key : System.getProperties().stringPropertyNames()) {
            if (key.startsWith("jmh.") || key.equals(ReportMain.STOCK_JAR)) {
                command.add("-D" + key + "=" + System.getProperty(key));
            }
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), ReportMain.class.getName(), "quick",
                "--include", include, "--out", out.toString()));
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
