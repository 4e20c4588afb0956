package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.stack.ChildProcesses;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One James server, a child process in its working folder (its {@code conf/}, its log): started, awaited until
 * WebAdmin and JMAP answer, looked into with the JDK's {@code jcmd}, stopped by its PID (SIGTERM: James' own
 * shutdown). Its console goes to {@code james-<mode>.log} in the working folder, which stays there after the run.
 */
final class JamesProcess implements AutoCloseable {

    private static final Duration START_TIMEOUT = Duration.ofSeconds(240);
    static final int LOG_TAIL_LINES = 80;

    private final Process process;
    private final Path jdk;
    private final Path log;
    private final URI jmap;
    private final URI webAdmin;

    private JamesProcess(Process process, Path jdk, Path log, URI jmap, URI webAdmin) {
        this.process = process;
        this.jdk = jdk;
        this.log = log;
        this.jmap = jmap;
        this.webAdmin = webAdmin;
    }

    static JamesProcess start(JamesLaunch launch, Path jdk, Path workDir, JamesConf.Ports ports) throws IOException, InterruptedException {
        return start(launch, jdk, workDir, ports, List.of());
    }

    /** {@code prefix} goes before James' {@code java} command, and must {@code exec} it ({@link CorePinning}). */
    static JamesProcess start(JamesLaunch launch, Path jdk, Path workDir, JamesConf.Ports ports, List<String> prefix)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(prefix);
        command.addAll(launch.command(jdk, workDir));
        Path log = workDir.resolve("james-" + launch.mode().label() + ".log");
        Files.deleteIfExists(log);
        Process process = new ProcessBuilder(command).directory(workDir.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        JamesProcess james = new JamesProcess(process, jdk, log, URI.create("http://127.0.0.1:" + ports.jmap()),
                URI.create("http://127.0.0.1:" + ports.webAdmin()));
        try {
            james.awaitUp();
        } catch (IOException | RuntimeException e) {
            james.close();
            throw new IOException("James (" + launch.mode().label() + ") did not start: " + e.getMessage() + "\n"
                    + james.logTail(), e);
        }
        return james;
    }

    /**
     * WebAdmin answers ({@code GET /domains}) and so does JMAP's session resource (401 without credentials): James
     * binds both last, once its modules have started. (Its {@code /healthcheck} also judges components this test
     * does not need, so it is not the test of "up".)
     */
    private void awaitUp() throws IOException, InterruptedException {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        String last = "nothing answered";
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException("it exited with " + process.exitValue());
            }
            try {
                int domains = get(http, webAdmin.resolve("/domains"));
                int session = get(http, jmap.resolve("/jmap/session"));
                if (domains == 200 && (session == 401 || session == 200)) {
                    return;
                }
                last = "WebAdmin /domains " + domains + ", JMAP /jmap/session " + session;
            } catch (IOException e) {
                last = e.toString();
            }
            Thread.sleep(500);
        }
        throw new IOException("not up within " + START_TIMEOUT.toSeconds() + " s (last: " + last + ")");
    }

    private static int get(HttpClient http, URI uri) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5)).GET().build(),
                HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    URI jmap() {
        return jmap;
    }

    URI webAdmin() {
        return webAdmin;
    }

    long pid() {
        return process.pid();
    }

    Path log() {
        return log;
    }

    /** The last lines of James' console, for a failure message; the whole log stays in the working folder. */
    String logTail() {
        return "---- last " + LOG_TAIL_LINES + " lines of " + log + " ----\n" + Processes.tail(log, LOG_TAIL_LINES);
    }

    /** {@code jcmd <pid> <command>}: asked from outside, of the running JVM. */
    String jcmd(String command) throws IOException, InterruptedException {
        return Processes.output(List.of(jdk.resolve("bin").resolve("jcmd").toString(), String.valueOf(process.pid()), command), 120);
    }

    /**
     * What James' threads are doing in James' own code (or its database driver), one line a thread: name, state and
     * the topmost such frame; for a message when James stops answering. At most {@code max} lines; a failure to ask
     * says so instead.
     */
    String busyThreads(int max) {
        String dump;
        try {
            dump = jcmd("Thread.print");
        } catch (IOException | RuntimeException e) {
            return "(no thread dump: " + e + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "(no thread dump: interrupted)";
        }
        return busyThreads(dump, max);
    }

    /** {@link #busyThreads(int)} of a {@code jcmd Thread.print} output. */
    static String busyThreads(String dump, int max) {
        List<String> lines = new ArrayList<>();
        for (String thread : dump.split("\n\n")) {
            String[] frames = thread.strip().split("\n");
            if (frames.length < 3 || !frames[0].startsWith("\"")) {
                continue;
            }
            String state = frames[1].strip().replace("java.lang.Thread.State: ", "");
            for (String frame : frames) {
                String f = frame.strip();
                if (f.startsWith("at org.apache.james.") || f.startsWith("at io.r2dbc.") || f.startsWith("at org.postgresql.")) {
                    lines.add(frames[0].substring(0, frames[0].indexOf('"', 1) + 1) + " " + state + " " + f);
                    break;
                }
            }
        }
        return lines.isEmpty() ? "(no thread of James in James' own code)"
                : lines.size() + " threads of James in its own code" + (lines.size() > max ? ", the first " + max : "")
                + ":\n  " + String.join("\n  ", lines.subList(0, Math.min(max, lines.size())));
    }

    /** Kills James at once (SIGKILL, as a crash would: no shutdown of its own), and waits until it is gone. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException("James (PID " + process.pid() + ") still runs 30 s after SIGKILL");
        }
    }

    @Override
    public void close() {
        ChildProcesses.stop(process, Duration.ofSeconds(60));
    }
}
