package org.jsonpjackson.sim.load;

import io.gatling.javaapi.core.Session;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/**
 * One line per request, {@code endMillis,responseMillis,ok}, written when {@code -Dload.requestLog=<file>}
 * names a file: what a run that changes something half-way (a node stopping) needs to split its latencies
 * by phase, which Gatling's own report, a whole run's figures, cannot. A request that got no response has a
 * response time of -1.
 */
public final class RequestLog implements AutoCloseable {

    /** The session attribute the simulations' checks save the response time in. */
    static final String RESPONSE_TIME = "responseTimeMillis";

    private final Path file;
    private final BufferedWriter out;

    private RequestLog(Path file, BufferedWriter out) {
        this.file = file;
        this.out = out;
    }

    /** The log {@code load.requestLog} names, or one that writes nothing. */
    static RequestLog fromProperty() {
        String file = System.getProperty("load.requestLog");
        if (file == null || file.isBlank()) {
            return new RequestLog(null, null);
        }
        try {
            Path path = Path.of(file.trim());
            return new RequestLog(path, Files.newBufferedWriter(path, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the request log " + file, e);
        }
    }

    /**
     * Notes when the injection starts, in {@code <log>.started}: a run that acts half-way through times it from
     * there, not from the first response, which may be long in coming.
     */
    void started() {
        if (file != null) {
            try {
                // written whole, then moved into place, so that a reader never sees it half-written
                Path partial = Files.writeString(file.resolveSibling(file.getFileName() + ".starting"),
                        String.valueOf(System.currentTimeMillis()));
                Files.move(partial, startedFile(file), StandardCopyOption.ATOMIC_MOVE,
                        StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** When the run logging to {@code log} started injecting, epoch milliseconds, once it has. */
    public static OptionalLong startedAt(Path log) throws IOException {
        Path started = startedFile(log);
        return Files.exists(started) ? OptionalLong.of(Long.parseLong(Files.readString(started).trim()))
                : OptionalLong.empty();
    }

    /**
     * Waits until the run logging to {@code log} starts injecting, and returns when it did (epoch milliseconds).
     *
     * @param run the run, whose end before it started is a failure (naming how it ended)
     * @throws IllegalStateException if the run ended before it started
     */
    public static long awaitStarted(Path log, Future<?> run) throws IOException, InterruptedException {
        OptionalLong started = startedAt(log);
        while (started.isEmpty()) {
            if (run.isDone()) {
                String ended;
                try {
                    ended = String.valueOf(run.get());
                } catch (ExecutionException e) {
                    ended = e.getCause().toString();
                }
                throw new IllegalStateException("The load ended before it started: " + ended);
            }
            Thread.sleep(100);
            started = startedAt(log);
        }
        return started.getAsLong();
    }

    private static Path startedFile(Path log) {
        return log.resolveSibling(log.getFileName() + ".started");
    }

    /** Records the request just made in this session, and clears its failure for the next one. */
    Session record(Session session) {
        if (out != null) {
            long responseMillis = session.contains(RESPONSE_TIME) ? session.getLong(RESPONSE_TIME) : -1;
            String line = System.currentTimeMillis() + "," + responseMillis + "," + !session.isFailed() + "\n";
            synchronized (this) {
                try {
                    out.write(line);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return session.remove(RESPONSE_TIME).markAsSucceeded();
    }

    @Override
    public synchronized void close() {
        if (out != null) {
            try {
                out.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** One logged request. */
    public record Entry(long endMillis, long responseMillis, boolean ok) {
    }

    /** Reads a log written by a run. */
    public static List<Entry> read(Path file) throws IOException {
        List<Entry> entries = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split(",");
            entries.add(new Entry(Long.parseLong(f[0]), Long.parseLong(f[1]), Boolean.parseBoolean(f[2])));
        }
        return entries;
    }
}
