package org.jsonpjackson.sim.jmap;

import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.jsonpjackson.mailbox.opensearch.EmailSearch;
import org.jsonpjackson.sim.auth.Principal;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The JMAP API endpoint (RFC 8620 section 3): a Request object in, a Response object out. It implements
 * {@code Email/query} (RFC 8621) over the mail search backend, and {@code Core/echo}. Method calls run in
 * order; one failing call becomes an {@code error} response and the others still run.
 */
public final class JmapApi {

    /** For problem-details bodies, which every mode writes the same way. */
    private static final JsonGeneratorFactory PROBLEMS = new JsonpJacksonProvider().createGeneratorFactory(Map.of());

    private static final System.Logger LOG = System.getLogger(JmapApi.class.getName());

    private final EmailQueryMethod emailQuery;
    private final JsonCodec codec;

    /** An API that reads and writes JSON with this project's provider. */
    public JmapApi(EmailSearch search) {
        this(search, JsonCodec.of(new JsonpJacksonProvider()));
    }

    public JmapApi(EmailSearch search, JsonCodec codec) {
        this.emailQuery = new EmailQueryMethod(Objects.requireNonNull(search, "search"));
        this.codec = Objects.requireNonNull(codec, "codec");
    }

    /** How this API reads requests and writes responses; for tests of the default wiring. */
    JsonCodec codec() {
        return codec;
    }

    /**
     * The Response object for a request body from {@code principal}, who may read only their own accounts.
     * The body is read before this returns, on the caller's thread; searches run when the result is
     * subscribed to.
     *
     * @throws JmapProblem if the request is not JSON, not a Request object, or over a limit
     */
    public Mono<byte[]> handle(byte[] body, Principal principal) {
        RequestReader.Request request = RequestReader.read(codec, body);
        return Flux.fromIterable(request.calls())
                .concatMap(call -> invoke(request, call, principal))
                .collectList()
                .map(this::write);
    }

    /**
     * The Session resource for {@code principal}, with URLs under {@code base} (scheme and authority, as the
     * client reached this service) and {@code maxSizeRequest}, the body size the service accepts.
     */
    public byte[] session(Principal principal, String base, int maxSizeRequest) {
        return SessionResource.write(codec, principal, base, maxSizeRequest);
    }

    private Mono<MethodResponse> invoke(RequestReader.Request request, Invocation call, Principal principal) {
        return Mono.defer(() -> switch (call.name()) {
                    case "Core/echo" -> Mono.just(new MethodResponse.Echo(call.callId(), call.arguments()));
                    case "Email/query" -> request.using().contains(RequestReader.MAIL)
                            ? emailQuery.call(call, principal)
                            : Mono.error(new MethodError(MethodError.UNKNOWN_METHOD,
                                    "Email/query needs " + RequestReader.MAIL + " in using"));
                    default -> Mono.error(new MethodError(MethodError.UNKNOWN_METHOD, "Unknown method " + call.name()));
                })
                .onErrorResume(e -> Mono.just(error(call, e)));
    }

    private static MethodResponse error(Invocation call, Throwable e) {
        if (e instanceof MethodError m) {
            return new MethodResponse.Error(call.callId(), m.type(), m.getMessage());
        }
        // the client learns the type and message; whoever runs the service needs the rest
        LOG.log(System.Logger.Level.WARNING, "serverFail for " + call.name() + " " + call.callId(), e);
        return new MethodResponse.Error(call.callId(), MethodError.SERVER_FAIL,
                e.getClass().getSimpleName() + ": " + e.getMessage());
    }

    private byte[] write(List<MethodResponse> responses) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256 + responses.size() * 1024);
        try (JsonGenerator out = codec.generator(bytes)) {
            out.writeStartObject().writeStartArray("methodResponses");
            for (MethodResponse response : responses) {
                out.writeStartArray().write(response.name());
                response.writeArguments(out);
                out.write(response.callId()).writeEnd();
            }
            out.writeEnd().write("sessionState", SessionResource.STATE).writeEnd();
        }
        return bytes.toByteArray();
    }

    /** An RFC 7807 problem-details body for a request-level error. */
    public static byte[] problem(JmapProblem problem) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
        try (JsonGenerator out = PROBLEMS.createGenerator(bytes)) {
            out.writeStartObject()
                    .write("type", problem.type())
                    .write("status", problem.status())
                    .write("detail", problem.getMessage());
            if (problem.limit() != null) {
                out.write("limit", problem.limit());
            }
            out.writeEnd();
        }
        return bytes.toByteArray();
    }
}
