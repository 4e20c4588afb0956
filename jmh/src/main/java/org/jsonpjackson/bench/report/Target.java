package org.jsonpjackson.bench.report;

import java.util.List;

/**
 * The goals of issue 6, as comparisons the report checks in every group they apply to. A throughput
 * target is met when the median ratio ours ÷ other reaches the threshold; an allocation target when ours
 * allocates no more bytes per operation than the other.
 */
record Target(String description, String benchmarkClass, String kind, String oursKind, String other,
        double threshold, boolean allocation) {

    static final List<Target> ALL = List.of(
            new Target("parse ≥ 0.9× raw Jackson", "ParseBenchmark", "parser", "parser", "jackson", 0.9, false),
            new Target("generate ≥ 0.9× raw Jackson", "GenerateBenchmark", "generate", "generate", "jackson", 0.9, false),
            new Target("parse (event loop) ≥ 1.5× Parsson", "ParseBenchmark", "parser", "parser", "parsson", 1.5, false),
            new Target("parse (JsonReader tree) ≥ 1.5× Parsson", "ParseBenchmark", "tree", "tree", "parsson", 1.5, false),
            new Target("generate ≥ 1.1× Parsson", "GenerateBenchmark", "generate", "generate", "parsson", 1.1, false),
            new Target("cached look-up ≥ 100× per-call look-up", "LookupBenchmark", "lookup", "lookup", "perCallLookup", 100, false),
            new Target("SearchResponse ≥ 1.3× stock mapper + Parsson", "SearchResponseBenchmark", "searchResponse",
                    "searchResponse", "stock", 1.3, false),
            new Target("parse (event loop) allocates ≤ Parsson", "ParseBenchmark", "parser", "parser", "parsson", 1, true),
            new Target("parse (JsonReader tree) allocates ≤ Parsson", "ParseBenchmark", "tree", "tree", "parsson", 1, true));
}
