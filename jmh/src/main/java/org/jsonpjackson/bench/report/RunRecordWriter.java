package org.jsonpjackson.bench.report;

import jakarta.json.stream.JsonGenerator;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;

import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A run's record, {@code record.json} beside its report: the run's date, commit, command and jackson-core lines
 * ({@link RunStamp}), and its table, in the format of docs/benchmarks.md ("Results as records"). To publish a run,
 * copy its record to {@code docs/results/runs/}, add {@code page}, {@code order} and {@code about} (what a reader
 * cannot tell from the table), trim the rows to the question, and run {@code jmh/scripts/results-pages.sh}.
 */
public final class RunRecordWriter {

    private final Map<String, String> facts;
    private final List<String> columns;
    private final List<List<Object>> rows = new ArrayList<>();

    RunRecordWriter(String title, String date, String time, String commit, String command, String lines,
                    String machine, List<String> columns) {
        this.facts = new java.util.LinkedHashMap<>();
        facts.put("title", title);
        facts.put("date", date);
        facts.put("time", time);
        facts.put("commit", commit);
        facts.put("command", command);
        facts.put("lines", lines);
        facts.put("machine", machine);
        this.columns = List.copyOf(columns);
    }

    /**
     * A row: its label, then one cell per further column: a {@link Ratio} (written with its range), a number, or
     * text (null for an empty cell).
     */
    public RunRecordWriter row(Object... cells) {
        if (cells.length != columns.size()) {
            throw new IllegalArgumentException(cells.length + " cells for the " + columns.size() + " columns " + columns);
        }
        rows.add(java.util.Arrays.asList(cells));
        return this;
    }

    public void write(Path file) throws IOException {
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
             JsonGenerator json = new JsonpJacksonProvider()
                     .createGeneratorFactory(Map.of(JsonGenerator.PRETTY_PRINTING, true)).createGenerator(out)) {
            json.writeStartObject();
            facts.forEach(json::write);
            json.writeStartArray("columns");
            columns.forEach(json::write);
            json.writeEnd();
            json.writeStartArray("rows");
            for (List<Object> row : rows) {
                json.writeStartArray();
                for (Object cell : row) {
                    if (cell instanceof Ratio ratio && Double.isFinite(ratio.high())) {
                        json.writeStartObject().write("value", rounded(ratio.value())).write("low", rounded(ratio.low()))
                                .write("high", rounded(ratio.high())).writeEnd();
                    } else if (cell instanceof Ratio ratio) {
                        json.write(rounded(ratio.value()));
                    } else if (cell instanceof Double number) {
                        json.write(rounded(number));
                    } else if (cell instanceof Number number) {
                        json.write(new BigDecimal(number.toString()));
                    } else {
                        json.write(cell == null ? "" : cell.toString());
                    }
                }
                json.writeEnd();
            }
            json.writeEnd();
            json.writeEnd();
        }
    }

    /** Three significant figures, as the pages quote ratios: 0.912, 1.20, 95.3, 1,234 ops/s keeps its digits. */
    private static BigDecimal rounded(double value) {
        BigDecimal exact = BigDecimal.valueOf(value);
        if (Math.abs(value) >= 1000) {
            return exact.setScale(0, RoundingMode.HALF_EVEN);
        }
        return exact.round(new java.math.MathContext(3, RoundingMode.HALF_EVEN));
    }
}
