package org.jsonpjackson.bench.report;

import java.util.List;

/**
 * The goals of issues 6 and 25, and of issue 29 for Jackson 3, as comparisons the report checks in every group they
 * apply to. A throughput target is met when the median ratio ours ÷ other reaches the threshold; an allocation target
 * when ours allocates no more bytes per operation than the other. {@code ours} names our alternative ({@code ours} on
 * Jackson 2, {@code ours3} on Jackson 3); {@code other} is an alternative of kind {@code otherKind}, with the same
 * parameters: usually the same kind, but the floor of writing a tree is raw Jackson generating the same bytes.
 */
record Target(String description, String benchmarkClass, String kind, String ours, String otherKind, String other,
        double threshold, boolean allocation) {

    /** Ours against another alternative of the same kind. */
    static Target within(String description, String benchmarkClass, String kind, String ours, String other, double threshold) {
        return new Target(description, benchmarkClass, kind, ours, kind, other, threshold, false);
    }

    static final List<Target> ALL = List.of(
            within("parse ≥ 0.95× raw Jackson", "ParseBenchmark", "parser", "ours", "jackson", 0.95),
            within("parse from a Reader ≥ 0.95× raw Jackson on the Reader", "ParseBenchmark", "chars", "ours", "jackson", 0.95),
            within("parse from a Reader ≥ 1.0× Parsson", "ParseBenchmark", "chars", "ours", "parsson", 1.0),
            within("Jackson 3: parse from a Reader ≥ 0.95× raw Jackson 3 on the Reader", "ParseBenchmark", "chars", "ours3",
                    "jackson3", 0.95),
            within("parse (JsonReader tree) ≥ 0.9× raw Jackson reading a JsonNode", "ParseBenchmark", "tree", "ours", "jsonNode", 0.9),
            within("generate ≥ 0.95× raw Jackson", "GenerateBenchmark", "generate", "ours", "jackson", 0.95),
            new Target("write a tree (JsonWriter) ≥ 0.95× raw Jackson generating the same bytes", "GenerateBenchmark",
                    "writeTree", "ours", "generate", "jackson", 0.95, false),
            within("parse (event loop) ≥ 1.5× Parsson", "ParseBenchmark", "parser", "ours", "parsson", 1.5),
            within("parse (JsonReader tree) ≥ 1.5× Parsson", "ParseBenchmark", "tree", "ours", "parsson", 1.5),
            within("generate ≥ 1.3× Parsson", "GenerateBenchmark", "generate", "ours", "parsson", 1.3),
            within("write a tree (JsonWriter) ≥ 1.3× Parsson", "GenerateBenchmark", "writeTree", "ours", "parsson", 1.3),
            within("cached look-up ≥ 100× per-call look-up", "LookupBenchmark", "lookup", "ours", "perCallLookup", 100),
            within("SearchResponse ≥ 1.3× stock mapper + Parsson", "SearchResponseBenchmark", "searchResponse",
                    "ours", "stock", 1.3),
            within("Jackson 3: parse ≥ 0.95× raw Jackson 3", "ParseBenchmark", "parser", "ours3", "jackson3", 0.95),
            within("Jackson 3: parse (event loop) ≥ 1.5× Parsson", "ParseBenchmark", "parser", "ours3", "parsson", 1.5),
            within("Jackson 3: generate ≥ 0.95× raw Jackson 3", "GenerateBenchmark", "generate", "ours3", "jackson3", 0.95),
            within("Jackson 3: SearchResponse ≥ 1.3× opensearch-java's Jackson 3 mapper + Parsson",
                    "SearchResponseBenchmark", "searchResponse", "ours3", "stock3", 1.3),
            new Target("parse (event loop) allocates ≤ Parsson", "ParseBenchmark", "parser", "ours", "parser", "parsson", 1, true),
            new Target("parse (JsonReader tree) allocates ≤ Parsson", "ParseBenchmark", "tree", "ours", "tree", "parsson", 1, true));
}
