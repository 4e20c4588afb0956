package org.jsonpjackson.bench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The goals of issues 6 and 25, of issue 29 for Jackson 3 and of issue 40 against Parsson, as comparisons the report
 * checks in every group they apply to. A throughput target is met when the median ratio ours ÷ other reaches the
 * threshold; an allocation target when ours allocates no more bytes per operation than the other. {@code ours}
 * names our alternative ({@code ours} on Jackson 2, {@code ours3} on Jackson 3); {@code other} is an alternative of
 * kind {@code otherKind}, with the same parameters: usually the same kind, but the floor of writing a tree is raw
 * Jackson generating the same bytes. {@code payloads} limits a target to those payloads; empty, it holds on all.
 */
record Target(String description, String benchmarkClass, String kind, String ours, String otherKind, String other,
        double threshold, boolean allocation, Set<String> payloads) {

    /** Ours against another alternative of the same kind, on every payload. */
    static Target within(String description, String benchmarkClass, String kind, String ours, String other, double threshold) {
        return new Target(description, benchmarkClass, kind, ours, kind, other, threshold, false, Set.of());
    }

    /** The search responses and the bulk body: what a search client reads and writes most. */
    static final Set<String> SEARCH_AND_BULK = Set.of("SEARCH_30", "SEARCH_1000", "BULK");

    /** Whether this target holds for a group with these parameters. */
    boolean appliesTo(Map<String, String> params) {
        return payloads.isEmpty() || payloads.contains(params.get("payload"));
    }

    static final List<Target> ALL = all();

    private static List<Target> all() {
        List<Target> all = new ArrayList<>(List.of(
                within("parse ≥ 0.95× raw Jackson", "ParseBenchmark", "parser", "ours", "jackson", 0.95),
                within("parse from a Reader ≥ 0.95× raw Jackson on the Reader", "ParseBenchmark", "chars", "ours", "jackson", 0.95),
                within("Jackson 3: parse from a Reader ≥ 0.95× raw Jackson 3 on the Reader", "ParseBenchmark", "chars", "ours3",
                        "jackson3", 0.95),
                within("parse (JsonReader tree) ≥ 0.9× raw Jackson reading a JsonNode", "ParseBenchmark", "tree", "ours",
                        "jsonNode", 0.9),
                within("generate ≥ 0.95× raw Jackson", "GenerateBenchmark", "generate", "ours", "jackson", 0.95),
                new Target("write a tree (JsonWriter) ≥ 0.95× raw Jackson generating the same bytes", "GenerateBenchmark",
                        "writeTree", "ours", "generate", "jackson", 0.95, false, Set.of()),
                within("cached look-up ≥ 100× per-call look-up", "LookupBenchmark", "lookup", "ours", "perCallLookup", 100),
                within("SearchResponse ≥ 1.3× stock mapper + Parsson", "SearchResponseBenchmark", "searchResponse",
                        "ours", "stock", 1.3),
                within("Jackson 3: parse ≥ 0.95× raw Jackson 3", "ParseBenchmark", "parser", "ours3", "jackson3", 0.95),
                within("Jackson 3: generate ≥ 0.95× raw Jackson 3", "GenerateBenchmark", "generate", "ours3", "jackson3", 0.95),
                within("Jackson 3: SearchResponse ≥ 1.3× opensearch-java's Jackson 3 mapper + Parsson",
                        "SearchResponseBenchmark", "searchResponse", "ours3", "stock3", 1.3),
                new Target("parse (event loop) allocates ≤ Parsson", "ParseBenchmark", "parser", "ours", "parser", "parsson",
                        1, true, Set.of()),
                new Target("parse (JsonReader tree) allocates ≤ Parsson", "ParseBenchmark", "tree", "ours", "tree", "parsson",
                        1, true, Set.of())));
        // issue 40: a drop-in is never slower than what it replaces, on either Jackson line, and clearly faster on
        // what search clients read and write most
        String[][] operations = {
                {"parse (event loop)", "ParseBenchmark", "parser"},
                {"parse from a Reader", "ParseBenchmark", "chars"},
                {"parse (JsonReader tree)", "ParseBenchmark", "tree"},
                {"generate", "GenerateBenchmark", "generate"},
                {"write a tree (JsonWriter)", "GenerateBenchmark", "writeTree"}};
        for (String[] op : operations) {
            for (String ours : List.of("ours", "ours3")) {
                String line = ours.equals("ours3") ? "Jackson 3: " : "";
                all.add(new Target(line + op[0] + " ≥ 1.0× Parsson", op[1], op[2], ours, op[2], "parsson", 1.0, false,
                        Set.of()));
                all.add(new Target(line + op[0] + " ≥ 1.3× Parsson on search responses and bulk bodies", op[1], op[2],
                        ours, op[2], "parsson", 1.3, false, SEARCH_AND_BULK));
            }
        }
        return List.copyOf(all);
    }
}
