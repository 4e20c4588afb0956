package org.jsonpjackson.build;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.jsonpjackson.build.tools.DocPages;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The results pages, the README's figures and its chart, made from the run records of {@code docs/results/runs/}
 * and nothing else: each page under docs/results/ whole, the README's part between {@link #START} and {@link #END},
 * and {@code docs/results/headlines.svg}. {@code FiguresTest} fails when a committed file differs from what this
 * makes; {@code jmh/scripts/results-pages.sh} writes them.
 *
 * <p>{@code pages.json} beside the records gives each page its file, title and opening paragraphs; the page
 * {@code index} is docs/results/README.md, which also lists every record as the current run of its question.
 */
final class ResultPages {

    static final String RUNS = "docs/results/runs";
    static final String PAGES = "pages.json";
    static final String CHART = "docs/results/headlines.svg";
    static final String START = "<!-- measured: generated from docs/results/runs/ (jmh/scripts/results-pages.sh) -->";
    static final String END = "<!-- measured: end -->";
    static final int MAX_HEADLINES = 5;
    private static final Pattern QUOTE = Pattern.compile("\\{([^{}|]+\\|[^{}]+)\\}");

    private final Path root;
    private final List<RunRecord> records;
    private final Map<String, Page> pages;

    record Page(String name, String file, String title, List<String> intro) {
    }

    private ResultPages(Path root, List<RunRecord> records, Map<String, Page> pages) {
        this.root = root;
        this.records = records;
        this.pages = pages;
    }

    static ResultPages of(Path root) throws IOException {
        Path runs = root.resolve(RUNS);
        return new ResultPages(root, RunRecord.readAll(runs), readPages(runs.resolve(PAGES)));
    }

    List<RunRecord> records() {
        return records;
    }

    Map<String, Page> pages() {
        return pages;
    }

    /** Every generated file, by its path from the root, with its whole text (the README with its part replaced). */
    Map<String, String> render() throws IOException {
        Map<String, String> files = new LinkedHashMap<>();
        for (Page page : pages.values()) {
            files.put("docs/results/" + page.file(), page(page));
        }
        files.put(CHART, chart());
        for (RunRecord record : records) {
            if (RunRecord.TRACE.equals(record.picture())) {
                files.put(picture(record), TraceTimeline.svg(record));
            }
        }
        String readme = Files.readString(root.resolve("README.md"), StandardCharsets.UTF_8);
        int start = readme.indexOf(START);
        int end = readme.indexOf(END);
        if (start < 0 || end < start) {
            throw new IllegalStateException("README.md has no " + START + " ... " + END + " part for the figures");
        }
        files.put("README.md", readme.substring(0, start) + START + "\n" + measured() + readme.substring(end));
        return files;
    }

    /** The records a page shows, in their order. */
    List<RunRecord> on(String page) {
        return records.stream().filter(r -> r.page().equals(page))
                .sorted(Comparator.comparingInt(RunRecord::order).thenComparing(RunRecord::id)).toList();
    }

    /** The headlines of every record, by rank. */
    List<Map.Entry<RunRecord, RunRecord.Headline>> headlines() {
        List<Map.Entry<RunRecord, RunRecord.Headline>> all = new ArrayList<>();
        for (RunRecord record : records) {
            for (RunRecord.Headline headline : record.headlines()) {
                all.add(Map.entry(record, headline));
            }
        }
        all.sort(Comparator.comparingInt(e -> e.getValue().rank()));
        return all;
    }

    /** A headline's sentence, each {@code {ROW|COLUMN}} replaced by that cell's figure. */
    static String says(RunRecord record, RunRecord.Headline headline) {
        Matcher quote = QUOTE.matcher(headline.says());
        StringBuilder out = new StringBuilder();
        while (quote.find()) {
            RunRecord.Cell cell = record.cell(quote.group(1)).orElseThrow(() -> new IllegalArgumentException(
                    RUNS + "/" + record.id() + ".json: the headline \"" + headline.what() + "\" quotes {"
                            + quote.group(1) + "}, which names no cell (ROW|COLUMN) of its table"));
            quote.appendReplacement(out, Matcher.quoteReplacement(cell.text()));
        }
        return quote.appendTail(out).toString();
    }

    private String link(RunRecord record, String from) {
        Page page = pages.get(record.page());
        String file = from.isEmpty() ? page.file() : from + page.file();
        return file + "#" + DocPages.anchor(record.title());
    }

    private String measured() {
        StringBuilder out = new StringBuilder();
        out.append("\n![The figures below as bars, ours ÷ other](" + CHART + ")\n\n");
        out.append("| What | Ours ÷ other | Run |\n|---|---|---|\n");
        for (var entry : headlines()) {
            RunRecord record = entry.getKey();
            out.append("| ").append(entry.getValue().what()).append(" | ").append(says(record, entry.getValue()))
                    .append("; ").append(record.lines()).append(" | [").append(record.date()).append("](")
                    .append(link(record, "docs/results/")).append(") |\n");
        }
        return out.append('\n').toString();
    }

    private String page(Page page) {
        StringBuilder out = new StringBuilder();
        out.append("<!-- Generated from ").append(RUNS).append("/*.json by build-checks' ResultPages: edit the"
                + " records, then run jmh/scripts/results-pages.sh. -->\n");
        out.append("# ").append(page.title()).append("\n\n");
        out.append(page.name().equals("index") ? "[Back to the README](../../README.md)"
                : "[All results](README.md) · [Back to the README](../../README.md)").append("\n\n");
        for (String paragraph : page.intro()) {
            out.append(paragraph).append("\n\n");
        }
        if (page.name().equals("index")) {
            out.append("## Which run is current\n\n");
            out.append("Each question below has one current run; an older run of it is in git's history of its"
                    + " record.\n\n| Page | Question | Run | Jackson |\n|---|---|---|---|\n");
            for (Page other : pages.values()) {
                if (other.name().equals("index")) {
                    continue;
                }
                for (RunRecord record : on(other.name())) {
                    out.append("| [").append(other.file()).append("](").append(other.file()).append(") | [")
                            .append(record.title()).append("](").append(link(record, "")).append(") | ")
                            .append(when(record)).append(", `").append(record.commit()).append("` | ")
                            .append(record.lines()).append(" |\n");
                }
            }
            out.append('\n');
        }
        for (RunRecord record : on(page.name())) {
            section(out, record);
        }
        return out.toString().stripTrailing() + "\n";
    }

    /** The file of a record's picture: {@code docs/results/ID.svg}. */
    static String picture(RunRecord record) {
        return "docs/results/" + record.id() + ".svg";
    }

    private static String when(RunRecord record) {
        return record.date() + (record.time() == null ? "" : " " + record.time());
    }

    private static void section(StringBuilder out, RunRecord record) {
        out.append("## ").append(record.title()).append("\n\n");
        out.append(record.about()).append("\n\n");
        List<String> facts = new ArrayList<>();
        facts.add("Run: " + when(record) + ", commit `" + record.commit() + "`");
        facts.add("Jackson: " + record.lines());
        if (record.peers() != null) {
            facts.add("Against: " + record.peers());
        }
        if (record.method() != null) {
            facts.add("Method: " + record.method());
        }
        if (record.spread() != null) {
            facts.add("Spread: " + record.spread());
        }
        facts.add("Machine: " + record.machine());
        for (String fact : facts) {
            out.append("- ").append(fact).append('\n');
        }
        out.append("- Command: `").append(record.command().replace("`", "'")).append("`\n\n");
        if (record.picture() != null) {
            out.append("![").append(record.title()).append("](").append(record.id()).append(".svg)\n\n");
        }
        out.append("| ").append(String.join(" | ", record.columns())).append(" |\n|");
        for (int c = 0; c < record.columns().size(); c++) {
            out.append("---|");
        }
        out.append('\n');
        for (List<RunRecord.Cell> row : record.rows()) {
            out.append("|");
            for (RunRecord.Cell cell : row) {
                out.append(' ').append(cell.shown().replace("|", "\\|")).append(" |");
            }
            out.append('\n');
        }
        out.append('\n');
        if (!record.notes().isEmpty()) {
            for (String note : record.notes()) {
                out.append("- ").append(note).append('\n');
            }
            out.append('\n');
        }
    }

    /**
     * The README's chart: one bar per charted headline, ours ÷ other on a scale from 0 to 2 with the line at 1; a bar
     * that is a win for us is green, a loss orange; a figure beyond the scale is drawn to its edge with its value.
     */
    String chart() {
        List<String[]> bars = new ArrayList<>(); // label, figure, win
        for (var entry : headlines()) {
            RunRecord.Headline headline = entry.getValue();
            if (headline.chartCell().isEmpty()) {
                continue;
            }
            RunRecord record = entry.getKey();
            RunRecord.Cell cell = record.cell(headline.chartCell().get()).filter(RunRecord.Cell::numeric)
                    .orElseThrow(() -> new IllegalArgumentException(RUNS + "/" + record.id() + ".json: the chart of \""
                            + headline.what() + "\" names " + headline.chartCell().get() + ", no number of its table"));
            double value = Double.parseDouble(cell.text());
            boolean win = headline.higherIsBetter() ? value > 1 : value < 1;
            bars.add(new String[] {headline.chartLabel().orElse(headline.what())
                    + (headline.higherIsBetter() ? " (higher is better)" : " (lower is better)"), cell.text(),
                    Boolean.toString(win)});
        }
        int labelWidth = 530;
        int barWidth = 300;
        int row = 30;
        int top = 34;
        int height = top + row * bars.size() + 26;
        int width = labelWidth + barWidth + 70;
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"13\">\n", width, height, width, height));
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        svg.append("<text x=\"8\" y=\"20\" font-weight=\"bold\">Ours ÷ other: green where ours is better, orange where"
                + " it is worse (from docs/results/runs)</text>\n");
        double scale = barWidth / 2.0;
        for (int i = 0; i < bars.size(); i++) {
            String[] bar = bars.get(i);
            int y = top + i * row;
            double value = Double.parseDouble(bar[1]);
            double length = Math.min(value, 2.0) * scale;
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>\n",
                    labelWidth - 8, y + 17, xml(bar[0])));
            svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"20\" fill=\"%s\"/>\n",
                    labelWidth, y + 3, length, Boolean.parseBoolean(bar[2]) ? "#3a923a" : "#e07b20"));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\">%s×%s</text>\n", labelWidth + length + 4,
                    y + 17, bar[1], value > 2 ? " (beyond the scale)" : ""));
        }
        int axis = top + row * bars.size() + 4;
        svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"black\""
                + " stroke-dasharray=\"4 3\"/>\n", labelWidth + scale, top, labelWidth + scale, axis));
        for (int tick = 0; tick <= 2; tick++) {
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>\n",
                    labelWidth + tick * scale, axis + 16, tick));
        }
        return svg.append("</svg>\n").toString();
    }

    static String xml(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("`", "");
    }

    private static Map<String, Page> readPages(Path file) throws IOException {
        Map<String, Page> pages = new LinkedHashMap<>();
        JsonObject json = RunRecord.readObject(file);
        for (Map.Entry<String, JsonValue> entry : json.entrySet()) {
            JsonObject page = entry.getValue().asJsonObject();
            pages.put(entry.getKey(), new Page(entry.getKey(), page.getString("file"), page.getString("title"),
                    page.getJsonArray("intro").getValuesAs(JsonString.class).stream().map(JsonString::getString).toList()));
        }
        return pages;
    }

    /** Writes every generated file into the tree under {@code root}: {@code jmh/scripts/results-pages.sh}. */
    void write() throws IOException {
        for (Map.Entry<String, String> file : render().entrySet()) {
            Files.writeString(root.resolve(file.getKey()), file.getValue(), StandardCharsets.UTF_8);
        }
    }
}
