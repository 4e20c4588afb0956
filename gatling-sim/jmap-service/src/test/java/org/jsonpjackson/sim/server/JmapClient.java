package org.jsonpjackson.sim.server;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import org.jsonpjackson.json.Jsonp;
import org.jsonpjackson.sim.auth.LoginCredential;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.stream.Collectors;

/** Real HTTP to the service on loopback, as a JMAP client sends it. */
final class JmapClient {

    static final String USING = "[\"urn:ietf:params:jmap:core\",\"urn:ietf:params:jmap:mail\"]";

    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).build();
    private final URI base;
    /** The Authorization header sent with every request, or {@code null} for none. */
    private final String authorization;
    /** How long each request may wait for its response, or {@code null} for ever. */
    private final Duration timeout;

    JmapClient(URI base, String authorization) {
        this(base, authorization, null);
    }

    private JmapClient(URI base, String authorization, Duration timeout) {
        this.base = base;
        this.authorization = authorization;
        this.timeout = timeout;
    }

    /** The same client, with requests that fail once they have waited {@code timeout} for their response. */
    JmapClient timingOutAfter(Duration timeout) {
        return new JmapClient(base, authorization, timeout);
    }

    static String basic(LoginCredential user) {
        return "Basic " + Base64.getEncoder().encodeToString(
                (user.username() + ":" + user.password()).getBytes(StandardCharsets.UTF_8));
    }

    HttpResponse<String> post(String path, String body) {
        return post(path, HttpRequest.BodyPublishers.ofString(body));
    }

    HttpResponse<String> post(String path, HttpRequest.BodyPublisher body) {
        return send(request(path).POST(body).header("Content-Type", "application/json").build());
    }

    HttpResponse<String> get(String path) {
        return send(request(path).GET().build());
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path));
        if (timeout != null) {
            request.timeout(timeout);
        }
        return authorization == null ? request : request.header("Authorization", authorization);
    }

    private HttpResponse<String> send(HttpRequest request) {
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The method responses of a request with these calls, each {@code [name, argumentsJson, callId]}. */
    JsonArray call(String... invocations) {
        HttpResponse<String> response = post("/jmap", "{\"using\":" + USING + ",\"methodCalls\":["
                + String.join(",", invocations) + "]}");
        if (response.statusCode() != 200) {
            throw new AssertionError("HTTP " + response.statusCode() + ": " + response.body());
        }
        return json(response.body()).getJsonArray("methodResponses");
    }

    /** The arguments of one {@code Email/query} response (or error) for these arguments. */
    JsonObject query(String arguments) {
        JsonArray response = call("[\"Email/query\"," + arguments + ",\"q\"]").getJsonArray(0);
        return response.getJsonObject(1);
    }

    /** The arguments of a successful {@code Email/query} response, failing on a method error. */
    JsonObject result(String arguments) {
        JsonObject result = query(arguments);
        if (result.containsKey("type")) {
            throw new AssertionError("Method error: " + result);
        }
        return result;
    }

    /** The ids an {@code Email/query} returns, failing on a method error. */
    List<String> ids(String arguments) {
        return result(arguments).getJsonArray("ids").getValuesAs(jakarta.json.JsonString.class).stream()
                .map(jakarta.json.JsonString::getString).collect(Collectors.toList());
    }

    static JsonObject json(String body) {
        try (JsonReader reader = Jsonp.provider().createReader(new StringReader(body))) {
            return reader.readObject();
        }
    }
}
