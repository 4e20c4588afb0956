package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.stack.ChildProcesses;
import org.jsonpjackson.sim.stack.StackClassPath;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** {@link OpenSearchNodeMain} as a child process: started, asked for its URL, stopped by closing its input. */
final class OpenSearchProcess implements AutoCloseable {

    /**
     * This module's test classes and the stack's class path (Netty 4.1, the embedded node), not this JVM's: that
     * one carries the simulations' module, whose Gatling brings Netty 4.2, which the embedded node is not built on.
     */
    static String classPath() {
        return StackClassPath.with(OpenSearchNodeMain.class);
    }

    private final Process process;
    private final URI uri;

    private OpenSearchProcess(Process process, URI uri) {
        this.process = process;
        this.uri = uri;
    }

    static OpenSearchProcess start(Path dir) throws IOException, InterruptedException {
        Files.createDirectories(dir);
        Path log = dir.resolve("opensearch.log");
        Process process = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xms512m", "-Xmx1g", "-cp", classPath(), OpenSearchNodeMain.class.getName()))
                .redirectErrorStream(true).start();
        // its output goes to the log, line by line, and the first READY line gives the URL
        CompletableFuture<URI> ready = new CompletableFuture<>();
        Thread pump = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
                 var out = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
                for (String line; (line = in.readLine()) != null; ) {
                    out.write(line);
                    out.newLine();
                    out.flush();
                    if (line.startsWith(OpenSearchNodeMain.READY)) {
                        ready.complete(URI.create(line.substring(OpenSearchNodeMain.READY.length()).trim()));
                    }
                }
            } catch (IOException e) {
                ready.completeExceptionally(e);
            }
            ready.completeExceptionally(new IOException("the OpenSearch node's JVM ended before it was ready"));
        }, "opensearch-node-log");
        pump.setDaemon(true);
        pump.start();
        try {
            return new OpenSearchProcess(process, ready.get(180, TimeUnit.SECONDS));
        } catch (ExecutionException | TimeoutException e) {
            process.destroyForcibly();
            throw new IOException("The OpenSearch node did not start (" + e.getMessage() + "):\n" + Processes.tail(log, 30), e);
        }
    }

    URI uri() {
        return uri;
    }

    @Override
    public void close() throws IOException {
        process.getOutputStream().close();
        ChildProcesses.awaitExit(process, Duration.ofSeconds(60));
    }
}
