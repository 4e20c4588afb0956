package org.jsonpjackson.sim.compare;

import jakarta.json.stream.JsonGenerator;
import org.jsonpjackson.json.JacksonJsonProvider;
import org.jsonpjackson.sim.baseline.ServiceMode;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/** Turns the runs of a comparison into a Markdown table of medians and ours/stock ratios, and into JSON. */
final class ComparisonTable {

    private ComparisonTable() {
    }

    static String markdown(List<Compare.Run> runs, double goalMillis, String environment) {
        StringBuilder md = new StringBuilder();
        md.append("Machine: ").append(environment).append(".\n\n");
        md.append("Medians over rounds; ratios are ours / stock (below 1 is better for latency, above 1 for throughput).\n\n");
        md.append("| Offered req/s | Mode | Throughput req/s | p50 ms | p95 ms | p99 ms | Failed | p99 < ")
                .append(fmt(goalMillis)).append(" ms | Event loop CPU s | Client I/O CPU s | Decode/hand-off CPU s |\n");
        md.append("|---|---|---|---|---|---|---|---|---|---|---|\n");
        Map<Double, List<Compare.Run>> byRate = runs.stream()
                .collect(Collectors.groupingBy(Compare.Run::rate, TreeMap::new, Collectors.toList()));
        List<String> ratios = new ArrayList<>();
        Map<ServiceMode, Double> bestRate = new TreeMap<>();
        byRate.forEach((rate, atRate) -> {
            for (ServiceMode mode : List.of(ServiceMode.STOCK, ServiceMode.OURS)) {
                List<Compare.Run> r = atRate.stream().filter(x -> x.mode() == mode).toList();
                if (r.isEmpty()) {
                    continue;
                }
                boolean meets = median(r, x -> x.stats().p99()) < goalMillis && r.stream().allMatch(x -> x.stats().failed() == 0);
                if (meets) {
                    bestRate.merge(mode, rate, Math::max);
                }
                md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %d | %s | %s | %s | %s |%n",
                        fmt(rate), mode.label(), fmt(median(r, x -> x.stats().throughput())),
                        fmt(median(r, x -> x.stats().p50())), fmt(median(r, x -> x.stats().p95())),
                        fmt(median(r, x -> x.stats().p99())), r.stream().mapToLong(x -> x.stats().failed()).sum(),
                        meets ? "yes" : "no",
                        fmt(median(r, x -> x.cpu().getOrDefault("service event loop", 0.0))),
                        fmt(median(r, x -> x.cpu().getOrDefault("client I/O", 0.0))),
                        fmt(median(r, x -> x.cpu().getOrDefault("client decode / hand-off", 0.0)))));
            }
            List<Compare.Run> ours = atRate.stream().filter(x -> x.mode() == ServiceMode.OURS).toList();
            List<Compare.Run> stock = atRate.stream().filter(x -> x.mode() == ServiceMode.STOCK).toList();
            if (!ours.isEmpty() && !stock.isEmpty()) {
                ratios.add(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s |", fmt(rate),
                        ratio(ours, stock, x -> x.stats().throughput()), ratio(ours, stock, x -> x.stats().p50()),
                        ratio(ours, stock, x -> x.stats().p95()), ratio(ours, stock, x -> x.stats().p99())));
            }
        });
        md.append("\n| Offered req/s | Throughput ours/stock | p50 ours/stock | p95 ours/stock | p99 ours/stock |\n");
        md.append("|---|---|---|---|---|\n");
        ratios.forEach(r -> md.append(r).append('\n'));
        md.append('\n');
        for (ServiceMode mode : List.of(ServiceMode.STOCK, ServiceMode.OURS)) {
            md.append("Highest offered rate meeting p99 < ").append(fmt(goalMillis)).append(" ms with no failures, ")
                    .append(mode.label()).append(": ")
                    .append(bestRate.containsKey(mode) ? fmt(bestRate.get(mode)) + " req/s" : "none of the rates tried")
                    .append(".\n");
        }
        return md.toString();
    }

    static String json(List<Compare.Run> runs) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = new JacksonJsonProvider()
                .createGeneratorFactory(Map.of(JsonGenerator.PRETTY_PRINTING, true)).createGenerator(out)) {
            g.writeStartArray();
            for (Compare.Run r : runs.stream().sorted(Comparator.comparing(Compare.Run::rate)).toList()) {
                g.writeStartObject().write("rate", r.rate()).write("mode", r.mode().label()).write("round", r.round())
                        .write("requests", r.stats().requests()).write("failed", r.stats().failed())
                        .write("throughput", r.stats().throughput()).write("p50", r.stats().p50())
                        .write("p95", r.stats().p95()).write("p99", r.stats().p99()).write("max", r.stats().max())
                        .write("assertionsPassed", r.assertionsPassed())
                        .writeStartObject("cpuSeconds");
                r.cpu().forEach(g::write);
                g.writeEnd().writeEnd();
            }
            g.writeEnd();
        }
        return out.toString();
    }

    static double median(List<Compare.Run> runs, ToDoubleFunction<Compare.Run> value) {
        double[] v = runs.stream().mapToDouble(value).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private static String ratio(List<Compare.Run> ours, List<Compare.Run> stock, ToDoubleFunction<Compare.Run> value) {
        double s = median(stock, value);
        return s == 0 ? "-" : String.format(Locale.ROOT, "%.2f", median(ours, value) / s);
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }
}
