package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * async-profiler (Maven Central's {@code tools.profiler:async-profiler}, whose jar carries the native library; the
 * {@code james-compare} profile unpacks it) in James' running JVM, loaded from outside as an agent
 * ({@code jcmd <pid> JVMTI.agent_load <library> "<command>"}: the dynamic attach its own launcher uses too): CPU time
 * by an interval timer (1 ms, {@code itimer}, which needs no perf_events permission), by thread, as the client
 * comparison profiles its services. James' command line stays the IT's; the JVM warns once that an agent was loaded.
 */
final class JamesProfiler {

    /** The sampling interval: each sample stands for this much CPU time. */
    static final double INTERVAL_MILLIS = 1;

    private final JamesProcess james;
    private final Path library;

    JamesProfiler(JamesProcess james, Path library) {
        if (!Files.isRegularFile(library)) {
            throw new IllegalArgumentException("james.compare.asyncProfiler names no file: " + library);
        }
        this.james = james;
        this.library = library;
    }

    void start() throws IOException, InterruptedException {
        command("start,event=itimer,interval=" + (long) (INTERVAL_MILLIS * 1000) + "us,threads");
    }

    /** Writes what it saw since {@link #start()} to {@code path}.collapsed and {@code path}.html, and stops. */
    void stop(Path path) throws IOException, InterruptedException {
        command("dump,collapsed,threads,file=" + path.toAbsolutePath() + ".collapsed");
        command("stop,flamegraph,threads,file=" + path.toAbsolutePath() + ".html");
    }

    private void command(String command) throws IOException, InterruptedException {
        if (command.contains(" ") || command.contains("\"") || library.toString().contains(" ")) {
            throw new IllegalArgumentException("jcmd splits at spaces: " + library + " " + command);
        }
        // quoted: jcmd's argument parser would otherwise read "start,event=itimer,..." as an option named "start,event"
        String answer = james.jcmd("JVMTI.agent_load " + library + " \"" + command + "\"");
        if (answer.contains("return code:") && !answer.contains("return code: 0")) {
            throw new IOException("async-profiler in James' JVM refused '" + command + "': " + answer.trim());
        }
    }
}
