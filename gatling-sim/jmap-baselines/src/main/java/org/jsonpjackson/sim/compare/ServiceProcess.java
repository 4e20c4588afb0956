package org.jsonpjackson.sim.compare;

import org.jsonpjackson.sim.stack.ChildProcesses;
import org.jsonpjackson.sim.stack.StackSettings;
import org.jsonpjackson.sim.baseline.ServiceMode;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.io.OutputStreamWriter;
import java.net.URI;
import java.nio.file.Path;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A {@link ServiceJvm} child of the comparison: started, asked for its CPU, stopped. */
final class ServiceProcess implements AutoCloseable {

    private final ServiceMode mode;
    private final Process process;
    private final Writer commands;
    private final BlockingQueue<String> replies = new LinkedBlockingQueue<>();
    private final URI uri;
    private final String opensearchJava;

    private ServiceProcess(ServiceMode mode, List<String> command) throws IOException {
        this.mode = mode;
        this.process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        this.commands = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread pump = new Thread(this::pump, "compare-" + mode.label() + "-out");
        pump.setDaemon(true);
        pump.start();
        String ready = reply(120);
        if (!ready.startsWith(ServiceJvm.READY)) {
            throw new IllegalStateException("The " + mode.label() + " service did not start: " + ready);
        }
        String[] parts = ready.substring(ServiceJvm.READY.length()).split(" ", 2);
        this.uri = URI.create(parts[0]);
        this.opensearchJava = parts.length > 1 ? parts[1] : "?";
    }

    /** Starts {@code mode}'s service on {@code cluster}, letting in the users of {@code settings}' corpus. */
    static ServiceProcess start(ServiceMode mode, URI cluster, String classPath, StackSettings settings) throws IOException {
        List<String> command = new ArrayList<>(List.of(Compare.java(), "-Xms512m", "-Xmx1g", "-cp", classPath,
                "-D" + StackSettings.SEED + "=" + settings.corpus().seed(),
                "-D" + StackSettings.USERS + "=" + settings.corpus().users(),
                "-D" + StackSettings.MESSAGES + "=" + settings.corpus().messagesPerUser(),
                "-D" + StackSettings.SECRET + "=" + settings.access().secret()));
        settings.access().adminPassword().ifPresent(password -> command.add("-D" + StackSettings.ADMIN_PASSWORD + "=" + password));
        command.addAll(List.of(ServiceJvm.class.getName(), mode.label(), cluster.toString()));
        return new ServiceProcess(mode, command);
    }

    ServiceMode mode() {
        return mode;
    }

    URI uri() {
        return uri;
    }

    /** Where the service JVM loaded opensearch-java from. */
    String opensearchJava() {
        return opensearchJava;
    }

    long pid() {
        return process.pid();
    }

    void mark() throws IOException {
        expect(ask("mark"), ServiceJvm.MARKED);
    }

    /** CPU nanoseconds since the mark, by thread group and for the whole process. */
    Map<String, Long> cpu() throws IOException {
        String reply = ask("cpu");
        if (!reply.startsWith(ServiceJvm.CPU)) {
            throw new IllegalStateException(mode.label() + " service: " + reply);
        }
        return ThreadCpu.decode(reply.substring(ServiceJvm.CPU.length()));
    }

    /** Starts async-profiler in the service JVM. */
    void profile() throws IOException {
        expect(ask("profile"), ServiceJvm.PROFILING);
    }

    /** Writes what the profiler saw since {@link #profile()} to {@code path}.collapsed and .html, and stops it. */
    void profiled(Path path) throws IOException {
        expect(ask("profiled " + path.toAbsolutePath()), ServiceJvm.PROFILED);
    }

    private void expect(String reply, String expected) {
        if (!reply.equals(expected)) {
            throw new IllegalStateException(mode.label() + " service: " + reply);
        }
    }

    private String ask(String command) throws IOException {
        commands.write(command + "\n");
        commands.flush();
        return reply(60);
    }

    private String reply(int seconds) throws IOException {
        try {
            String line = replies.poll(seconds, TimeUnit.SECONDS);
            if (line == null) {
                throw new IOException("No answer from the " + mode.label() + " service in " + seconds + " s"
                        + (process.isAlive() ? "" : "; it exited with " + process.exitValue()));
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted", e);
        }
    }

    /** Replies go to the queue; anything else the service prints is passed on, marked with its mode. */
    private void pump() {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith(ServiceJvm.READY) || line.equals(ServiceJvm.MARKED) || line.startsWith(ServiceJvm.CPU)
                        || line.equals(ServiceJvm.PROFILING) || line.equals(ServiceJvm.PROFILED) || line.startsWith("ERROR ")) {
                    replies.add(line);
                } else {
                    System.out.println("[" + mode.label() + "] " + line);
                }
            }
        } catch (IOException e) {
            replies.add("ERROR " + e);
        }
        replies.add("ERROR the " + mode.label() + " service's output ended");
    }

    @Override
    public void close() throws IOException {
        commands.close();
        // its input closed, the service ends by itself
        ChildProcesses.awaitExit(process, Duration.ofSeconds(30));
    }
}
