package org.jsonpjackson.mapper.internal;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * Plain REST calls to a search node, with which the comparisons of our mappers with the client's stock one set up
 * their index and fetch the node's own responses: neither mapper under test is in between. Shared through this
 * module's test jar by the opensearch-java comparisons of both Jackson lines.
 */
public final class RestCalls {

    private final URI node;
    private final HttpClient http = HttpClient.newHttpClient();

    public RestCalls(URI node) {
        this.node = node;
    }

    /** The body of the node's answer to {@code method path}, with {@code body} (NDJSON for {@code _bulk}) or none. */
    public String call(String method, String path, String body) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(node.resolve(path)).header("Content-Type",
                path.contains("_bulk") ? "application/x-ndjson" : "application/json");
        request.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString()).body();
    }
}
