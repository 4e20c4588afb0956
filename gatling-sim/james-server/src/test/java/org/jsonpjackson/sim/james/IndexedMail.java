package org.jsonpjackson.sim.james;

import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;

/**
 * Waits until James' OpenSearch index holds the mail imported: James indexes through its event bus, after
 * {@code Email/import} has answered, so a query sent at once may miss the newest mail. Asks the node for the
 * document count of James' read alias ({@code mailboxReadAlias}, James' default), printing a progress line as it
 * grows.
 */
final class IndexedMail {

    static final String READ_ALIAS = "mailboxReadAlias";
    private static final JsonpJacksonProvider JSON = new JsonpJacksonProvider();

    private IndexedMail() {
    }

    static void await(URI opensearch, long expected, Duration timeout) throws IOException, InterruptedException {
        HttpClient http = HttpClient.newHttpClient();
        long deadline = System.nanoTime() + timeout.toNanos();
        long shown = -1;
        long t0 = System.nanoTime();
        while (true) {
            long count = count(http, opensearch);
            if (count != shown) {
                System.out.printf(Locale.ROOT, "James' index holds %d of %d messages (%.1f s)%n", count, expected,
                        (System.nanoTime() - t0) / 1e9);
                shown = count;
            }
            if (count == expected) {
                return;
            }
            if (count > expected) {
                // the index only grows toward the corpus: more means some message was stored twice, as an import
                // retried after a server error could do if that error came after James had stored the batch
                throw new IOException("James' index holds " + count + " messages, more than the corpus' " + expected
                        + ": some message was stored more than once");
            }
            if (System.nanoTime() > deadline) {
                throw new IOException("James' index holds " + count + " of " + expected + " messages after "
                        + timeout.toSeconds() + " s");
            }
            Thread.sleep(500);
        }
    }

    /**
     * The query phases James' index has run on its primary shards ({@code _stats/search}'s {@code query_total}): a
     * search and each scroll continuation add one per shard. Read before and after some searches, it tells that they
     * reached OpenSearch, and how many pages they took.
     */
    static long queries(URI opensearch) throws IOException, InterruptedException {
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        opensearch.resolve("/" + READ_ALIAS + "/_stats/search")).timeout(Duration.ofSeconds(10)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("OpenSearch _stats/search: HTTP " + response.statusCode() + " " + response.body());
        }
        try (JsonReader reader = JSON.createReader(new StringReader(response.body()))) {
            return reader.readObject().getJsonObject("_all").getJsonObject("primaries").getJsonObject("search")
                    .getJsonNumber("query_total").longValue();
        }
    }

    private static long count(HttpClient http, URI opensearch) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(opensearch.resolve("/" + READ_ALIAS + "/_count"))
                .timeout(Duration.ofSeconds(10)).GET().build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() == 404) {
            return 0;
        }
        if (response.statusCode() != 200) {
            throw new IOException("OpenSearch _count: HTTP " + response.statusCode() + " " + response.body());
        }
        try (JsonReader reader = JSON.createReader(new StringReader(response.body()))) {
            JsonObject body = reader.readObject();
            return body.getJsonNumber("count").longValue();
        }
    }
}
