package org.jsonpjackson.sim.load;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads the statistics of a run from its Gatling HTML report: the whole run's, or one top-level group's. Gatling
 * 3.14 and later write them only into the statistics table of the report's {@code index.html} (3.13 also wrote
 * them as JSON into {@code js/stats.js}, which now holds the page's code alone): one row per entry, the run's with
 * the id {@code ROOT}, a top-level group's with {@code data-parent="ROOT"} and an id starting {@code group_}, its
 * name in the cell's {@code ellipsed-name} span, and one cell per column, each with its column's class
 * {@code col-N}. The columns are found by their headings ({@code Total}, {@code KO}, {@code Cnt/s},
 * {@code 50th pct}, {@code 95th pct}, {@code 99th pct}, {@code Max}: Gatling's default percentiles), so a
 * report without one of them is refused rather than misread. A group's response times are the sums of its
 * requests' (Gatling's default).
 */
public final class GatlingStats {

    /** The file every finished report has, and which holds its figures. */
    static final String STATS = "index.html";

    private static final Pattern HEADING = Pattern.compile("<th[^>]*id=\"(col-\\d+)\"[^>]*>\\s*<span>(?:<abbr[^>]*>)?([^<]+)");
    private static final Pattern ROW = Pattern.compile("<tr id=\"([^\"]+)\"(?: data-parent=\"([^\"]*)\")?[^>]*>(.*?)</tr>",
            Pattern.DOTALL);
    private static final Pattern NAME = Pattern.compile("class=\"ellipsed-name\">([^<]*)</span>");
    private static final Pattern CELL = Pattern.compile("<td class=\"value [^\"]*\\b(col-\\d+)\">([^<]*)</td>");

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
        return parse(readReport(report));
    }

    /** One top-level group's figures, if the run had any request in it. */
    public static Optional<RunStats> read(Path report, RequestKind kind) {
        return parse(readReport(report), kind.group);
    }

    private static String readReport(Path report) {
        Path file = report.resolve(STATS);
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file, e);
        }
    }

    /** The whole run's figures in a report's {@code index.html}: its {@code ROOT} row. */
    static RunStats parse(String html) {
        Map<String, String> columns = columns(html);
        Matcher row = ROW.matcher(html);
        while (row.find()) {
            if (row.group(1).equals("ROOT")) {
                return stats(columns, row.group(3), "the run");
            }
        }
        throw new IllegalArgumentException("No statistics row for the whole run (ROOT) in the report's " + STATS);
    }

    /** The figures of the top-level group named {@code group}, if the report has it. */
    static Optional<RunStats> parse(String html, String group) {
        Map<String, String> columns = columns(html);
        Matcher row = ROW.matcher(html);
        while (row.find()) {
            if ("ROOT".equals(row.group(2)) && row.group(1).startsWith("group_")) {
                Matcher name = NAME.matcher(row.group(3));
                if (name.find() && unescape(name.group(1).trim()).equals(group)) {
                    return Optional.of(stats(columns, row.group(3), group));
                }
            }
        }
        return Optional.empty();
    }

    /** Each heading the figures need, to its column's class. */
    private static Map<String, String> columns(String html) {
        Map<String, String> columns = new HashMap<>();
        Matcher heading = HEADING.matcher(html);
        while (heading.find()) {
            columns.put(heading.group(2).trim(), heading.group(1));
        }
        for (String needed : List.of(TOTAL, KO, RATE, P50, P95, P99, MAX)) {
            if (!columns.containsKey(needed)) {
                throw new IllegalArgumentException("The report's " + STATS + " has no statistics column \"" + needed
                        + "\" (found " + columns.keySet() + ")");
            }
        }
        return columns;
    }

    private static final String TOTAL = "Total";
    private static final String KO = "KO";
    private static final String RATE = "Cnt/s";
    private static final String P50 = "50th pct";
    private static final String P95 = "95th pct";
    private static final String P99 = "99th pct";
    private static final String MAX = "Max";

    private static RunStats stats(Map<String, String> columns, String row, String what) {
        Map<String, String> cells = new HashMap<>();
        Matcher cell = CELL.matcher(row);
        while (cell.find()) {
            cells.put(cell.group(1), cell.group(2));
        }
        return new RunStats(
                (long) value(cells, columns, TOTAL, what),
                (long) value(cells, columns, KO, what),
                value(cells, columns, RATE, what),
                value(cells, columns, P50, what),
                value(cells, columns, P95, what),
                value(cells, columns, P99, what),
                value(cells, columns, MAX, what));
    }

    /** Gatling writes numbers, or "-" where there is nothing to measure. */
    private static double value(Map<String, String> cells, Map<String, String> columns, String heading, String what) {
        String text = cells.get(columns.get(heading));
        if (text == null) {
            throw new IllegalArgumentException("The report's " + STATS + " has no \"" + heading + "\" figure for " + what);
        }
        text = text.trim().replace(",", "");
        return text.isEmpty() || text.equals("-") ? 0 : Double.parseDouble(text);
    }

    private static String unescape(String html) {
        return html.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'")
                .replace("&amp;", "&");
    }

    private static long modified(Path path) {
        try {
            return Files.getLastModifiedTime(path).toMillis();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
