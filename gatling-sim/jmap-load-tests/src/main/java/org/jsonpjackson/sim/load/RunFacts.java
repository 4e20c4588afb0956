package org.jsonpjackson.sim.load;

import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.stream.JsonGenerator;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;

/**
 * What the simulation knows of its run and Gatling's report does not: the thresholds it ran with (the smoke
 * run's differ from the main job's), how many answered queries matched nothing, and how often a user's session
 * was fetched. The simulation writes it to {@code load.runFacts} when it starts ({@code finished} false) and
 * again when it ends; the summary, in another JVM, reads it to judge the run, and to know that the newest
 * report is this run's.
 *
 * @param startedMillis        when the simulation was set up, epoch milliseconds
 * @param simulation           its class name
 * @param minSuccessPct        {@code load.minSuccessPercent}, for each kind of request
 * @param maxP99Millis         {@code load.maxP99Millis}, for the queries
 * @param maxEmptyPct          {@code load.maxEmptyPercent}: above this share of empty results the run warns
 * @param answeredQueries      queries answered with an {@code Email/query} response
 * @param emptyQueries         of those, the ones whose {@code ids} were empty
 * @param mostSessionFetches   the most session fetches one user needed (1 unless a fetch failed)
 * @param finished             whether the simulation reached its end
 * @param setupFailure         why the simulation could not be set up (provisioning refused, a target without mail),
 *                             empty if it was: Gatling then writes no report, and this is what the summary says
 */
record RunFacts(long startedMillis, String simulation, double minSuccessPct, long maxP99Millis, double maxEmptyPct,
                long answeredQueries, long emptyQueries, int mostSessionFetches, boolean finished, String setupFailure) {

    static final String PROPERTY = "load.runFacts";

    private static final JsonpJacksonProvider JSON = new JsonpJacksonProvider();

    /** The share of answered queries that matched nothing, in percent (0 when none was answered). */
    double emptyPercent() {
        return answeredQueries == 0 ? 0 : 100.0 * emptyQueries / answeredQueries;
    }

    String json() {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = JSON.createGeneratorFactory(Map.of(JsonGenerator.PRETTY_PRINTING, true)).createGenerator(out)) {
            g.writeStartObject()
                    .write("startedMillis", startedMillis)
                    .write("simulation", simulation)
                    .write("minSuccessPercent", minSuccessPct)
                    .write("maxP99Millis", maxP99Millis)
                    .write("maxEmptyPercent", maxEmptyPct)
                    .write("answeredQueries", answeredQueries)
                    .write("emptyQueries", emptyQueries)
                    .write("mostSessionFetches", mostSessionFetches)
                    .write("finished", finished)
                    .write("setupFailure", setupFailure)
                    .writeEnd();
        }
        return out + System.lineSeparator();
    }

    static RunFacts parse(String json) {
        try (JsonReader reader = JSON.createReader(new StringReader(json))) {
            JsonObject o = reader.readObject();
            return new RunFacts(o.getJsonNumber("startedMillis").longValue(), o.getString("simulation"),
                    o.getJsonNumber("minSuccessPercent").doubleValue(), o.getJsonNumber("maxP99Millis").longValue(),
                    o.getJsonNumber("maxEmptyPercent").doubleValue(), o.getJsonNumber("answeredQueries").longValue(),
                    o.getJsonNumber("emptyQueries").longValue(), o.getInt("mostSessionFetches"), o.getBoolean("finished"),
                    o.getString("setupFailure", ""));
        }
    }

    /** Written whole, then moved into place, so that a reader never sees half a file. */
    void writeTo(Path file) {
        try {
            Path partial = file.resolveSibling(file.getFileName() + ".partial");
            Files.writeString(partial, json());
            Files.move(partial, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the run's facts to " + file, e);
        }
    }
}
