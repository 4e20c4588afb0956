package org.jsonpjackson.build;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * One run's record under {@code docs/results/runs/}: the current run of one benchmark question, with its date,
 * commit, command, jackson-core line and table. The format is described in docs/benchmarks.md ("Results as records");
 * {@link #read} refuses a record that breaks it, naming the file and the field.
 *
 * <p>Read with our own JSON-P provider: the results pages are the provider's first user in the build.
 */
record RunRecord(String id, String page, int order, String title, String about, String date, String time,
                 String commit, String command, String lines, String peers, String method, String spread,
                 String machine, List<String> columns, List<List<Cell>> rows, List<String> notes,
                 List<Headline> headlines, String picture) {

    static final String DEFAULT_MACHINE = "the build machine: 2 shared vCPUs, OpenJDK 17.0.15";
    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    private static final Pattern TIME = Pattern.compile("\\d{2}:\\d{2}(:\\d{2})? UTC");
    private static final Pattern COMMIT = Pattern.compile("[0-9a-f]{7,40}(\\.\\.[0-9a-f]{7,40})?");
    /** Every speed figure names its jackson-core line (CONTRIBUTING.md); a record of no speed says "none". */
    private static final Pattern LINE = Pattern.compile("jackson-core \\d|tools\\.jackson core \\d|^none\\b");
    private static final Set<String> FIELDS = Set.of("page", "order", "title", "about", "date", "time", "commit",
            "command", "lines", "peers", "method", "spread", "machine", "columns", "rows", "notes", "headlines", "picture");
    /** {@code "picture": "trace"}: the table is a trace, drawn as a timeline; these are its columns. */
    static final String TRACE = "trace";
    static final List<String> TRACE_COLUMNS = List.of("Span", "Parent", "Start, ms", "Duration, ms", "Carries");

    /**
     * A table cell: its figure or text as the record writes it, the spread around it if the run gave one, whether it
     * is a number, and whether the run counted it a loss.
     */
    record Cell(String text, String spread, boolean numeric, boolean loss) {

        /** The cell as a page shows it: a loss in bold, the spread after the figure. */
        String shown() {
            return (loss ? "**" + text + "**" : text) + (spread == null ? "" : " (" + spread + ")");
        }
    }

    /**
     * A figure the README repeats: {@code says} quotes cells as {@code {ROW|COLUMN}}; {@code chart} names the cell the
     * README's chart draws, and whether a higher figure is better for us.
     */
    record Headline(int rank, String what, String says, Optional<String> chartLabel, Optional<String> chartCell,
                    boolean higherIsBetter) {
    }

    static RunRecord read(Path file) throws IOException {
        String id = file.getFileName().toString().replaceFirst("\\.json$", "");
        JsonObject json = readObject(file);
        Fields f = new Fields(file, json);
        for (String key : json.keySet()) {
            f.check(FIELDS.contains(key), "unknown field \"" + key + "\"");
        }
        List<String> columns = f.strings("columns", true);
        f.check(columns.size() >= 2, "\"columns\" names the row labels and at least one figure");
        List<List<Cell>> rows = new ArrayList<>();
        for (JsonValue row : f.array("rows", true)) {
            f.check(row instanceof JsonArray, "each row is an array of cells");
            List<Cell> cells = new ArrayList<>();
            for (JsonValue cell : row.asJsonArray()) {
                cells.add(f.cell(cell));
            }
            f.check(cells.size() == columns.size(), "the row " + row + " has " + cells.size() + " cells for "
                    + columns.size() + " columns");
            rows.add(cells);
        }
        f.check(!rows.isEmpty(), "\"rows\" is empty");
        List<Headline> headlines = new ArrayList<>();
        for (JsonValue value : f.array("headlines", false)) {
            f.check(value instanceof JsonObject, "each headline is an object");
            JsonObject h = value.asJsonObject();
            Fields hf = new Fields(file, h);
            Optional<JsonObject> chart = Optional.ofNullable(h.getJsonObject("chart"));
            String better = chart.map(c -> c.getString("better", "")).orElse("higher");
            hf.check(better.equals("higher") || better.equals("lower"), "a chart's \"better\" is higher or lower");
            headlines.add(new Headline(hf.integer("rank"), hf.string("what", true), hf.string("says", true),
                    chart.map(c -> c.getString("label", null)), chart.map(c -> c.getString("cell", null)),
                    better.equals("higher")));
        }
        String date = f.string("date", true);
        f.check(DATE.matcher(date).matches(), "\"date\" is YYYY-MM-DD, not " + date);
        String time = f.string("time", false);
        f.check(time == null || TIME.matcher(time).matches(), "\"time\" is HH:MM UTC, not " + time);
        String commit = f.string("commit", true);
        f.check(COMMIT.matcher(commit).matches(), "\"commit\" is 7 to 40 hex digits (or BEFORE..AFTER), not " + commit);
        String lines = f.string("lines", true);
        f.check(LINE.matcher(lines).find(), "\"lines\" names the jackson-core line the figures ran on"
                + " (\"jackson-core 2.19.1\", \"tools.jackson core 3.1.7\"), or starts with \"none\"");
        String machine = f.string("machine", false);
        String picture = f.string("picture", false);
        f.check(picture == null || picture.equals(TRACE), "\"picture\" is \"trace\" or absent, not " + picture);
        if (TRACE.equals(picture)) {
            f.check(columns.equals(TRACE_COLUMNS), "a trace's columns are " + TRACE_COLUMNS);
            Set<String> seen = new java.util.HashSet<>();
            for (List<Cell> row : rows) {
                String parent = row.get(1).text();
                f.check(parent.isEmpty() || seen.contains(parent), "a trace's row \"" + row.get(0).text()
                        + "\" names a parent that no row above it is: " + parent);
                f.check(seen.add(row.get(0).text()) || row.get(0).text().startsWith("event: "),
                        "a trace names each span once: " + row.get(0).text());
                for (int c = 2; c <= 3; c++) {
                    try {
                        f.check(Double.parseDouble(row.get(c).text()) >= 0, "a trace's times are not negative");
                    } catch (NumberFormatException e) {
                        f.check(false, "a trace's " + columns.get(c) + " is a number, not " + row.get(c).text());
                    }
                }
            }
        }
        return new RunRecord(id, f.string("page", true), f.integer("order"), f.string("title", true),
                f.string("about", true), date, time, commit, f.string("command", true), lines,
                f.string("peers", false), f.string("method", false), f.string("spread", false),
                machine == null ? DEFAULT_MACHINE : machine, columns, rows, f.strings("notes", false), headlines,
                picture);
    }

    /** A file of docs/results/runs/ (a record, or pages.json) as a JSON object, read with our own provider. */
    static JsonObject readObject(Path file) throws IOException {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8);
             JsonReader reader = new JsonpJacksonProvider().createReader(in)) {
            return reader.readObject();
        } catch (jakarta.json.JsonException e) {
            throw new IllegalArgumentException(file + ": not a JSON object: " + e.getMessage(), e);
        }
    }

    /** The cell at {@code ROW|COLUMN}: the row whose first cell reads ROW, the column whose header reads COLUMN. */
    Optional<Cell> cell(String reference) {
        int bar = reference.indexOf('|');
        if (bar < 0) {
            return Optional.empty();
        }
        int column = columns.indexOf(reference.substring(bar + 1));
        if (column < 1) {
            return Optional.empty();
        }
        return rows.stream().filter(row -> row.get(0).text().equals(reference.substring(0, bar))).findFirst()
                .map(row -> row.get(column));
    }

    /** The record's fields, each read or refused with the file and field named. */
    private record Fields(Path file, JsonObject json) {

        void check(boolean ok, String problem) {
            if (!ok) {
                throw new IllegalArgumentException(file + ": " + problem + " (docs/benchmarks.md, \"Results as records\")");
            }
        }

        String string(String name, boolean required) {
            JsonValue value = json.get(name);
            if (value == null) {
                check(!required, "\"" + name + "\" is missing");
                return null;
            }
            check(value instanceof JsonString && !((JsonString) value).getString().isBlank(),
                    "\"" + name + "\" is a non-empty string");
            return ((JsonString) value).getString();
        }

        int integer(String name) {
            JsonValue value = json.get(name);
            check(value instanceof JsonNumber && ((JsonNumber) value).isIntegral(), "\"" + name + "\" is an integer");
            return ((JsonNumber) value).intValueExact();
        }

        List<JsonValue> array(String name, boolean required) {
            JsonValue value = json.get(name);
            if (value == null) {
                check(!required, "\"" + name + "\" is missing");
                return List.of();
            }
            check(value instanceof JsonArray, "\"" + name + "\" is an array");
            return value.asJsonArray();
        }

        List<String> strings(String name, boolean required) {
            List<String> strings = new ArrayList<>();
            for (JsonValue value : array(name, required)) {
                check(value instanceof JsonString, "\"" + name + "\" holds strings");
                strings.add(((JsonString) value).getString());
            }
            return strings;
        }

        /** A number (its text kept as written: 1.20 stays 1.20), a string, or {value, low, high, loss}. */
        Cell cell(JsonValue value) {
            if (value instanceof JsonNumber number) {
                return new Cell(number.toString(), null, true, false);
            }
            if (value instanceof JsonString text) {
                return new Cell(text.getString(), null, false, false);
            }
            check(value instanceof JsonObject, "a cell is a number, a string or {value, low, high, loss}, not " + value);
            JsonObject cell = value.asJsonObject();
            check(Set.of("value", "low", "high", "loss").containsAll(cell.keySet()), "a cell's fields are value, low,"
                    + " high and loss: " + cell);
            check(cell.get("value") instanceof JsonNumber, "a cell's \"value\" is a number: " + cell);
            check(cell.containsKey("low") == cell.containsKey("high"), "a cell gives low and high, or neither: " + cell);
            String spread = null;
            if (cell.containsKey("low")) {
                check(cell.get("low") instanceof JsonNumber && cell.get("high") instanceof JsonNumber,
                        "a cell's low and high are numbers: " + cell);
                spread = cell.getJsonNumber("low") + "–" + cell.getJsonNumber("high");
            }
            return new Cell(cell.getJsonNumber("value").toString(), spread, true, cell.getBoolean("loss", false));
        }
    }

    /** The records of a folder, in file name order. */
    static List<RunRecord> readAll(Path folder) throws IOException {
        List<RunRecord> records = new ArrayList<>();
        try (var files = Files.list(folder)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                if (!file.getFileName().toString().equals(ResultPages.PAGES)) {
                    records.add(read(file));
                }
            }
        }
        return records;
    }

}
