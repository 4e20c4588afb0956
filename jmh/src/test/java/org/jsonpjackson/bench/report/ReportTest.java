package org.jsonpjackson.bench.report;

import org.jsonpjackson.bench.lookup.LookupBenchmark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The report reads a real JMH JSON file (from a smoke run with -prof gc) and writes the table and chart. */
class ReportTest {

    @Test
    void writesTableAndChartFromJmhJson(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("jmh-result.json");
        SmokeRun.run(LookupBenchmark.class, json);

        List<Result> results = ResultFile.read(json);
        assertThat(results).extracting(Result::alternative)
                .containsExactlyInAnyOrder("perCallLookup", "ours", "opensearch", "perCallLookup", "ours");
        assertThat(results).allSatisfy(r -> assertThat(r.allocBytesPerOp()).isPositive());

        ReportMain.write(json, dir, "smoke", RunStamp.now("test"));
        String md = Files.readString(dir.resolve("results.md"), StandardCharsets.UTF_8);
        assertThat(md).as("the file says when, on which commit and how it was made")
                .startsWith("Run started ").containsPattern("UTC on commit [0-9a-f]{7,}").contains("Command: `test`");
        assertThat(md.lines().findFirst().orElseThrow()).as("and on which jackson-core of each line")
                .contains("Jackson: jackson-core " + com.fasterxml.jackson.core.json.PackageVersion.VERSION
                        + ", tools.jackson core " + tools.jackson.core.json.PackageVersion.VERSION + ".");
        assertThat(md).contains("| cached look-up ≥ 100× per-call look-up | Lookup.lookup |")
                .contains("| Lookup.flawed |  | perCallLookup |");
        String svg = Files.readString(dir.resolve("chart.svg"), StandardCharsets.UTF_8);
        assertThat(svg).startsWith("<svg").endsWith("</svg>\n").contains(">Lookup.lookup<");
        jakarta.json.JsonObject record;
        try (jakarta.json.JsonReader reader = new org.jsonpjackson.json.jackson2.JsonpJacksonProvider()
                .createReader(Files.newBufferedReader(dir.resolve("record.json")))) {
            record = reader.readObject();
        }
        assertThat(record.getString("date")).as("the run's record").matches("\\d{4}-\\d{2}-\\d{2}");
        assertThat(record.getString("commit")).isNotBlank();
        assertThat(record.getString("command")).isEqualTo("test");
        assertThat(record.getString("lines")).startsWith("jackson-core " + com.fasterxml.jackson.core.json.PackageVersion.VERSION);
        assertThat(record.getJsonArray("rows")).as("one row per result").hasSize(results.size());
        assertThat(record.getJsonArray("rows").getJsonArray(0)).as("as many cells as columns")
                .hasSize(record.getJsonArray("columns").size());
    }

    /** The Jackson 3 targets compare ours3 with jackson3, not ours with jackson, in the same group. */
    @Test
    void jackson3TargetsCompareOurs3WithRawJackson3() {
        java.util.Map<String, String> geo = java.util.Map.of("payload", "GEO_FLOATS");
        String md = new Tables(List.of(
                new Result("ParseBenchmark", "parser", "jackson", geo, 1000, 1000, 1, 15, 0, 0),
                new Result("ParseBenchmark", "parser", "ours", geo, 900, 900, 1, 15, 0, 0),
                new Result("ParseBenchmark", "parser", "jackson3", geo, 1000, 1000, 1, 15, 0, 0),
                new Result("ParseBenchmark", "parser", "ours3", geo, 960, 960, 1, 15, 0, 0),
                new Result("ParseBenchmark", "parser", "parsson", geo, 500, 500, 1, 15, 0, 0))).markdown("# t");
        assertThat(md).contains("| Jackson 3: parse ≥ 0.95× raw Jackson 3 | Parse.parser GEO_FLOATS | 0.96")
                .contains("| parse ≥ 0.95× raw Jackson | Parse.parser GEO_FLOATS | 0.90")
                .contains("| Jackson 3: parse (event loop) ≥ 1.0× Parsson | Parse.parser GEO_FLOATS | 1.92");
    }

    /** The 1.3× Parsson target holds on search responses and bulk bodies only; 1.0× on every payload. */
    @Test
    void theParssonTargetsAreScopedByPayload() {
        java.util.Map<String, String> search = java.util.Map.of("payload", "SEARCH_30");
        java.util.Map<String, String> cjk = java.util.Map.of("payload", "TEXT_CJK");
        String md = new Tables(List.of(
                new Result("ParseBenchmark", "parser", "ours", search, 1200, 1200, 1, 15, 0, 0),
                new Result("ParseBenchmark", "parser", "parsson", search, 1000, 1000, 1, 15, 0, 0),
                new Result("ParseBenchmark", "parser", "ours", cjk, 1200, 1200, 1, 15, 0, 0),
                new Result("ParseBenchmark", "parser", "parsson", cjk, 1000, 1000, 1, 15, 0, 0))).markdown("# t");
        assertThat(md).contains("| parse (event loop) ≥ 1.3× Parsson on search responses and bulk bodies"
                        + " | Parse.parser SEARCH_30 | 1.20× (1.20–1.20) | **no** |")
                .contains("| parse (event loop) ≥ 1.0× Parsson | Parse.parser TEXT_CJK | 1.20")
                .doesNotContain("on search responses and bulk bodies | Parse.parser TEXT_CJK");
    }

    /** Writing a tree is held to raw Jackson generating the same bytes: another kind, the same parameters. */
    @Test
    void theWriteTreeTargetComparesWithRawJacksonGenerating() {
        java.util.Map<String, String> search = java.util.Map.of("payload", "SEARCH_30");
        java.util.Map<String, String> numbers = java.util.Map.of("payload", "NUMBERS");
        String md = new Tables(List.of(
                new Result("GenerateBenchmark", "generate", "jackson", search, 1000, 1000, 1, 15, 0, 0),
                new Result("GenerateBenchmark", "generate", "jackson", numbers, 500, 500, 1, 15, 0, 0),
                new Result("GenerateBenchmark", "writeTree", "ours", search, 970, 970, 1, 15, 0, 0),
                new Result("GenerateBenchmark", "writeTree", "jsonNode", search, 2000, 2000, 1, 15, 0, 0))).markdown("# t");
        assertThat(md).contains("| write a tree (JsonWriter) ≥ 0.95× raw Jackson generating the same bytes"
                + " | Generate.writeTree SEARCH_30 | 0.97");
    }

    @Test
    void pairsTakeTheMedianOfEachRoundsRatio() {
        java.util.Map<String, String> hits = java.util.Map.of("response", "SEARCH_30");
        List<Pairs.Round> rounds = List.of(
                round(1, hits, 300, 100), round(2, hits, 150, 100), round(3, hits, 120, 100));
        String md = Pairs.markdown(rounds, Pairs.MAPPERS);
        assertThat(md).contains("| Benchmark | Round | ours ops/s | stock ops/s | ours ÷ stock |")
                .contains("| SearchResponse.searchResponse SEARCH_30 | 1 | 300 | 100 | 3.00 |")
                .contains("| SearchResponse.searchResponse SEARCH_30 | 3 | **1.50** | 1.20 | 3.00 |");
    }

    private static Pairs.Round round(int number, java.util.Map<String, String> params, double ours, double stock) {
        return new Pairs.Round(number,
                List.of(new Result("SearchResponse", "searchResponse", "ours", params, ours, ours, 1, 15, 10, 0)),
                List.of(new Result("SearchResponse", "searchResponse", "stock", params, stock, stock, 1, 15, 20, 0)));
    }

    @Test
    void ratioRangeWidensWithBothErrors() {
        Result a = new Result("X", "k", "ours", java.util.Map.of(), 200, 200, 20, 10, 0, 0);
        Result b = new Result("X", "k", "other", java.util.Map.of(), 100, 100, 10, 10, 0, 0);
        Ratio r = Ratio.of(a, b);
        assertThat(r.value()).isEqualTo(2.0);
        assertThat(r.low()).isCloseTo(2 * 0.9 / 1.1, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(r.high()).isCloseTo(2 * 1.1 / 0.9, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void theStockRunsResultsJoinTheOthers() {
        assertThat(ReportMain.mergeJsonArrays("[\n  {\"a\":1}\n]\n", "[ {\"b\":2} ]"))
                .isEqualTo("[\n{\"a\":1},\n{\"b\":2}\n]\n");
        assertThat(ReportMain.mergeJsonArrays("[]", "[{\"b\":2}]")).isEqualTo("[\n{\"b\":2}\n]\n");
    }

    @Test
    void theStockRunSwapsOpensearchJavasJarAlone() {
        String sep = java.io.File.pathSeparator;
        assertThat(ReportMain.swapJar(String.join(sep, "/a/json-jackson.jar", "/m2/opensearch-java-3.9.0.jar", "/m2/parsson.jar"),
                "opensearch-java-", "/m2/opensearch-java-2.25.0.jar"))
                .isEqualTo(String.join(sep, "/a/json-jackson.jar", "/m2/opensearch-java-2.25.0.jar", "/m2/parsson.jar"));
    }

    @Test
    void aRequestedJacksonLineSwapsThatLinesJacksonCoreAlone(@TempDir Path repository)
            throws IOException {
        String sep = java.io.File.pathSeparator;
        String build2 = com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString();
        String build3 = tools.jackson.core.json.PackageVersion.VERSION.toString();
        String classPath = String.join(sep, "/m2/jackson-core-" + build2 + ".jar", "/m2/jackson-core-" + build3 + ".jar",
                "/m2/jackson-databind-" + build2 + ".jar");
        Path jar = repository.resolve("com/fasterxml/jackson/core/jackson-core/2.19.1/jackson-core-2.19.1.jar");
        Files.createDirectories(jar.getParent());
        Files.writeString(jar, "");
        java.util.Properties saved = (java.util.Properties) System.getProperties().clone();
        try {
            System.setProperty(JacksonLines.REPOSITORY, repository.toString());
            assertThat(JacksonLines.classPathToRunOn(classPath)).as("nothing requested").isNull();
            System.setProperty(JacksonLines.JACKSON2, build2);
            assertThat(JacksonLines.classPathToRunOn(classPath)).as("the build's own line requested").isNull();

            System.setProperty(JacksonLines.JACKSON2, "2.19.1");
            assertThat(JacksonLines.classPathToRunOn(classPath)).isEqualTo(String.join(sep, jar.toString(),
                    "/m2/jackson-core-" + build3 + ".jar", "/m2/jackson-databind-" + build2 + ".jar"));

            System.setProperty(JacksonLines.JACKSON3, "3.3.0");
            assertThatThrownBy(() -> JacksonLines.classPathToRunOn(classPath)).as("a jar the repository lacks")
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("bench.jackson3Core=3.3.0")
                    .hasMessageContaining("mvn dependency:get -Dartifact=tools.jackson.core:jackson-core:3.3.0");
        } finally {
            System.setProperties(saved);
        }
    }

    @Test
    void theStockPatternsSplitTheMapperBenchmarks() {
        java.util.regex.Pattern stock = java.util.regex.Pattern.compile(ReportMain.STOCK_MAPPER);
        java.util.regex.Pattern notStock = java.util.regex.Pattern.compile(ReportMain.NOT_STOCK_MAPPER);
        for (String name : List.of("org.jsonpjackson.bench.mapper.SearchResponseBenchmark.searchResponse_stock",
                "org.jsonpjackson.bench.mapper.RequestBenchmark.bulkRequest_stock")) {
            assertThat(stock.matcher(name).find()).as(name).isTrue();
            assertThat(notStock.matcher(name).find()).as(name).isFalse();
        }
        for (String name : List.of("org.jsonpjackson.bench.mapper.RequestBenchmark.bulkRequest_ours",
                "org.jsonpjackson.bench.parse.ParseBenchmark.parser_parsson")) {
            assertThat(stock.matcher(name).find()).as(name).isFalse();
            assertThat(notStock.matcher(name).find()).as(name).isTrue();
        }
    }
}
