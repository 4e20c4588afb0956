package org.jsonpjackson.sim.provision;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.jsonpjackson.sim.jmapclient.JmapClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Provisioning against a JMAP server with limits of its own, over real HTTP on loopback: a server that advertises
 * {@code maxObjectsInSet} 500 but refuses more than 5 emails per {@code Email/import} with {@code requestTooLarge},
 * as Apache James 3.9 does. Every message must arrive, each uploaded once, no import call above the server's
 * limit but the refused ones, and the limit learnt after a few refusals rather than met on every batch.
 */
class ProvisioningLimitsTest {

    private static final JsonpJacksonProvider JSON = new JsonpJacksonProvider();
    private final List<Integer> importSizes = new ArrayList<>();
    private final AtomicInteger uploads = new AtomicInteger();
    private HttpServer server;

    /** Starts the fake server: advertises {@code advertised}, takes at most {@code limit} emails per import. */
    private URI start(int advertised, int limit) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/session", x -> reply(x, "{\"capabilities\":{\"" + JmapClient.CORE + "\":{\"maxObjectsInSet\":"
                + advertised + "}},\"apiUrl\":\"/api\",\"uploadUrl\":\"/upload/{accountId}\",\"primaryAccounts\":{\""
                + JmapClient.MAIL + "\":\"a1\"}}"));
        server.createContext("/upload/a1", x -> {
            x.getRequestBody().readAllBytes();
            reply(x, "{\"blobId\":\"b" + uploads.incrementAndGet() + "\"}");
        });
        server.createContext("/api", x -> {
            JsonArray call;
            try (JsonReader r = JSON.createReader(new InputStreamReader(x.getRequestBody(), StandardCharsets.UTF_8))) {
                call = r.readObject().getJsonArray("methodCalls").getJsonArray(0);
            }
            reply(x, switch (call.getString(0)) {
                case "Mailbox/get" -> "{\"methodResponses\":[[\"Mailbox/get\",{\"list\":[{\"id\":\"m1\",\"name\":\"Inbox\",\"role\":"
                        + "\"inbox\"},{\"id\":\"m2\",\"name\":\"Sent\",\"role\":\"sent\"},{\"id\":\"m3\",\"name\":\"Archive\","
                        + "\"role\":\"archive\"}]},\"m\"]]}";
                case "Email/query" -> "{\"methodResponses\":[[\"Email/query\",{\"ids\":[]},\"q\"],[\"Email/get\",{\"list\":[]},\"g\"]]}";
                case "Email/import" -> importing(call.getJsonObject(1).getJsonObject("emails"), limit);
                default -> "{\"methodResponses\":[[\"error\",{\"type\":\"unknownMethod\"},\"x\"]]}";
            });
        });
        server.start();
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/session");
    }

    private synchronized String importing(JsonObject emails, int limit) {
        importSizes.add(emails.size());
        if (emails.size() > limit) {
            return "{\"methodResponses\":[[\"error\",{\"type\":\"requestTooLarge\",\"description\":\"Too many items in an "
                    + "email parse request. Got " + emails.size() + " items instead of maximum " + limit + "\"},\"i\"]]}";
        }
        StringBuilder created = new StringBuilder();
        for (String id : emails.keySet()) {
            created.append(created.isEmpty() ? "" : ",").append('"').append(id).append("\":{\"id\":\"e-").append(id).append("\"}");
        }
        return "{\"methodResponses\":[[\"Email/import\",{\"created\":{" + created + "}},\"i\"]]}";
    }

    private static void reply(HttpExchange x, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        x.getResponseHeaders().add("Content-Type", "application/json");
        x.sendResponseHeaders(200, bytes.length);
        try (var out = x.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static JmapClient client(URI session) {
        return new JmapClient(JmapClient.newHttpClient(), session,
                "Basic " + Base64.getEncoder().encodeToString("u:p".getBytes(StandardCharsets.UTF_8)), "u");
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    @Test
    void aServerThatTakesFewerThanItAdvertisesGetsEveryMessageInBatchesItTakes() throws IOException {
        JmapClient client = client(start(500, 5));
        CorpusGenerator corpus = new CorpusGenerator(new CorpusSpec(42, 1, 40));
        List<Provisioning.Outcome> outcomes = Provisioning.run(corpus, List.of(client));
        assertThat(outcomes).singleElement().satisfies(o -> assertThat(o.imported()).isEqualTo(40));
        assertThat(uploads).hasValue(40);
        List<Integer> taken = importSizes.stream().filter(n -> n <= 5).toList();
        assertThat(taken.stream().mapToInt(Integer::intValue).sum()).as("emails imported").isEqualTo(40);
        // 40 (advertised 500) is halved to 20, 10, 5 before the first call is taken; then 5 at a time, never refused
        assertThat(importSizes.stream().filter(n -> n > 5).toList()).containsExactly(40, 20, 10);
    }

    @Test
    void theAdvertisedSizeIsUsedWhenTheServerTakesIt() throws IOException {
        JmapClient client = client(start(16, 16));
        Provisioning.run(new CorpusGenerator(new CorpusSpec(42, 1, 40)), List.of(client));
        assertThat(importSizes).containsExactly(16, 16, 8);
    }

    @Test
    void aServerThatTakesNoneFailsWithItsWords() throws IOException {
        JmapClient client = client(start(500, 0));
        assertThatThrownBy(() -> Provisioning.run(new CorpusGenerator(new CorpusSpec(42, 1, 3)), List.of(client)))
                .isInstanceOf(JmapClient.JmapException.class)
                .hasMessageContaining("requestTooLarge");
    }
}
