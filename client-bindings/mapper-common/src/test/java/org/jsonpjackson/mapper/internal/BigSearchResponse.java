package org.jsonpjackson.mapper.internal;

import java.io.IOException;
import java.net.URI;
import java.util.function.IntFunction;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A search response of more than 16 million characters from a real node: {@value #HITS} hits whose {@code body} has
 * {@value #BODY_CHARS} characters each (ASCII words, Chinese and Korean, an emoji). Parsson 1.1.8 and later refuse
 * any document over 15,000,000 characters by default; our provider reads it on its defaults. The index keeps the
 * bodies in {@code _source} without indexing them ({@code dynamic: false}), so that setting it up is quick. Also a
 * response whose one hit has a body as long as a test asks ({@link #fetchOneBody}), to go past a string limit.
 * Shared through this module's test jar by the mappers of both clients and both Jackson lines; each client's side
 * reads it with that client's own types ({@code internal.opensearch.BigResponseReads},
 * {@code internal.elasticsearch.BigResponseReads}) and checks it here ({@link #checkBodies}).
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
        RestCalls rest = create(node, index);
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
        return search(rest, index, HITS);
    }

    /**
     * Creates {@code index} (again, if it was there) with one document whose body is {@code chars} ASCII characters
     * (one string, escapes none), then returns the node's answer to a search of all: one hit.
     */
    public static String fetchOneBody(URI node, String index, int chars) throws IOException, InterruptedException {
        RestCalls rest = create(node, index);
        StringBuilder body = new StringBuilder(chars);
        while (body.length() < chars) {
            body.append("long body ");
        }
        body.setLength(chars);
        String answer = rest.call("PUT", "/" + index + "/_doc/0?refresh=true", "{\"n\":0,\"body\":\"" + body + "\"}");
        if (!answer.contains("\"result\":\"created\"")) {
            throw new IllegalStateException("The node refused the document: " + answer.substring(0, Math.min(500, answer.length())));
        }
        return search(rest, index, 1);
    }

    /**
     * The bodies of a response of {@link #fetch}, as a client read them: {@code hits} hits, and the body of hit
     * {@code n} ({@code bodyOfHit}) that of document {@code n}, for every one.
     */
    public static void checkBodies(int hits, IntFunction<String> bodyOfHit) {
        assertThat(hits).as("hits").isEqualTo(HITS);
        for (int n = 0; n < hits; n++) {
            assertThat(bodyOfHit.apply(n)).as("hit %d's body", n).isEqualTo(body(n));
        }
    }

    private static RestCalls create(URI node, String index) throws IOException, InterruptedException {
        RestCalls rest = new RestCalls(node);
        rest.call("DELETE", "/" + index, null);
        rest.call("PUT", "/" + index, "{\"settings\":{\"number_of_shards\":1,\"number_of_replicas\":0},"
                + "\"mappings\":{\"dynamic\":false,\"properties\":{\"n\":{\"type\":\"integer\"}}}}");
        return rest;
    }

    private static String search(RestCalls rest, String index, int size) throws IOException, InterruptedException {
        return rest.call("POST", "/" + index + "/_search", "{\"size\":" + size + ",\"sort\":[{\"n\":\"asc\"}],"
                + "\"query\":{\"match_all\":{}}}");
    }
}
