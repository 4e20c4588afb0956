package org.jsonpjackson.sim.load;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson2.JacksonJsonProvider;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Reads the global statistics of a run from its Gatling HTML report, with Gatling's default percentiles
 * (the first is the 50th, the third the 95th, the fourth the 99th). Gatling 3.13 writes them into
 * {@code js/stats.js}, a script whose {@code stats} member is a JSON object.
 */
public final class GatlingStats {

    static final String STATS = "js/stats.js";

    private static final JacksonJsonProvider JSON = new JacksonJsonProvider();

    private GatlingStats() {
    }

    /** The newest report directory under {@code results}, if any run wrote one. */
    public static Optional<Path> newestReport(Path results) {
        if (!Files.isDirectory(results)) {
            return Optional.empty();
        }
        try (Stream<Path> runs = Files.list(results)) {
            return runs.filter(run -> Files.isRegularFile(run.resolve(STATS)))
                    .max(Comparator.comparing(GatlingStats::modified));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static RunStats read(Path report) {
        Path file = report.resolve(STATS);
        try {
            return parse(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file, e);
        }
    }

    /** The figures in a {@code stats.js} script: the JSON object after its first {@code stats:}. */
    static RunStats parse(String script) {
        int member = script.indexOf("\nstats:");
        int start = member < 0 ? -1 : script.indexOf('{', member);
        if (start < 0) {
            throw new IllegalArgumentException("No stats object in the report's " + STATS);
        }
        try (JsonParser parser = JSON.createParser(new StringReader(script.substring(start)))) {
            parser.next();
            // only the object is read: the script goes on after it
            return stats(parser.getObject());
        }
    }

    static RunStats stats(JsonObject stats) {
        return new RunStats(
                (long) total(stats, "numberOfRequests"),
                (long) value(stats.getJsonObject("numberOfRequests"), "ko"),
                total(stats, "meanNumberOfRequestsPerSecond"),
                total(stats, "percentiles1"),
                total(stats, "percentiles3"),
                total(stats, "percentiles4"),
                total(stats, "maxResponseTime"));
    }

    private static double total(JsonObject stats, String name) {
        JsonObject figure = stats.getJsonObject(name);
        if (figure == null) {
            throw new IllegalArgumentException("stats.json has no " + name);
        }
        return value(figure, "total");
    }

    /** Gatling writes numbers, or strings ("-" where there is nothing to measure). */
    private static double value(JsonObject figure, String name) {
        JsonValue value = figure.get(name);
        if (value instanceof JsonNumber n) {
            return n.doubleValue();
        }
        if (value instanceof JsonString s) {
            String text = s.getString().trim();
            return text.isEmpty() || text.equals("-") ? 0 : Double.parseDouble(text);
        }
        throw new IllegalArgumentException("stats.json: " + name + " is " + value);
    }

    private static long modified(Path path) {
        try {
            return Files.getLastModifiedTime(path).toMillis();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
