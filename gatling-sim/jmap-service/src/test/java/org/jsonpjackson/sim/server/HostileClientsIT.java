package org.jsonpjackson.sim.server;

import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.jsonpjackson.sim.messages.MessageJson;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsonpjackson.sim.server.JmapFixture.ALL;

/**
 * Clients that try to hold or swamp the service: a body trickled one byte at a time, headers trickled,
 * headers over 64 KiB, malformed HTTP, 5,000 idle connections, connections over the limit, 1 MiB and 100 MiB
 * bodies with and without a Content-Length. Each attacker gets its typed answer or has its connection closed
 * by the server, the server's count of open connections follows, and a well-behaved client querying all
 * through the attack gets every answer right.
 *
 * <p>What this does not check: how fast anything is, or what the heap keeps. Those are load-test questions
 * (gatling-sim's simulations), not ones a test on two shared cores can answer without failing for the wrong
 * reason. The deadlines below only stop a test that would otherwise hang; each is many times the limit it
 * waits for.
 *
 * <p>The limits are shortened here (20 s idle, 2 s for headers, 3 s for a body) so that the test does not wait
 * a minute; the defaults are {@link ServerLimits#DEFAULTS}. The idle timeout is the longest: the 5,000 idle
 * connections must all be open at once before the first of them has been idle that long (with 2 s, opening
 * them on a loaded machine outlasted it). A system test against the embedded node, it runs with the
 * integration tests.
 */
@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HostileClientsIT {

    private static final ServerLimits LIMITS = ServerLimits.DEFAULTS
            .withTimeouts(Duration.ofSeconds(20), Duration.ofSeconds(2), Duration.ofSeconds(3))
            .withMaxConnections(6_000);
    /** How long a stuck test waits before it fails: far beyond every limit above. */
    private static final Duration SAFETY = Duration.ofSeconds(60);
    /** The fewest queries the good client makes during an attack; it goes on until the attack ends. */
    private static final int QUERIES = 20;
    private static final String QUERY = "{\"using\":" + JmapClient.USING + ",\"methodCalls\":[[\"Email/query\","
            + "{\"accountId\":\"" + TestUsers.ANN_ACCOUNT + "\",\"filter\":{\"text\":\"budget\"}},\"q\"]]}";
    /** The attackers log in as Ann: an authenticated client is the harder case, let further in. */
    private static final String LOGIN = "Authorization: " + JmapClient.basic(TestUsers.ANN) + "\r\n";

    private final SearchClientConfig config;
    private final RunningService service;

    HostileClientsIT(OpenSearchTarget target) {
        config = OpenSearchProperties.read(target.properties());
        service = RunningService.start(config, "jmap_hostile", LIMITS);
    }

    @BeforeAll
    void importMessages() {
        var imported = service.admin.post("/import?refresh=true", new String(MessageJson.write(ALL), StandardCharsets.UTF_8));
        assertThat(imported.statusCode()).as(imported.body()).isEqualTo(200);
        // the good client's answer, before any attack
        assertThat(goodClient(QUERIES, () -> false)).isEqualTo(QUERIES);
    }

    @AfterAll
    void stop() throws IOException {
        service.close();
    }

    /**
     * A well-behaved client: sequential queries on a client of its own (a fresh connection pool, so that no
     * connection the service closed while idle is reused), at least {@code min} of them and then for as long
     * as {@code goOn} says; every answer must be right, and come (a service an attacker stalls fails here,
     * after the safety deadline, instead of hanging the build). Returns how many it made.
     */
    private int goodClient(int min, java.util.function.BooleanSupplier goOn) {
        JmapClient ann = service.as(TestUsers.ANN).timingOutAfter(SAFETY);
        long deadline = System.nanoTime() + SAFETY.toNanos();
        int made = 0;
        while (made < min || (goOn.getAsBoolean() && System.nanoTime() < deadline)) {
            var response = ann.post("/jmap", QUERY);
            assertThat(response.statusCode()).as("query %d during the attack: %s", made, response.body()).isEqualTo(200);
            assertThat(response.body()).as("query %d during the attack", made).contains("\"ids\":[\"e2\",\"e1\"]");
            made++;
        }
        return made;
    }

    /**
     * Runs the attack in the background; once {@code started} has completed (the attacker is at work on the
     * server), the good client queries until the attack is over. Then the service is still healthy.
     */
    private <T> T underAttack(Attack<T> attack) throws Exception {
        CompletableFuture<Void> started = new CompletableFuture<>();
        CompletableFuture<T> attacking = CompletableFuture.supplyAsync(() -> {
            try {
                return attack.run(started);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            } finally {
                started.complete(null);
            }
        });
        started.get(SAFETY.toSeconds(), TimeUnit.SECONDS);
        goodClient(QUERIES, () -> !attacking.isDone());
        T result = attacking.get(SAFETY.toSeconds(), TimeUnit.SECONDS);
        assertThat(new JmapClient(service.server.uri(), null).get("/health").statusCode()).isEqualTo(200);
        return result;
    }

    private interface Attack<T> {
        /** Runs the attack, completing {@code started} once it is under way. */
        T run(CompletableFuture<Void> started) throws Exception;
    }

    private Socket connect() throws IOException {
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress("127.0.0.1", service.server.port()), 5_000);
        socket.setSoTimeout((int) SAFETY.toMillis());
        return socket;
    }

    /** Reads until the server closes the connection (a reset counts), failing if it keeps it open. */
    private static void untilClosed(Socket socket) throws IOException {
        InputStream in = socket.getInputStream();
        try {
            while (in.read() >= 0) {
                // an answer, if any, before the close
            }
        } catch (SocketTimeoutException e) {
            throw new AssertionError("the server kept the connection open for " + SAFETY.toSeconds() + " s", e);
        } catch (IOException reset) {
            // closed with a reset: closed all the same
        }
    }

    /** The status code of the response the server sends on this connection; -1 if it closes without one. */
    private static int status(Socket socket) throws IOException {
        byte[] head = new byte[12];
        int n;
        try {
            n = socket.getInputStream().readNBytes(head, 0, head.length);
        } catch (SocketTimeoutException e) {
            throw new AssertionError("no answer and no close in " + SAFETY.toSeconds() + " s", e);
        } catch (IOException reset) {
            return -1;
        }
        if (n == 0) {
            return -1;
        }
        String line = new String(head, 0, n, StandardCharsets.US_ASCII);
        assertThat(line).startsWith("HTTP/1.1 ");
        return Integer.parseInt(line.substring(9, 12));
    }

    /** Polls {@code value} until it passes {@code test} or the safety deadline passes; returns the last value. */
    private static int await(IntSupplier value, java.util.function.IntPredicate test) throws InterruptedException {
        long deadline = System.nanoTime() + SAFETY.toNanos();
        int last = value.getAsInt();
        while (!test.test(last) && System.nanoTime() < deadline) {
            Thread.sleep(50);
            last = value.getAsInt();
        }
        return last;
    }

    /** What a trickler managed: whether the server cut it off, and how many bytes it sent after the head. */
    private record Trickled(boolean cutOff, int bytes) {
    }

    /**
     * Sends {@code head}, then one byte of {@code filler} every 100 ms, until the server closes the connection
     * on it (a write fails, or a read sees the close) or the safety deadline passes.
     */
    private Trickled trickle(String head, char filler) throws Exception {
        return underAttack(started -> {
            try (Socket socket = connect()) {
                OutputStream out = socket.getOutputStream();
                out.write(head.getBytes(StandardCharsets.US_ASCII));
                started.complete(null);
                long deadline = System.nanoTime() + SAFETY.toNanos();
                int bytes = 0;
                try {
                    while (System.nanoTime() < deadline) {
                        out.write(filler);
                        out.flush();
                        bytes++;
                        Thread.sleep(100);
                    }
                } catch (IOException closedUnderUs) {
                    untilClosed(socket);
                    return new Trickled(true, bytes);
                }
                return new Trickled(false, bytes);
            }
        });
    }

    @Test
    void aBodyTrickledOneByteAtATimeIsCutOff() throws Exception {
        int before = service.server.openConnections();
        Trickled trickled = trickle("POST /jmap HTTP/1.1\r\nHost: x\r\n" + LOGIN
                + "Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n", '{');
        assertThat(trickled.cutOff()).as("the server closed the trickler's connection (%d bytes of body sent)",
                trickled.bytes()).isTrue();
        assertThat(await(service.server::openConnections, open -> open <= before))
                .as("connections the server counts once the trickler is gone").isLessThanOrEqualTo(before);
    }

    @Test
    void headersTrickledOneByteAtATimeAreCutOff() throws Exception {
        int before = service.server.openConnections();
        Trickled trickled = trickle("POST /jmap HTTP/1.1\r\nHost: x\r\nX-Slow: ", 'a');
        assertThat(trickled.cutOff()).as("the server closed the trickler's connection (%d header bytes sent)",
                trickled.bytes()).isTrue();
        assertThat(await(service.server::openConnections, open -> open <= before))
                .as("connections the server counts once the trickler is gone").isLessThanOrEqualTo(before);
    }

    @Test
    void headersOver64KibAreRefusedWith431() throws Exception {
        int status = underAttack(started -> {
            try (Socket socket = connect()) {
                started.complete(null);
                String huge = "a".repeat(70 << 10);
                socket.getOutputStream().write(("GET /health HTTP/1.1\r\nHost: x\r\nX-Huge: " + huge + "\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                return status(socket);
            }
        });
        assertThat(status).isEqualTo(431);
    }

    @Test
    void malformedHttpIsRefusedWith400OrAClosedConnection() throws Exception {
        List<Integer> statuses = underAttack(started -> {
            started.complete(null);
            List<Integer> seen = new ArrayList<>();
            for (String garbage : List.of("GARBAGE\r\n\r\n", "GET\r\n\r\n", "\u0000\u0001\u0002\u0003\r\n\r\n",
                    "POST /jmap HTTP/1.1\r\nContent-Length: -5\r\n\r\n")) {
                try (Socket socket = connect()) {
                    socket.getOutputStream().write(garbage.getBytes(StandardCharsets.ISO_8859_1));
                    seen.add(status(socket));
                    untilClosed(socket);
                }
            }
            return seen;
        });
        System.out.println("Malformed requests answered with " + statuses + " (-1: closed without an answer)");
        assertThat(statuses).containsOnly(400, -1).contains(400);
    }

    @Test
    void fiveThousandIdleConnectionsDoNotStopTheServiceAndAreClosedWhenIdle() throws Exception {
        List<Socket> idle = new ArrayList<>();
        try {
            int open = underAttack(started -> {
                for (int i = 0; i < 5_000; i++) {
                    idle.add(connect());
                }
                started.complete(null);
                return await(service.server::openConnections, n -> n >= 5_000);
            });
            assertThat(open).as("connections the server counted while they were idle").isGreaterThanOrEqualTo(5_000);
            int left = await(service.server::openConnections, n -> n <= 10);
            assertThat(left).as("connections left after the idle timeout").isLessThanOrEqualTo(10);
            assertThat(idle.get(0).getInputStream().read()).as("the server closed an idle connection").isEqualTo(-1);
        } finally {
            for (Socket socket : idle) {
                socket.close();
            }
        }
    }

    @Test
    void connectionsOverTheLimitAreClosedAtOnce() throws Exception {
        // the default timeouts: nothing but the limit closes a connection during this test
        ServerLimits two = ServerLimits.DEFAULTS.withMaxConnections(2);
        try (RunningService small = RunningService.start(config, "jmap_two_connections", two);
             Socket a = new Socket("127.0.0.1", small.server.port());
             Socket b = new Socket("127.0.0.1", small.server.port());
             Socket c = new Socket("127.0.0.1", small.server.port())) {
            // which of the three is refused depends on which of the two worker loops counts its connection
            // first, not on the order they were opened in; exactly one is, and the other two are served
            assertThat(await(small.server::openConnections, n -> n == 2)).as("connections the server keeps").isEqualTo(2);
            List<Integer> statuses = new ArrayList<>();
            for (Socket socket : List.of(a, b, c)) {
                socket.setSoTimeout((int) SAFETY.toMillis());
                statuses.add(health(socket));
            }
            assertThat(statuses).as("GET /health on each of three connections, with a limit of two (-1: closed)")
                    .containsExactlyInAnyOrder(200, 200, -1);
        }
    }

    /** The status of {@code GET /health} sent on {@code socket}; -1 if the server has closed it. */
    private static int health(Socket socket) throws IOException {
        try {
            socket.getOutputStream().write("GET /health HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
        } catch (IOException closed) {
            return -1;
        }
        return status(socket);
    }

    /** Writes {@code size} bytes of body after {@code head}, as fast as the server takes them, until it stops. */
    private static long send(Socket socket, String head, long size, boolean chunked) throws IOException {
        OutputStream out = socket.getOutputStream();
        out.write(head.getBytes(StandardCharsets.US_ASCII));
        byte[] block = new byte[64 << 10];
        Arrays.fill(block, (byte) ' ');
        long sent = 0;
        try {
            while (sent < size) {
                int n = (int) Math.min(block.length, size - sent);
                if (chunked) {
                    out.write((Integer.toHexString(n) + "\r\n").getBytes(StandardCharsets.US_ASCII));
                }
                out.write(block, 0, n);
                if (chunked) {
                    out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
                }
                sent += n;
            }
            if (chunked) {
                out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            }
            out.flush();
        } catch (IOException closedUnderUs) {
            // the server refused the rest
        }
        return sent;
    }

    @Test
    void bodiesOverTheLimitAreRefusedWith413WithAndWithoutALength() throws Exception {
        record Case(String path, long size, boolean chunked) {
        }
        List<Case> cases = List.of(
                new Case("/jmap", (1 << 20) + 1, false), new Case("/jmap", (1 << 20) + 1, true),
                new Case("/jmap", 100L << 20, false), new Case("/jmap", 100L << 20, true),
                new Case("/import", 100L << 20, false), new Case("/import", 100L << 20, true));
        for (Case c : cases) {
            int status = underAttack(started -> {
                try (Socket socket = connect()) {
                    String head = "POST " + c.path + " HTTP/1.1\r\nHost: x\r\n" + (c.path.equals("/import")
                            ? "Authorization: " + JmapClient.basic(TestUsers.ADMIN) + "\r\n" : LOGIN)
                            + "Content-Type: application/json\r\n"
                            + (c.chunked ? "Transfer-Encoding: chunked\r\n" : "Content-Length: " + c.size + "\r\n") + "\r\n";
                    CompletableFuture<Long> sending = CompletableFuture.supplyAsync(() -> {
                        try {
                            return send(socket, head, c.size, c.chunked);
                        } catch (IOException e) {
                            throw new IllegalStateException(e);
                        }
                    });
                    started.complete(null);
                    int answer = status(socket);
                    long sent = sending.get(SAFETY.toSeconds(), TimeUnit.SECONDS);
                    System.out.printf("%s: HTTP %d after the attacker sent %d bytes%n", c, answer, sent);
                    // the body limit, what the server drains after refusing it (MailSearchServer.LINGER_BYTES),
                    // and what the kernel's socket buffers on both ends take in and the server never reads (the
                    // receive buffer grows to several MiB on loopback; 10 MiB measured here, so 32 MiB leaves room
                    // for another kernel's tuning while staying below the 100 MiB a server that reads on would take)
                    long limit = c.path.equals("/import") ? LIMITS.maxImportBytes() : LIMITS.maxJmapBytes();
                    assertThat(sent).as("bytes the attacker got through before the server closed the connection")
                            .isLessThan(Math.min(c.size + 1, limit + MailSearchServer.LINGER_BYTES + (32L << 20)));
                    return answer;
                }
            });
            assertThat(status).as(c.toString()).isEqualTo(413);
        }
    }
}
