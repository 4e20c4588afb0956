package org.jsonpjackson.mapper.internal;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * A search response of more than 16 million characters from a real node: {@value #HITS} hits whose {@code body} has
 * {@value #BODY_CHARS} characters each (ASCII words, Chinese and Korean, an emoji). Parsson 1.1.8 and later refuse
 * any document over 15,000,000 characters by default; our provider reads it on its defaults. The index keeps the
 * bodies in {@code _source} without indexing them ({@code dynamic: false}), so that setting it up is quick. Shared
 * through this module's test jar by the mappers of both Jackson lines.
 */
public final class BigSearchResponse {

    public static final int HITS = 2_000;
    public static final int BODY_CHARS = 8_400;
    /** Parsson's default limit, which the response must pass. */
    public static final int PARSSON_LIMIT = 15_000_000;

    private BigSearchResponse() {
    }

    /** The body of document {@code n}: the same for a given {@code n}, so that a reader can check every one. */
    public static String body(int n) {
        StringBuilder body = new StringBuilder(BODY_CHARS);
        String[] parts = {"meeting " + n + " ", "検索エンジン", "회의록 ", "\uD83D\uDCE7", "report draft "};
        for (int i = 0; body.length() < BODY_CHARS; i++) {
            body.append(parts[i % parts.length]);
        }
        body.setLength(BODY_CHARS);
        if (Character.isHighSurrogate(body.charAt(BODY_CHARS - 1))) {
            body.setCharAt(BODY_CHARS - 1, '.');
        }
        return body.toString();
    }

    /** Creates and fills {@code index} (again, if it was there), then returns the node's answer to a search of all. */
    public static String fetch(URI node, String index) throws IOException, InterruptedException {
        RestCalls rest = new RestCalls(node);
        rest.call("DELETE", "/" + index, null);
        rest.call("PUT", "/" + index, "{\"settings\":{\"number_of_shards\":1,\"number_of_replicas\":0},"
                + "\"mappings\":{\"dynamic\":false,\"properties\":{\"n\":{\"type\":\"integer\"}}}}");
        for (int from = 0; from < HITS; from += 200) {
            StringBuilder bulk = new StringBuilder();
            for (int n = from; n < Math.min(HITS, from + 200); n++) {
                bulk.append("{\"index\":{\"_index\":\"").append(index).append("\",\"_id\":\"").append(n).append("\"}}\n")
                        .append("{\"n\":").append(n).append(",\"body\":\"").append(body(n)).append("\"}\n");
            }
            String answer = rest.call("POST", "/_bulk", bulk.toString());
            if (answer.contains("\"errors\":true")) {
                throw new IllegalStateException("The node refused part of the bulk: " + answer.substring(0, Math.min(500, answer.length())));
            }
        }
        rest.call("POST", "/" + index + "/_refresh", null);
        HttpRequest search = HttpRequest.newBuilder(node.resolve("/" + index + "/_search"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"size\":" + HITS + ",\"sort\":[{\"n\":\"asc\"}],"
                        + "\"query\":{\"match_all\":{}}}"))
                .build();
        return HttpClient.newHttpClient().send(search, HttpResponse.BodyHandlers.ofString()).body();
    }
}
