package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.jsonpjackson.elasticsearch.testing.RunAs;
import org.jsonpjackson.sim.stack.ChildProcesses;

/**
 * A PostgreSQL cluster of its own under {@code target/}, from Debian's packages ({@code postgresql}, which
 * {@code .ci/run} installs): {@code initdb}, then the {@code postgres} server as a child process (not through
 * {@code pg_ctl}, which would hand the server to no one: the process id held here is the server's), listening on
 * 127.0.0.1 only, on a port free when chosen, with its socket in the cluster's folder; a database and a user for
 * James. Trust authentication, on loopback, for a test cluster nobody else reaches. {@link #close()} stops it by
 * its PID (a fast shutdown: SIGINT).
 */
final class Postgres implements AutoCloseable {

    /** Who runs the cluster when the test JVM is root. */
    static final String SYSTEM_USER = "jsonpj-pg";
    static final String DATABASE = "james";
    static final String USER = "james";
    static final String PASSWORD = "james-secret";

    private final Process server;
    private final int port;
    private final Path log;

    private Postgres(Process server, int port, Path log) {
        this.server = server;
        this.port = port;
        this.log = log;
    }

    /** The newest Debian PostgreSQL server binaries, if installed. */
    static Optional<Path> binaries() {
        Path root = Path.of("/usr/lib/postgresql");
        if (!Files.isDirectory(root)) {
            return Optional.empty();
        }
        try (Stream<Path> versions = Files.list(root)) {
            return versions.map(v -> v.resolve("bin"))
                    .filter(bin -> Files.isExecutable(bin.resolve("initdb")) && Files.isExecutable(bin.resolve("postgres")))
                    .max(Comparator.comparing(bin -> Integer.parseInt(bin.getParent().getFileName().toString().replaceAll("\\D", "0"))));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    static Postgres start(Path bin, Path dir) throws IOException, InterruptedException {
        Files.createDirectories(dir);
        Path data = dir.resolve("data");
        Path log = dir.resolve("postgres.log");
        Folders.deleteTree(data);
        Files.createDirectories(data);
        // PostgreSQL refuses root: as root, both run as a system user of their own that owns the cluster's folder
        List<String> asServer = RunAs.prefix(SYSTEM_USER, dir);
        List<String> initdb = new ArrayList<>(asServer);
        initdb.addAll(List.of(bin.resolve("initdb").toString(), "-D", data.toString(),
                "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"));
        Processes.runOrFail(initdb, dir.resolve("initdb.log"), 120);
        int port = Ports.free();
        List<String> command = new ArrayList<>(asServer);
        command.addAll(List.of(bin.resolve("postgres").toString(), "-D", data.toString(),
                "-p", String.valueOf(port), "-h", "127.0.0.1", "-k", dir.toString(), "-c", "max_connections=200"));
        Process server = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.to(log.toFile())).start();
        Postgres pg = new Postgres(server, port, log);
        try {
            pg.awaitReady(bin, dir);
            pg.psql(bin, dir, "CREATE USER " + USER + " PASSWORD '" + PASSWORD + "'");
            pg.psql(bin, dir, "CREATE DATABASE " + DATABASE + " OWNER " + USER);
        } catch (IOException | RuntimeException e) {
            pg.close();
            throw e;
        }
        return pg;
    }

    int port() {
        return port;
    }

    long pid() {
        return server.pid();
    }

    private void awaitReady(Path bin, Path dir) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            if (!server.isAlive()) {
                throw new IOException("PostgreSQL exited with " + server.exitValue() + ":\n" + Processes.tail(log, 30));
            }
            Process ready = new ProcessBuilder(bin.resolve("pg_isready").toString(), "-q", "-h", "127.0.0.1",
                    "-p", String.valueOf(port)).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (ready.waitFor() == 0) {
                return;
            }
            Thread.sleep(200);
        }
        throw new IOException("PostgreSQL was not ready on port " + port + " within 60 s:\n" + Processes.tail(log, 30));
    }

    private void psql(Path bin, Path dir, String sql) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(bin.resolve("psql").toString(), "-h", "127.0.0.1",
                "-p", String.valueOf(port), "-U", "postgres", "-d", "postgres", "-v", "ON_ERROR_STOP=1", "-c", sql));
        Processes.runOrFail(command, dir.resolve("psql.log"), 60);
    }

    @Override
    public void close() {
        // SIGINT is PostgreSQL's fast shutdown; the JDK's destroy() sends SIGTERM (smart: waits for clients)
        Processes.signal(server, "INT");
        ChildProcesses.awaitExit(server, Duration.ofSeconds(30));
    }
}
