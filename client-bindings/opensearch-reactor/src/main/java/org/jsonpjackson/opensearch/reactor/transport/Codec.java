package org.jsonpjackson.opensearch.reactor.transport;

import io.netty.handler.codec.http.HttpHeaderNames;
import jakarta.json.JsonException;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.opensearch.client.json.JsonpDeserializer;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.json.NdJsonpSerializable;
import org.opensearch.client.transport.Endpoint;
import org.opensearch.client.transport.GenericEndpoint;
import org.opensearch.client.transport.GenericSerializable;
import org.opensearch.client.transport.JsonEndpoint;
import org.opensearch.client.transport.TransportException;
import org.opensearch.client.transport.TransportOptions;
import org.opensearch.client.transport.endpoints.BooleanEndpoint;
import org.opensearch.client.transport.endpoints.BooleanResponse;
import org.opensearch.client.util.MissingRequiredPropertyException;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns opensearch-java requests into bytes and response bytes into results or exceptions, for every
 * endpoint kind: JSON, boolean (HEAD), and generic (any content type). Runs on the decode scheduler only.
 */
final class Codec {

    static final String JSON = "application/json";
    static final String NDJSON = "application/x-ndjson";

    private final JsonpMapper mapper;

    Codec(JsonpMapper mapper) {
        this.mapper = mapper;
    }

    /** What goes on the wire; the path already holds the query string. */
    static final class Encoded {
        final String method;
        final String pathAndQuery;
        final Map<String, String> headers;
        final String contentType;
        final byte[] body;
        /** Whether sending this twice is harmless ({@link RetryPolicy#safeToRepeat}). */
        final boolean safeToRepeat;

        Encoded(String method, String pathAndQuery, Map<String, String> headers, String contentType, byte[] body,
                boolean safeToRepeat) {
            this.method = method;
            this.pathAndQuery = pathAndQuery;
            this.headers = headers;
            this.contentType = contentType;
            this.body = body;
            this.safeToRepeat = safeToRepeat;
        }
    }

    /**
     * The request as it goes on the wire. Its query parameters and headers are merged here, and only here: the
     * endpoint's, then the transport's {@code defaults} over them, then the call's own {@code options} (null for
     * none) over both.
     */
    <RequestT> Encoded encode(RequestT request, Endpoint<RequestT, ?, ?> endpoint, TransportOptions defaults,
            TransportOptions options) {
        String method = endpoint.method(request);
        Map<String, String> params = new LinkedHashMap<>(endpoint.queryParameters(request));
        Map<String, String> headers = new LinkedHashMap<>(endpoint.headers(request));
        apply(defaults, params, headers);
        if (options != null) {
            apply(options, params, headers);
        }
        String url = endpoint.requestUrl(request);
        // the exchange sends the path relative to the host's own address, which needs the leading '/'
        String path = (url.startsWith("/") ? url : "/" + url) + query(params);
        boolean safe = RetryPolicy.safeToRepeat(method, request);
        if (!endpoint.hasRequestBody()) {
            return new Encoded(method, path, headers, null, null, safe);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(256);
        String contentType = JSON;
        if (request instanceof NdJsonpSerializable) {
            writeNdJson((NdJsonpSerializable) request, out);
            contentType = NDJSON;
        } else if (request instanceof GenericSerializable) {
            contentType = ((GenericSerializable) request).serialize(out);
        } else {
            try (JsonGenerator generator = mapper.jsonProvider().createGenerator(out)) {
                mapper.serialize(request, generator);
            }
        }
        return new Encoded(method, path, headers, contentType, out.toByteArray(), safe);
    }

    private static void apply(TransportOptions options, Map<String, String> params, Map<String, String> headers) {
        params.putAll(options.queryParameters());
        for (Map.Entry<String, String> header : options.headers()) {
            headers.put(header.getKey(), header.getValue());
        }
    }

    private void writeNdJson(NdJsonpSerializable value, ByteArrayOutputStream out) {
        Iterator<?> items = value._serializables();
        while (items.hasNext()) {
            Object item = items.next();
            if (item instanceof NdJsonpSerializable && item != value) {
                writeNdJson((NdJsonpSerializable) item, out);
            } else {
                try (JsonGenerator generator = mapper.jsonProvider().createGenerator(out)) {
                    mapper.serialize(item, generator);
                }
                out.write('\n');
            }
        }
    }

    private static String query(Map<String, String> params) {
        if (params.isEmpty()) {
            return "";
        }
        StringBuilder q = new StringBuilder();
        for (Map.Entry<String, String> p : params.entrySet()) {
            q.append(q.length() == 0 ? '?' : '&').append(encode(p.getKey()));
            if (p.getValue() != null) {
                q.append('=').append(encode(p.getValue()));
            }
        }
        return q.toString();
    }

    private static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /**
     * The result for a response, or an exception: opensearch-java's {@code OpenSearchException} when the
     * body is an OpenSearch error, else a {@link NodeUnavailableException},
     * {@link ResponseStatusException} or {@link TransportException}.
     */
    @SuppressWarnings("unchecked")
    <ResponseT, ErrorT> ResponseT decode(Endpoint<?, ResponseT, ErrorT> endpoint, RawResponse response) throws IOException {
        int status = response.status;
        if (status == 401) {
            throw new ResponseStatusException("Unauthorized", status, response.method, response.uri, response.text());
        }
        if (status == 403) {
            throw new ResponseStatusException("Forbidden", status, response.method, response.uri, response.text());
        }
        if (endpoint instanceof BooleanEndpoint) {
            if (endpoint.isError(status)) {
                throw failed(response);
            }
            return (ResponseT) new BooleanResponse(((BooleanEndpoint<?>) endpoint).getResult(status));
        }
        if (endpoint instanceof GenericEndpoint) {
            GenericEndpoint<?, ResponseT> generic = (GenericEndpoint<?, ResponseT>) endpoint;
            ResponseT result = generic.responseDeserializer(response.uri, response.method, response.protocol, status,
                    response.reason, headers(response), response.headers.get("Content-Type"), response.copiedContent());
            if (endpoint.isError(status)) {
                throw generic.exceptionConverter(status, result);
            }
            return result;
        }
        if (!(endpoint instanceof JsonEndpoint)) {
            throw new TransportException("Unhandled endpoint type: " + endpoint.getClass().getName());
        }
        if (endpoint.isError(status)) {
            return decodeError(endpoint, response);
        }
        return decodeBody((JsonEndpoint<?, ResponseT, ?>) endpoint, response);
    }

    private <ResponseT, ErrorT> ResponseT decodeError(Endpoint<?, ResponseT, ErrorT> endpoint, RawResponse response)
            throws IOException {
        int status = response.status;
        JsonpDeserializer<ErrorT> errors = endpoint.errorDeserializer(status);
        if (errors == null || response.length() == 0) {
            throw failed(response);
        }
        ErrorT error;
        try (JsonParser parser = mapper.jsonProvider().createParser(response.content())) {
            error = errors.deserialize(parser, mapper);
        } catch (MissingRequiredPropertyException notAnError) {
            // Some endpoints answer 404 with a normal body, such as a get of a missing document.
            try {
                return decodeBody((JsonEndpoint<?, ResponseT, ?>) endpoint, response);
            } catch (RuntimeException | IOException neither) {
                throw failed(response);
            }
        } catch (JsonException notJson) {
            throw failed(response);
        }
        throw endpoint.exceptionConverter(status, error);
    }

    /**
     * An error status whose body is not an OpenSearch error: a node or proxy that is unavailable, or some other
     * refusal, keeping the status and the start of the body.
     */
    private static TransportException failed(RawResponse response) {
        if (Failures.unavailable(response.status)) {
            return new NodeUnavailableException("Node unavailable: " + response.method + " " + response.uri + " answered "
                    + response.status + bodyPart(response) + " (requests safe to repeat are sent to the other hosts, up to "
                    + SearchClientConfig.MAX_RETRIES + " times)", response.status, ResponseStatusException.abbreviate(response.text()));
        }
        return new ResponseStatusException("Request failed", response.status, response.method, response.uri, response.text());
    }

    private static String bodyPart(RawResponse response) {
        return response.length() == 0 ? "" : ": " + ResponseStatusException.abbreviate(response.text());
    }

    private <ResponseT> ResponseT decodeBody(JsonEndpoint<?, ResponseT, ?> endpoint, RawResponse response)
            throws TransportException {
        JsonpDeserializer<ResponseT> deserializer = endpoint.responseDeserializer();
        if (deserializer == null) {
            return null;
        }
        if (response.length() == 0) {
            throw new TransportException("Expected a response body from " + response.method + " " + response.uri
                    + ", but none was sent (status " + response.status + ")");
        }
        try (JsonParser parser = mapper.jsonProvider().createParser(response.content())) {
            return deserializer.deserialize(parser, mapper);
        } catch (JsonParsingException e) {
            // A body its server calls JSON keeps the parser's error (a limit, or JSON cut short: its position says
            // more). One declared as something else (a proxy's HTML page with a success status) is not a response
            // at all: the status, the request and the start of the page say what answered.
            String type = response.headers.get(HttpHeaderNames.CONTENT_TYPE);
            if (type == null || isJson(type)) {
                throw e;
            }
            throw new ResponseStatusException("Response is not JSON (Content-Type " + type + ")", response.status,
                    response.method, response.uri, response.text(), e);
        }
    }

    /** application/json, or a JSON suffix ({@code application/vnd.opensearch+json}), whatever its parameters. */
    private static boolean isJson(String contentType) {
        int end = contentType.indexOf(';');
        String media = (end < 0 ? contentType : contentType.substring(0, end)).trim().toLowerCase(Locale.ROOT);
        return media.equals("application/json") || media.endsWith("+json");
    }

    private static List<Map.Entry<String, String>> headers(RawResponse response) {
        List<Map.Entry<String, String>> list = new ArrayList<>();
        for (Map.Entry<String, String> h : response.headers) {
            list.add(new AbstractMap.SimpleImmutableEntry<>(h.getKey(), h.getValue()));
        }
        return list;
    }
}
