package org.jsonpjackson.sim.stack;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The whole stack ({@link Serve}: the embedded node, the corpus, the JMAP service) in a JVM of its own, on
 * {@link StackClassPath}: what a load run starts when it is given no server. The Gatling JVM then holds no
 * OpenSearch and no service, so Gatling's Netty 4.2 and the stack's Netty 4.1 never share a JVM. Stopped by its
 * process id: {@link #close()} asks it to stop (its shutdown hook closes the service; the node stops with it).
 */
public final class StackProcess implements AutoCloseable {

    /** The line {@link Serve} prints once the service listens; what follows it is the session URL. */
    static final String READY = "JMAP service: ";
    /** The line {@link Serve} prints with the versions its JVM really loaded. */
    static final String VERSIONS = "Stack JVM: ";
    private static final long START_MINUTES = Long.getLong("sim.stackStartMinutes", 15);

    private final Process process;
    private final URI session;
    private final String versions;

    private StackProcess(Process process, URI session, String versions) {
        this.process = process;
        this.session = session;
        this.versions = versions;
    }

    /**
     * Starts it with the {@code sim.*} and {@code opensearch.*} settings of {@code properties} (its corpus, port
     * and cluster), writing the users feeder to {@code usersFile}; blocks until the service listens. Its console
     * goes to this JVM's, each line prefixed {@code [stack]}.
     */
    public static StackProcess start(Properties properties, Path usersFile) {
        // before the JVM: it takes seconds to start and the corpus a minute to index, all lost on a taken port
        MailSearchStack.requirePortFree(StackSettings.from(properties));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + properties.getProperty("sim.stackHeap", "2g"), "-cp", StackClassPath.get()));
        for (String key : properties.stringPropertyNames()) {
            if ((key.startsWith("sim.") || key.startsWith("opensearch.")) && !key.equals("sim.usersFile")) {
                command.add("-D" + key + "=" + properties.getProperty(key));
            }
        }
        command.add("-Dsim.usersFile=" + usersFile.toAbsolutePath());
        command.add(Serve.class.getName());
        Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new UncheckedIOException("The stack's JVM did not start", e);
        }
        // a load JVM that ends without closing it (a crash, an interrupted build) must not leave it running
        Runtime.getRuntime().addShutdownHook(new Thread(process::destroy, "stack-stop"));
        CompletableFuture<String> ready = new CompletableFuture<>();
        CompletableFuture<String> versions = new CompletableFuture<>();
        Deque<String> last = new ArrayDeque<>();
        Thread console = new Thread(() -> copy(process, ready, versions, last), "stack-console");
        console.setDaemon(true);
        console.start();
        try {
            String line = ready.get(START_MINUTES, TimeUnit.MINUTES);
            URI session = URI.create(line.substring(READY.length()).split(" ")[0]);
            return new StackProcess(process, session, versions.getNow("(not printed)"));
        } catch (ExecutionException | TimeoutException | RuntimeException e) {
            process.destroyForcibly();
            String tail;
            synchronized (last) {
                tail = String.join("\n", last);
            }
            throw new IllegalStateException(String.format(Locale.ROOT, "The stack's JVM (pid %d) %s; its last lines:%n%s",
                    process.pid(), e instanceof TimeoutException ? "did not start its service within " + START_MINUTES
                            + " minutes (-Dsim.stackStartMinutes)" : "ended before its service listened", tail), e);
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while the stack's JVM started", e);
        }
    }

    private static void copy(Process process, CompletableFuture<String> ready, CompletableFuture<String> versions,
                             Deque<String> last) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                System.out.println("[stack] " + line);
                synchronized (last) {
                    last.addLast(line);
                    if (last.size() > 40) {
                        last.removeFirst();
                    }
                }
                if (line.startsWith(VERSIONS)) {
                    versions.complete(line.substring(VERSIONS.length()));
                } else if (line.startsWith(READY)) {
                    ready.complete(line);
                }
            }
        } catch (IOException e) {
            // the process went; whoever waits is told below
        }
        ready.completeExceptionally(new IllegalStateException("the stack's console closed"));
    }

    /** The service's session resource. */
    public URI session() {
        return session;
    }

    /** The service's base URI. */
    public URI serviceUri() {
        return session.resolve("/");
    }

    /** What the stack's JVM said it loaded: Netty, Reactor Netty and OpenSearch, by version. */
    public String versions() {
        return versions;
    }

    public long pid() {
        return process.pid();
    }

    /** Stops it by its process id, and waits for it to be gone (forcibly after a minute). */
    @Override
    public void close() {
        ChildProcesses.stop(process, Duration.ofMinutes(1));
    }
}
