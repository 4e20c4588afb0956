package org.jsonpjackson.opensearch.testing;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two processes that start a node at the same moment each get a port of their own, and each port answers
 * for its own cluster: the node binds from a range itself, so there is no gap between choosing a port and
 * binding it.
 */
class ConcurrentStartTest {

    private static final Pattern REPORT = Pattern.compile("REPORT port=(\\d+) cluster=(\\S+) answered=(true|false)");

    @Test
    void twoProcessesStartingTogetherNeverCollide() throws Exception {
        List<Process> children = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            children.add(start());
        }
        List<Matcher> reports = new ArrayList<>();
        for (Process child : children) {
            assertThat(child.waitFor(180, TimeUnit.SECONDS)).as("the child JVM ended").isTrue();
            String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(child.exitValue()).as(output).isZero();
            Matcher report = REPORT.matcher(output);
            assertThat(report.find()).as(output).isTrue();
            reports.add(report);
        }
        assertThat(reports.get(0).group(1)).as("ports").isNotEqualTo(reports.get(1).group(1));
        assertThat(reports.get(0).group(2)).as("cluster names").isNotEqualTo(reports.get(1).group(2));
        assertThat(reports).allSatisfy(r -> assertThat(r.group(3)).as("the reported port answers for its cluster").isEqualTo("true"));
    }

    private static Process start() throws IOException {
        return new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx1g",
                "-cp", System.getProperty("java.class.path"), StartNodeAndReport.class.getName())
                .redirectErrorStream(true)
                .start();
    }
}
