package org.jsonpjackson.opensearch.reactor.transport;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.ssl.util.InsecureTrustManagerFactory;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import reactor.core.publisher.Mono;
import reactor.netty.http.Http11SslContextSpec;
import reactor.netty.http.client.HttpClient;
import reactor.netty.http.client.HttpClientMetricsRecorder;
import reactor.netty.resources.ConnectionProvider;
import reactor.netty.resources.LoopResources;
import reactor.netty.transport.AddressUtils;

import javax.net.ssl.TrustManagerFactory;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.time.Duration;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * Reactor Netty's HTTP client as the settings describe it (a pool per host, the event loops, timeouts, TLS,
 * basic auth, gzip per host, then the user's own customisation), and one exchange with one host over it. It
 * knows nothing of retries: an exchange succeeds with the whole response or fails with a classified error.
 */
final class HttpStack implements AutoCloseable, Attempts.Exchange {

    /** How long an idle pooled connection is kept: below OpenSearch's and most proxies' idle timeouts. */
    private static final Duration MAX_IDLE = Duration.ofSeconds(50);

    private final SearchClientConfig config;
    private final ConnectionProvider pool;
    private final LoopResources loops;
    /**
     * The client for each configured host, bound to that host's address: alike but for the address and gzip,
     * which {@link GzipPolicy} decides once per host.
     */
    private final Map<URI, HttpClient> clients;

    /**
     * @param clientMeters whether {@code nettyMeters} also records Reactor Netty's HTTP client meters, per request
     * @param nettyMeters Reactor Netty's pool and client meters' recorder ({@code NettyMeters}), or null for none; typed
     *                    by Reactor Netty's interfaces alone, so that this class links no Micrometer
     */
    <M extends HttpClientMetricsRecorder & ConnectionProvider.MeterRegistrar> HttpStack(SearchClientConfig config,
            int eventLoopThreads, String eventLoopPrefix, UnaryOperator<HttpClient> customizer, M nettyMeters, boolean clientMeters) {
        this.config = config;
        int perHost = Math.min(config.maxConnectionsPerHost(),
                Math.max(1, config.maxConnections() / config.hosts().size()));
        ConnectionProvider.Builder pool = ConnectionProvider.builder("jsonpj-opensearch")
                .maxConnections(perHost)
                .pendingAcquireMaxCount(-1)
                .pendingAcquireTimeout(config.poolAcquireTimeout())
                .maxIdleTime(MAX_IDLE);
        if (nettyMeters != null) {
            pool.metrics(true, () -> nettyMeters);
        }
        this.pool = pool.build();
        this.loops = LoopResources.create(eventLoopPrefix, eventLoopThreads, true);
        try {
            HttpClient client = configured();
            if (nettyMeters != null && clientMeters) {
                client = client.metrics(true, () -> nettyMeters, Operations::uriTemplate);
            }
            client = customizer.apply(client);
            Objects.requireNonNull(client, "the HttpClient customizer returned null");
            HttpClient compressed = client.compress(true);
            HttpClient plain = client.compress(false);
            Map<URI, HttpClient> byHost = new HashMap<>();
            for (URI host : config.hosts()) {
                byHost.put(host, toHost(GzipPolicy.compresses(config, host) ? compressed : plain, host));
            }
            this.clients = Map.copyOf(byHost);
        } catch (RuntimeException | Error e) {
            close();
            throw e;
        }
    }

    /**
     * {@code client} bound to {@code host}'s address, so that each request names only its path. Given a whole
     * URL, Reactor Netty would parse it with a regular expression and build a new address on every request (which
     * showed in the client-only benchmark's profile). The address is made as
     * Reactor Netty makes it from a URL (an IP literal as is, a name resolved when a connection opens), and the
     * {@code Host} header comes from it as before. A base URL a customizer may have set is cleared: the host
     * list decides where requests go.
     */
    private static HttpClient toHost(HttpClient client, URI host) {
        String name = host.getHost();
        if (name.startsWith("[") && name.endsWith("]")) {
            name = name.substring(1, name.length() - 1);
        }
        InetSocketAddress address = AddressUtils.createUnresolved(name, host.getPort());
        return client.baseUrl("").remoteAddress(() -> address);
    }

    private HttpClient configured() {
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
        return client.headers(h -> {
            h.set(HttpHeaderNames.ACCEPT, Codec.JSON);
            if (authorization != null) {
                h.set(HttpHeaderNames.AUTHORIZATION, authorization);
            }
        });
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
     * One exchange: the request to {@code host}, the whole body collected on the event loop (up to the size
     * limit) and nothing more. The response is parked in {@code slot}, which sees it released. Fails with what
     * {@link Failures#classify} makes of the error.
     */
    @Override
    public Mono<RawResponse> exchange(URI host, Codec.Encoded encoded, ResponseSlot slot) {
        String uri = host.toString() + encoded.pathAndQuery;
        // relative (it starts with '/'), so the client's own address is used: see toHost
        String pathAndQuery = host.getRawPath() + encoded.pathAndQuery;
        HttpClient.RequestSender sender = clients.get(host)
                .headers(h -> {
                    encoded.headers.forEach(h::set);
                    if (encoded.contentType != null) {
                        h.set(HttpHeaderNames.CONTENT_TYPE, encoded.contentType);
                    }
                })
                .request(HttpMethod.valueOf(encoded.method))
                .uri(pathAndQuery);
        HttpClient.ResponseReceiver<?> receiver = encoded.body == null ? sender
                : sender.send(Mono.fromSupplier(() -> Unpooled.wrappedBuffer(encoded.body)));
        return receiver
                .responseConnection((response, connection) -> {
                    BodyCollector body;
                    try {
                        body = new BodyCollector(uri, declaredLength(response.responseHeaders()), config.maxResponseBytes(),
                                connection.channel().alloc());
                    } catch (BodyCollector.TooLarge e) {
                        // the rest of the body is never read, so the connection cannot serve another request
                        connection.dispose();
                        return Mono.error(e);
                    }
                    EventLoop loop = connection.channel().eventLoop();
                    return connection.inbound().receive()
                            .doOnNext(body::append)
                            .doOnError(BodyCollector.TooLarge.class, e -> connection.dispose())
                            .then(Mono.fromCallable(() -> {
                                RawResponse raw = new RawResponse(encoded.method, uri, response.status().code(),
                                        response.status().reasonPhrase(), response.version().text(),
                                        response.responseHeaders(), body.take());
                                slot.park(raw);
                                return raw;
                            }))
                            // an error, or a cancel from any thread (a timeout); a body already handed over is
                            // the response's to release
                            .doFinally(signal -> {
                                if (loop.inEventLoop()) {
                                    body.discard();
                                } else {
                                    loop.execute(body::discard);
                                }
                            });
                })
                .single()
                .onErrorMap(e -> Failures.classify(e, host, uri, config));
    }

    private static long declaredLength(HttpHeaders headers) {
        String length = headers.get(HttpHeaderNames.CONTENT_LENGTH);
        try {
            return length == null ? -1 : Long.parseLong(length.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** The event-loop group connections run on (the one {@code runOn(loops)} picks, native where Netty has it). */
    EventLoopGroup eventLoops() {
        return loops.onClient(LoopResources.DEFAULT_NATIVE);
    }

    @Override
    public void close() {
        pool.dispose();
        loops.dispose();
    }
}
