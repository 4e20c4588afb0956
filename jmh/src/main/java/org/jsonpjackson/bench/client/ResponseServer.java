package org.jsonpjackson.bench.client;

import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponseStatus;
import org.jsonpjackson.bench.payload.Payload;
import reactor.core.publisher.Mono;
import reactor.netty.DisposableServer;
import reactor.netty.http.server.HttpServer;
import reactor.netty.http.server.HttpServerRequest;
import reactor.netty.http.server.HttpServerResponse;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.GZIPOutputStream;

/**
 * The loopback HTTP server the client benchmark's clients talk to, in a JVM of its own: Reactor Netty, serving
 * recorded OpenSearch responses with the headers OpenSearch sends ({@code content-type: application/json;
 * charset=UTF-8} and {@code content-length}). No node, no search: every answer is a byte array made once.
 *
 * <ul>
 *   <li>{@code POST /mail-30/_search}: {@link Payload#SEARCH_30} (30 hits of mail documents, a terms aggregation);</li>
 *   <li>{@code POST /mail-1000/_search}: {@link Payload#SEARCH_1000} (1,000 hits);</li>
 *   <li>{@code POST /mail-4000/_search} and {@code /mail-16000/_search} ({@link Calls#BIG_PAGES}): SEARCH_1000 with
 *       its hits four and sixteen times over, about 5 MB and 20 MB;</li>
 *   <li>{@code POST|GET /{index}/_count}: {@link Recorded#COUNT};</li>
 *   <li>{@code POST /_bulk}: {@link Recorded#BULK_REPLY} (100 items), after checking that the request holds 100
 *       index actions (200 NDJSON lines), so a client that wrote a broken bulk body gets a 400;</li>
 *   <li>{@code GET /_bench/gzip}: how many requests so far asked for gzip ({@code Accept-Encoding}).</li>
 * </ul>
 *
 * <p><b>Gzip:</b> by default never ({@code never}): every client decodes the same uncompressed bytes, so the
 * figures compare the client stacks alone. OpenSearch itself compresses a response when the client asks
 * ({@code Accept-Encoding: gzip}) and {@code http.compression} is on, its default; opensearch-java 3.9's
 * ApacheHttpClient5Transport asks, RestClient 2.19 does not, and our transport asks remote hosts only, not loopback
 * ones. {@code when-asked} (the first argument) answers as such a node does, gzip (level 6, made once) to those
 * that ask, so that a run can show what decompressing costs the clients that ask. Either way the server counts
 * the requests that asked, and each client JVM reports its count.
 *
 * <p>Prints {@code PORT n} on standard output once it listens on 127.0.0.1 (an ephemeral port), and stops when
 * standard input closes, so it never outlives the JVM that started it.
 */
public final class ResponseServer {

    private ResponseServer() {
    }

    static final String CONTENT_TYPE = "application/json; charset=UTF-8";

    private static final AtomicLong GZIP_ASKED = new AtomicLong();

    public static void main(String[] args) throws IOException {
        boolean gzip = args.length > 0 && args[0].equals("when-asked");
        if (args.length > 0 && !gzip && !args[0].equals("never")) {
            throw new IllegalArgumentException("gzip: never or when-asked, not " + args[0]);
        }
        DisposableServer server = start(0, gzip);
        System.out.println("PORT " + server.port());
        System.out.flush();
        InputStream in = System.in;
        while (in.read() >= 0) {
            // wait for the parent to close our standard input
        }
        server.disposeNow();
    }

    static DisposableServer start(int port, boolean gzip) {
        Body search30 = new Body(Payload.SEARCH_30.bytes(), gzip);
        Body search1000 = new Body(Payload.SEARCH_1000.bytes(), gzip);
        Body big5 = new Body(hitsRepeated(Payload.SEARCH_1000.bytes(), Calls.BIG_PAGES[0] / 1000), gzip);
        Body big20 = new Body(hitsRepeated(Payload.SEARCH_1000.bytes(), Calls.BIG_PAGES[1] / 1000), gzip);
        Body count = new Body(Recorded.COUNT.bytes(), gzip);
        Body bulk = new Body(Recorded.BULK_REPLY.bytes(), gzip);
        return HttpServer.create()
                .host("127.0.0.1")
                .port(port)
                .route(routes -> routes
                        .post("/mail-30/_search", (req, res) -> answer(req, res, search30))
                        .post("/mail-1000/_search", (req, res) -> answer(req, res, search1000))
                        .post("/mail-" + Calls.BIG_PAGES[0] + "/_search", (req, res) -> answer(req, res, big5))
                        .post("/mail-" + Calls.BIG_PAGES[1] + "/_search", (req, res) -> answer(req, res, big20))
                        .route(r -> r.uri().endsWith("/_count") || r.uri().contains("/_count?"), (req, res) -> answer(req, res, count))
                        .post("/_bulk", (req, res) -> {
                            boolean asked = countGzip(req);
                            return req.receive().aggregate().asByteArray().defaultIfEmpty(new byte[0]).flatMap(body -> {
                                int lines = lines(body);
                                if (lines != 200) {
                                    return sendBytes(res.status(HttpResponseStatus.BAD_REQUEST), error("bulk body of " + lines
                                            + " lines, expected 200 (100 index actions)"));
                                }
                                return send(res, bulk, asked);
                            });
                        })
                        .get("/_bench/gzip", (req, res) -> sendBytes(res, ("{\"asked\":" + GZIP_ASKED.get() + "}")
                                .getBytes(StandardCharsets.UTF_8))))
                .bindNow();
    }

    private static Mono<Void> answer(HttpServerRequest req, HttpServerResponse res, Body body) {
        boolean asked = countGzip(req);
        // read the request body to its end before answering, as a node does
        return req.receive().then(send(res, body, asked));
    }

    private static boolean countGzip(HttpServerRequest req) {
        String accept = req.requestHeaders().get(HttpHeaderNames.ACCEPT_ENCODING);
        boolean asked = accept != null && accept.contains("gzip");
        if (asked) {
            GZIP_ASKED.incrementAndGet();
        }
        return asked;
    }

    private static Mono<Void> send(HttpServerResponse res, Body body, boolean gzipAsked) {
        byte[] bytes = body.plain;
        if (gzipAsked && body.gzip != null) {
            bytes = body.gzip;
            res.header(HttpHeaderNames.CONTENT_ENCODING, "gzip");
        }
        return sendBytes(res, bytes);
    }

    private static Mono<Void> sendBytes(HttpServerResponse res, byte[] body) {
        return res.header(HttpHeaderNames.CONTENT_TYPE, CONTENT_TYPE)
                .header(HttpHeaderNames.CONTENT_LENGTH, Integer.toString(body.length))
                .sendByteArray(Mono.just(body))
                .then();
    }

    /** A recorded body, and its gzip form when the server answers gzip to those that ask. */
    private static final class Body {
        final byte[] plain;
        final byte[] gzip;

        Body(byte[] plain, boolean gzip) {
            this.plain = plain;
            this.gzip = gzip ? gzip(plain) : null;
        }

        private static byte[] gzip(byte[] plain) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (GZIPOutputStream z = new GZIPOutputStream(out)) {
                z.write(plain);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return out.toByteArray();
        }
    }

    /**
     * A search response whose hits are {@code response}'s, {@code times} times over, everything else as it is: the
     * hits array's elements are copied out by bracket depth (strings and their escapes skipped), then joined.
     */
    static byte[] hitsRepeated(byte[] response, int times) {
        String json = new String(response, StandardCharsets.UTF_8);
        String opening = "\"hits\":[";
        int start = json.indexOf(opening);
        if (start < 0) {
            throw new IllegalArgumentException("no hits array in the response");
        }
        start += opening.length();
        int depth = 1;
        int end = start;
        boolean inString = false;
        for (; depth > 0; end++) {
            char c = json.charAt(end);
            if (inString) {
                if (c == '\\') {
                    end++;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '[' || c == '{') {
                depth++;
            } else if (c == ']' || c == '}') {
                depth--;
            }
        }
        String hits = json.substring(start, end - 1);
        StringBuilder out = new StringBuilder(json.length() * times).append(json, 0, start);
        for (int i = 0; i < times; i++) {
            out.append(i == 0 ? "" : ",").append(hits);
        }
        return out.append(json, end - 1, json.length()).toString().getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] error(String reason) {
        return ("{\"error\":{\"root_cause\":[{\"type\":\"illegal_argument_exception\",\"reason\":\"" + reason
                + "\"}],\"type\":\"illegal_argument_exception\",\"reason\":\"" + reason + "\"},\"status\":400}")
                .getBytes(StandardCharsets.UTF_8);
    }

    private static int lines(byte[] body) {
        int lines = 0;
        int start = 0;
        for (int i = 0; i <= body.length; i++) {
            if (i == body.length || body[i] == '\n') {
                if (i > start) {
                    lines++;
                }
                start = i + 1;
            }
        }
        return lines;
    }

    /** The recorded replies beside the jmh payloads: a count and a bulk reply, in {@code client/}. */
    enum Recorded {
        /** {@code _count} on the mail index: 213 documents, the total of {@link Payload#SEARCH_30}. */
        COUNT("client/count.json"),
        /** {@code _bulk} of 100 index actions, each created (status 201), ids those of the first 100 hits of SEARCH_1000. */
        BULK_REPLY("client/bulk-reply.json");

        final String resource;

        Recorded(String resource) {
            this.resource = resource;
        }

        byte[] bytes() {
            try (InputStream in = ResponseServer.class.getClassLoader().getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalStateException("Recorded response missing from the class path: " + resource);
                }
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
