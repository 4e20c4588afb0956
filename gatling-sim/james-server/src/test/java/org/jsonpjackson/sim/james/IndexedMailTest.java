package org.jsonpjackson.sim.james;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** {@link IndexedMail#await} against a loopback server answering {@code _count} with the counts a test gives. */
class IndexedMailTest {

    private HttpServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    @Test
    void returnsOnceTheIndexHoldsTheCorpus() throws Exception {
        URI node = counting(List.of(150L, 160L));
        IndexedMail.await(node, 160, Duration.ofSeconds(30));
    }

    @Test
    void moreDocumentsThanTheCorpusFailNamingBothCounts() throws Exception {
        URI node = counting(List.of(161L));
        assertThatThrownBy(() -> IndexedMail.await(node, 160, Duration.ofSeconds(30)))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("holds 161 messages, more than the corpus' 160");
    }

    /** A node whose read alias counts each number in turn, then the last one again. */
    private URI counting(List<Long> counts) throws IOException {
        Iterator<Long> next = counts.iterator();
        long[] last = {0};
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/" + IndexedMail.READ_ALIAS + "/_count", exchange -> {
            synchronized (last) {
                if (next.hasNext()) {
                    last[0] = next.next();
                }
            }
            byte[] body = ("{\"count\":" + last[0] + "}").getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }
}
