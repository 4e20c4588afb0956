package org.jsonpjackson.opensearch.reactor.transport;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import reactor.core.publisher.SignalType;
import reactor.util.context.ContextView;

import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The transport's meters, in the application's {@link MeterRegistry}: {@code db.client.operation.duration} as
 * OpenTelemetry's database conventions define it, and what only this transport's design can show (the wait for a
 * decode thread, the decode, the answer's size, the retries and failovers by node, and each node's state). The only
 * class that links Micrometer, which is optional: it loads only when the application gives a registry. The meters
 * and their tags are listed in docs/opensearch-reactor.md ("Metrics"). A call finds its meters in {@link MeterCache}s
 * of this transport's, by their tag values: their tags and ids are built once, with the meter.
 */
final class MicrometerCalls implements CallObserver {

    static final String DURATION = "db.client.operation.duration";
    static final String DECODE_WAIT = "jsonpj.client.decode.wait";
    static final String DECODE = "jsonpj.client.decode.duration";
    static final String RESPONSE_SIZE = "jsonpj.client.response.size";
    static final String RETRIES = "jsonpj.client.retries";
    static final String NODE_AVAILABLE = "jsonpj.client.node.available";
    static final String NODE_SKIPPED = "jsonpj.client.node.skipped";
    /** The buckets OpenTelemetry's conventions advise for {@code db.client.operation.duration}, in seconds. */
    private static final double[] BUCKETS = {0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10};
    private static final Duration[] SLOS = new Duration[BUCKETS.length];

    static {
        for (int i = 0; i < BUCKETS.length; i++) {
            SLOS[i] = Duration.ofNanos((long) (BUCKETS[i] * 1e9));
        }
    }

    private final MeterRegistry registry;
    private final List<Meter> nodeMeters = new ArrayList<>();
    /** db.client.operation.duration by its tag values. */
    private final MeterCache<DurationKey> durations;
    /** The meters tagged by the operation only, each kind in a cache of its own so that its key is the operation. */
    private final MeterCache<String> sizes;
    private final MeterCache<String> decodeWaits;
    private final MeterCache<String> decodes;

    MicrometerCalls(MeterRegistry registry, Hosts hosts) {
        this.registry = registry;
        this.durations = new MeterCache<>(registry);
        this.sizes = new MeterCache<>(registry);
        this.decodeWaits = new MeterCache<>(registry);
        this.decodes = new MeterCache<>(registry);
        for (URI host : hosts.all()) {
            Tags tags = server(host);
            nodeMeters.add(Gauge.builder(NODE_AVAILABLE, hosts, h -> h.skippedForNanos(host) > 0 ? 0 : 1)
                    .description("1 while the node takes requests, 0 while the transport skips it after a failure")
                    .tags(tags).register(registry));
            nodeMeters.add(Gauge.builder(NODE_SKIPPED, hosts, h -> h.skippedForNanos(host) / 1e9)
                    .description("How long the transport still skips the node, in seconds (0 when it takes requests)")
                    .baseUnit("seconds").tags(tags).register(registry));
        }
    }

    /**
     * The observer of {@code registry} (a {@link MeterRegistry}: typed {@code Object} so that a caller never links
     * Micrometer unless it is given one).
     */
    static MicrometerCalls of(Object registry, Hosts hosts) {
        return new MicrometerCalls((MeterRegistry) registry, hosts);
    }

    @Override
    public Call start(String operation, ContextView subscriber) {
        return new Metered(operation);
    }

    /** Takes the nodes' gauges out of the registry, when the transport closes. */
    void close() {
        nodeMeters.forEach(registry::remove);
    }

    private static Tags server(URI host) {
        return Tags.of("server.address", String.valueOf(host.getHost()),
                "server.port", Integer.toString(Operations.serverPort(host)));
    }

    /** The error.type of a failure: our exception types by their own names, so an operator can search the docs for it. */
    static String errorType(Throwable error) {
        return error.getClass().getSimpleName().isEmpty() ? error.getClass().getName() : error.getClass().getSimpleName();
    }

    /** The tag values of one db.client.operation.duration timer; {@code host} null when no node was tried. */
    private record DurationKey(String operation, String collection, int status, String errorType, URI host) {

        Tags tags() {
            Tags tags = Tags.of("db.system.name", "opensearch", "db.operation.name", operation,
                    "db.collection.name", collection == null ? "" : collection,
                    "db.response.status_code", status < 0 ? "" : Integer.toString(status), "error.type", errorType);
            return host == null ? tags.and("server.address", "", "server.port", "") : tags.and(server(host));
        }
    }

    private Timer duration(DurationKey key) {
        return durations.get(key, k -> Timer.builder(DURATION)
                .description("Duration of database client operations (OpenTelemetry's conventions)")
                .tags(k.tags()).serviceLevelObjectives(SLOS).register(registry));
    }

    private DistributionSummary size(String operation) {
        return sizes.get(operation, op -> DistributionSummary.builder(RESPONSE_SIZE)
                .description("Response bodies, as they came (gzip undone)")
                .baseUnit("bytes").tag("db.operation.name", op).register(registry));
    }

    private Timer decodeWait(String operation) {
        return decodeWaits.get(operation, op -> Timer.builder(DECODE_WAIT)
                .description("From the answer's last byte to a decode thread taking it")
                .tag("db.operation.name", op).register(registry));
    }

    private Timer decode(String operation) {
        return decodes.get(operation, op -> Timer.builder(DECODE)
                .description("Decoding the answer into opensearch-java's response, off the event loop")
                .tag("db.operation.name", op).register(registry));
    }

    private final class Metered implements Call {
        private final String operation;
        private String collection;
        private Throwable error;
        private final long started = System.nanoTime();
        private URI host;
        private URI failedHost;
        private String failedOutcome;
        private int status = -1;
        private long answeredAt;
        private long decodingAt;

        Metered(String operation) {
            this.operation = operation;
        }

        @Override
        public void encoded(Codec.Encoded encoded) {
            collection = Operations.collection(encoded.pathAndQuery);
        }

        @Override
        public void failed(Throwable error) {
            this.error = error;
        }

        @Override
        public void trying(URI host) {
            this.host = host;
        }

        @Override
        public void tryFailed(URI host, int status, Throwable failure) {
            failedHost = host;
            failedOutcome = failure != null ? errorType(failure) : Integer.toString(status);
        }

        @Override
        public void retrying(boolean failover) {
            if (failedHost == null) {
                return;
            }
            Counter.builder(RETRIES).description("Tries sent again, by the node that failed, what it answered and how")
                    .tags(server(failedHost)).tag("db.operation.name", operation).tag("outcome", failedOutcome)
                    .tag("retry.kind", failover ? "failover" : "after_wait").register(registry).increment();
            failedHost = null;
        }

        @Override
        public void answered(URI host, int status, int bytes) {
            this.host = host;
            this.status = status;
            this.answeredAt = System.nanoTime();
            size(operation).record(bytes);
        }

        @Override
        public void decoding() {
            decodingAt = System.nanoTime();
            if (answeredAt != 0) {
                decodeWait(operation).record(decodingAt - answeredAt, TimeUnit.NANOSECONDS);
            }
        }

        @Override
        public void decoded() {
            if (decodingAt != 0) {
                decode(operation).record(System.nanoTime() - decodingAt, TimeUnit.NANOSECONDS);
            }
        }

        @Override
        public void ended(SignalType signal) {
            String errorType = error != null ? errorType(error) : signal == SignalType.CANCEL ? "cancelled" : "";
            duration(new DurationKey(operation, collection, status, errorType, host))
                    .record(System.nanoTime() - started, TimeUnit.NANOSECONDS);
        }
    }
}
