package org.jsonpjackson.opensearch.reactor.transport;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import reactor.netty.http.client.HttpClientMetricsRecorder;
import reactor.netty.resources.ConnectionPoolMetrics;
import reactor.netty.resources.ConnectionProvider;

import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.ToDoubleFunction;

/**
 * Reactor Netty's own meters, the connection pool's and the HTTP client's, under Reactor Netty's names and tags, in
 * the application's registry. Reactor Netty's built-in recorder writes them to Micrometer's global registry, which an
 * application that hands the transport its registry does not read; this recorder is what Reactor Netty calls instead.
 * Paths are templated before they become the {@code uri} tag ({@link Operations#uriTemplate}), so that it keeps as few
 * values as the endpoints, as Reactor Netty's documentation warns it must. Links Micrometer, like
 * {@link MicrometerCalls}: loaded only when the application gives a registry.
 *
 * <p>Its methods run on the event loop, once or a few times an exchange: each finds its meter in a {@link MeterCache},
 * so that a meter is built and registered once, not on every call.
 */
final class NettyMeters implements HttpClientMetricsRecorder, ConnectionProvider.MeterRegistrar, AutoCloseable {

    static final String CLIENT = "reactor.netty.http.client.";
    static final String POOL = "reactor.netty.connection.provider.";
    private static final String ADDRESS = "remote.address";

    private final MeterRegistry registry;
    private final MeterCache<Key> meters;
    private final ConcurrentMap<PoolKey, List<Meter>> pools = new ConcurrentHashMap<>();

    private NettyMeters(MeterRegistry registry) {
        this.registry = registry;
        this.meters = new MeterCache<>(registry);
    }

    /** {@code registry} is a {@link MeterRegistry}: the transport's builder keeps it untyped, so as to link no Micrometer. */
    static NettyMeters of(Object registry) {
        return new NettyMeters((MeterRegistry) registry);
    }

    /**
     * A meter's name and tag values; null where the meter has no such tag. The address stays as Reactor Netty gives
     * it, so that finding a meter builds no string: its text is made once, with the meter.
     */
    private record Key(String name, SocketAddress address, String uri, String method, String status) {

        Tags tags() {
            Tags tags = Tags.of(ADDRESS, NettyMeters.address(address));
            if (uri != null) {
                tags = tags.and("uri", uri);
            }
            if (method != null) {
                tags = tags.and("method", method);
            }
            return status == null ? tags : tags.and("status", status);
        }
    }

    private record PoolKey(String name, String id, String address) {
    }

    /** {@code host:port}, as Reactor Netty writes a remote address in its tags. */
    static String address(SocketAddress address) {
        if (address instanceof InetSocketAddress) {
            InetSocketAddress inet = (InetSocketAddress) address;
            return inet.getHostString() + ":" + inet.getPort();
        }
        return String.valueOf(address);
    }

    private Timer timer(String name, SocketAddress remote, String uri, String method, String status) {
        return meters.get(new Key(name, remote, uri, method, status),
                k -> Timer.builder(k.name()).tags(k.tags()).register(registry));
    }

    private DistributionSummary bytes(String name, SocketAddress remote, String uri) {
        return meters.get(new Key(name, remote, uri, null, null),
                k -> DistributionSummary.builder(k.name()).baseUnit("bytes").tags(k.tags()).register(registry));
    }

    // ---- the HTTP client: the methods with a URI are the ones Reactor Netty's own HTTP recorder fills ----

    @Override
    public void recordDataReceived(SocketAddress remote, String uri, long bytes) {
        bytes(CLIENT + "data.received", remote, uri).record(bytes);
    }

    @Override
    public void recordDataSent(SocketAddress remote, String uri, long bytes) {
        bytes(CLIENT + "data.sent", remote, uri).record(bytes);
    }

    @Override
    public void incrementErrorsCount(SocketAddress remote, String uri) {
        meters.get(new Key(CLIENT + "errors", remote, uri, null, null),
                k -> Counter.builder(k.name()).tags(k.tags()).register(registry)).increment();
    }

    @Override
    public void recordDataReceivedTime(SocketAddress remote, String uri, String method, String status, Duration time) {
        timer(CLIENT + "data.received.time", remote, uri, method, status).record(time);
    }

    @Override
    public void recordDataSentTime(SocketAddress remote, String uri, String method, Duration time) {
        timer(CLIENT + "data.sent.time", remote, uri, method, null).record(time);
    }

    @Override
    public void recordResponseTime(SocketAddress remote, String uri, String method, String status, Duration time) {
        timer(CLIENT + "response.time", remote, uri, method, status).record(time);
    }

    // ---- the connection: once per connection opened ----

    @Override
    public void recordTlsHandshakeTime(SocketAddress remote, Duration time, String status) {
        timer(CLIENT + "tls.handshake.time", remote, null, null, status).record(time);
    }

    @Override
    public void recordConnectTime(SocketAddress remote, Duration time, String status) {
        timer(CLIENT + "connect.time", remote, null, null, status).record(time);
    }

    @Override
    public void recordResolveAddressTime(SocketAddress remote, Duration time, String status) {
        timer(CLIENT + "address.resolver", remote, null, null, status).record(time);
    }

    // Bytes and errors without a URI are the channel's, which Reactor Netty's HTTP recorder does not record either:
    // the ones with a URI above count the same bytes.

    @Override
    public void recordDataReceived(SocketAddress remote, long bytes) {
    }

    @Override
    public void recordDataSent(SocketAddress remote, long bytes) {
    }

    @Override
    public void incrementErrorsCount(SocketAddress remote) {
    }

    // ---- the connection pool: gauges per pool and remote address, read when the registry is scraped ----

    @Override
    public void registerMetrics(String poolName, String id, SocketAddress remote, ConnectionPoolMetrics metrics) {
        PoolKey key = new PoolKey(poolName, id, address(remote));
        pools.computeIfAbsent(key, k -> {
            Tags tags = Tags.of("id", k.id(), "name", k.name(), ADDRESS, k.address());
            return List.of(gauge("total.connections", metrics, ConnectionPoolMetrics::allocatedSize, tags),
                    gauge("active.connections", metrics, ConnectionPoolMetrics::acquiredSize, tags),
                    gauge("idle.connections", metrics, ConnectionPoolMetrics::idleSize, tags),
                    gauge("pending.connections", metrics, ConnectionPoolMetrics::pendingAcquireSize, tags),
                    gauge("max.connections", metrics, ConnectionPoolMetrics::maxAllocatedSize, tags),
                    gauge("max.pending.connections", metrics, ConnectionPoolMetrics::maxPendingAcquireSize, tags));
        });
    }

    private Meter gauge(String name, ConnectionPoolMetrics metrics, ToDoubleFunction<ConnectionPoolMetrics> value, Tags tags) {
        // Micrometer holds the pool's metrics weakly: a pool disposed without deRegisterMetrics reads NaN, not forever
        return Gauge.builder(POOL + name, metrics, value).tags(tags).register(registry);
    }

    @Override
    public void deRegisterMetrics(String poolName, String id, SocketAddress remote) {
        List<Meter> gauges = pools.remove(new PoolKey(poolName, id, address(remote)));
        if (gauges != null) {
            gauges.forEach(registry::remove);
        }
    }

    /** Takes the pool's gauges out of the registry: a closed transport's pool has no connections to show. */
    @Override
    public void close() {
        pools.values().forEach(gauges -> gauges.forEach(registry::remove));
        pools.clear();
    }
}
