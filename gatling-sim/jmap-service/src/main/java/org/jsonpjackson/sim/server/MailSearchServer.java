package org.jsonpjackson.sim.server;

import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.QueryStringDecoder;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.mailbox.opensearch.MailboxIndex;
import org.jsonpjackson.mailbox.opensearch.MailboxIndexingException;
import org.jsonpjackson.opensearch.reactor.Health;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.sim.auth.Authenticator;
import org.jsonpjackson.sim.auth.Principal;
import org.jsonpjackson.sim.jmap.JmapApi;
import org.jsonpjackson.sim.jmap.JmapProblem;
import org.jsonpjackson.sim.messages.InvalidMessageException;
import org.jsonpjackson.sim.messages.MessageJson;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;
import reactor.netty.DisposableServer;
import reactor.netty.NettyPipeline;
import reactor.netty.http.server.HttpServer;
import reactor.netty.http.server.HttpServerRequest;
import reactor.netty.http.server.HttpServerResponse;
import reactor.netty.resources.LoopResources;

import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The mail search HTTP service, on Reactor Netty:
 * <ul>
 *   <li>{@code POST /jmap}: the JMAP API ({@code Email/query}, {@code Core/echo});</li>
 *   <li>{@code GET /.well-known/jmap}: a redirect to {@code GET /jmap/session}, the session resource;</li>
 *   <li>{@code POST /import[?refresh=true]}: index an array of messages in {@link MessageJson} form
 *       (administrator only);</li>
 *   <li>{@code GET /health}: 200 while the cluster is green or yellow, 503 otherwise; the one endpoint
 *       open without credentials.</li>
 * </ul>
 * Its event-loop threads never wait: searches are sent without blocking and answered from the client's
 * decode threads, large import bodies are parsed, and passwords checked, on Reactor's parallel scheduler.
 */
public final class MailSearchServer implements AutoCloseable {

    /** The name prefix of the server's event-loop threads. */
    public static final String EVENT_LOOP_PREFIX = "jmap-http";

    private static final String JSON = "application/json";
    private static final String PROBLEM = "application/problem+json";
    private static final String INVALID_MESSAGE = "urn:jsonpjackson:error:invalidMessage";
    private static final String INDEXING_FAILED = "urn:jsonpjackson:error:indexingFailed";
    private static final String UNAUTHENTICATED = "urn:jsonpjackson:error:unauthenticated";
    private static final String FORBIDDEN = "urn:jsonpjackson:error:forbidden";
    private static final String CHALLENGE = "Basic realm=\"jmap\", Bearer realm=\"jmap\"";
    private static final Set<HttpResponseStatus> REFUSED_UNREAD = Set.of(
            HttpResponseStatus.REQUEST_ENTITY_TOO_LARGE, HttpResponseStatus.UNAUTHORIZED, HttpResponseStatus.FORBIDDEN);

    /**
     * After an answer that refused a body unread, what the server still reads and discards, at most, before it
     * closes the connection, so that the client is not reset before it reads the answer ({@link LingeringClose}):
     * 2 MiB, more than the rest of a body just over the JMAP limit, and 2 s.
     */
    static final int LINGER_BYTES = 2 << 20;
    static final Duration LINGER_TIME = Duration.ofSeconds(2);

    /** RFC 8620 section 2.2: where clients look for the session resource. */
    public static final String WELL_KNOWN = "/.well-known/jmap";
    /** The session resource itself. */
    public static final String SESSION = "/jmap/session";

    private final DisposableServer server;
    private final LoopResources loops;
    private final ConnectionLimit connections;

    private MailSearchServer(DisposableServer server, LoopResources loops, ConnectionLimit connections) {
        this.server = server;
        this.loops = loops;
        this.connections = connections;
    }

    /**
     * Starts serving {@code api} for {@code /jmap} and the session resource, and {@code index} for imports, on
     * {@code host:port} (port 0 picks a free one), to clients {@code auth} lets in, within {@code limits}.
     */
    public static MailSearchServer start(ReactorSearchClient client, MailboxIndex index, JmapApi api, Authenticator auth,
                                         String host, int port, ServerLimits limits) {
        Objects.requireNonNull(client, "client");
        Handlers handlers = new Handlers(client, index, api, Objects.requireNonNull(auth, "auth"), limits);
        LoopResources loops = LoopResources.create(EVENT_LOOP_PREFIX, 1, Math.max(2, Runtime.getRuntime().availableProcessors()), true);
        ConnectionLimit connections = new ConnectionLimit(limits.maxConnections());
        DisposableServer server = HttpServer.create()
                .host(host)
                .port(port)
                .runOn(loops)
                .idleTimeout(limits.idleTimeout())
                .requestTimeout(limits.requestTimeout())
                .httpRequestDecoder(spec -> spec.maxHeaderSize(limits.maxHeaderBytes()).maxInitialLineLength(
                        Math.min(limits.maxHeaderBytes(), 8192)))
                .doOnChannelInit((observer, channel, address) -> {
                    HeaderDeadline headers = new HeaderDeadline(limits.headerTimeout());
                    channel.pipeline()
                            .addFirst("jmap.connectionLimit", connections)
                            .addAfter("jmap.connectionLimit", "jmap.lingeringClose",
                                    new LingeringClose(LINGER_BYTES, LINGER_TIME))
                            .addBefore(NettyPipeline.HttpCodec, "jmap.headerDeadlineStart", headers.firstByte())
                            .addAfter(NettyPipeline.HttpCodec, "jmap.headerDeadlineStop", headers.headersDone());
                })
                .route(routes -> routes
                        .post("/jmap", handlers::jmap)
                        .get(WELL_KNOWN, handlers::wellKnown)
                        .get(SESSION, handlers::session)
                        .post("/import", handlers::importMessages)
                        .get("/health", handlers::health))
                .bindNow(Duration.ofSeconds(10));
        return new MailSearchServer(server, loops, connections);
    }

    /** Connections open now. */
    public int openConnections() {
        return connections.open();
    }

    public int port() {
        return server.port();
    }

    public URI uri() {
        return URI.create("http://" + server.host() + ":" + server.port());
    }

    /**
     * The event-loop group the server runs its connections on (the one {@code runOn(loops)} picks, native where
     * Netty has it); tests run work on it to prove what watches these threads.
     */
    io.netty.channel.EventLoopGroup eventLoops() {
        return loops.onServer(LoopResources.DEFAULT_NATIVE);
    }

    /** Blocks until the server is closed. */
    public void awaitClose() {
        server.onDispose().block();
    }

    /**
     * Stops accepting, gives open connections up to 10 s to finish, then stops the event loops. A loop that
     * does not stop in 5 s more is left to die with the JVM (its threads are daemons) rather than failing
     * the caller's shutdown.
     */
    @Override
    public void close() {
        server.disposeNow(Duration.ofSeconds(10));
        loops.disposeLater(Duration.ZERO, Duration.ofSeconds(5))
                .onErrorResume(IllegalStateException.class, e -> {
                    System.err.println("JMAP service: " + e.getMessage());
                    return Mono.empty();
                })
                .block();
    }

    private record Reply(HttpResponseStatus status, String contentType, byte[] body) {
    }

    private static final class Handlers {
        private final ReactorSearchClient client;
        private final MailboxIndex index;
        private final JmapApi api;
        private final Authenticator auth;
        private final ServerLimits limits;

        Handlers(ReactorSearchClient client, MailboxIndex index, JmapApi api, Authenticator auth, ServerLimits limits) {
            this.client = client;
            this.index = index;
            this.api = api;
            this.auth = auth;
            this.limits = limits;
        }

        private Mono<Principal> principal(HttpServerRequest request) {
            return auth.authenticate(request.requestHeaders().get(HttpHeaderNames.AUTHORIZATION));
        }

        Mono<Void> jmap(HttpServerRequest request, HttpServerResponse response) {
            return send(response, principal(request)
                    .flatMap(principal -> body(request, limits.maxJmapBytes())
                            .flatMap(body -> api.handle(body, principal)))
                    .map(bytes -> new Reply(HttpResponseStatus.OK, JSON, bytes)));
        }

        /** RFC 8620 section 2.2: the well-known URI redirects to the session resource. */
        Mono<Void> wellKnown(HttpServerRequest request, HttpServerResponse response) {
            return principal(request)
                    .flatMap(principal -> response.status(HttpResponseStatus.TEMPORARY_REDIRECT)
                            .header(HttpHeaderNames.LOCATION, SESSION).send())
                    .onErrorResume(e -> send(response, Mono.error(e)));
        }

        Mono<Void> session(HttpServerRequest request, HttpServerResponse response) {
            String host = request.requestHeaders().get(HttpHeaderNames.HOST);
            String base = "http://" + (host != null ? host : request.hostAddress().getHostString() + ":"
                    + request.hostAddress().getPort());
            return send(response, principal(request).map(principal -> new Reply(HttpResponseStatus.OK, JSON,
                    api.session(principal, base, limits.maxJmapBytes()))));
        }

        Mono<Void> importMessages(HttpServerRequest request, HttpServerResponse response) {
            List<String> refresh = new QueryStringDecoder(request.uri()).parameters().get("refresh");
            boolean refreshAfter = refresh != null && refresh.contains("true");
            Mono<Reply> reply = principal(request)
                    .flatMap(principal -> principal.admin() ? body(request, limits.maxImportBytes())
                            : Mono.error(new JmapProblem(403, FORBIDDEN, principal.username()
                                    + " may not import; imports need the administrator's credentials", null)))
                    .publishOn(Schedulers.parallel())
                    .map(MessageJson::read)
                    .flatMap(messages -> index.indexer().indexAll(messages)
                            .then(refreshAfter ? index.refresh() : Mono.empty())
                            .thenReturn(new Reply(HttpResponseStatus.OK, JSON,
                                    ("{\"imported\":" + messages.size() + "}").getBytes(StandardCharsets.UTF_8))));
            return send(response, reply);
        }

        Mono<Void> health(HttpServerRequest request, HttpServerResponse response) {
            return send(response, client.health().map(health -> new Reply(
                    health == Health.UNHEALTHY ? HttpResponseStatus.SERVICE_UNAVAILABLE : HttpResponseStatus.OK, JSON,
                    ("{\"status\":\"" + health + "\"}").getBytes(StandardCharsets.UTF_8))));
        }

        private static Mono<Void> send(HttpServerResponse response, Mono<Reply> reply) {
            return reply
                    .onErrorResume(e -> Mono.just(problem(e)))
                    .flatMap(r -> {
                        if (r.status() == HttpResponseStatus.UNAUTHORIZED) {
                            response.header(HttpHeaderNames.WWW_AUTHENTICATE, CHALLENGE);
                        }
                        if (REFUSED_UNREAD.contains(r.status())) {
                            // a body refused unread (too large, or from someone not let in): close, draining
                            // only what LingeringClose allows, so that the client reads this answer
                            response.withConnection(c -> LingeringClose.refusedUnread(c.channel()));
                        }
                        return Mono.just(r);
                    })
                    .flatMap(r -> response.status(r.status())
                            .keepAlive(!REFUSED_UNREAD.contains(r.status()))
                            .header(HttpHeaderNames.CONTENT_TYPE, r.contentType())
                            .sendByteArray(Mono.just(r.body()))
                            .then());
        }

        private static Reply problem(Throwable e) {
            JmapProblem problem;
            if (e instanceof JmapProblem p) {
                problem = p;
            } else if (e instanceof Authenticator.Unauthenticated) {
                problem = new JmapProblem(401, UNAUTHENTICATED, e.getMessage(), null);
            } else if (e instanceof JsonParsingException p) {
                problem = JmapProblem.notJson(p);
            } else if (e instanceof InvalidMessageException) {
                problem = new JmapProblem(400, INVALID_MESSAGE, e.getMessage(), null);
            } else if (e instanceof MailboxIndexingException) {
                problem = new JmapProblem(500, INDEXING_FAILED, e.getMessage(), null);
            } else {
                problem = new JmapProblem(500, "about:blank", e.getClass().getSimpleName() + ": " + e.getMessage(), null);
            }
            return new Reply(HttpResponseStatus.valueOf(problem.status()), PROBLEM, JmapApi.problem(problem));
        }

        /** The request body, refused with a JMAP limit problem once it passes {@code max} bytes. */
        private static Mono<byte[]> body(HttpServerRequest request, int max) {
            String length = request.requestHeaders().get(HttpHeaderNames.CONTENT_LENGTH);
            if (length != null && length.chars().allMatch(Character::isDigit) && Long.parseLong(length) > max) {
                return Mono.error(tooLarge(max));
            }
            return request.receive().asByteArray()
                    .reduceWith(ByteArrayOutputStream::new, (out, chunk) -> {
                        if (out.size() + chunk.length > max) {
                            throw tooLarge(max);
                        }
                        out.write(chunk, 0, chunk.length);
                        return out;
                    })
                    .map(ByteArrayOutputStream::toByteArray)
                    .defaultIfEmpty(new byte[0]);
        }

        private static JmapProblem tooLarge(int max) {
            return new JmapProblem(413, JmapProblem.LIMIT, "The request body is larger than " + max + " bytes", "maxSizeRequest");
        }
    }
}
