package org.jsonpjackson.opensearch.transport;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelOption;
import io.netty.channel.ConnectTimeoutException;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.ssl.util.InsecureTrustManagerFactory;
import io.netty.handler.timeout.ReadTimeoutException;
import org.jsonpjackson.opensearch.config.SearchClientConfig;
import org.jsonpjackson.opensearch.mapper.JsonpJacksonMapper;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.transport.Endpoint;
import org.opensearch.client.transport.OpenSearchTransport;
import org.opensearch.client.transport.TransportException;
import org.opensearch.client.transport.TransportOptions;
import reactor.core.Exceptions;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;
import reactor.netty.http.Http11SslContextSpec;
import reactor.netty.http.client.HttpClient;
import reactor.netty.resources.ConnectionProvider;
import reactor.netty.resources.LoopResources;
import reactor.util.retry.Retry;

import javax.net.ssl.SSLException;
import javax.net.ssl.TrustManagerFactory;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.time.Duration;
import java.util.Base64;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * An opensearch-java transport on Reactor Netty. The event loop only moves bytes: requests are serialised,
 * and responses decoded, on a separate bounded {@link Scheduler} (by default a parallel scheduler of its
 * own), so no JSON work and no blocking call ever runs on a Netty thread.
 *
 * <p>Connections are pooled and kept alive per host; hosts are used round-robin, and a host that refuses a
 * connection, or answers that it is unavailable, is skipped for 30 s while the request fails over to the
 * next. Failures to connect are retried, with exponential back-off; a request that may have reached the
 * server is sent again only if it is safe to repeat (reads, searches, counts, multi-gets and -searches, bulk
 * indexing under explicit ids). Response bodies are read up to a configured size and no further. Cancelling
 * the returned future, or the {@link Mono} from {@link #execute}, cancels the HTTP exchange.
 *
 * <p>Build one per application with {@link #create(SearchClientConfig)} or {@link #builder(SearchClientConfig)},
 * and close it on shutdown.
 */
public final class ReactorNettyTransport implements OpenSearchTransport {

    private static final Duration HOST_DOWN_FOR = Duration.ofSeconds(30);
    /** The longest wait between two attempts, however many retries are configured. */
    private static final Duration MAX_RETRY_DELAY = Duration.ofSeconds(2);

    private final SearchClientConfig config;
    private final JsonpMapper mapper;
    private final TransportOptions options;
    private final Codec codec;
    private final Hosts hosts;
    /**
     * The client for each configured host: alike but for gzip, which {@link SearchClientConfig#compresses}
     * decides once per host here rather than on every request.
     */
    private final Map<URI, HttpClient> clients;
    private final ConnectionProvider pool;
    private final LoopResources loops;
    private final Scheduler decoder;
    private final boolean ownsDecoder;
    /**
     * Where the request timeout and the retry back-off wait: the decode scheduler when it can run delayed
     * tasks, else Reactor's shared parallel scheduler (a timeout is then still signalled on the decoder).
     */
    private final Scheduler timer;

    private ReactorNettyTransport(Builder b) {
        this.config = b.config;
        this.mapper = b.mapper != null ? b.mapper : new JsonpJacksonMapper();
        this.options = b.options != null ? b.options : TransportOptions.builder().build();
        this.codec = new Codec(mapper);
        warmUp();
        this.hosts = new Hosts(config.hosts(), HOST_DOWN_FOR, System::nanoTime);
        this.ownsDecoder = b.decoder == null;
        this.decoder = b.decoder != null ? b.decoder
                : Schedulers.newParallel("jsonpj-decode", Math.max(2, Runtime.getRuntime().availableProcessors()), true);
        this.timer = runsDelayedTasks(decoder) ? decoder : Schedulers.parallel();
        int perHost = Math.min(config.maxConnectionsPerHost(),
                Math.max(1, config.maxConnections() / config.hosts().size()));
        this.pool = ConnectionProvider.builder("jsonpj-opensearch")
                .maxConnections(perHost)
                .pendingAcquireMaxCount(-1)
                .pendingAcquireTimeout(config.requestTimeout())
                .maxIdleTime(Duration.ofSeconds(50))
                .build();
        this.loops = LoopResources.create(EVENT_LOOP_PREFIX, b.eventLoopThreads, true);
        HttpClient client = HttpClient.create(pool)
                .runOn(loops)
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, (int) Math.min(Integer.MAX_VALUE, config.connectTimeout().toMillis()))
                .responseTimeout(config.responseTimeout())
                .keepAlive(true);
        if (config.secure()) {
            Http11SslContextSpec tls = Http11SslContextSpec.forClient();
            TrustManagerFactory trust = trustManagers(config);
            if (trust != null) {
                tls = tls.configure(builder -> builder.trustManager(trust));
            }
            Http11SslContextSpec spec = tls;
            client = client.secure(ssl -> ssl.sslContext(spec));
        }
        String authorization = config.username()
                .map(user -> "Basic " + Base64.getEncoder().encodeToString(
                        (user + ":" + config.password().orElse("")).getBytes(StandardCharsets.UTF_8)))
                .orElse(null);
        client = client.headers(h -> {
            h.set(HttpHeaderNames.ACCEPT, Codec.JSON);
            if (authorization != null) {
                h.set(HttpHeaderNames.AUTHORIZATION, authorization);
            }
        });
        HttpClient compressed = client.compress(true);
        HttpClient plain = client.compress(false);
        Map<URI, HttpClient> byHost = new HashMap<>();
        for (URI host : config.hosts()) {
            byHost.put(host, config.compresses(host) ? compressed : plain);
        }
        this.clients = Map.copyOf(byHost);
    }

    /**
     * opensearch-java's {@code JsonpUtils} looks the JSON-P provider up through the service loader (blocking
     * file reads) when the class initialises, which would otherwise happen on the first response, on the
     * decode scheduler. Do it here, on the thread that builds the transport.
     */
    private static void warmUp() {
        try {
            Class.forName("org.opensearch.client.json.JsonpUtils", true, ReactorNettyTransport.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("opensearch-java is not on the class path", e);
        }
    }

    /** The prefix of this transport's event-loop thread names. */
    public static final String EVENT_LOOP_PREFIX = "jsonpj-http";

    public static ReactorNettyTransport create(SearchClientConfig config) {
        return builder(config).build();
    }

    public static Builder builder(SearchClientConfig config) {
        return new Builder(config);
    }

    private static TrustManagerFactory trustManagers(SearchClientConfig config) {
        switch (config.tlsValidation()) {
            case IGNORE:
                return InsecureTrustManagerFactory.INSTANCE;
            case OVERRIDE:
                try (InputStream in = Files.newInputStream(config.trustStore().orElseThrow())) {
                    KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
                    char[] password = config.trustStorePassword().map(String::toCharArray).orElse(null);
                    store.load(in, password);
                    TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
                    factory.init(store);
                    return factory;
                } catch (IOException | GeneralSecurityException e) {
                    throw new IllegalArgumentException("Cannot load the trust store " + config.trustStore().orElseThrow()
                            + " (" + SearchClientConfig.TRUST_STORE_PATH + "): " + e.getMessage(), e);
                }
            default:
                return null;
        }
    }

    /**
     * The lazy form: nothing is sent until subscription, and cancelling the subscription cancels the
     * exchange. The result is emitted on the decode scheduler; an endpoint without a response body
     * completes empty.
     */
    public <RequestT, ResponseT, ErrorT> Mono<ResponseT> execute(RequestT request, Endpoint<RequestT, ResponseT, ErrorT> endpoint,
            TransportOptions options) {
        TransportOptions effective = options != null ? merge(options) : this.options;
        return Mono.fromCallable(() -> codec.encode(request, endpoint, effective))
                .subscribeOn(decoder)
                .flatMap(encoded -> send(encoded)
                        .retryWhen(retries(encoded))
                        .onErrorResume(Unavailable.class, last -> Mono.just(last.response))
                        .publishOn(decoder)
                        .handle((RawResponse raw, reactor.core.publisher.SynchronousSink<ResponseT> sink) -> {
                            try {
                                ResponseT result = codec.decode(endpoint, raw);
                                if (result != null) {
                                    sink.next(result);
                                }
                            } catch (Throwable e) {
                                Exceptions.throwIfJvmFatal(e);
                                sink.error(e);
                                return;
                            }
                            sink.complete();
                        }))
                .timeout(config.requestTimeout(), timedOut(), timer);
    }

    private <T> Mono<T> timedOut() {
        Mono<T> error = Mono.defer(() -> Mono.error(new TransportException("No response within "
                + config.requestTimeout().toMillis() + " ms (" + SearchClientConfig.REQUEST_TIMEOUT + ")")));
        return timer == decoder ? error : error.publishOn(decoder);
    }

    /**
     * {@code Schedulers.fromExecutor}, and {@code fromExecutorService} over a pool that is not a
     * {@code ScheduledExecutorService}, refuse delayed tasks; a timeout would then fire at once.
     */
    private static boolean runsDelayedTasks(Scheduler scheduler) {
        try {
            scheduler.schedule(() -> { }, 1, TimeUnit.DAYS).dispose();
            return true;
        } catch (RejectedExecutionException e) {
            return false;
        }
    }

    private TransportOptions merge(TransportOptions call) {
        TransportOptions.Builder merged = this.options.toBuilder();
        for (Map.Entry<String, String> h : call.headers()) {
            merged.addHeader(h.getKey(), h.getValue());
        }
        call.queryParameters().forEach(merged::setParameter);
        return merged.build();
    }

    /** One attempt, on the next host. The body is aggregated on the event loop and nothing more. */
    private Mono<RawResponse> send(Codec.Encoded encoded) {
        return Mono.defer(() -> {
            URI host = hosts.pick();
            String uri = host.toString() + encoded.pathAndQuery;
            HttpClient.RequestSender sender = clients.get(host)
                    .headers(h -> {
                        encoded.headers.forEach(h::set);
                        if (encoded.contentType != null) {
                            h.set(HttpHeaderNames.CONTENT_TYPE, encoded.contentType);
                        }
                    })
                    .request(HttpMethod.valueOf(encoded.method))
                    .uri(uri);
            HttpClient.ResponseReceiver<?> receiver = encoded.body == null ? sender
                    : sender.send(Mono.fromSupplier(() -> Unpooled.wrappedBuffer(encoded.body)));
            return receiver
                    .responseConnection((response, connection) -> {
                        BodyCollector body;
                        try {
                            body = new BodyCollector(uri, declaredLength(response.responseHeaders()),
                                    config.maxResponseBytes());
                        } catch (BodyCollector.TooLarge e) {
                            // the rest of the body is never read, so the connection cannot serve another request
                            connection.dispose();
                            return Mono.error(e);
                        }
                        return connection.inbound().receive()
                                .doOnNext(body::append)
                                .doOnError(BodyCollector.TooLarge.class, e -> connection.dispose())
                                .then(Mono.fromCallable(() -> new RawResponse(encoded.method, uri,
                                        response.status().code(), response.status().reasonPhrase(),
                                        response.version().text(), response.responseHeaders(), body.bytes())));
                    })
                    .single()
                    .flatMap(raw -> {
                        if (encoded.safeToRepeat && unavailable(raw.status)) {
                            hosts.failed(host);
                            return Mono.error(new Unavailable(raw));
                        }
                        hosts.succeeded(host);
                        return Mono.just(raw);
                    })
                    .onErrorMap(e -> {
                        if (e instanceof BodyCollector.TooLarge tooLarge) {
                            return tooLarge.asTransportException();
                        }
                        if (connectFailure(e)) {
                            hosts.failed(host);
                            return new ConnectFailure(host, e);
                        }
                        SSLException tls = cause(e, SSLException.class);
                        if (tls != null) {
                            return new TransportException("TLS with " + host + " failed: " + tls.getMessage() + " ("
                                    + SearchClientConfig.SSL_VALIDATION + " is " + config.tlsValidation().name()
                                    .toLowerCase(Locale.ROOT) + "; to trust this node's certificate, give a trust store in "
                                    + SearchClientConfig.TRUST_STORE_PATH + ")", e);
                        }
                        if (e instanceof ReadTimeoutException) {
                            return new NoResponse("No response from " + uri + " within "
                                    + config.responseTimeout().toMillis() + " ms (" + SearchClientConfig.RESPONSE_TIMEOUT + ")", e);
                        }
                        return e;
                    });
        });
    }

    private static long declaredLength(HttpHeaders headers) {
        String length = headers.get(HttpHeaderNames.CONTENT_LENGTH);
        try {
            return length == null ? -1 : Long.parseLong(length.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** What a node that is going away, or a proxy in front of one, answers. */
    private static boolean unavailable(int status) {
        return status == 502 || status == 503 || status == 504;
    }

    /**
     * A failed connection is always retried, on the next host: the request never left. A request that may
     * have arrived is sent again only if it is safe to repeat ({@link Codec#safeToRepeat}), after the
     * connection closed under it, no response came in time, or the node answered that it is unavailable.
     */
    private Retry retries(Codec.Encoded encoded) {
        return Retry.backoff(config.maxRetries(), config.minRetryDelay())
                .maxBackoff(MAX_RETRY_DELAY)
                .jitter(0.5)
                .scheduler(timer)
                .filter(e -> e instanceof ConnectFailure || (encoded.safeToRepeat && mayHaveArrived(e)))
                .onRetryExhaustedThrow((spec, signal) -> signal.failure() instanceof ConnectFailure
                        ? new TransportException("No host could be reached after " + (signal.totalRetries() + 1)
                                + " attempts; last: " + signal.failure().getMessage(), signal.failure().getCause())
                        : signal.failure());
    }

    /** The connection broke, stayed silent, or the node is going away; not a refusal we caused ourselves. */
    private static boolean mayHaveArrived(Throwable e) {
        return e instanceof NoResponse || e instanceof Unavailable
                // a connection reset or closed under the request; our own TransportExceptions are IOExceptions too
                || (e instanceof IOException && !(e instanceof TransportException));
    }

    private static <T extends Throwable> T cause(Throwable e, Class<T> type) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }

    private static boolean connectFailure(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ConnectException || t instanceof ConnectTimeoutException
                    || t instanceof NoRouteToHostException || t instanceof UnknownHostException) {
                return true;
            }
        }
        return false;
    }

    /** A connection could not be opened, so the request never left: always safe to retry. */
    private static final class ConnectFailure extends TransportException {
        ConnectFailure(URI host, Throwable cause) {
            super("Cannot connect to " + host + ": " + cause.getMessage(), cause);
        }
    }

    /** No response within the response timeout. */
    private static final class NoResponse extends TransportException {
        NoResponse(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** A 502, 503 or 504 to a request that is safe to repeat; once retries run out, it is decoded as it is. */
    private static final class Unavailable extends TransportException {
        final transient RawResponse response;

        Unavailable(RawResponse response) {
            super("HTTP " + response.status + " from " + response.uri);
            this.response = response;
        }
    }

    @Override
    public <RequestT, ResponseT, ErrorT> CompletableFuture<ResponseT> performRequestAsync(RequestT request,
            Endpoint<RequestT, ResponseT, ErrorT> endpoint, TransportOptions options) {
        return execute(request, endpoint, options).toFuture();
    }

    @Override
    public <RequestT, ResponseT, ErrorT> ResponseT performRequest(RequestT request,
            Endpoint<RequestT, ResponseT, ErrorT> endpoint, TransportOptions options) throws IOException {
        try {
            return performRequestAsync(request, endpoint, options).join();
        } catch (CompletionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException) {
                throw (IOException) cause;
            }
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            if (cause instanceof TimeoutException) {
                throw new TransportException(cause.getMessage(), cause);
            }
            throw new TransportException(String.valueOf(cause), cause);
        }
    }

    @Override
    public JsonpMapper jsonpMapper() {
        return mapper;
    }

    @Override
    public TransportOptions options() {
        return options;
    }

    /** The configuration this transport was built with. */
    public SearchClientConfig config() {
        return config;
    }

    /** The scheduler responses are decoded on, and results emitted on. */
    public Scheduler decodeScheduler() {
        return decoder;
    }

    /**
     * The event-loop group the HTTP client runs its connections on (the one {@code runOn(loops)} picks, native
     * where Netty has it); tests run work on it to prove what watches these threads.
     */
    io.netty.channel.EventLoopGroup eventLoops() {
        return loops.onClient(LoopResources.DEFAULT_NATIVE);
    }

    /** Closes the pool and the event loops, and the decode scheduler unless it was given. */
    @Override
    public void close() {
        pool.dispose();
        loops.dispose();
        if (ownsDecoder) {
            decoder.dispose();
        }
    }

    /** Options beyond {@link SearchClientConfig}. */
    public static final class Builder {
        private final SearchClientConfig config;
        private JsonpMapper mapper;
        private TransportOptions options;
        private Scheduler decoder;
        private int eventLoopThreads = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));

        private Builder(SearchClientConfig config) {
            this.config = Objects.requireNonNull(config, "config");
        }

        /** Default: a {@link JsonpJacksonMapper} with its default {@code ObjectMapper}. */
        public Builder mapper(JsonpMapper mapper) {
            this.mapper = Objects.requireNonNull(mapper, "mapper");
            return this;
        }

        public Builder options(TransportOptions options) {
            this.options = Objects.requireNonNull(options, "options");
            return this;
        }

        /**
         * Where JSON is written and read, and results and errors are emitted; it should be bounded, and it must
         * not be a Netty event loop. Default: a parallel scheduler of the transport's own, one thread per core.
         * A scheduler that cannot run delayed tasks (one over a plain thread pool) is fine: timeouts and retry
         * back-off then wait on Reactor's shared parallel scheduler. The transport does not close a scheduler
         * it was given.
         *
         * @throws IllegalArgumentException for {@code Schedulers.immediate()}, which would decode on the event
         *                                  loop, and for a disposed scheduler
         */
        public Builder decodeScheduler(Scheduler scheduler) {
            Objects.requireNonNull(scheduler, "scheduler");
            if (scheduler == Schedulers.immediate()) {
                throw new IllegalArgumentException("decodeScheduler: Schedulers.immediate() would write and read JSON on"
                        + " the Netty event loop, which this transport keeps free; give a bounded scheduler of worker threads");
            }
            if (scheduler.isDisposed()) {
                throw new IllegalArgumentException("decodeScheduler: the scheduler is disposed");
            }
            this.decoder = scheduler;
            return this;
        }

        /** Netty event-loop threads; they only move bytes. Default: cores, at most 4. */
        public Builder eventLoopThreads(int threads) {
            if (threads < 1) {
                throw new IllegalArgumentException("eventLoopThreads must be at least 1: " + threads);
            }
            this.eventLoopThreads = threads;
            return this;
        }

        public ReactorNettyTransport build() {
            return new ReactorNettyTransport(this);
        }
    }
}
