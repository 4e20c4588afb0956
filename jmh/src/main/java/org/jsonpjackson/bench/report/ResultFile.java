package org.jsonpjackson.bench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads JMH's JSON result format (-rf json) into {@link Result}s. */
final class ResultFile {

    private ResultFile() {
    }

    static List<Result> read(Path file) throws IOException {
        JsonNode root = new ObjectMapper().readTree(file.toFile());
        List<Result> results = new ArrayList<>();
        for (JsonNode run : root) {
            String benchmark = run.path("benchmark").asText();
            if (!"thrpt".equals(run.path("mode").asText())) {
                throw new IllegalArgumentException("Only throughput results are compared; " + benchmark + " is "
                        + run.path("mode").asText());
            }
            String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
            String owner = benchmark.substring(0, benchmark.lastIndexOf('.'));
            int underscore = method.indexOf('_');
            if (underscore < 0) {
                throw new IllegalArgumentException("Benchmark methods are named kind_alternative: " + benchmark);
            }
            Map<String, String> params = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = run.path("params").fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> p = it.next();
                params.put(p.getKey(), p.getValue().asText());
            }
            JsonNode primary = run.path("primaryMetric");
            if (!"ops/s".equals(primary.path("scoreUnit").asText())) {
                throw new IllegalArgumentException(benchmark + " is in " + primary.path("scoreUnit").asText() + ", not ops/s");
            }
            int samples = 0;
            for (JsonNode fork : primary.path("rawData")) {
                samples += fork.size();
            }
            JsonNode alloc = allocation(run.path("secondaryMetrics"));
            results.add(new Result(owner.substring(owner.lastIndexOf('.') + 1), method.substring(0, underscore),
                    method.substring(underscore + 1), params,
                    primary.path("scorePercentiles").path("50.0").asDouble(primary.path("score").asDouble()),
                    primary.path("score").asDouble(), number(primary.path("scoreError")), samples,
                    alloc == null ? Double.NaN : alloc.path("score").asDouble(),
                    alloc == null ? Double.NaN : number(alloc.path("scoreError"))));
        }
        return results;
    }

    /** JMH writes an error it could not compute as the string "NaN". */
    private static double number(JsonNode node) {
        return node.isNumber() ? node.asDouble() : Double.NaN;
    }

    /** The gc profiler's bytes per operation; its name has had a "·" prefix in older JMH versions. */
    private static JsonNode allocation(JsonNode secondary) {
        for (Iterator<Map.Entry<String, JsonNode>> it = secondary.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> metric = it.next();
            if (metric.getKey().endsWith("gc.alloc.rate.norm")) {
                return metric.getValue();
            }
        }
        return null;
    }
}
