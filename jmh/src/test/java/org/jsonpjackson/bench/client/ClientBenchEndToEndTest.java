package org.jsonpjackson.bench.client;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The client benchmark, run once with tiny durations (one round, a fraction of a second per window): every
 * set-up's JVM against the loopback server over real HTTP. It measures nothing and asserts no speed: only that each
 * set-up ran end to end, that its JVM has the opensearch-java, transport, mapper and JSON-P provider it claims, and
 * that all decoded the same responses.
 */
class ClientBenchEndToEndTest {

    static final Path OUT = Path.of("target", "client-bench-test-run");
    static Throwable failure;
    static final Map<SetUp, Properties> RESULTS = new EnumMap<>(SetUp.class);

    @BeforeAll
    static void runEverySetUpOnce() throws Exception {
        // a previous run's files must not stand in for this run's
        if (Files.isDirectory(OUT)) {
            try (Stream<Path> files = Files.walk(OUT)) {
                for (Path f : (Iterable<Path>) files.sorted(Comparator.reverseOrder())::iterator) {
                    Files.delete(f);
                }
            }
        }
        try {
            ClientBenchMain.run(new String[] {"--rounds", "1", "--warmup-ms", "200", "--settle-ms", "100",
                    "--max-settle-ms", "100", "--measure-ms", "200", "--lead-in-ms", "50", "--rates", "50,100", "--isolation-rate", "50",
                    "--concurrency", "4", "--heap", "256m", "--out", OUT.toString(),
                    "--stock-jar", Path.of("target", "stock", "opensearch-java-2.25.0.jar").toString()});
        } catch (Exception | AssertionError e) {
            failure = e;
        }
        for (SetUp s : SetUp.values()) {
            Path file = OUT.resolve("jvms").resolve("r1-" + s.key + ".properties");
            if (Files.isRegularFile(file)) {
                Properties p = new Properties();
                try (InputStream in = Files.newInputStream(file)) {
                    p.load(in);
                }
                RESULTS.put(s, p);
            }
        }
    }

    @Test
    void everySetUpRunsEndToEndOverHttp() {
        assertThat(failure).as("the run").isNull();
        assertThat(RESULTS.keySet()).containsExactlyInAnyOrder(SetUp.values());
        for (Map.Entry<SetUp, Properties> e : RESULTS.entrySet()) {
            Properties p = e.getValue();
            assertThat(p.getProperty("error")).as(e.getKey().key).isNull();
            assertThat(p.getProperty("phases")).as(e.getKey().key)
                    .isEqualTo("saturation,rate-50,rate-100,isolation-alone-50,isolation-big-50");
            for (String phase : List.of("saturation", "rate-50", "rate-100", "isolation-alone-50", "isolation-big-50")) {
                assertThat(Long.parseLong(p.getProperty("phase." + phase + ".searches"))).as(e.getKey().key + " " + phase).isPositive();
                assertThat(p.getProperty("phase." + phase + ".failed")).as(e.getKey().key + " " + phase).isEqualTo("0");
            }
            assertThat(p.getProperty("load.firstError")).as(e.getKey().key).isNull();
            // the JIT check ran and said something (whether it settled in 0.1 s is not the question here)
            assertThat(p.getProperty("jit.settled")).as(e.getKey().key).isIn("true", "false");
            assertThat(p.getProperty("jit.witness")).as(e.getKey().key).isEqualTo("compile count");
        }
    }

    @Test
    void metricsAndTracesRanWhereTheSetUpSaysAndNowhereElse() {
        assertThat(failure).as("the run").isNull();
        for (Map.Entry<SetUp, Properties> e : RESULTS.entrySet()) {
            String observed = e.getValue().getProperty("observed");
            String as = e.getKey().key + ": " + observed;
            java.util.regex.Matcher m = java.util.regex.Pattern
                    .compile("calls timed (\\d+)(?:, spans exported (\\d+))?").matcher(observed);
            switch (e.getKey()) {
                case OURS_METRICS:
                    assertThat(m.matches() && m.group(2) == null).as(as).isTrue();
                    assertThat(Long.parseLong(m.group(1))).as(as).isPositive();
                    break;
                case OURS_TRACING:
                    assertThat(m.matches() && m.group(2) != null).as(as).isTrue();
                    assertThat(Long.parseLong(m.group(1))).as(as).isPositive();
                    assertThat(m.group(2)).as(as + ": a span per call timed").isEqualTo(m.group(1));
                    break;
                default:
                    assertThat(observed).as(as).isEqualTo("none");
            }
        }
    }

    @Test
    void theJitsCpuIsMeasuredApartWithinEachWindowsCpu() {
        assertThat(failure).as("the run").isNull();
        long jitSeen = 0;
        for (Map.Entry<SetUp, Properties> e : RESULTS.entrySet()) {
            for (String phase : e.getValue().getProperty("phases").split(",")) {
                long jit = Long.parseLong(e.getValue().getProperty("phase." + phase + ".jitCpuNanos"));
                long cpu = Long.parseLong(e.getValue().getProperty("phase." + phase + ".cpuNanos"));
                assertThat(jit).as(e.getKey().key + " " + phase).isBetween(0L, cpu);
                jitSeen += jit;
            }
        }
        // windows of 0.2 s in JVMs a few seconds old: their compiler threads are busy in some of them
        assertThat(jitSeen).as("the compiler threads' CPU over every window of every set-up").isPositive();
    }

    @Test
    void eachJvmHasTheStackItClaims() {
        assertThat(RESULTS).as("the run: " + failure).hasSize(SetUp.values().length);
        for (Map.Entry<SetUp, Properties> e : RESULTS.entrySet()) {
            SetUp s = e.getKey();
            Properties p = e.getValue();
            String as = s.key;
            assertThat(p.getProperty("id.opensearchJava")).as(as).isEqualTo(s.opensearchJava);
            assertThat(p.getProperty("id.transport")).as(as).isEqualTo(s.transportClass);
            assertThat(p.getProperty("id.mapper")).as(as).isEqualTo(s.mapperClass);
            assertThat(p.getProperty("id.restClient")).as(as).isEqualTo(s.restClient ? "2.19.2" : "absent");
            if (s.ours) {
                assertThat(p.getProperty("id.parssonPresent")).as(as + ": Parsson on the class path").isEqualTo("false");
                assertThat(p.getProperty("id.serviceLoaderProvider")).as(as).startsWith("org.jsonpjackson.json.");
                assertThat(p.getProperty("id.jsonpUtilsProvider")).as(as).startsWith("org.jsonpjackson.json.");
                assertThat(p.getProperty("id.mapperProvider")).as(as).startsWith("org.jsonpjackson.mapper.internal.jackson");
            } else {
                assertThat(p.getProperty("id.oursPresent")).as(as + ": our jars on the class path").isEqualTo("false");
                assertThat(p.getProperty("id.serviceLoaderProvider")).as(as).isEqualTo("org.eclipse.parsson.JsonProviderImpl");
                assertThat(p.getProperty("id.jsonpUtilsProvider")).as(as).isEqualTo("org.eclipse.parsson.JsonProviderImpl");
                assertThat(p.getProperty("id.mapperProvider")).as(as).startsWith("org.opensearch.client.json.jackson");
            }
            boolean jackson3 = s == SetUp.OURS_JACKSON3 || s == SetUp.OSJ39_JACKSON3_DEFAULT;
            assertThat(p.getProperty("id.mapperProvider").contains("3")).as(as + ": a Jackson 3 provider").isEqualTo(jackson3);
            assertThat(p.getProperty("id.handOff")).as(as).contains(s.transportClass.contains("ReactorNetty")
                    ? "decode scheduler" : "publishOn(Schedulers.boundedElastic())");
        }
    }

    @Test
    void theResponsesDecodedAgree() {
        assertThat(RESULTS).as("the run: " + failure).hasSize(SetUp.values().length);
        Properties stock = RESULTS.get(SetUp.STOCK);
        assertThat(stock.getProperty("check.search30.hits")).isEqualTo("30");
        assertThat(stock.getProperty("check.search30.total")).isEqualTo("213");
        assertThat(stock.getProperty("check.search1000.hits")).isEqualTo("1000");
        assertThat(stock.getProperty("check.search1000.total")).isEqualTo("7003");
        assertThat(stock.getProperty("check.count")).isEqualTo("213");
        assertThat(stock.getProperty("check.bulk.items")).isEqualTo("100");
        assertThat(stock.getProperty("check.bulk.errors")).isEqualTo("false");
        assertThat(stock.getProperty("check.search4000.hits")).isEqualTo("4000");
        assertThat(stock.getProperty("check.search16000.hits")).isEqualTo("16000");
        for (Map.Entry<SetUp, Properties> e : RESULTS.entrySet()) {
            for (String key : stock.stringPropertyNames()) {
                if (key.startsWith("check.")) {
                    assertThat(e.getValue().getProperty(key)).as(e.getKey().key + " " + key).isEqualTo(stock.getProperty(key));
                }
            }
        }
    }

    @Test
    void theReportHasARowPerLoadAndSetUp() throws Exception {
        assertThat(failure).as("the run").isNull();
        String md = Files.readString(OUT.resolve("results.md"), StandardCharsets.UTF_8);
        for (String phase : List.of("saturation", "rate-50", "rate-100")) {
            for (SetUp s : SetUp.values()) {
                assertThat(md).as(phase + " " + s.key).contains("| " + phase + " | " + s.label + " |");
            }
        }
        for (SetUp s : SetUp.values()) {
            assertThat(md).as("isolation " + s.key).containsPattern("\\| " + java.util.regex.Pattern.quote(s.label)
                    + "( \\| [0-9.]+){6} \\|");
        }
        List<String> csv = Files.readAllLines(OUT.resolve("rounds.csv"), StandardCharsets.UTF_8);
        assertThat(csv).hasSize(1 + SetUp.values().length * 5);
    }
}
