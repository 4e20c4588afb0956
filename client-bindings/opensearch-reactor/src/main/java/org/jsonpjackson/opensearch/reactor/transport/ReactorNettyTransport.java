package org.jsonpjackson.opensearch.reactor.transport;

import io.netty.util.concurrent.FastThreadLocalThread;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.transport.Endpoint;
import org.opensearch.client.transport.OpenSearchTransport;
import org.opensearch.client.transport.TransportException;
import org.opensearch.client.transport.TransportOptions;
import reactor.core.Exceptions;
import reactor.core.publisher.Mono;
import reactor.core.publisher.SignalType;
import reactor.core.publisher.SynchronousSink;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;
import reactor.netty.http.client.HttpClient;

import java.io.IOException;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.UnaryOperator;

/**
 * An opensearch-java transport on Reactor Netty. The event loop only moves bytes: responses are decoded on a
 * separate bounded {@link Scheduler} (by default a pool of its own whose threads share one queue), and requests are serialised
 * on the thread that subscribes, or on that scheduler when the subscriber is itself a Netty event loop, so no
 * JSON work and no blocking call ever runs on a Netty thread.
 *
 * <p>Connections are pooled and kept alive per host; hosts are used round-robin, and a host that refuses a
 * connection, or answers that it is unavailable, is skipped for 30 s while the request fails over to the
 * next. Failures to connect are retried, with exponential back-off; a request that may have reached the
 * server is sent again only if it is safe to repeat (reads, searches, counts, multi-gets and -searches, bulk
 * indexing under explicit ids). Response bodies are read up to a configured size and no further. Cancelling
 * the returned future, or the {@link Mono} from {@link #execute}, cancels the HTTP exchange.
 *
 * <p>Failures of the transport itself are {@link SearchTransportException}s, one type per kind, each naming the
 * setting that governs it: {@link CannotConnectException}, {@link ResponseTimeoutException},
 * {@link RequestTimeoutException}, {@link PoolAcquireTimeoutException}, {@link ResponseTooLargeException},
 * {@link NodeUnavailableException}, {@link TlsFailureException}. Errors OpenSearch describes are opensearch-java's {@code OpenSearchException};
 * other error statuses (401, 403, a proxy's page) are {@link ResponseStatusException}s.
 *
 * <p>Build one per application with {@link #create(SearchClientConfig)} or {@link #builder(SearchClientConfig)},
 * and close it on shutdown.
 *
 * @since 0.1.0
 */
public final class ReactorNettyTransport implements OpenSearchTransport {

    private final SearchClientConfig config;
    private final JsonpMapper mapper;
    private final TransportOptions options;
    private final Codec codec;
    private final HttpStack stack;
    private final Attempts attempts;
    private final Scheduler decoder;
    private final boolean ownsDecoder;
    /** The request timeout's clock, which does not wake a thread per call (see {@link Deadlines}). */
    private final Deadlines deadlines;
    /** {@link CallObserver#NONE}, unless the application gave a meter or an observation registry. */
    private final CallObserver observer;
    /** The meters' part of {@link #observer}, whose node gauges {@link #close()} takes out; null without. */
    private final MicrometerCalls meters;
    /** Reactor Netty's own meters, in the same registry; null without one. */
    private final NettyMeters nettyMeters;

    private ReactorNettyTransport(Builder b) {
        this.config = b.config;
        this.mapper = b.mapper != null ? b.mapper : DefaultMapper.create();
        this.options = b.options != null ? b.options : TransportOptions.builder().build();
        this.codec = new Codec(mapper);
        warmUp();
        this.ownsDecoder = b.decoder == null;
        this.decoder = b.decoder != null ? b.decoder
                : DecodeScheduler.create(Math.max(2, Runtime.getRuntime().availableProcessors()));
        try {
            this.nettyMeters = b.meterRegistry == null ? null : NettyMeters.of(b.meterRegistry);
            this.stack = new HttpStack(config, b.eventLoopThreads, EVENT_LOOP_PREFIX, b.customizer, nettyMeters,
                    b.httpClientMeters);
        } catch (RuntimeException | Error e) {
            if (ownsDecoder) {
                decoder.dispose();
            }
            throw e;
        }
        // the retry back-off (rare, and shorter than a tick of the deadlines' clock may be) waits on the decode
        // scheduler when it can run delayed tasks, else on Reactor's shared parallel scheduler
        this.attempts = new Attempts(config, stack, runsDelayedTasks(decoder) ? decoder : Schedulers.parallel());
        this.deadlines = new Deadlines(config.requestTimeout());
        this.meters = b.meterRegistry == null ? null : MicrometerCalls.of(b.meterRegistry, attempts.hosts());
        this.observer = CallObserver.both(meters == null ? CallObserver.NONE : meters,
                b.observationRegistry == null ? CallObserver.NONE : ObservedCalls.of(b.observationRegistry, b.recordQueryText));
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

    /**
     * The lazy form: nothing is sent until subscription, and cancelling the subscription cancels the
     * exchange. The result is emitted on the decode scheduler; an endpoint without a response body
     * completes empty.
     */
    public <RequestT, ResponseT, ErrorT> Mono<ResponseT> execute(RequestT request, Endpoint<RequestT, ResponseT, ErrorT> endpoint,
            TransportOptions options) {
        Mono<Codec.Encoded> encode = Mono.fromCallable(() -> codec.encode(request, endpoint, this.options, options));
        if (observer.observes()) {
            return Mono.deferContextual(subscriber -> {
                CallObserver.Call call = observer.start(Operations.of(request), subscriber);
                ResponseSlot slot = new ResponseSlot(call);
                // recorded before the result goes on, so that whoever has the result sees it counted
                return call.delivered(exchange(endpoint, encode, slot)
                        .doOnSuccess(result -> call.ended(SignalType.ON_COMPLETE))
                        .doOnError(error -> {
                            call.failed(error);
                            call.ended(SignalType.ON_ERROR);
                        })
                        .doOnCancel(() -> call.ended(SignalType.CANCEL))
                        .doFinally(signal -> slot.close()));
            });
        }
        return Mono.defer(() -> {
            ResponseSlot slot = new ResponseSlot();
            return exchange(endpoint, encode, slot).doFinally(signal -> slot.close());
        });
    }

    /** One call, from the encoded request to the decoded response, told to the slot's {@link CallObserver.Call}. */
    private <ResponseT> Mono<ResponseT> exchange(Endpoint<?, ResponseT, ?> endpoint, Mono<Codec.Encoded> encode,
            ResponseSlot slot) {
        return (onEventLoop() ? encode.subscribeOn(decoder) : encode)
                .flatMap(encoded -> {
                    slot.call.encoded(encoded);
                    return attempts.run(encoded, slot)
                            .publishOn(decoder)
                            .handle((RawResponse raw, SynchronousSink<ResponseT> sink) -> decode(endpoint, raw, slot, sink));
                })
                .timeout(deadlines.after(config.requestTimeout()), timedOut());
    }

    private <ResponseT> void decode(Endpoint<?, ResponseT, ?> endpoint, RawResponse raw, ResponseSlot slot,
            SynchronousSink<ResponseT> sink) {
        CallObserver.Call call = slot.call;
        if (!slot.claim(raw)) {
            return; // the call ended (cancelled, timed out) while the response waited: nobody wants it
        }
        ResponseT result;
        call.decoding();
        try {
            result = codec.decode(endpoint, raw);
        } catch (Throwable e) {
            Exceptions.throwIfJvmFatal(e);
            sink.error(e);
            return;
        } finally {
            raw.release();
            call.decoded();
        }
        if (result != null) {
            sink.next(result);
        }
        sink.complete();
    }

    /**
     * Whether the subscribing thread is a Netty event loop (ours, or the caller's own server's). A request is
     * serialised on the thread that subscribes, unless it is one: writing JSON there would hold up every
     * connection of that loop, so the work moves to the decode scheduler. Elsewhere (an application thread, the
     * decode scheduler when one search follows another) the hop would cost a thread wake-up per request and
     * save nothing.
     */
    private static boolean onEventLoop() {
        return Thread.currentThread() instanceof FastThreadLocalThread;
    }

    /** The timeout's error, signalled on the decode scheduler, never on the clock's one thread. */
    private <T> Mono<T> timedOut() {
        return Mono.<T>defer(() -> Mono.error(new RequestTimeoutException("No response within "
                + config.requestTimeout().toMillis() + " ms, every try included (" + SearchClientConfig.REQUEST_TIMEOUT + ")")))
                .publishOn(decoder);
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
        return stack.eventLoops();
    }

    /** Closes the pool and the event loops, and the decode scheduler unless it was given. */
    @Override
    public void close() {
        if (meters != null) {
            meters.close();
        }
        stack.close();
        if (nettyMeters != null) {
            nettyMeters.close();
        }
        deadlines.close();
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
        private UnaryOperator<HttpClient> customizer = UnaryOperator.identity();
        /** A Micrometer {@code MeterRegistry}, typed {@code Object} so that the builder never links Micrometer. */
        private Object meterRegistry;
        /** A Micrometer {@code ObservationRegistry}, typed {@code Object} for the same reason. */
        private Object observationRegistry;
        private boolean recordQueryText;
        private boolean httpClientMeters;

        private Builder(SearchClientConfig config) {
            this.config = Objects.requireNonNull(config, "config");
        }

        /**
         * Default: a {@code org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper} (opensearch-mapper, found by name,
         * not linked here) with its default {@code ObjectMapper}; on a class path without
         * opensearch-mapper (excluded by a Jackson-3-only application) but with opensearch-mapper3, a
         * {@code OpenSearchJackson3Mapper}; with neither, building fails with an {@code IllegalStateException} naming both.
         */
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
         * not be a Netty event loop. Default: a pool of the transport's own, one thread per core (at least two),
         * sharing one queue, so that no response waits behind another's decoding while a thread is free.
         * A scheduler that cannot run delayed tasks (one over a plain thread pool) is fine: the retry back-off
         * then waits on Reactor's shared parallel scheduler (the request timeout never waits on this scheduler).
         * The transport does not close a scheduler it was given.
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

        /**
         * Changes Reactor Netty's {@link HttpClient} before use: a proxy, metrics, a resolver, a wiretap, more
         * default headers. {@code customizer} is called once, in {@link #build()}, with the client the settings
         * describe (pool, event loops, timeouts, TLS, authentication, {@code Accept}); what it returns is used for
         * every host. Two things stay the transport's: gzip, which {@link SearchClientConfig#compression()}
         * decides per host after the customizer ran, and each request's method, URI, headers and body. Reactor
         * Netty's clients are immutable: return the client made from the one given, as in
         * {@code client -> client.proxy(p -> p.type(ProxyProvider.Proxy.HTTP).host("proxy").port(3128))}.
         * Default: the client unchanged.
         */
        public Builder customizeHttpClient(UnaryOperator<HttpClient> customizer) {
            this.customizer = Objects.requireNonNull(customizer, "customizer");
            return this;
        }

        /**
         * Records every call in {@code registry}: {@code db.client.operation.duration} by OpenTelemetry's database
         * conventions, and the transport's own meters (the wait for a decode thread, the decode, response sizes,
         * retries and failovers by node, each node's state), as docs/opensearch-reactor.md lists them. Reactor
         * Netty's connection-pool gauges ({@code reactor.netty.connection.provider.*}) go to the same registry,
         * under Reactor Netty's names; its HTTP client's meters too with {@link #httpClientMeters}. Needs
         * {@code io.micrometer:micrometer-core} on the class path, which the transport does not bring. Default: no
         * metrics, and nothing recorded or allocated for them.
         *
         * @since 0.1.0
         */
        public Builder meterRegistry(io.micrometer.core.instrument.MeterRegistry registry) {
            this.meterRegistry = Objects.requireNonNull(registry, "registry");
            return this;
        }

        /**
         * Whether Reactor Netty's HTTP client meters ({@code reactor.netty.http.client.*}: response, send and receive
         * times, bytes, errors, connect and TLS times) are recorded in the {@link #meterRegistry}, under Reactor
         * Netty's names and tags, their {@code uri} tag a template of the path ({@code /{index}/_search}). They are
         * recorded on the event loop, several per request, at a cost docs/opensearch-reactor.md gives. Needs
         * {@link #meterRegistry}. Default: false (the pool's gauges, read only when the registry is, are always
         * there with a registry).
         *
         * @since 0.1.0
         */
        public Builder httpClientMeters(boolean record) {
            this.httpClientMeters = record;
            return this;
        }

        /**
         * Observes every call in {@code registry}: one observation per call, named {@code db.client.operation}, which
         * the application's tracing bridge (micrometer-tracing, to OpenTelemetry or Brave) makes a CLIENT span named
         * by the endpoint and its index ({@code search mail}), with the same attributes as the meters of
         * {@link #meterRegistry}, each try sent again as an event, and the trace's context sent to OpenSearch in the
         * request's headers. Its parent is the caller's observation (in the subscriber's Reactor context, else
         * current on the subscribing thread), which is current again while the result is handed on. Needs
         * {@code io.micrometer:micrometer-observation} (which micrometer-core brings) on the class path. Default: no
         * observations, and nothing recorded or allocated for them.
         *
         * @since 0.1.0
         */
        public Builder observationRegistry(io.micrometer.observation.ObservationRegistry registry) {
            this.observationRegistry = Objects.requireNonNull(registry, "registry");
            return this;
        }

        /**
         * Whether each observation carries the request's body as {@code db.query.text}. Search words are users'
         * data, so only when the application decides it may keep them. Needs {@link #observationRegistry}.
         * Default: false.
         *
         * @since 0.1.0
         */
        public Builder recordQueryText(boolean record) {
            this.recordQueryText = record;
            return this;
        }

        /**
         * @throws IllegalStateException for {@link #recordQueryText} without an {@link #observationRegistry} to
         *                               record it in, or {@link #httpClientMeters} without a {@link #meterRegistry}
         */
        public ReactorNettyTransport build() {
            if (httpClientMeters && meterRegistry == null) {
                throw new IllegalStateException("httpClientMeters(true) records Reactor Netty's meters in the meter"
                        + " registry, and no meterRegistry is set: give one, or leave httpClientMeters false");
            }
            if (recordQueryText && observationRegistry == null) {
                throw new IllegalStateException("recordQueryText(true) records the query in observations, and no"
                        + " observationRegistry is set: give one, or leave recordQueryText false");
            }
            return new ReactorNettyTransport(this);
        }
    }
}
