package org.jsonpjackson.opensearch.reactor.transport;

import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaders;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.opensearch.client.opensearch._types.OpenSearchException;
import org.opensearch.client.opensearch._types.Result;
import org.opensearch.client.opensearch.core.CountRequest;
import org.opensearch.client.opensearch.core.CountResponse;
import org.opensearch.client.opensearch.core.DeleteRequest;
import org.opensearch.client.opensearch.core.DeleteResponse;
import org.opensearch.client.opensearch.core.ExistsRequest;
import org.opensearch.client.transport.Endpoint;
import org.opensearch.client.transport.GenericEndpoint;
import org.opensearch.client.transport.TransportException;
import org.opensearch.client.transport.endpoints.BooleanResponse;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What a response's status and body become: the result, opensearch-java's {@link OpenSearchException} for an error
 * OpenSearch describes, else {@link NodeUnavailableException} (502, 503, 504), {@link ResponseStatusException}
 * (401, 403 and any other error status) or a {@link TransportException}, each naming the status or the problem.
 * The responses are made by hand, so that each row is exactly the status and body it names.
 */
class CodecStatusTest {

    private static final Codec CODEC = new Codec(DefaultMapper.create());
    private static final String URI = "http://a:9200/mail/_count";

    private static final String COUNT = "{\"count\":3,\"_shards\":{\"total\":1,\"successful\":1,\"skipped\":0,\"failed\":0}}";
    private static final String HTML = "<html><body><h1>Bad gateway</h1></body></html>";

    private static String error(String type, int status) {
        return "{\"error\":{\"type\":\"" + type + "\",\"reason\":\"the reason for " + type + "\"},\"status\":" + status + "}";
    }

    private static RawResponse response(String method, int status, String body) {
        return response(method, status, body, "application/json");
    }

    /** With {@code contentType} null, a response without the header. */
    private static RawResponse response(String method, int status, String body, String contentType) {
        HttpHeaders headers = new DefaultHttpHeaders();
        if (contentType != null) {
            headers.set("Content-Type", contentType);
        }
        return new RawResponse(method, URI, status, "", "HTTP/1.1", headers,
                Unpooled.copiedBuffer(body, StandardCharsets.UTF_8));
    }

    private static Object decode(Endpoint<?, ?, ?> endpoint, String method, int status, String body) throws IOException {
        return decode(endpoint, response(method, status, body));
    }

    private static Object decode(Endpoint<?, ?, ?> endpoint, RawResponse response) throws IOException {
        try {
            return CODEC.decode(endpoint, response);
        } finally {
            response.release();
        }
    }

    private static Object count(int status, String body) throws IOException {
        return decode(CountRequest._ENDPOINT, "GET", status, body);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"200", "201"})
    void aSuccessIsTheDecodedResult(int status) throws IOException {
        assertThat(count(status, COUNT)).isInstanceOfSatisfying(CountResponse.class, r -> assertThat(r.count()).isEqualTo(3));
    }

    /** A proxy's page with a success status: not the parser's bare error, but the status, the request and the page. */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"200, text/html", "201, text/html; charset=utf-8", "200, text/plain"})
    void aSuccessWhoseBodyIsDeclaredOtherThanJsonFailsNamingTheStatusAndTheRequest(int status, String type) {
        assertThatThrownBy(() -> decode(CountRequest._ENDPOINT, response("GET", status, HTML, type)))
                .isInstanceOfSatisfying(ResponseStatusException.class, e -> {
                    assertThat(e.status()).isEqualTo(status);
                    assertThat(e.body()).isEqualTo(HTML);
                })
                .hasMessageContaining("Response is not JSON (Content-Type " + type + ")")
                .hasMessageContaining("GET " + URI + " answered " + status)
                .hasCauseInstanceOf(jakarta.json.stream.JsonParsingException.class);
    }

    /** A body declared JSON keeps the parser's error and its position: a limit's error names its setting there. */
    @ParameterizedTest(name = "Content-Type [{0}]")
    @CsvSource({"application/json", "application/json; charset=UTF-8", "application/vnd.opensearch+json", "''"})
    void aSuccessWhoseBodyIsDeclaredJsonKeepsTheParsersError(String type) {
        assertThatThrownBy(() -> decode(CountRequest._ENDPOINT, response("GET", 200, HTML, type.isEmpty() ? null : type)))
                .isInstanceOf(jakarta.json.stream.JsonParsingException.class);
    }

    /** A status below 400 is a success to opensearch-java, so a body is expected, and its absence named with the status. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"200", "204", "301", "302", "304"})
    void aSuccessWithoutTheBodyItNeedsFailsNamingTheStatus(int status) {
        assertThatThrownBy(() -> count(status, ""))
                .isExactlyInstanceOf(TransportException.class)
                .hasMessageContaining("Expected a response body from GET " + URI)
                .hasMessageContaining("(status " + status + ")");
    }

    static Stream<Arguments> errors() {
        String[] notAnError = {"", "Not Found", HTML, "{\"found\":false}"};
        Stream.Builder<Arguments> rows = Stream.builder();
        // OpenSearch's own errors, at whatever status, are opensearch-java's exception, with the error's type
        for (Object[] row : new Object[][] {
                {400, "parsing_exception"}, {404, "index_not_found_exception"}, {409, "version_conflict_engine_exception"},
                {429, "es_rejected_execution_exception"}, {500, "null_pointer_exception"},
                {503, "search_phase_execution_exception"}, {504, "timeout_exception"}}) {
            int status = (Integer) row[0];
            rows.add(Arguments.of(status, error((String) row[1], status), OpenSearchException.class, row[1]));
        }
        // any other body: what a proxy, a load balancer or a node going away sends
        for (int status : new int[] {400, 404, 409, 429, 500, 501}) {
            for (String body : notAnError) {
                rows.add(Arguments.of(status, body, ResponseStatusException.class,
                        "Request failed: GET " + URI + " answered " + status + (body.isEmpty() ? "" : ": " + body)));
            }
        }
        for (int status : new int[] {502, 503, 504}) {
            for (String body : notAnError) {
                rows.add(Arguments.of(status, body, NodeUnavailableException.class,
                        "Node unavailable: GET " + URI + " answered " + status + (body.isEmpty() ? " (" : ": " + body + " (")));
            }
        }
        // refused credentials, whatever the body says, the security plugin's own error object included
        for (int status : new int[] {401, 403}) {
            String what = status == 401 ? "Unauthorized" : "Forbidden";
            for (String body : new String[] {"", error("security_exception", status)}) {
                rows.add(Arguments.of(status, body, ResponseStatusException.class,
                        what + ": GET " + URI + " answered " + status + (body.isEmpty() ? "" : ": " + body)));
            }
        }
        return rows.build();
    }

    @ParameterizedTest(name = "{0} {1}: {2}")
    @MethodSource("errors")
    void anErrorStatusIsItsExceptionNamingTheStatusOrTheProblem(int status, String body, Class<?> type, String named) {
        assertThatThrownBy(() -> count(status, body))
                .isExactlyInstanceOf(type)
                .hasMessageContaining(named)
                .satisfies(e -> assertThat(statusOf(e)).as("the status it carries").isEqualTo(status));
    }

    private static int statusOf(Throwable e) {
        if (e instanceof OpenSearchException o) {
            return o.status();
        }
        if (e instanceof ResponseStatusException r) {
            return r.status();
        }
        return ((NodeUnavailableException) e).status();
    }

    /** The message tells those who read a log which setting bounds the retries that came before. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"502", "503", "504"})
    void anUnavailableNodeNamesTheRetrySetting(int status) {
        assertThatThrownBy(() -> count(status, HTML))
                .isInstanceOfSatisfying(NodeUnavailableException.class, e -> {
                    assertThat(e.body()).isEqualTo(HTML);
                    assertThat(e.setting()).isEqualTo(SearchClientConfig.MAX_RETRIES);
                })
                .hasMessageContaining(SearchClientConfig.MAX_RETRIES);
    }

    /** A proxy's page may be any size; the exception keeps its start. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"404", "503"})
    void aLongBodyIsCutToItsStart(int status) {
        String page = "x".repeat(5000);
        assertThatThrownBy(() -> count(status, page))
                .satisfies(e -> {
                    String body = e instanceof ResponseStatusException r ? r.body() : ((NodeUnavailableException) e).body();
                    assertThat(body).isEqualTo("x".repeat(2000) + "...");
                })
                .hasMessageNotContaining("x".repeat(2001));
    }

    /** A delete of a missing document answers 404 with a delete's own body, which is the result, not an error. */
    @Test
    void anErrorStatusWithTheResponsesOwnBodyIsTheResult() throws IOException {
        String notFound = "{\"_index\":\"mail\",\"_id\":\"1\",\"_version\":1,\"result\":\"not_found\",\"_shards\":"
                + "{\"total\":2,\"successful\":1,\"failed\":0},\"_seq_no\":4,\"_primary_term\":1}";
        assertThat(decode(DeleteRequest._ENDPOINT, "DELETE", 404, notFound))
                .isInstanceOfSatisfying(DeleteResponse.class, r -> assertThat(r.result()).isEqualTo(Result.NotFound));
    }

    /** An exists call (HEAD) answers with its status alone: below 400 it is there, from 400 to 499 it is not. */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({"200, true", "404, false"})
    void aHeadIsAnsweredByItsStatus(int status, boolean exists) throws IOException {
        assertThat(decode(ExistsRequest._ENDPOINT, "HEAD", status, ""))
                .isInstanceOfSatisfying(BooleanResponse.class, r -> assertThat(r.value()).isEqualTo(exists));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
            "401, ResponseStatusException, Unauthorized: HEAD", "403, ResponseStatusException, Forbidden: HEAD",
            "500, ResponseStatusException, Request failed: HEAD", "503, NodeUnavailableException, Node unavailable: HEAD"})
    void aHeadThatFailedIsItsException(int status, String type, String named) {
        assertThatThrownBy(() -> decode(ExistsRequest._ENDPOINT, "HEAD", status, ""))
                .satisfies(e -> assertThat(e.getClass().getSimpleName()).isEqualTo(type))
                .hasMessageContaining(named + " " + URI + " answered " + status);
    }

    /** A generic endpoint of a test's own: its errors from 400, its result the status and the body as they came. */
    private static final class Generic implements GenericEndpoint<Void, String> {
        @Override
        public String method(Void request) {
            return "GET";
        }

        @Override
        public String requestUrl(Void request) {
            return "/mail/_count";
        }

        @Override
        public boolean hasRequestBody() {
            return false;
        }

        @Override
        public boolean isError(int status) {
            return status >= 400;
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T extends RuntimeException> T exceptionConverter(int status, String result) {
            return (T) new IllegalStateException("generic error " + result);
        }

        @Override
        public String responseDeserializer(String uri, String method, String protocol, int status, String reason,
                List<Map.Entry<String, String>> headers, String contentType, InputStream body) {
            try (body) {
                return status + " " + contentType + " " + new String(body.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    @Test
    void aGenericEndpointGetsTheStatusAndTheBodyAsTheyCame() throws IOException {
        assertThat(decode(new Generic(), "GET", 200, COUNT)).isEqualTo("200 application/json " + COUNT);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"404", "500", "503"})
    void aGenericEndpointsErrorIsTheExceptionItMakes(int status) {
        assertThatThrownBy(() -> decode(new Generic(), "GET", status, HTML))
                .isExactlyInstanceOf(IllegalStateException.class)
                .hasMessage("generic error " + status + " application/json " + HTML);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"401, Unauthorized", "403, Forbidden"})
    void aGenericEndpointIsRefusedCredentialsLikeAnyOther(int status, String what) {
        assertThatThrownBy(() -> decode(new Generic(), "GET", status, HTML))
                .isInstanceOfSatisfying(ResponseStatusException.class, e -> assertThat(e.status()).isEqualTo(status))
                .hasMessageStartingWith(what + ": GET " + URI + " answered " + status);
    }
}
