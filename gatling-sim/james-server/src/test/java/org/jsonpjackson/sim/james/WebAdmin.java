package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** James' WebAdmin API, for what JMAP cannot do: domains and users ({@code PUT /domains/{d}}, {@code PUT /users/{u}}). */
final class WebAdmin {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final URI base;

    WebAdmin(URI base) {
        this.base = base;
    }

    void addDomain(String domain) throws IOException, InterruptedException {
        put("/domains/" + encode(domain), HttpRequest.BodyPublishers.noBody());
    }

    /** The password goes in a JSON body; the test's passwords are plain hex, so no escaping is needed. */
    void addUser(String user, String password) throws IOException, InterruptedException {
        if (!password.matches("[0-9A-Za-z-]+")) {
            throw new IllegalArgumentException("a test password of letters, digits and dashes only: " + password);
        }
        put("/users/" + encode(user), HttpRequest.BodyPublishers.ofString("{\"password\":\"" + password + "\"}"));
    }

    private void put(String path, HttpRequest.BodyPublisher body) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json").PUT(body).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new IOException("WebAdmin PUT " + path + ": HTTP " + response.statusCode() + " " + response.body());
        }
    }

    private static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
}
