package org.jsonpjackson.bench.report;

import org.jsonpjackson.bench.payload.Payload;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Turns results into the Markdown report: targets first, then every result with its ratios. */
final class Tables {

    private final List<Result> results;
    private final Map<String, Map<String, Result>> groups = new LinkedHashMap<>();
    private final Map<String, Result> floors = new LinkedHashMap<>();

    Tables(List<Result> results) {
        this.results = results;
        for (Result r : results) {
            groups.computeIfAbsent(r.groupKey(), k -> new LinkedHashMap<>()).put(r.alternative(), r);
            if (r.alternative().equals("jackson")) {
                floors.put(r.floorKey(), r);
            }
        }
    }

    Optional<Result> ours(Result r) {
        return Optional.ofNullable(groups.get(r.groupKey()).get("ours"));
    }

    Optional<Result> floor(Result r) {
        return Optional.ofNullable(floors.get(r.floorKey()));
    }

    /** Megabytes (10^6 bytes) per second of payload, when the benchmark is parameterised by one. */
    static Optional<Double> megabytesPerSecond(Result r) {
        String payload = r.params().getOrDefault("payload", r.params().get("response"));
        if (payload == null) {
            return Optional.empty();
        }
        return Optional.of(r.median() * Payload.valueOf(payload).size() / 1e6);
    }

    String markdown(String heading) {
        StringBuilder md = new StringBuilder();
        md.append(heading).append("\n\n");
        md.append("Ratios compare medians of the per-iteration throughputs; the range in brackets is what the two")
                .append(" 99.9% confidence intervals allow (low = worst case for the numerator). Allocation is")
                .append(" `-prof gc` `gc.alloc.rate.norm`.\n\n");
        md.append("### Targets\n\n| Target | Group | Ours ÷ other | Met |\n|---|---|---|---|\n");
        for (Target t : Target.ALL) {
            for (Map<String, Result> group : groups.values()) {
                Result any = group.values().iterator().next();
                if (!any.benchmarkClass().equals(t.benchmarkClass()) || !any.kind().equals(t.kind())
                        || !t.appliesTo(any.params())) {
                    continue;
                }
                Result ours = group.get(t.ours());
                Map<String, Result> otherGroup = t.otherKind().equals(t.kind()) ? group
                        : groups.get(any.groupKey(t.otherKind()));
                Result other = otherGroup == null ? null : otherGroup.get(t.other());
                if (ours == null || other == null) {
                    continue;
                }
                md.append("| ").append(t.description()).append(" | ").append(label(any)).append(" | ");
                if (t.allocation()) {
                    md.append(bytes(ours.allocBytesPerOp())).append(" vs ").append(bytes(other.allocBytesPerOp()))
                            .append(" B/op | ").append(ours.allocBytesPerOp() <= other.allocBytesPerOp() ? "yes" : "**no**");
                } else {
                    Ratio ratio = Ratio.of(ours, other);
                    md.append(ratio.text()).append(" | ").append(ratio.value() >= t.threshold()
                            ? (ratio.low() >= t.threshold() ? "yes" : "yes (within error)") : "**no**");
                }
                md.append(" |\n");
            }
        }
        md.append("\n### All results\n\n")
                .append("| Benchmark | Params | Alternative | Median ops/s | ± (99.9%) | MB/s | B/op | ÷ ours | ÷ raw Jackson |\n")
                .append("|---|---|---|---:|---:|---:|---:|---|---|\n");
        for (Result r : results) {
            md.append("| ").append(r.benchmarkClass().replace("Benchmark", "")).append('.').append(r.kind())
                    .append(" | ").append(r.paramText())
                    .append(" | ").append(r.alternative().equals("ours") ? "**ours**" : r.alternative())
                    .append(" | ").append(String.format(Locale.ROOT, "%,.0f", r.median()))
                    .append(" | ").append(Double.isNaN(r.relativeError()) ? "n/a"
                            : String.format(Locale.ROOT, "%.1f%%", 100 * r.relativeError()))
                    .append(" | ").append(megabytesPerSecond(r).map(v -> String.format(Locale.ROOT, "%.1f", v)).orElse(""))
                    .append(" | ").append(bytes(r.allocBytesPerOp()))
                    .append(" | ").append(ours(r).filter(o -> o != r).map(o -> Ratio.of(r, o).text()).orElse(""))
                    .append(" | ").append(floor(r).filter(f -> f != r).map(f -> Ratio.of(r, f).text()).orElse(""))
                    .append(" |\n");
        }
        return md.toString();
    }

    List<Map<String, Result>> groups() {
        return new ArrayList<>(groups.values());
    }

    static String label(Result r) {
        String params = r.paramText();
        return r.benchmarkClass().replace("Benchmark", "") + "." + r.kind() + (params.isEmpty() ? "" : " " + params);
    }

    private static String bytes(double b) {
        return Double.isNaN(b) ? "" : String.format(Locale.ROOT, "%,.0f", b);
    }
}
