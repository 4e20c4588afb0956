package org.jsonpjackson.sim.compare;

import jakarta.json.stream.JsonGenerator;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.jsonpjackson.sim.baseline.ServiceMode;
import org.jsonpjackson.sim.load.RunStats;

import java.io.StringWriter;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * Turns the runs of a comparison into Markdown (medians per mode and rate, ours ÷ stock ratios, CPU per request
 * by part, the highest rate each mode sustains) and into JSON (every run).
 */
final class ComparisonTable {

    /** The parts CPU is split into, in the order of the table's columns. */
    static final List<String> PARTS = List.of(ThreadCpu.NODE, ThreadCpu.EVENT_LOOP, ThreadCpu.CLIENT_IO, ThreadCpu.DECODE,
            Compare.SERVICE_REST, Compare.GENERATOR);

    private ComparisonTable() {
    }

    /**
     * @param jitSettledMillis a measured run in which the service's JIT compiled for longer is listed: its CPU
     *                         figures hold compiler work, not only the steady state
     */
    static String markdown(List<Compare.Run> runs, double goalMillis, String environment, long jitSettledMillis) {
        Map<Double, List<Compare.Run>> byRate = runs.stream()
                .collect(Collectors.groupingBy(Compare.Run::rate, TreeMap::new, Collectors.toList()));
        StringBuilder md = new StringBuilder();
        md.append("Machine: ").append(environment).append(".\n\n");
        md.append("Medians over rounds. `stock` is opensearch-java as Apache James 3.9 runs it; `before` is the per-call"
                + " look-up of opensearch-java before 2.3, for context.\n\n");
        md.append("| Offered req/s | Mode | Throughput req/s | p50 ms | p95 ms | p99 ms | Failed | p99 < ")
                .append(fmt(goalMillis)).append(" ms, no failures |\n");
        md.append("|---|---|---|---|---|---|---|---|\n");
        Map<ServiceMode, Double> bestRate = new EnumMap<>(ServiceMode.class);
        byRate.forEach((rate, atRate) -> {
            for (ServiceMode mode : ServiceMode.values()) {
                List<Compare.Run> r = of(atRate, mode);
                if (r.isEmpty()) {
                    continue;
                }
                boolean meets = meets(r, goalMillis);
                if (meets) {
                    bestRate.merge(mode, rate, Math::max);
                }
                md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %d | %s |%n",
                        fmt(rate), mode.label(), fmt(median(r, x -> x.stats().throughput())),
                        fmt(median(r, x -> x.stats().p50())), fmt(median(r, x -> x.stats().p95())),
                        fmt(median(r, x -> x.stats().p99())), r.stream().mapToLong(x -> x.stats().failed()).sum(),
                        meets ? "yes" : "no"));
            }
        });

        md.append("\nOurs ÷ stock (below 1 is better for latency and CPU, above 1 for throughput):\n\n");
        md.append("| Offered req/s | Throughput | p50 | p95 | p99 | CPU per request, all parts | CPU per request, service JVM |\n");
        md.append("|---|---|---|---|---|---|---|\n");
        byRate.forEach((rate, atRate) -> {
            List<Compare.Run> ours = of(atRate, ServiceMode.OURS);
            List<Compare.Run> stock = of(atRate, ServiceMode.STOCK);
            if (!ours.isEmpty() && !stock.isEmpty()) {
                md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s |%n", fmt(rate),
                        ratio(ours, stock, x -> x.stats().throughput()), ratio(ours, stock, x -> x.stats().p50()),
                        ratio(ours, stock, x -> x.stats().p95()), ratio(ours, stock, x -> x.stats().p99()),
                        ratio(ours, stock, ComparisonTable::totalMicros), ratio(ours, stock, ComparisonTable::serviceMicros)));
            }
        });

        if (runs.stream().anyMatch(r -> r.heavy().requests() > 0)) {
            heavySection(md, byRate);
        }

        md.append("\nCPU per request, in microseconds (CPU time of the part during the run ÷ requests sent):\n\n| Offered req/s | Mode |");
        PARTS.forEach(p -> md.append(' ').append(p).append(" |"));
        md.append(" service JVM, all | all parts | service JIT, ms in the run |\n|---|---|");
        PARTS.forEach(p -> md.append("---|"));
        md.append("---|---|---|\n");
        byRate.forEach((rate, atRate) -> {
            for (ServiceMode mode : ServiceMode.values()) {
                List<Compare.Run> r = of(atRate, mode);
                if (r.isEmpty()) {
                    continue;
                }
                md.append("| ").append(fmt(rate)).append(" | ").append(mode.label()).append(" |");
                for (String part : PARTS) {
                    md.append(' ').append(micros(median(r, x -> micros(x, part)))).append(" |");
                }
                md.append(' ').append(micros(median(r, ComparisonTable::serviceMicros))).append(" | ")
                        .append(micros(median(r, ComparisonTable::totalMicros))).append(" | ")
                        .append(micros(median(r, ComparisonTable::jitMillis))).append(" |\n");
            }
        });
        md.append('\n');
        List<String> compiling = runs.stream().filter(r -> jitMillis(r) > jitSettledMillis)
                .map(r -> String.format(Locale.ROOT, "%s at %s req/s, round %d (%.0f ms)", r.mode().label(), fmt(r.rate()),
                        r.round(), jitMillis(r)))
                .toList();
        md.append(compiling.isEmpty()
                ? "The JIT had settled: in no measured run did a service's JIT compile for more than " + jitSettledMillis + " ms.\n"
                : "**The JIT was still compiling** (more than " + jitSettledMillis + " ms) in: " + String.join("; ", compiling)
                        + ". Their CPU figures hold compiler work; warm up longer (load.warmupSeconds, load.maxWarmups).\n");
        for (ServiceMode mode : ServiceMode.values()) {
            if (runs.stream().anyMatch(r -> r.mode() == mode)) {
                md.append("Highest offered rate meeting p99 < ").append(fmt(goalMillis)).append(" ms with no failures, ")
                        .append(mode.label()).append(": ")
                        .append(bestRate.containsKey(mode) ? fmt(bestRate.get(mode)) + " req/s" : "none of the rates tried")
                        .append(".\n");
            }
        }
        return md.toString();
    }

    /**
     * With heavy queries mixed in ({@code load.heavyPercent}): the light queries' latency beside them, and the heavy
     * ones' own, per mode; then the light queries' p99, ours ÷ stock, which is what a user of the light queries feels.
     */
    private static void heavySection(StringBuilder md, Map<Double, List<Compare.Run>> byRate) {
        md.append("\nLight and heavy queries apart (heavy: the whole account, `load.heavyLimit` ids and the total, in "
                + "`load.heavyPercent` of the requests):\n\n");
        md.append("| Offered req/s | Mode | Light p50 ms | Light p99 ms | Light failed | Heavy requests | Heavy p50 ms "
                + "| Heavy p99 ms | Heavy failed |\n|---|---|---|---|---|---|---|---|---|\n");
        byRate.forEach((rate, atRate) -> {
            for (ServiceMode mode : ServiceMode.values()) {
                List<Compare.Run> r = of(atRate, mode);
                if (r.isEmpty()) {
                    continue;
                }
                md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %d | %d | %s | %s | %d |%n", fmt(rate),
                        mode.label(), fmt(median(r, x -> x.light().p50())), fmt(median(r, x -> x.light().p99())),
                        r.stream().mapToLong(x -> x.light().failed()).sum(),
                        r.stream().mapToLong(x -> x.heavy().requests()).sum(), fmt(median(r, x -> x.heavy().p50())),
                        fmt(median(r, x -> x.heavy().p99())), r.stream().mapToLong(x -> x.heavy().failed()).sum()));
            }
        });
        md.append("\nLight-query p99 beside the heavy queries, ours ÷ stock (below 1: ours keeps them faster):\n\n"
                + "| Offered req/s | Light p99 | Light p50 |\n|---|---|---|\n");
        byRate.forEach((rate, atRate) -> {
            List<Compare.Run> ours = of(atRate, ServiceMode.OURS);
            List<Compare.Run> stock = of(atRate, ServiceMode.STOCK);
            if (!ours.isEmpty() && !stock.isEmpty()) {
                md.append(String.format(Locale.ROOT, "| %s | %s | %s |%n", fmt(rate), ratio(ours, stock, x -> x.light().p99()),
                        ratio(ours, stock, x -> x.light().p50())));
            }
        });
    }

    private static List<Compare.Run> of(List<Compare.Run> runs, ServiceMode mode) {
        return runs.stream().filter(x -> x.mode() == mode).toList();
    }

    /** The median p99 under the goal, and not one request failed in any round. */
    static boolean meets(List<Compare.Run> runs, double goalMillis) {
        return median(runs, x -> x.stats().p99()) < goalMillis && runs.stream().allMatch(x -> x.stats().failed() == 0);
    }

    /** Microseconds of CPU per request of one part in one run; NaN if it was not measured. */
    static double micros(Compare.Run run, String part) {
        long nanos = run.cpu().getOrDefault(part, -1L);
        return nanos < 0 || run.stats().requests() == 0 ? Double.NaN : nanos / 1000.0 / run.stats().requests();
    }

    /** Milliseconds the service's JIT compiled during the run; NaN if the JVM did not count them. */
    static double jitMillis(Compare.Run run) {
        long nanos = run.cpu().getOrDefault(ThreadCpu.JIT, -1L);
        return nanos < 0 ? Double.NaN : nanos / 1e6;
    }

    static double serviceMicros(Compare.Run run) {
        return micros(run, ThreadCpu.EVENT_LOOP) + micros(run, ThreadCpu.CLIENT_IO) + micros(run, ThreadCpu.DECODE)
                + micros(run, Compare.SERVICE_REST);
    }

    static double totalMicros(Compare.Run run) {
        return PARTS.stream().mapToDouble(p -> micros(run, p)).sum();
    }

    static String json(List<Compare.Run> runs) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = new JsonpJacksonProvider()
                .createGeneratorFactory(Map.of(JsonGenerator.PRETTY_PRINTING, true)).createGenerator(out)) {
            g.writeStartArray();
            for (Compare.Run r : runs.stream().sorted(Comparator.comparing(Compare.Run::rate)).toList()) {
                g.writeStartObject().write("rate", r.rate()).write("mode", r.mode().label()).write("round", r.round())
                        .write("requests", r.stats().requests()).write("failed", r.stats().failed())
                        .write("throughput", r.stats().throughput()).write("p50", r.stats().p50())
                        .write("p95", r.stats().p95()).write("p99", r.stats().p99()).write("max", r.stats().max())
                        .write("assertionsPassed", r.assertionsPassed())
                        .writeStartObject("cpuNanos");
                r.cpu().forEach(g::write);
                g.writeEnd();
                if (r.heavy().requests() > 0) {
                    stats(g, "light", r.light());
                    stats(g, "heavy", r.heavy());
                }
                g.writeEnd();
            }
            g.writeEnd();
        }
        return out.toString();
    }

    private static void stats(JsonGenerator g, String name, RunStats s) {
        g.writeStartObject(name).write("requests", s.requests()).write("failed", s.failed()).write("p50", s.p50())
                .write("p95", s.p95()).write("p99", s.p99()).write("max", s.max()).writeEnd();
    }

    static double median(List<Compare.Run> runs, ToDoubleFunction<Compare.Run> value) {
        double[] v = runs.stream().mapToDouble(value).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private static String ratio(List<Compare.Run> ours, List<Compare.Run> stock, ToDoubleFunction<Compare.Run> value) {
        double s = median(stock, value);
        double o = median(ours, value);
        return s == 0 || Double.isNaN(s) || Double.isNaN(o) ? "-" : String.format(Locale.ROOT, "%.2f", o / s);
    }

    private static String micros(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.0f", v);
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }

}
