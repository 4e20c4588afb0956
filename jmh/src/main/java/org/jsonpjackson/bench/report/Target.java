package org.jsonpjackson.bench.report;

import java.util.List;

/**
 * The goals of issue 6, and of issue 29 for Jackson 3, as comparisons the report checks in every group they apply
 * to. A throughput target is met when the median ratio ours ÷ other reaches the threshold; an allocation target when
 * ours allocates no more bytes per operation than the other. {@code ours} names our alternative: {@code ours} on
 * Jackson 2, {@code ours3} on Jackson 3.
 */
record Target(String description, String benchmarkClass, String kind, String ours, String other,
        double threshold, boolean allocation) {

    static final List<Target> ALL = List.of(
            new Target("parse ≥ 0.9× raw Jackson", "ParseBenchmark", "parser", "ours", "jackson", 0.9, false),
            new Target("generate ≥ 0.9× raw Jackson", "GenerateBenchmark", "generate", "ours", "jackson", 0.9, false),
            new Target("parse (event loop) ≥ 1.5× Parsson", "ParseBenchmark", "parser", "ours", "parsson", 1.5, false),
            new Target("parse (JsonReader tree) ≥ 1.5× Parsson", "ParseBenchmark", "tree", "ours", "parsson", 1.5, false),
            new Target("generate ≥ 1.1× Parsson", "GenerateBenchmark", "generate", "ours", "parsson", 1.1, false),
            new Target("cached look-up ≥ 100× per-call look-up", "LookupBenchmark", "lookup", "ours", "perCallLookup", 100, false),
            new Target("SearchResponse ≥ 1.3× stock mapper + Parsson", "SearchResponseBenchmark", "searchResponse",
                    "ours", "stock", 1.3, false),
            new Target("Jackson 3: parse ≥ 0.95× raw Jackson 3", "ParseBenchmark", "parser", "ours3", "jackson3", 0.95, false),
            new Target("Jackson 3: parse (event loop) ≥ 1.5× Parsson", "ParseBenchmark", "parser", "ours3", "parsson", 1.5, false),
            new Target("Jackson 3: generate ≥ 0.9× raw Jackson 3", "GenerateBenchmark", "generate", "ours3", "jackson3", 0.9, false),
            new Target("Jackson 3: SearchResponse ≥ 1.3× opensearch-java's Jackson 3 mapper + Parsson",
                    "SearchResponseBenchmark", "searchResponse", "ours3", "stock3", 1.3, false),
            new Target("parse (event loop) allocates ≤ Parsson", "ParseBenchmark", "parser", "ours", "parsson", 1, true),
            new Target("parse (JsonReader tree) allocates ≤ Parsson", "ParseBenchmark", "tree", "ours", "parsson", 1, true));
}
