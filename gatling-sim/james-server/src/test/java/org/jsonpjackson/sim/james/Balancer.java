package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.stack.ChildProcesses;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * HAProxy from Debian's packages in front of several James servers' JMAP, as an operator runs one: round robin, a
 * health check of each James every second, a server out after two failed checks and back after two good ones, a
 * request whose connection failed sent to another server ({@code option redispatch}). The check is a TCP connect to
 * JMAP's port, which James binds last, once its modules have started: an HTTP check of {@code /jmap/session}
 * (401 without credentials) made James log a stack trace of "Unauthorized" every second, in both modes, and James'
 * {@code /healthcheck} also judges OpenSearch, which would take every James out at once when a search node is lost.
 * IMAP goes through a second frontend in TCP mode (an IMAP session is one long connection, so it stays on the James
 * it was balanced to), checked the same way on James' IMAP port, with time-outs of ten minutes: a mail client keeps
 * its session open between commands. Its configuration is written into the run's folder; it runs in the foreground,
 * bound to 127.0.0.1 only, and is stopped by its PID.
 */
final class Balancer implements AutoCloseable {

    private final Process process;
    private final int port;
    private final int imapPort;

    private Balancer(Process process, int port, int imapPort) {
        this.process = process;
        this.port = port;
        this.imapPort = imapPort;
    }

    /** HAProxy's binary, where Debian's package puts it. */
    static Optional<Path> binary() {
        return Stream.of("/usr/sbin/haproxy", "/usr/bin/haproxy", "/usr/local/sbin/haproxy").map(Path::of)
                .filter(Files::isExecutable).findFirst();
    }

    /**
     * Starts HAProxy on free ports in front of each James' JMAP and IMAP ports, and waits until its JMAP port accepts
     * connections.
     */
    static Balancer start(Path haproxy, Path dir, List<JamesConf.Ports> james) throws IOException, InterruptedException {
        Files.createDirectories(dir);
        int port = Ports.free();
        int imapPort = Ports.free();
        StringBuilder servers = new StringBuilder();
        StringBuilder imapServers = new StringBuilder();
        for (int i = 0; i < james.size(); i++) {
            servers.append("  server james").append(i + 1).append(" 127.0.0.1:").append(james.get(i).jmap())
                    .append(" check inter 1s fall 2 rise 2\n");
            imapServers.append("  server james").append(i + 1).append(" 127.0.0.1:").append(james.get(i).imap())
                    .append(" check inter 1s fall 2 rise 2\n");
        }
        Path config = Files.writeString(dir.resolve("haproxy.cfg"), """
                global
                  maxconn 4096
                defaults
                  mode http
                  option redispatch
                  retries 3
                  timeout connect 2s
                  timeout client 60s
                  timeout server 60s
                  timeout check 2s
                frontend jmap
                  bind 127.0.0.1:%d
                  default_backend james
                backend james
                  balance roundrobin
                %s
                frontend imap
                  mode tcp
                  timeout client 10m
                  bind 127.0.0.1:%d
                  default_backend james-imap
                backend james-imap
                  mode tcp
                  timeout server 10m
                  balance roundrobin
                %s""".formatted(port, servers, imapPort, imapServers), StandardCharsets.UTF_8);
        Path log = dir.resolve("haproxy.log");
        Process process = new ProcessBuilder(haproxy.toString(), "-db", "-f", config.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (true) {
            if (!process.isAlive()) {
                throw new IOException("HAProxy exited with " + process.exitValue() + ":\n" + Processes.tail(log, 20));
            }
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 500);
                return new Balancer(process, port, imapPort);
            } catch (IOException notYet) {
                if (System.nanoTime() > deadline) {
                    process.destroyForcibly();
                    throw new IOException("HAProxy did not listen on 127.0.0.1:" + port + " within 20 s:\n" + Processes.tail(log, 20));
                }
                Thread.sleep(100);
            }
        }
    }

    /** The address clients use: every James' {@code url.prefix}. */
    URI uri() {
        return URI.create("http://127.0.0.1:" + port);
    }

    /** The port IMAP clients connect to. */
    int imapPort() {
        return imapPort;
    }

    @Override
    public void close() {
        ChildProcesses.stop(process, Duration.ofSeconds(10));
    }
}
