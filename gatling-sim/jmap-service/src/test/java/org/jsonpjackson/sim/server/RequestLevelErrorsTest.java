package org.jsonpjackson.sim.server;

import jakarta.json.JsonObject;
import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Requests the service refuses as a whole, with an HTTP status and an RFC 7807 problem-details body; and the
 * import and health endpoints.
 */
@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RequestLevelErrorsTest {

    private final RunningService service;
    private final ReactorSearchClient client;
    private final MailboxIndex index;
    private final JmapClient jmap;
    private final JmapClient admin;

    RequestLevelErrorsTest(OpenSearchTarget target) {
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        service = RunningService.start(config, "jmap_errors");
        client = service.client;
        index = service.index;
        jmap = service.jmap;
        admin = service.admin;
    }

    @AfterAll
    void stop() throws IOException {
        service.close();
    }

    private static JsonObject problem(HttpResponse<String> response, int status, String type) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("content-type")).hasValue("application/problem+json");
        JsonObject problem = JmapClient.json(response.body());
        assertThat(problem.getString("type")).isEqualTo(type);
        assertThat(problem.getInt("status")).isEqualTo(status);
        assertThat(problem.getString("detail")).isNotBlank();
        return problem;
    }

    /** What is wrong, and the line and column once, in the service's words: nothing of Jackson's location text. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "{                          | unexpected end of input: the object opened at line 1, column 1 is not closed at line 1, column 2",
            "{\"using\": [}             | unexpected '}' in the array opened at line 1, column 11: expected ']' at line 1, column 12",
            "{\"using\": []} {}         | unexpected '{' after the root value; a JSON text holds one value at line 1, column 15",
            "`{\n  \"using\": [\n    nope ]}` | unrecognized token 'nope': a JSON value is a string, number, array, object, true, false or null at line 3, column 6"})
    void malformedJsonIsNotJsonWithTheLocation(String body, String detail) {
        JsonObject problem = problem(jmap.post("/jmap", body.replace("\\n", "\n")), 400, "urn:ietf:params:jmap:error:notJSON");
        assertThat(problem.getString("detail")).isEqualTo("The request is not valid JSON: " + detail)
                .doesNotContain("Source:", "StreamReadFeature", "REDACTED", "offset");
    }

    @Test
    void anEmptyBodyIsNotJson() {
        JsonObject problem = problem(jmap.post("/jmap", ""), 400, "urn:ietf:params:jmap:error:notJSON");
        assertThat(problem.getString("detail"))
                .isEqualTo("The request is not valid JSON: unexpected end of input: expected a JSON value at line 1, column 1");
    }

    @Test
    void invalidUtf8IsNotJson() {
        byte[] body = {'{', '"', 'u', 's', 'i', 'n', 'g', '"', ':', '"', (byte) 0xFF, '"', '}'};
        JsonObject problem = problem(jmap.post("/jmap", HttpRequest.BodyPublishers.ofByteArray(body)), 400,
                "urn:ietf:params:jmap:error:notJSON");
        assertThat(problem.getString("detail"))
                .isEqualTo("The request is not valid JSON: invalid UTF-8 start byte 0xff at line 1, column 11");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "[]",
            "{\"using\":[\"urn:ietf:params:jmap:core\"]}",
            "{\"methodCalls\":[]}",
            "{\"using\":\"urn:ietf:params:jmap:core\",\"methodCalls\":[]}",
            "{\"using\":[\"urn:ietf:params:jmap:core\"],\"methodCalls\":[[\"Core/echo\",{}]]}",
            "{\"using\":[\"urn:ietf:params:jmap:core\"],\"methodCalls\":[[\"Core/echo\",[],\"c\"]]}"})
    void jsonThatIsNotARequestIsNotRequest(String body) {
        problem(jmap.post("/jmap", body), 400, "urn:ietf:params:jmap:error:notRequest");
    }

    @Test
    void anUnknownCapabilityIsRefused() {
        JsonObject problem = problem(jmap.post("/jmap", "{\"using\":[\"urn:example:nope\"],\"methodCalls\":[]}"),
                400, "urn:ietf:params:jmap:error:unknownCapability");
        assertThat(problem.getString("detail")).contains("urn:example:nope");
    }

    @Test
    void tooManyCallsBreakALimit() {
        String call = "[\"Core/echo\",{},\"c\"]";
        String body = "{\"using\":[\"urn:ietf:params:jmap:core\"],\"methodCalls\":["
                + String.join(",", Collections.nCopies(17, call)) + "]}";
        JsonObject problem = problem(jmap.post("/jmap", body), 400, "urn:ietf:params:jmap:error:limit");
        assertThat(problem.getString("limit")).isEqualTo("maxCallsInRequest");
    }

    /** The JDK's client is still writing the body when the 413 comes; see the next test for why it reads it. */
    @Test
    void aBodyOverTheSizeLimitIsRefused() {
        byte[] body = new byte[ServerLimits.DEFAULTS.maxJmapBytes() + 1];
        Arrays.fill(body, (byte) ' ');
        JsonObject problem = problem(jmap.post("/jmap", HttpRequest.BodyPublishers.ofByteArray(body)),
                413, "urn:ietf:params:jmap:error:limit");
        assertThat(problem.getString("limit")).isEqualTo("maxSizeRequest");
    }

    /**
     * A client that writes its whole over-size body before it reads, as most do, still reads the 413: the server
     * drains the rest of the body before it closes ({@link LingeringClose}). Closed at once, with the body still
     * unread, the connection is reset, and the reset erases the answer before the client reads it.
     */
    @Test
    void anOverSizeBodySentInFullIsAnsweredBeforeTheConnectionCloses() throws IOException {
        byte[] body = new byte[ServerLimits.DEFAULTS.maxJmapBytes() + 1];
        Arrays.fill(body, (byte) ' ');
        try (Socket socket = new Socket("127.0.0.1", service.server.port())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /jmap HTTP/1.1\r\nHost: x\r\nAuthorization: " + JmapClient.basic(TestUsers.ANN)
                    + "\r\nContent-Type: application/json\r\nContent-Length: " + body.length + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(answer).startsWith("HTTP/1.1 413 ").contains("\"limit\":\"maxSizeRequest\"");
        }
    }

    @Test
    void anImportOfBrokenJsonIsRefusedWithTheLocation() {
        JsonObject problem = problem(admin.post("/import", "[{\"mailboxId\": }]"), 400, "urn:ietf:params:jmap:error:notJSON");
        assertThat(problem.getString("detail"))
                .isEqualTo("The request is not valid JSON: unexpected character '}': expected a JSON value at line 1, column 16");
    }

    @Test
    void anImportWithAnInvalidMessageIndexesNothing() {
        String good = "{\"mailboxId\":\"imp\",\"uid\":1,\"messageId\":\"g1\",\"user\":\"u@x.test\",\"receivedAt\":\"2026-01-01T00:00:00Z\"}";
        String bad = "{\"uid\":2,\"messageId\":\"b2\",\"user\":\"u@x.test\",\"receivedAt\":\"2026-01-01T00:00:00Z\"}";
        JsonObject problem = problem(admin.post("/import?refresh=true", "[" + good + "," + bad + "]"),
                400, "urn:jsonpjackson:error:invalidMessage");
        assertThat(problem.getString("detail")).contains("message [1]").contains("mailboxId");
        index.refresh().block();
        assertThat(client.count(index.readAlias()).block()).isZero();
    }

    @Test
    void anImportWithABadUidNamesIt() {
        String bad = "{\"mailboxId\":\"imp\",\"uid\":0,\"messageId\":\"b\",\"user\":\"u@x.test\",\"receivedAt\":\"2026-01-01T00:00:00Z\"}";
        JsonObject problem = problem(admin.post("/import", "[" + bad + "]"), 400, "urn:jsonpjackson:error:invalidMessage");
        assertThat(problem.getString("detail")).contains("message [0]").contains("uid");
    }

    @Test
    void healthSaysHowTheClusterIs() {
        HttpResponse<String> health = jmap.get("/health");
        assertThat(health.statusCode()).isEqualTo(200);
        assertThat(JmapClient.json(health.body()).getString("status")).isIn("HEALTHY", "DEGRADED");
    }

    @Test
    void unknownPathsAreNotFound() {
        assertThat(jmap.get("/nope").statusCode()).isEqualTo(404);
        assertThat(jmap.get("/jmap").statusCode()).isEqualTo(404);
    }
}
