package org.jsonpjackson.sim.load;

import org.jsonpjackson.sim.stack.ChildProcesses;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Cyrus IMAP from Debian's packages, set up by this project's own files ({@code src/test/resources/cyrus}) under
 * one folder of the build, on loopback only: its configuration, data, password database and index there,
 * nothing in {@code /etc}; started as a process whose PID is this one's child, and stopped by it.
 */
final class CyrusServer implements AutoCloseable {

    static final Path BIN = Path.of(System.getProperty("cyrus.bin", "/usr/lib/cyrus/bin"));
    static final String ADMIN = "admin";

    private final Path dir;
    private final int httpPort;
    private final int imapPort;
    private final String adminPassword;
    private final Process master;

    private CyrusServer(Path dir, int httpPort, int imapPort, String adminPassword, Process master) {
        this.dir = dir;
        this.httpPort = httpPort;
        this.imapPort = imapPort;
        this.adminPassword = adminPassword;
        this.master = master;
    }

    /** Whether Debian's Cyrus (its master, httpd and squatter) and SASL's saslpasswd2 are installed. */
    static boolean installed() {
        return Files.isExecutable(BIN.resolve("master")) && Files.isExecutable(BIN.resolve("httpd"))
                && Files.isExecutable(BIN.resolve("squatter")) && Files.isExecutable(Path.of("/usr/sbin/saslpasswd2"));
    }

    /** A fresh server in {@code dir}, with {@code users} (name to password) in its own password database. */
    static CyrusServer start(Path dir, Map<String, String> users) throws IOException, InterruptedException {
        deleteTree(dir);
        for (String sub : List.of("data", "spool", "sieve", "run", "search")) {
            Files.createDirectories(dir.resolve(sub));
        }
        int http = freePort();
        int imap = freePort();
        for (String file : List.of("imapd.conf", "cyrus.conf")) {
            try (InputStream in = CyrusServer.class.getResourceAsStream("/cyrus/" + file)) {
                Files.writeString(dir.resolve(file), new String(in.readAllBytes(), StandardCharsets.UTF_8)
                        .replace("@DIR@", dir.toAbsolutePath().toString())
                        .replace("@HTTP_PORT@", String.valueOf(http)).replace("@IMAP_PORT@", String.valueOf(imap)));
            }
        }
        String adminPassword = "admin-" + Long.toHexString(System.nanoTime());
        saslpasswd(dir, ADMIN, adminPassword);
        for (Map.Entry<String, String> user : users.entrySet()) {
            saslpasswd(dir, user.getKey(), user.getValue());
        }
        if (root()) {
            // master, started as root, becomes the cyrus user: its files must be that user's
            run(dir, List.of("chown", "-R", "cyrus", dir.toAbsolutePath().toString()));
        }
        Process master = new ProcessBuilder(BIN.resolve("master").toString(), "-C", dir.resolve("imapd.conf").toString(),
                "-M", dir.resolve("cyrus.conf").toString(), "-D")
                .redirectErrorStream(true).redirectOutput(dir.resolve("master.log").toFile()).start();
        CyrusServer server = new CyrusServer(dir, http, imap, adminPassword, master);
        try {
            server.awaitListening(http);
            server.awaitListening(imap);
            for (String user : users.keySet()) {
                server.imap("CREATE user/" + user);
            }
            return server;
        } catch (IOException | RuntimeException e) {
            server.close();
            throw e;
        }
    }

    URI session() {
        return URI.create("http://127.0.0.1:" + httpPort + "/.well-known/jmap");
    }

    long pid() {
        return master.pid();
    }

    /** Indexes every mailbox for text search, once (squatter's rolling mode would race the queries). */
    void index() throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        if (root()) {
            command.addAll(List.of("runuser", "-u", "cyrus", "--"));
        }
        command.addAll(List.of(BIN.resolve("squatter").toString(), "-C", dir.resolve("imapd.conf").toString(), "-i"));
        run(dir, command);
    }

    /** One IMAP command as the administrator; fails unless it is answered OK. */
    private void imap(String command) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), imapPort)) {
            socket.setSoTimeout(30_000);
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
            OutputStream out = socket.getOutputStream();
            in.readLine();
            for (String line : List.of("a LOGIN " + ADMIN + " " + adminPassword, "b " + command, "c LOGOUT")) {
                out.write((line + "\r\n").getBytes(StandardCharsets.US_ASCII));
                out.flush();
                String tag = line.substring(0, 1) + " ";
                String reply;
                do {
                    reply = in.readLine();
                } while (reply != null && !reply.startsWith(tag));
                if (reply == null || !reply.startsWith(tag + "OK")) {
                    throw new IllegalStateException("Cyrus answered " + reply + " to " + line.replace(adminPassword, "***"));
                }
            }
        }
    }

    private void awaitListening(int port) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (true) {
            if (!master.isAlive()) {
                throw new IllegalStateException("Cyrus' master ended with " + master.exitValue() + ": "
                        + Files.readString(dir.resolve("master.log")));
            }
            try (Socket probe = new Socket()) {
                probe.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 500);
                return;
            } catch (IOException notYet) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("Cyrus did not listen on " + port + " within 30 s: "
                            + Files.readString(dir.resolve("master.log")));
                }
                master.waitFor(100, TimeUnit.MILLISECONDS);
            }
        }
    }

    /** Stops master by its PID (SIGTERM; it stops its services), forcibly if it has not ended in 30 s. */
    @Override
    public void close() {
        ChildProcesses.stop(master, Duration.ofSeconds(30));
    }

    private static void saslpasswd(Path dir, String user, String password) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("/usr/sbin/saslpasswd2", "-p", "-c", "-f", dir.resolve("sasldb2").toString(),
                "-u", "127.0.0.1", user).redirectErrorStream(true).start();
        try (Writer w = new java.io.OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8)) {
            w.write(password);
        }
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0) {
            throw new IllegalStateException("saslpasswd2 failed for " + user + ": " + output);
        }
    }

    private static void run(Path dir, List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed: " + output);
        }
    }

    private static boolean root() {
        return "root".equals(System.getProperty("user.name"));
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (Stream<Path> paths = Files.walk(dir)) {
                paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                    try {
                        Files.delete(p);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            }
        }
    }
}
