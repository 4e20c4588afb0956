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
 * Reads the statistics of a run from its Gatling HTML report, with Gatling's default percentiles
 * (the first is the 50th, the third the 95th, the fourth the 99th): the whole run's, or one group's. Gatling
 * 3.13 writes them into {@code js/stats.js}, a script in which each entry (the run, each group, each request)
 * has a {@code path} (empty for the run, the group's name for a top-level group) and a {@code stats} member
 * that is a JSON object. A group's response times are the sums of its requests' (Gatling's default).
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

    /** One top-level group's figures, if the run had any request in it. */
    public static Optional<RunStats> read(Path report, RequestKind kind) {
        Path file = report.resolve(STATS);
        try {
            return parse(Files.readString(file), kind.group);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file, e);
        }
    }

    /** The whole run's figures in a {@code stats.js} script: the JSON object after its first {@code stats:}. */
    static RunStats parse(String script) {
        int member = script.indexOf("\nstats:");
        if (member < 0) {
            throw new IllegalArgumentException("No stats object in the report's " + STATS);
        }
        return statsAt(script, member);
    }

    /** The figures of the top-level group named {@code group}, if the script has it. */
    static Optional<RunStats> parse(String script, String group) {
        // Gatling writes the path as a JSON string; a top-level group's path is its name
        String path = "\npath: \"" + group.replace("\\", "\\\\").replace("\"", "\\\"") + "\",";
        int at = script.indexOf(path);
        if (at < 0) {
            return Optional.empty();
        }
        int member = script.indexOf("\nstats:", at);
        if (member < 0) {
            throw new IllegalArgumentException("No stats object for " + group + " in the report's " + STATS);
        }
        return Optional.of(statsAt(script, member));
    }

    private static RunStats statsAt(String script, int member) {
        int start = script.indexOf('{', member);
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
