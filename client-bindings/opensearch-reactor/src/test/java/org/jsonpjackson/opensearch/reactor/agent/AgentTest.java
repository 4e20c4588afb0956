package org.jsonpjackson.opensearch.reactor.agent;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the OpenTelemetry Java agent (the jar from Maven Central, {@code opentelemetry-javaagent.version} in the root
 * POM) records for our transport on opensearch-java 3.x, alone and beside the transport's own observation: an
 * {@link AgentProbe} JVM under the agent makes one call against a real node, and the agent's {@code logging-otlp}
 * exporter prints every span as OTLP JSON, which this test reads. docs/opensearch-reactor.md ("Under the
 * OpenTelemetry Java agent") says which span to switch off.
 */
@ExtendWith(OpenSearchExtension.class)
class AgentTest {

    /** OTLP's SPAN_KIND_CLIENT. */
    private static final int CLIENT = 3;

    private final URI node;

    AgentTest(URI node) {
        this.node = node;
    }

    record Span(String scope, String name, int kind, String traceId, String spanId, String parentSpanId,
            Map<String, String> attributes, long startNanos, long endNanos, int status, List<Event> events) {
        @Override
        public String toString() {
            return scope + " '" + name + "' kind " + kind + " " + spanId + " < " + parentSpanId + " " + attributes;
        }
    }

    private static final String AGENT_OPENSEARCH = "io.opentelemetry.opensearch-java-3.0";
    private static final String AGENT_REACTOR_NETTY = "io.opentelemetry.reactor-netty-1.0";
    /** The instrumentation scope AgentProbe names its tracer. */
    private static final String OURS = "application";

    @Test
    void theAgentAloneRecordsItsOpenSearchSpanOverReactorNettysHttpSpan() throws Exception {
        List<Span> spans = client(run("agent"));
        assertThat(spans).as("the agent's CLIENT spans for one count").hasSize(2);
        Span opensearch = only(spans, AGENT_OPENSEARCH);
        assertThat(opensearch.attributes()).as("the agent's older conventions: the HTTP method as the operation")
                .containsEntry("db.system", "opensearch").containsEntry("db.operation", "POST")
                .containsEntry("db.statement", "POST /%2A/_count");
        assertThat(opensearch.parentSpanId()).as("a root").isEmpty();
        assertThat(only(spans, AGENT_REACTOR_NETTY).parentSpanId()).isEqualTo(opensearch.spanId());
    }

    @Test
    void withOurObservationTooOurSpanNestsBetweenTheAgentsTwo() throws Exception {
        List<Span> spans = client(run("agent+observation"));
        assertThat(spans).as("three CLIENT spans for one count").hasSize(3);
        Span opensearch = only(spans, AGENT_OPENSEARCH);
        Span ours = only(spans, OURS);
        assertThat(ours.name()).isEqualTo("count");
        assertThat(ours.attributes()).containsEntry("db.system.name", "opensearch")
                .containsEntry("db.operation.name", "count").containsEntry("db.response.status_code", "200");
        assertThat(ours.parentSpanId()).as("ours under the agent's").isEqualTo(opensearch.spanId());
        assertThat(only(spans, AGENT_REACTOR_NETTY).parentSpanId()).as("the HTTP span under ours").isEqualTo(ours.spanId());
    }

    @Test
    void withTheAgentsOpenSearchInstrumentationOffOursIsTheOneDatabaseSpan() throws Exception {
        List<Span> spans = client(run("agent+observation", "-Dotel.instrumentation.opensearch.enabled=false"));
        assertThat(spans).as("two CLIENT spans for one count").hasSize(2);
        Span ours = only(spans, OURS);
        assertThat(ours.parentSpanId()).as("a root").isEmpty();
        assertThat(only(spans, AGENT_REACTOR_NETTY).parentSpanId()).isEqualTo(ours.spanId());
    }

    record Event(String name, long timeNanos) {
    }

    /**
     * One search of the application's, under its own observation, on a transport whose first node refuses: under the
     * agent with its OpenSearch instrumentation off (as the docs advise), the trace is the caller's span, ours under
     * it with the failover as an event, and the agent's HTTP spans of the tries under ours. The trace is also written
     * as a run record (target/trace-record/agent-trace.json), which docs/results/runs/ publishes as a picture.
     */
    @Test
    void aSearchThatFailsOverIsOneTraceUnderTheCallersSpan() throws Exception {
        List<Span> all = run("trace", "-Dotel.instrumentation.opensearch.enabled=false");
        List<Span> callers = all.stream().filter(s -> s.name().equals("mail search")).toList();
        assertThat(callers).as("the application's span, among %s", all).hasSize(1);
        Span caller = callers.get(0);
        assertThat(caller.parentSpanId()).as("a root").isEmpty();
        List<Span> trace = all.stream().filter(s -> s.traceId().equals(caller.traceId()))
                .sorted(java.util.Comparator.comparingLong(Span::startNanos)).toList();
        Span ours = only(client(trace), OURS);
        assertThat(ours.name()).isEqualTo("search mail");
        assertThat(ours.parentSpanId()).as("ours under the caller's").isEqualTo(caller.spanId());
        assertThat(ours.events()).extracting(Event::name).as("the refused try, sent again at once").contains("failover");
        assertThat(ours.events()).filteredOn(e -> e.name().equals("failover")).allSatisfy(e -> assertThat(e.timeNanos())
                .as("the failover's time (milliseconds only), within our span")
                .isBetween(ours.startNanos() - 1_000_000, ours.endNanos()));
        assertThat(ours.attributes()).containsEntry("db.collection.name", "mail")
                .containsEntry("server.port", Integer.toString(node.getPort())).containsEntry("db.response.status_code", "200");
        List<Span> http = trace.stream().filter(s -> s.scope().equals(AGENT_REACTOR_NETTY)).toList();
        assertThat(http).as("the agent's HTTP spans, in %s", trace).isNotEmpty()
                .allSatisfy(s -> assertThat(s.parentSpanId()).as(s.toString()).isEqualTo(ours.spanId()));
        assertThat(http.get(http.size() - 1).attributes()).as("the try that was answered")
                .containsEntry("http.response.status_code", "200");
        writeRecord(trace, caller);
    }

    /** The trace as a run record's table: a row per span and per event, times from the caller's start. */
    private static void writeRecord(List<Span> trace, Span root) throws IOException {
        Map<String, String> labels = new LinkedHashMap<>();
        int tries = 0;
        for (Span s : trace) {
            String label = s == root ? s.name() + " (the application's)"
                    : s.scope().equals(OURS) ? s.name() + " (ours)"
                    : s.scope().equals(AGENT_REACTOR_NETTY) ? s.name() + ", try " + (++tries) + " (the agent's Reactor Netty)"
                    : s.name() + " (" + s.scope() + ")";
            labels.put(s.spanId(), label);
        }
        // spans and events in the order they happened (a stable sort: no two rows stand in for each other); an event's
        // time has milliseconds only, so it is never put before its span's start, and its parent stays above it
        record Timed(long at, List<Object> row) {
        }
        List<Timed> timed = new ArrayList<>();
        for (Span s : trace) {
            timed.add(new Timed(s.startNanos(), List.of(labels.get(s.spanId()), labels.getOrDefault(s.parentSpanId(), ""),
                    ms(s.startNanos() - root.startNanos()), ms(s.endNanos() - s.startNanos()), carries(s))));
            for (Event e : s.events()) {
                if (!e.name().equals("exception")) {
                    long at = Math.max(e.timeNanos(), s.startNanos());
                    timed.add(new Timed(at, List.of("event: " + e.name(), labels.get(s.spanId()),
                            ms(at - root.startNanos()), "0", "")));
                }
            }
        }
        timed.sort(java.util.Comparator.comparingLong(Timed::at));
        List<List<Object>> rows = timed.stream().map(Timed::row).collect(Collectors.toList());
        Map<String, Object> record = new LinkedHashMap<>();
        record.put("page", "traces");
        record.put("order", 10);
        record.put("title", "One search that fails over, as a trace");
        record.put("about", "What an application sees for one search of its own (its span `mail search`) on a transport"
                + " whose first node refuses connections, under the OpenTelemetry Java agent with its OpenSearch"
                + " instrumentation off and the transport's observation on, as docs/opensearch-reactor.md advises."
                + " Written by AgentTest from the spans the agent's logging-otlp exporter printed; times from the"
                + " caller's start, on this machine, one call (not a speed figure).");
        java.time.ZonedDateTime now = java.time.ZonedDateTime.now(java.time.ZoneOffset.UTC);
        record.put("date", now.toLocalDate().toString());
        record.put("time", String.format(java.util.Locale.ROOT, "%02d:%02d UTC", now.getHour(), now.getMinute()));
        record.put("commit", commit());
        record.put("command", "mvn -B -pl client-bindings/opensearch-reactor verify -Dtest=AgentTest");
        record.put("lines", "none (one trace, not a speed figure); jackson-core 2.21.8 on the class path");
        record.put("peers", "the OpenTelemetry Java agent " + System.getProperty("jsonpj.otelAgentVersion", "(see the root POM)"));
        record.put("columns", List.of("Span", "Parent", "Start, ms", "Duration, ms", "Carries"));
        record.put("rows", rows);
        Path out = Path.of("target", "trace-record", "agent-trace.json");
        Files.createDirectories(out.getParent());
        new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(out.toFile(), record);
    }

    private static String ms(long nanos) {
        return String.format(java.util.Locale.ROOT, "%.1f", nanos / 1e6);
    }

    private static final List<String> SHOWN = List.of("db.operation.name", "db.collection.name", "server.address",
            "server.port", "db.response.status_code", "http.request.method", "http.response.status_code", "error.type");

    private static String carries(Span s) {
        List<String> shown = new ArrayList<>();
        for (String key : SHOWN) {
            String value = s.attributes().get(key);
            if (value != null && !value.isEmpty()) {
                shown.add(key + "=" + value);
            }
        }
        if (s.status() == 2) {
            shown.add("status ERROR");
        }
        return String.join(", ", shown);
    }

    private static String commit() {
        try {
            Process git = new ProcessBuilder("git", "rev-parse", "--short", "HEAD").redirectErrorStream(true).start();
            String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            return git.waitFor() == 0 ? out : "unknown";
        } catch (IOException e) {
            return "unknown";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }

    private static Span only(List<Span> spans, String scope) {
        List<Span> of = spans.stream().filter(s -> s.scope().equals(scope)).collect(Collectors.toList());
        assertThat(of).as("the spans of %s among %s", scope, spans).hasSize(1);
        return of.get(0);
    }

    private List<Span> run(String mode, String... agentSettings) throws Exception {
        Path agent = Path.of(System.getProperty("jsonpj.otelAgent", "target/otel-agent/opentelemetry-javaagent.jar"));
        assertThat(agent).as("the agent jar the build copies (maven-dependency-plugin, otel-agent)").exists();
        String java = ProcessHandle.current().info().command().orElse("java");
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Path classPathFile = Files.createTempFile("agent-probe", ".classpath");
        Files.writeString(classPathFile, "-cp \"" + classPath.replace("\\", "\\\\") + "\"");
        List<String> command = new ArrayList<>(List.of(java, "-javaagent:" + agent, "-XX:TieredStopAtLevel=1",
                "-Dotel.traces.exporter=logging-otlp", "-Dotel.metrics.exporter=none", "-Dotel.logs.exporter=none",
                "-Dotel.bsp.schedule.delay=50", "-Dotel.service.name=agent-probe"));
        command.addAll(List.of(agentSettings));
        command.addAll(List.of("@" + classPathFile, AgentProbe.class.getName(), node.toString(), mode));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        CompletableFuture<String> output = CompletableFuture.supplyAsync(() -> readAll(process.getInputStream()));
        boolean exited = process.waitFor(180, TimeUnit.SECONDS);
        if (!exited) {
            process.destroyForcibly();
        }
        String out = output.get(30, TimeUnit.SECONDS);
        Files.deleteIfExists(classPathFile);
        assertThat(exited).as("the probe JVM ended within 180 s; its output:%n%s", out).isTrue();
        assertThat(process.exitValue()).as("the probe's exit status; its output:%n%s", out).isZero();
        assertThat(out).as("the probe's call").contains(mode.equals("trace") ? "probe: searched 1 hits" : "probe: counted");
        return spans(out);
    }

    private static String readAll(InputStream in) {
        try (in) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            in.transferTo(bytes);
            return bytes.toString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Every span of every {@code {"resourceSpans":...}} the exporter printed, in the order printed. */
    static List<Span> spans(String output) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<Span> spans = new ArrayList<>();
        for (String line : output.split("\n")) {
            // the exporter logs one OTLP ResourceSpans object per line
            int start = line.indexOf("{\"resource\":");
            if (start < 0) {
                continue;
            }
            for (JsonNode resource : List.of(json.readTree(line.substring(start)))) {
                for (JsonNode scope : resource.path("scopeSpans")) {
                    for (JsonNode span : scope.path("spans")) {
                        Map<String, String> attributes = new LinkedHashMap<>();
                        for (JsonNode attribute : span.path("attributes")) {
                            JsonNode value = attribute.path("value");
                            attributes.put(attribute.path("key").asText(), value.elements().hasNext()
                                    ? value.elements().next().asText() : "");
                        }
                        List<Event> events = new ArrayList<>();
                        for (JsonNode event : span.path("events")) {
                            events.add(new Event(event.path("name").asText(), event.path("timeUnixNano").asLong()));
                        }
                        spans.add(new Span(scope.path("scope").path("name").asText(), span.path("name").asText(),
                                span.path("kind").asInt(), span.path("traceId").asText(), span.path("spanId").asText(),
                                span.path("parentSpanId").asText(), attributes, span.path("startTimeUnixNano").asLong(),
                                span.path("endTimeUnixNano").asLong(), span.path("status").path("code").asInt(), events));
                    }
                }
            }
        }
        return spans;
    }

    static List<Span> client(List<Span> spans) {
        return spans.stream().filter(s -> s.kind() == CLIENT).collect(Collectors.toList());
    }
}
