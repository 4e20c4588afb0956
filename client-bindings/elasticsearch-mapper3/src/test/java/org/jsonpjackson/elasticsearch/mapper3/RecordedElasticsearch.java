package org.jsonpjackson.elasticsearch.mapper3;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.transport.rest5_client.Rest5ClientTransport;
import co.elastic.clients.transport.rest5_client.low_level.Rest5Client;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * An Elasticsearch stand-in on loopback: a JDK HTTP server that answers each request with the next response queued
 * ({@link #respond}), a recorded one (see {@code recorded/README.md}) or one a test made, with the headers an
 * Elasticsearch node sends elasticsearch-java 9. It keeps every request it got, for the tests to check.
 */
public final class RecordedElasticsearch implements AutoCloseable {

    /** The media type elasticsearch-java 9 asks for ({@code Accept}), which the node answers in. */
    static final String CONTENT_TYPE = "application/vnd.elasticsearch+json;compatible-with=9";

    public record Request(String method, String uri, String accept, String body) {
    }

    private record Response(int status, byte[] body) {
    }

    private final HttpServer server;
    private final Deque<Response> responses = new ArrayDeque<>();
    private final List<Request> requests = new ArrayList<>();

    public RecordedElasticsearch() {
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/", this::handle);
        server.start();
    }

    /** The recorded body {@code recorded/<name>}. */
    public static byte[] recorded(String name) {
        try (InputStream in = RecordedElasticsearch.class.getResourceAsStream("/recorded/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("No recorded response " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Queues the answer to the next request. */
    public synchronized RecordedElasticsearch respond(int status, byte[] body) {
        responses.add(new Response(status, body));
        return this;
    }

    public synchronized RecordedElasticsearch respond(int status, String recordedName) {
        return respond(status, recorded(recordedName));
    }

    public synchronized List<Request> requests() {
        return List.copyOf(requests);
    }

    public synchronized Request lastRequest() {
        return requests.get(requests.size() - 1);
    }

    public URI uri() {
        return URI.create("http://" + server.getAddress().getHostString() + ":" + server.getAddress().getPort());
    }

    /** elasticsearch-java 9's default transport, {@code Rest5ClientTransport}, with {@code mapper}. */
    public ElasticsearchClient client(JsonpMapper mapper) {
        return new ElasticsearchClient(new Rest5ClientTransport(Rest5Client.builder(uri()).build(), mapper));
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            Response response;
            synchronized (this) {
                requests.add(new Request(exchange.getRequestMethod(), exchange.getRequestURI().toString(),
                        exchange.getRequestHeaders().getFirst("Accept"), body));
                response = responses.poll();
            }
            if (response == null) {
                response = new Response(500, "{\"error\":\"no response queued\",\"status\":500}".getBytes(StandardCharsets.UTF_8));
            }
            exchange.getResponseHeaders().add("Content-Type", CONTENT_TYPE);
            exchange.getResponseHeaders().add("X-Elastic-Product", "Elasticsearch");
            exchange.sendResponseHeaders(response.status(), response.body().length);
            exchange.getResponseBody().write(response.body());
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
