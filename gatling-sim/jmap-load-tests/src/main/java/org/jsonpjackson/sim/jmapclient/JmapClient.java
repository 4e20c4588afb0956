package org.jsonpjackson.sim.jmapclient;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * A small JMAP client (RFC 8620) for the steps around a load run: discovering what a server's accounts hold, and
 * loading mail into them. Not the load itself, which Gatling sends. One instance logs in as one user; it
 * fetches the session once, following redirects itself so that every hop carries the credentials (the JDK
 * client drops {@code Authorization} on a redirect).
 */
public final class JmapClient {

    public static final String CORE = "urn:ietf:params:jmap:core";
    public static final String MAIL = "urn:ietf:params:jmap:mail";

    private static final JsonpJacksonProvider JSON = new JsonpJacksonProvider();
    private static final int MAX_REDIRECTS = 5;
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    private final HttpClient http;
    private final URI sessionUrl;
    private final String authorization;
    private final String user;
    private Session session;

    /**
     * What a session gives this client: where to send calls and uploads, the mail account, and the most objects
     * the server says one {@code /set}-like call may create ({@code maxObjectsInSet} of its core capability; a
     * server may still refuse fewer, see {@link JmapException#type()}).
     */
    public record Session(URI apiUrl, String uploadUrl, String accountId, int maxObjectsInSet) {
    }

    /**
     * @param authorization the whole {@code Authorization} header value
     * @param user          who logs in, for messages
     */
    public JmapClient(HttpClient http, URI sessionUrl, String authorization, String user) {
        this.http = http;
        this.sessionUrl = sessionUrl;
        this.authorization = authorization;
        this.user = user;
    }

    /**
     * HTTP/1.1, as Gatling speaks to the same servers: the JDK client's default offers an {@code h2c} upgrade on a
     * plain connection's first request, a step no load run takes and some servers leave unanswered.
     */
    public static HttpClient newHttpClient() {
        return HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10))
                .followRedirects(HttpClient.Redirect.NEVER).build();
    }

    public String user() {
        return user;
    }

    public synchronized Session session() {
        if (session == null) {
            URI url = sessionUrl;
            for (int hop = 0; ; hop++) {
                HttpResponse<String> response = send(HttpRequest.newBuilder(url).GET());
                if (response.statusCode() / 100 == 3 && hop < MAX_REDIRECTS) {
                    url = url.resolve(response.headers().firstValue("Location").orElseThrow(() ->
                            new IllegalStateException("A redirect without Location from " + sessionUrl)));
                    continue;
                }
                JsonObject s = object(response, "the session " + sessionUrl);
                JsonObject primary = s.getJsonObject("primaryAccounts");
                if (primary == null || !primary.containsKey(MAIL)) {
                    throw new IllegalStateException("The session of " + user + " at " + sessionUrl + " names no primary "
                            + MAIL + " account");
                }
                session = new Session(url.resolve(s.getString("apiUrl")), s.getString("uploadUrl", null),
                        primary.getString(MAIL), maxObjectsInSet(s));
                break;
            }
        }
        return session;
    }

    /** RFC 8620 requires the core capability's {@code maxObjectsInSet}; a session without it gets a modest 16. */
    private static int maxObjectsInSet(JsonObject session) {
        JsonObject core = session.get("capabilities") instanceof JsonObject c && c.get(CORE) instanceof JsonObject o
                ? o : JsonValue.EMPTY_JSON_OBJECT;
        return core.get("maxObjectsInSet") instanceof JsonNumber n && n.intValue() > 0 ? n.intValue() : 16;
    }

    /**
     * Sends one JMAP request of these method calls (a JSON array of invocations) and returns its method
     * responses. A method error, or an answer of another method than asked, fails with the server's words.
     */
    public JsonArray call(String methodCalls, String... capabilities) {
        StringBuilder using = new StringBuilder("[\"" + CORE + "\"");
        for (String c : capabilities) {
            using.append(",\"").append(c).append('"');
        }
        String body = "{\"using\":" + using + "],\"methodCalls\":" + methodCalls + "}";
        HttpResponse<String> response = send(HttpRequest.newBuilder(session().apiUrl())
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
        JsonArray responses = object(response, "a JMAP request").getJsonArray("methodResponses");
        for (JsonValue r : responses) {
            JsonArray invocation = r.asJsonArray();
            if (invocation.getString(0).equals("error")) {
                JsonObject error = invocation.getJsonObject(1);
                throw new JmapException(user + ": " + error + " in answer to " + abbreviated(body),
                        error.getString("type", ""));
            }
        }
        return responses;
    }

    /** Uploads a blob (RFC 8620 section 6.1) and returns its id. */
    public String upload(byte[] data, String type) {
        Session s = session();
        if (s.uploadUrl() == null) {
            throw new IllegalStateException("The session at " + sessionUrl + " gives no uploadUrl");
        }
        URI url = s.apiUrl().resolve(s.uploadUrl().replace("{accountId}", s.accountId()));
        HttpResponse<String> response = send(HttpRequest.newBuilder(url).header("Content-Type", type)
                .POST(HttpRequest.BodyPublishers.ofByteArray(data)));
        return object(response, "an upload to " + url).getString("blobId");
    }

    /** The arguments of the response {@code index} of {@code responses}, checking that it answers {@code method}. */
    public static JsonObject arguments(JsonArray responses, int index, String method) {
        JsonArray invocation = responses.getJsonArray(index);
        if (!invocation.getString(0).equals(method)) {
            throw new JmapException("Expected " + method + ", got " + invocation);
        }
        return invocation.getJsonObject(1);
    }

    private HttpResponse<String> send(HttpRequest.Builder request) {
        HttpRequest built = request.header("Authorization", authorization).header("Accept", "application/json")
                .timeout(TIMEOUT).build();
        long start = System.nanoTime();
        try {
            return http.send(built, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            // the cause in the message itself: a CI log's tail shows the message, rarely the stack trace below it
            throw new UncheckedIOException("JMAP request of " + user + " (" + built.method() + " " + built.uri() + ") failed after "
                    + Duration.ofNanos(System.nanoTime() - start).toMillis() + " ms (timeout " + TIMEOUT.toSeconds() + " s): " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted", e);
        }
    }

    private JsonObject object(HttpResponse<String> response, String what) {
        if (response.statusCode() / 100 != 2) {
            throw new JmapException(user + ": HTTP " + response.statusCode() + " for " + what + " (" + response.uri() + "): "
                    + response.body().strip());
        }
        try (JsonReader reader = JSON.createReader(new StringReader(response.body()))) {
            return reader.readObject();
        }
    }

    /** A failure message quotes the request, but not all of a large one (an import of many emails). */
    private static String abbreviated(String body) {
        return body.length() <= 2000 ? body : body.substring(0, 2000) + "... (" + body.length() + " characters)";
    }

    /** A JMAP server refused a request, with its words. */
    public static final class JmapException extends RuntimeException {

        private final String type;

        public JmapException(String message) {
            this(message, "");
        }

        public JmapException(String message, String type) {
            super(message);
            this.type = type;
        }

        /** The method error's {@code type} (RFC 8620 section 3.6.2), such as {@code requestTooLarge}; empty if none. */
        public String type() {
            return type;
        }
    }
}
