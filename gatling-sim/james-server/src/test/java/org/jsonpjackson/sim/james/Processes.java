package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The child processes of this test: run to completion, signalled, and their logs' last lines (stopped by {@code ChildProcesses}). */
final class Processes {

    private Processes() {
    }

    /** Runs {@code command} to its end, its output appended to {@code log}; fails with the log's tail if it fails. */
    static void runOrFail(List<String> command, Path log, long timeoutSeconds) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException(String.join(" ", command) + " did not finish within " + timeoutSeconds + " s:\n" + tail(log, 20));
        }
        if (p.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " exited with " + p.exitValue() + ":\n" + tail(log, 20));
        }
    }

    /** Runs {@code command} and returns what it printed; fails if it fails. */
    static String output(List<String> command, long timeoutSeconds) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS) || p.exitValue() != 0) {
            p.destroyForcibly();
            throw new IOException(String.join(" ", command) + " failed:\n" + new String(out, StandardCharsets.UTF_8));
        }
        return new String(out, StandardCharsets.UTF_8);
    }

    /** The last {@code lines} lines of a log, or a note that there is none. */
    static String tail(Path log, int lines) {
        try {
            List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join(System.lineSeparator(), all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (IOException e) {
            return "(no log at " + log + ": " + e.getMessage() + ")";
        }
    }

    /** Sends a signal by the process' id ({@code kill -s}), for the servers whose shutdown is not SIGTERM's. */
    static void signal(Process process, String signal) {
        if (!process.isAlive()) {
            return;
        }
        try {
            new ProcessBuilder("kill", "-s", signal, String.valueOf(process.pid())).start().waitFor(10, TimeUnit.SECONDS);
        } catch (IOException e) {
            process.destroy();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
