package org.jsonpjackson.sim.load;

import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.stream.JsonGenerator;
import org.jsonpjackson.json.jackson2.JacksonJsonProvider;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;

/** A run's figures as a small JSON object: what a baseline file holds. */
final class ResultJson {

    private static final JacksonJsonProvider JSON = new JacksonJsonProvider();

    private ResultJson() {
    }

    static String write(RunStats s) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = JSON.createGeneratorFactory(Map.of(JsonGenerator.PRETTY_PRINTING, true)).createGenerator(out)) {
            g.writeStartObject()
                    .write("requests", s.requests())
                    .write("failed", s.failed())
                    .write("throughput", s.throughput())
                    .write("p50", s.p50())
                    .write("p95", s.p95())
                    .write("p99", s.p99())
                    .write("max", s.max())
                    .writeEnd();
        }
        return out + System.lineSeparator();
    }

    static RunStats read(String json) {
        try (JsonReader reader = JSON.createReader(new StringReader(json))) {
            JsonObject o = reader.readObject();
            return new RunStats(o.getJsonNumber("requests").longValue(), o.getJsonNumber("failed").longValue(),
                    o.getJsonNumber("throughput").doubleValue(), o.getJsonNumber("p50").doubleValue(),
                    o.getJsonNumber("p95").doubleValue(), o.getJsonNumber("p99").doubleValue(),
                    o.getJsonNumber("max").doubleValue());
        }
    }
}
