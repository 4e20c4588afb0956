package org.jsonpjackson.build;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every measured figure the project publishes comes from one run record (docs/results/runs/*.json, each naming its
 * date, commit, command and jackson-core line): the results pages, the README's figures and its chart are what
 * {@link ResultPages} makes of the records, byte for byte, and nothing else under docs/results/ is written by hand.
 *
 * <p>{@code -Djsonpj.results.write=true} (what {@code jmh/scripts/results-pages.sh} passes) writes the files first.
 */
class FiguresTest {

    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final Path OUT = Path.of("target", "results-pages");
    private static ResultPages pages;

    @BeforeAll
    static void read() throws IOException {
        pages = ResultPages.of(ROOT);
        if (Boolean.getBoolean("jsonpj.results.write")) {
            pages.write();
        }
    }

    @Test
    void everyRecordBelongsToAPageAndNamesItsQuestionOnce() {
        assertThat(pages.records()).as("records under " + ResultPages.RUNS).isNotEmpty();
        for (RunRecord record : pages.records()) {
            assertThat(pages.pages()).as(record.id() + "'s page").containsKey(record.page());
        }
        Map<String, List<String>> byTitle = pages.records().stream().collect(Collectors.groupingBy(
                r -> r.page() + ": " + r.title(), Collectors.mapping(RunRecord::id, Collectors.toList())));
        byTitle.values().removeIf(ids -> ids.size() < 2);
        assertThat(byTitle).as("questions (page: title) with more than one current record").isEmpty();
    }

    @Test
    void theReadmeRepeatsAtMostFiveHeadlinesEachQuotingItsOwnTable() {
        var headlines = pages.headlines();
        assertThat(headlines).as("the README's headline figures").isNotEmpty().hasSizeLessThanOrEqualTo(ResultPages.MAX_HEADLINES);
        Set<Integer> ranks = new HashSet<>();
        for (var entry : headlines) {
            assertThat(ranks.add(entry.getValue().rank())).as("rank " + entry.getValue().rank() + " given once").isTrue();
            // throws, naming the record and the reference, when a {ROW|COLUMN} names no cell
            assertThat(ResultPages.says(entry.getKey(), entry.getValue())).doesNotContain("{");
        }
        assertThat(headlines).as("headlines the chart draws").anyMatch(e -> e.getValue().chartCell().isPresent());
    }

    @Test
    void theResultsPagesTheReadmesFiguresAndItsChartAreWhatTheRecordsMake() throws IOException {
        Map<String, String> rendered = pages.render();
        List<String> stale = new ArrayList<>();
        for (Map.Entry<String, String> file : rendered.entrySet()) {
            Path committed = ROOT.resolve(file.getKey());
            String actual = Files.isRegularFile(committed) ? Files.readString(committed, StandardCharsets.UTF_8) : null;
            if (!file.getValue().equals(actual)) {
                Path copy = OUT.resolve(file.getKey());
                Files.createDirectories(copy.getParent());
                Files.writeString(copy, file.getValue(), StandardCharsets.UTF_8);
                stale.add(file.getKey() + " (the records make build-checks/" + copy + ")");
            }
        }
        assertThat(stale).as("files that differ from what docs/results/runs/ makes: edit the records, not the pages,"
                + " then run jmh/scripts/results-pages.sh").isEmpty();
    }

    @Test
    void aTraceIsDrawnWithABarPerSpanAndADiamondPerEvent() throws IOException {
        List<RunRecord> traces = pages.records().stream().filter(r -> RunRecord.TRACE.equals(r.picture())).toList();
        assertThat(traces).as("trace records").isNotEmpty();
        for (RunRecord trace : traces) {
            String svg = pages.render().get(ResultPages.picture(trace));
            long events = trace.rows().stream().filter(r -> r.get(0).text().startsWith("event: ")).count();
            assertThat(count(svg, "<rect x=")).as(trace.id() + ": a bar per span").isEqualTo(trace.rows().size() - events);
            assertThat(count(svg, "<polygon ")).as(trace.id() + ": a diamond per event").isEqualTo(events);
            for (List<RunRecord.Cell> row : trace.rows()) {
                assertThat(svg).as(trace.id()).contains(">" + ResultPages.xml(row.get(0).text()) + "<");
            }
        }
    }

    @Test
    void aTraceWhoseParentComesAfterItsChildIsRefused() throws IOException {
        Path record = Files.createTempFile("trace", ".json");
        Files.writeString(record, "{\"page\": \"traces\", \"order\": 1, \"title\": \"t\", \"about\": \"a\","
                + " \"date\": \"2026-12-04\", \"commit\": \"0ca643e\", \"command\": \"c\", \"lines\": \"none\","
                + " \"picture\": \"trace\", \"columns\": [\"Span\", \"Parent\", \"Start, ms\", \"Duration, ms\", \"Carries\"],"
                + " \"rows\": [[\"child\", \"root\", \"1.0\", \"2.0\", \"\"], [\"root\", \"\", \"0\", \"5.0\", \"\"]]}");
        try {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> RunRecord.read(record))
                    .hasMessageContaining("names a parent that no row above it is: root");
        } finally {
            Files.delete(record);
        }
    }

    private static long count(String text, String part) {
        long n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    @Test
    void noPageUnderDocsResultsIsWrittenByHand() throws IOException {
        Set<String> generated = pages.render().keySet();
        try (Stream<Path> files = Files.walk(ROOT.resolve("docs/results"))) {
            List<String> byHand = files.filter(Files::isRegularFile)
                    .map(p -> ROOT.relativize(p).toString().replace('\\', '/'))
                    .filter(p -> !p.startsWith(ResultPages.RUNS + "/") && !generated.contains(p)).sorted().toList();
            assertThat(byHand).as("files under docs/results/ that no record makes").isEmpty();
        }
    }

    @Test
    void theReadmesMeasuredSectionHasNoFigureOutsideItsGeneratedPart() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        int section = readme.indexOf("\n## Measured\n");
        assertThat(section).as("README.md's ## Measured").isPositive();
        int next = readme.indexOf("\n## ", section + 1);
        String text = readme.substring(section, next < 0 ? readme.length() : next);
        String outside = text.substring(0, text.indexOf(ResultPages.START))
                + text.substring(text.indexOf(ResultPages.END) + ResultPages.END.length());
        assertThat(outside).as("README.md's Measured section, outside the generated part").doesNotContainPattern("\\d");
    }
}
