package org.jsonpjackson.sim.load;

import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.stream.JsonGenerator;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;

/** A judged run as a small JSON object: what {@code last-run.json} and a baseline file hold. */
final class ResultJson {

    private static final JsonpJacksonProvider JSON = new JsonpJacksonProvider();

    private ResultJson() {
    }

    static String write(RunResult r) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = JSON.createGeneratorFactory(Map.of(JsonGenerator.PRETTY_PRINTING, true)).createGenerator(out)) {
            g.writeStartObject().write("status", r.passed() ? "passed" : "failed");
            g.writeStartArray("failures");
            r.failures().forEach(g::write);
            g.writeEnd().writeStartArray("warnings");
            r.warnings().forEach(g::write);
            g.writeEnd();
            stats(g, RequestKind.QUERY.key, r.queries());
            stats(g, RequestKind.SESSION.key, r.session());
            if (r.heavy().requests() > 0) {
                stats(g, RequestKind.HEAVY.key, r.heavy());
            }
            g.writeStartObject("emptyResults")
                    .write("answered", r.answered())
                    .write("empty", r.empty())
                    .write("percent", r.emptyPercent())
                    .writeEnd();
            g.writeEnd();
        }
        return out + System.lineSeparator();
    }

    private static void stats(JsonGenerator g, String name, RunStats s) {
        g.writeStartObject(name)
                .write("requests", s.requests())
                .write("failed", s.failed())
                .write("throughput", s.throughput())
                .write("p50", s.p50())
                .write("p95", s.p95())
                .write("p99", s.p99())
                .write("max", s.max())
                .writeEnd();
    }

    static RunResult read(String json) {
        try (JsonReader reader = JSON.createReader(new StringReader(json))) {
            JsonObject o = reader.readObject();
            if (!o.containsKey(RequestKind.QUERY.key)) {
                throw new IllegalArgumentException("A result from before session fetches and queries were told apart "
                        + "(no \"" + RequestKind.QUERY.key + "\" member): take a new baseline");
            }
            JsonObject empty = o.getJsonObject("emptyResults");
            return new RunResult(strings(o, "failures"), strings(o, "warnings"), stats(o.getJsonObject(RequestKind.QUERY.key)),
                    stats(o.getJsonObject(RequestKind.SESSION.key)), empty.getJsonNumber("answered").longValue(),
                    empty.getJsonNumber("empty").longValue(),
                    o.containsKey(RequestKind.HEAVY.key) ? stats(o.getJsonObject(RequestKind.HEAVY.key)) : RunStats.NONE);
        }
    }

    private static List<String> strings(JsonObject o, String name) {
        return o.getJsonArray(name).getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
    }

    private static RunStats stats(JsonObject o) {
        return new RunStats(o.getJsonNumber("requests").longValue(), o.getJsonNumber("failed").longValue(),
                o.getJsonNumber("throughput").doubleValue(), o.getJsonNumber("p50").doubleValue(),
                o.getJsonNumber("p95").doubleValue(), o.getJsonNumber("p99").doubleValue(),
                o.getJsonNumber("max").doubleValue());
    }
}
