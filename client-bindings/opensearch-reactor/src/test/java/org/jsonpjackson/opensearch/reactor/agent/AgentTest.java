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
            Map<String, String> attributes) {
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
        assertThat(out).as("the probe's call").contains("probe: counted");
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
                        spans.add(new Span(scope.path("scope").path("name").asText(), span.path("name").asText(),
                                span.path("kind").asInt(), span.path("traceId").asText(), span.path("spanId").asText(),
                                span.path("parentSpanId").asText(), attributes));
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
