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
 * {@code /healthcheck} also judges OpenSearch, which would take every James out at once when a search node is lost. Its configuration is written into the
 * run's folder; it runs in the foreground, bound to 127.0.0.1 only, and is stopped by its PID.
 */
final class Balancer implements AutoCloseable {

    private final Process process;
    private final int port;

    private Balancer(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    /** HAProxy's binary, where Debian's package puts it. */
    static Optional<Path> binary() {
        return Stream.of("/usr/sbin/haproxy", "/usr/bin/haproxy", "/usr/local/sbin/haproxy").map(Path::of)
                .filter(Files::isExecutable).findFirst();
    }

    /** Starts HAProxy on a free port in front of {@code jmapPorts}, and waits until its port accepts connections. */
    static Balancer start(Path haproxy, Path dir, List<Integer> jmapPorts) throws IOException, InterruptedException {
        Files.createDirectories(dir);
        int port = Ports.free();
        StringBuilder servers = new StringBuilder();
        for (int i = 0; i < jmapPorts.size(); i++) {
            servers.append("  server james").append(i + 1).append(" 127.0.0.1:").append(jmapPorts.get(i))
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
                %s""".formatted(port, servers), StandardCharsets.UTF_8);
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
                return new Balancer(process, port);
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

    @Override
    public void close() {
        ChildProcesses.stop(process, Duration.ofSeconds(10));
    }
}
