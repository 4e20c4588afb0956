package org.jsonpjackson.sim.stack;

import org.jsonpjackson.opensearch.testing.EmbeddedOpenSearch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The service's start, as {@code exec:java} runs it ({@link Serve} on the embedded node, a tiny corpus), in a JVM of
 * its own on this module's class path, is quiet: everything it prints, stdout and stderr, is its own seven lines
 * (the first names the Netty, Reactor Netty and OpenSearch it loaded), with the node's port named once, and no
 * logging set-up chatter (logback's status, SLF4J's "no providers") or the runner's own lines.
 */
class ServeStartIT {

    private static final Pattern STARTED = Pattern.compile("Embedded OpenSearch started on http://127\\.0\\.0\\.1:(\\d+) in \\d+ ms");

    @Test
    void theStartPrintsOnlyItsOwnLines(@TempDir Path dir) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx1g", "-Dsim.users=2", "-Dsim.messages=5", "-Dsim.seconds=1", "-Dsim.port=0",
                "-Dsim.usersFile=" + dir.resolve("users.csv"),
                "-cp", System.getProperty("java.class.path"), Serve.class.getName())
                .redirectErrorStream(true);
        // an external cluster given to the tests is not what this start is about
        builder.environment().remove(EmbeddedOpenSearch.URL_ENV);
        Process child = builder.start();
        String output;
        try {
            CompletableFuture<String> all = CompletableFuture.supplyAsync(() -> readAll(child));
            assertThat(child.waitFor(180, TimeUnit.SECONDS)).as("the service started and stopped").isTrue();
            output = all.get(10, TimeUnit.SECONDS);
        } finally {
            child.destroyForcibly();
        }
        assertThat(child.exitValue()).as(output).isZero();

        List<String> lines = output.lines().toList();
        assertThat(lines).as(output).noneMatch(line -> line.contains("|-INFO in ch.qos.logback")
                || line.contains("|-WARN in ch.qos.logback") || line.contains("SLF4J") || line.contains("HTTP Port")
                || line.contains("OpenSearch runner"));
        assertThat(lines).as(output).hasSize(7);
        // the versions the JVM loaded, which a load run on Gatling's Netty 4.2 reads back (StackProcess)
        assertThat(lines.get(0)).startsWith(StackProcess.VERSIONS + "Netty 4.1.").contains("Reactor Netty reactor-netty-core-1.2.")
                .contains("OpenSearch opensearch-core-2.19.");
        assertThat(lines.get(1)).startsWith("Loading 2 users x 5 messages");
        Matcher started = STARTED.matcher(lines.get(2));
        assertThat(started.matches()).as(output).isTrue();
        assertThat(lines.get(3)).startsWith("Indexed 10 messages in ");
        assertThat(lines.get(4)).startsWith("JMAP service: http://127.0.0.1:");
        assertThat(lines.get(5)).startsWith("Users, passwords and tokens: ");
        assertThat(lines.get(6)).startsWith("Try: curl ");
        String node = "127.0.0.1:" + started.group(1);
        assertThat(lines).as("lines naming the node's address").filteredOn(line -> line.contains(node)).hasSize(1);
    }

    private static String readAll(Process child) {
        try {
            return new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
