package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;

/**
 * James' WebAdmin API, for what JMAP cannot do: domains and users ({@code PUT /domains/{d}}, {@code PUT /users/{u}}),
 * and James' own metrics ({@code GET /metrics}).
 */
final class WebAdmin {

    /** The route that serves James' metrics in Prometheus' text format, named in {@code extensions.routes}. */
    static final String METRICS_ROUTES = "org.apache.james.webadmin.dropwizard.MetricsRoutes";

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

    /**
     * How many times each of James' timers ran ({@code MetricFactory} timers: {@code IMAP-SEARCH},
     * {@code JMAP-RFC8621-Email/query}...), by the name Prometheus' format gives it (each character outside
     * {@code [A-Za-z0-9_:]} an underscore): each {@code <name>_count} sample of {@code GET /metrics}.
     */
    Map<String, Long> timerCounts() throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(base.resolve("/metrics")).timeout(Duration.ofSeconds(30))
                .GET().build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("WebAdmin GET /metrics: HTTP " + response.statusCode() + " " + response.body());
        }
        Map<String, Long> counts = new TreeMap<>();
        for (String line : response.body().split("\n")) {
            int space = line.lastIndexOf(' ');
            if (line.startsWith("#") || space < 0) {
                continue;
            }
            String sample = line.substring(0, space);
            if (sample.endsWith("_count")) {
                counts.put(sample.substring(0, sample.length() - "_count".length()),
                        (long) Double.parseDouble(line.substring(space + 1)));
            }
        }
        return counts;
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
