package org.jsonpjackson.opensearch.testing;

import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two processes that start a node at the same moment each get a port of their own, and each port answers
 * for its own cluster: the node binds from a range itself, so there is no gap between choosing a port and
 * binding it. Each start is quiet: one line, naming the port the node bound.
 */
class ConcurrentStartIT {

    private static final Pattern REPORT = Pattern.compile("REPORT port=(\\d+) cluster=(\\S+) answered=(true|false)");
    private static final Pattern STARTED = Pattern.compile("Embedded OpenSearch started on http://127\\.0\\.0\\.1:(\\d+) in \\d+ ms");

    @Test
    void twoProcessesStartingTogetherNeverCollide() throws Exception {
        List<Process> children = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            children.add(start());
        }
        List<Matcher> reports = new ArrayList<>();
        List<String> outputs = new ArrayList<>();
        try {
            for (Process child : children) {
                // each child keeps its node up until its input closes, so both nodes are up when both have reported
                CompletableFuture<String> output = CompletableFuture.supplyAsync(() -> untilReport(child));
                String lines = output.get(180, TimeUnit.SECONDS);
                outputs.add(lines);
                Matcher report = REPORT.matcher(lines);
                assertThat(report.find()).as(lines).isTrue();
                reports.add(report);
            }
        } finally {
            for (Process child : children) {
                child.getOutputStream().close();
            }
        }
        try {
            for (int i = 0; i < children.size(); i++) {
                Process child = children.get(i);
                assertThat(child.waitFor(60, TimeUnit.SECONDS)).as("the child JVM ended").isTrue();
                assertThat(child.exitValue()).as(outputs.get(i)).isZero();
            }
        } finally {
            children.forEach(Process::destroyForcibly);
        }
        assertThat(reports.get(0).group(1)).as("ports").isNotEqualTo(reports.get(1).group(1));
        assertThat(reports.get(0).group(2)).as("cluster names").isNotEqualTo(reports.get(1).group(2));
        assertThat(reports).allSatisfy(r -> assertThat(r.group(3)).as("the reported port answers for its cluster").isEqualTo("true"));
        for (int i = 0; i < children.size(); i++) {
            assertQuietStart(outputs.get(i), reports.get(i).group(1));
        }
    }

    /**
     * Everything the child printed, stdout and stderr, before its report: the one line announcing the node, naming
     * the port it bound; none of the runner's own lines (its "HTTP Port" named a port the node never bound), no
     * logging set-up chatter.
     */
    private static void assertQuietStart(String output, String port) {
        List<String> before = output.lines().takeWhile(line -> !REPORT.matcher(line).find()).toList();
        assertThat(before).as(output).noneMatch(line -> line.contains("|-INFO in ch.qos.logback")
                || line.contains("|-WARN in ch.qos.logback") || line.contains("SLF4J") || line.contains("HTTP Port"));
        assertThat(before).as(output).hasSize(1);
        Matcher started = STARTED.matcher(before.get(0));
        assertThat(started.matches()).as(output).isTrue();
        assertThat(started.group(1)).as("the port announced").isEqualTo(port);
    }

    /** The child's output up to and including its report line, or all of it if it ends without one. */
    private static String untilReport(Process child) {
        StringBuilder lines = new StringBuilder();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines.append(line).append('\n');
                if (REPORT.matcher(line).find()) {
                    break;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lines.toString();
    }

    private static Process start() throws IOException {
        return new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx1g",
                "-cp", System.getProperty("java.class.path"), StartNodeAndReport.class.getName())
                .redirectErrorStream(true)
                .start();
    }
}
