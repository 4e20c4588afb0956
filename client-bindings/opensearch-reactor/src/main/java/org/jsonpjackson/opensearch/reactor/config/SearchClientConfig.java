package org.jsonpjackson.opensearch.reactor.config;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Where and how to reach OpenSearch: hosts, credentials, TLS, timeouts, pool sizes, retries, compression and the
 * response size limit. Immutable; build it with {@link #builder()}, or read Apache James' {@code opensearch.properties}
 * with {@link OpenSearchProperties}. Every value is checked when the configuration is built, and a bad one fails
 * with an {@link InvalidConfigException} naming its key. The defaults are the {@code DEFAULT_*} constants.
 *
 * @since 0.1.0
 */
public final class SearchClientConfig {

    /**
     * The settings' keys, as in Apache James' {@code opensearch.properties}; errors name a setting by its key,
     * whether it came from a file or a builder.
     */
    public static final String HOSTS = "opensearch.hosts";
    public static final String SCHEME = "opensearch.hostScheme";
    public static final String USER = "opensearch.user";
    public static final String PASSWORD = "opensearch.password";
    public static final String SSL_VALIDATION = "opensearch.hostScheme.https.sslValidationStrategy";
    public static final String TRUST_STORE_PATH = "opensearch.hostScheme.https.trustStorePath";
    public static final String TRUST_STORE_PASSWORD = "opensearch.hostScheme.https.trustStorePassword";
    public static final String CONNECT_TIMEOUT = "opensearch.http.connectTimeout";
    public static final String RESPONSE_TIMEOUT = "opensearch.http.responseTimeout";
    public static final String REQUEST_TIMEOUT = "opensearch.requestTimeout";
    public static final String POOL_ACQUIRE_TIMEOUT = "opensearch.http.poolAcquireTimeout";
    public static final String MAX_CONNECTIONS = "opensearch.max.connections";
    public static final String MAX_CONNECTIONS_PER_HOST = "opensearch.max.connections.per.hosts";
    /**
     * Ours, not James': James' {@code opensearch.retryConnection.*} keys govern only its start-up, and James' own
     * default (3 s) would make every retry of a search wait that long.
     */
    public static final String MAX_RETRIES = "opensearch.http.maxRetries";
    public static final String MIN_RETRY_DELAY = "opensearch.http.minRetryDelay";
    public static final String COMPRESSION = "opensearch.http.compression";
    public static final String MAX_RESPONSE_BYTES = "opensearch.http.maxResponseBytes";

    /** Default of {@link #connectTimeout()}. */
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(3);
    /** Default of {@link #responseTimeout()}. */
    public static final Duration DEFAULT_RESPONSE_TIMEOUT = Duration.ofSeconds(30);
    /** Default of {@link #requestTimeout()}. */
    public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(60);
    /**
     * Default of {@link #poolAcquireTimeout()}: half of {@link #DEFAULT_REQUEST_TIMEOUT}, so that a call that found
     * the pool full ends with its own error rather than with the call's.
     */
    public static final Duration DEFAULT_POOL_ACQUIRE_TIMEOUT = Duration.ofSeconds(30);
    /** Default of {@link #maxConnections()}. */
    public static final int DEFAULT_MAX_CONNECTIONS = 100;
    /** Default of {@link #maxConnectionsPerHost()}. */
    public static final int DEFAULT_MAX_CONNECTIONS_PER_HOST = 50;
    /** Default of {@link #maxRetries()}. */
    public static final int DEFAULT_MAX_RETRIES = 3;
    /** Default of {@link #minRetryDelay()}. */
    public static final Duration DEFAULT_MIN_RETRY_DELAY = Duration.ofMillis(100);
    /** Default of {@link #maxResponseBytes()}: 100 MiB, OpenSearch's own limit on request bodies. */
    public static final long DEFAULT_MAX_RESPONSE_BYTES = 100L << 20;
    /** The port of a host given without one, OpenSearch's. */
    public static final int DEFAULT_PORT = 9200;

    /** How to check the server's certificate. */
    public enum TlsValidation {
        /** The JVM's default trust store. */
        DEFAULT,
        /** The trust store given by {@link #TRUST_STORE_PATH}. */
        OVERRIDE,
        /** No check at all: for tests against self-signed nodes only. */
        IGNORE
    }

    private final List<URI> hosts;
    private final String username;
    private final String password;
    private final TlsValidation tlsValidation;
    private final Path trustStore;
    private final String trustStorePassword;
    private final Duration connectTimeout;
    private final Duration responseTimeout;
    private final Duration requestTimeout;
    private final Duration poolAcquireTimeout;
    private final int maxConnections;
    private final int maxConnectionsPerHost;
    private final int maxRetries;
    private final Duration minRetryDelay;
    private final Boolean compression;
    private final long maxResponseBytes;

    private SearchClientConfig(Builder b) {
        if (b.hosts.isEmpty()) {
            throw new InvalidConfigException(HOSTS, "", "at least one host is needed");
        }
        String scheme = b.hosts.get(0).getScheme();
        for (URI host : b.hosts) {
            if (!scheme.equals(host.getScheme())) {
                throw new InvalidConfigException(HOSTS, b.hosts, "all hosts must use the same scheme");
            }
        }
        if (b.tlsValidation == TlsValidation.OVERRIDE && b.trustStore == null) {
            throw new InvalidConfigException(TRUST_STORE_PATH, "", "needed when " + SSL_VALIDATION + " is override");
        }
        if (b.trustStore != null && !Files.isReadable(b.trustStore)) {
            throw new InvalidConfigException(TRUST_STORE_PATH, b.trustStore, "no readable file there");
        }
        positive(CONNECT_TIMEOUT, b.connectTimeout);
        positive(RESPONSE_TIMEOUT, b.responseTimeout);
        positive(REQUEST_TIMEOUT, b.requestTimeout);
        positive(POOL_ACQUIRE_TIMEOUT, b.poolAcquireTimeout);
        positive(MIN_RETRY_DELAY, b.minRetryDelay);
        atLeast(MAX_CONNECTIONS, b.maxConnections, 1);
        atLeast(MAX_CONNECTIONS_PER_HOST, b.maxConnectionsPerHost, 1);
        if (b.maxConnectionsPerHost > b.maxConnections) {
            throw new InvalidConfigException(MAX_CONNECTIONS_PER_HOST, b.maxConnectionsPerHost,
                    "more than " + MAX_CONNECTIONS + " (" + b.maxConnections + ")");
        }
        atLeast(MAX_RETRIES, b.maxRetries, 0);
        if (b.maxResponseBytes < 1) {
            throw new InvalidConfigException(MAX_RESPONSE_BYTES, b.maxResponseBytes, "must be at least 1");
        }
        this.hosts = List.copyOf(b.hosts);
        this.username = b.username;
        this.password = b.password;
        this.tlsValidation = b.tlsValidation;
        this.trustStore = b.trustStore;
        this.trustStorePassword = b.trustStorePassword;
        this.connectTimeout = b.connectTimeout;
        this.responseTimeout = b.responseTimeout;
        this.requestTimeout = b.requestTimeout;
        this.poolAcquireTimeout = b.poolAcquireTimeout;
        this.maxConnections = b.maxConnections;
        this.maxConnectionsPerHost = b.maxConnectionsPerHost;
        this.maxRetries = b.maxRetries;
        this.minRetryDelay = b.minRetryDelay;
        this.compression = b.compression;
        this.maxResponseBytes = b.maxResponseBytes;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A configuration for one or more hosts given as URLs, everything else at its default. */
    public static SearchClientConfig of(String... urls) {
        Builder builder = builder();
        for (String url : urls) {
            builder.host(url);
        }
        return builder.build();
    }

    private static void positive(String key, Duration d) {
        if (d.isNegative() || d.isZero()) {
            throw new InvalidConfigException(key, d.toMillis() + " ms", "must be more than zero");
        }
    }

    private static void atLeast(String key, int value, int min) {
        if (value < min) {
            throw new InvalidConfigException(key, value, "must be at least " + min);
        }
    }

    public List<URI> hosts() {
        return hosts;
    }

    public boolean secure() {
        return "https".equals(hosts.get(0).getScheme());
    }

    public Optional<String> username() {
        return Optional.ofNullable(username);
    }

    public Optional<String> password() {
        return Optional.ofNullable(password);
    }

    public TlsValidation tlsValidation() {
        return tlsValidation;
    }

    public Optional<Path> trustStore() {
        return Optional.ofNullable(trustStore);
    }

    public Optional<String> trustStorePassword() {
        return Optional.ofNullable(trustStorePassword);
    }

    /** Time allowed to open a TCP (and TLS) connection. Default {@link #DEFAULT_CONNECT_TIMEOUT}. */
    public Duration connectTimeout() {
        return connectTimeout;
    }

    /** Time allowed between sending a request and its response, per attempt. Default {@link #DEFAULT_RESPONSE_TIMEOUT}. */
    public Duration responseTimeout() {
        return responseTimeout;
    }

    /** Time allowed for a whole call, retries included. Default {@link #DEFAULT_REQUEST_TIMEOUT}. */
    public Duration requestTimeout() {
        return requestTimeout;
    }

    /**
     * Time a try waits for a free connection when every pooled connection to its host is busy (see
     * {@link #maxConnections()}); it then fails, and is not tried again. A wait longer than
     * {@link #requestTimeout()} ends as the call's timeout instead. Default {@link #DEFAULT_POOL_ACQUIRE_TIMEOUT}.
     */
    public Duration poolAcquireTimeout() {
        return poolAcquireTimeout;
    }

    /** Connections open at most, over all hosts; split evenly between hosts. Default {@value #DEFAULT_MAX_CONNECTIONS}. */
    public int maxConnections() {
        return maxConnections;
    }

    /** Connections open at most to one host. Default {@value #DEFAULT_MAX_CONNECTIONS_PER_HOST}. */
    public int maxConnectionsPerHost() {
        return maxConnectionsPerHost;
    }

    /**
     * Tries after the first, where {@code ReactorNettyTransport}'s retry rules allow one (a refused connection, or a
     * request safe to repeat that failed on the way); zero turns retrying off. Default {@value #DEFAULT_MAX_RETRIES}.
     */
    public int maxRetries() {
        return maxRetries;
    }

    /**
     * The first wait before trying again, once every host that is up has been tried (a retry on a host not yet tried
     * goes at once); each further wait doubles it, with jitter. Default {@link #DEFAULT_MIN_RETRY_DELAY}.
     */
    public Duration minRetryDelay() {
        return minRetryDelay;
    }

    /**
     * Whether responses are asked for gzip-compressed: {@code true} from every host, {@code false} from none. Empty,
     * the default, asks every host but a loopback one ({@code localhost}, {@code 127.x.x.x}, {@code ::1}): over
     * loopback, compressing costs the node and the client CPU and saves nothing.
     */
    public Optional<Boolean> compression() {
        return Optional.ofNullable(compression);
    }

    /**
     * The largest response body, after decompression, the transport reads into memory; a larger one fails
     * the call. Default {@value #DEFAULT_MAX_RESPONSE_BYTES} (100 MiB).
     */
    public long maxResponseBytes() {
        return maxResponseBytes;
    }

    public Builder toBuilder() {
        Builder b = new Builder();
        b.hosts.addAll(hosts);
        b.username = username;
        b.password = password;
        b.tlsValidation = tlsValidation;
        b.trustStore = trustStore;
        b.trustStorePassword = trustStorePassword;
        b.connectTimeout = connectTimeout;
        b.responseTimeout = responseTimeout;
        b.requestTimeout = requestTimeout;
        b.poolAcquireTimeout = poolAcquireTimeout;
        b.maxConnections = maxConnections;
        b.maxConnectionsPerHost = maxConnectionsPerHost;
        b.maxRetries = maxRetries;
        b.minRetryDelay = minRetryDelay;
        b.compression = compression;
        b.maxResponseBytes = maxResponseBytes;
        return b;
    }

    @Override
    public String toString() {
        return "SearchClientConfig{hosts=" + hosts + ", user=" + username + ", tls=" + tlsValidation
                + ", connectTimeout=" + connectTimeout + ", responseTimeout=" + responseTimeout
                + ", requestTimeout=" + requestTimeout + ", poolAcquireTimeout=" + poolAcquireTimeout
                + ", maxConnections=" + maxConnections + "/" + maxConnectionsPerHost
                + ", maxRetries=" + maxRetries + ", maxResponseBytes=" + maxResponseBytes + "}";
    }

    /** Collects settings; {@link #build()} checks them all. */
    public static final class Builder {
        private final List<URI> hosts = new ArrayList<>();
        private String username;
        private String password;
        private TlsValidation tlsValidation = TlsValidation.DEFAULT;
        private Path trustStore;
        private String trustStorePassword;
        private Duration connectTimeout = DEFAULT_CONNECT_TIMEOUT;
        private Duration responseTimeout = DEFAULT_RESPONSE_TIMEOUT;
        private Duration requestTimeout = DEFAULT_REQUEST_TIMEOUT;
        private Duration poolAcquireTimeout = DEFAULT_POOL_ACQUIRE_TIMEOUT;
        private int maxConnections = DEFAULT_MAX_CONNECTIONS;
        private int maxConnectionsPerHost = DEFAULT_MAX_CONNECTIONS_PER_HOST;
        private int maxRetries = DEFAULT_MAX_RETRIES;
        private Duration minRetryDelay = DEFAULT_MIN_RETRY_DELAY;
        private Boolean compression;
        private long maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES;

        private Builder() {
        }

        /**
         * Adds a host, as a URL such as {@code http://127.0.0.1:9200}; without a port, {@value #DEFAULT_PORT}. A path,
         * as in {@code https://proxy.example/opensearch/} behind a reverse proxy, prefixes every request's path
         * (a trailing {@code /} is dropped).
         */
        public Builder host(String url) {
            return host(HOSTS, url);
        }

        Builder host(String key, String url) {
            URI uri;
            try {
                uri = new URI(Objects.requireNonNull(url, "url").trim());
            } catch (URISyntaxException e) {
                throw new InvalidConfigException(key, url, e.getMessage());
            }
            if (!"http".equals(uri.getScheme()) && !"https".equals(uri.getScheme())) {
                throw new InvalidConfigException(key, url, "the scheme must be http or https");
            }
            if (uri.getHost() == null) {
                throw new InvalidConfigException(key, url, "no host name");
            }
            // kept as given (still encoded), without a trailing '/': each request's path starts with one
            String path = uri.getRawPath() == null ? "" : uri.getRawPath().replaceAll("/+$", "");
            hosts.add(URI.create(uri.getScheme() + "://" + uri.getHost() + ":"
                    + (uri.getPort() < 0 ? DEFAULT_PORT : uri.getPort()) + path));
            return this;
        }

        public Builder credentials(String username, String password) {
            this.username = Objects.requireNonNull(username, "username");
            this.password = Objects.requireNonNull(password, "password");
            return this;
        }

        /** Trust the certificates in a trust store (PKCS12 or JKS). */
        public Builder trustStore(Path path, String password) {
            this.tlsValidation = TlsValidation.OVERRIDE;
            this.trustStore = path;
            this.trustStorePassword = password;
            return this;
        }

        /** Skip certificate checks: for tests against self-signed nodes only. */
        public Builder trustAllCertificates() {
            this.tlsValidation = TlsValidation.IGNORE;
            return this;
        }

        public Builder connectTimeout(Duration timeout) {
            this.connectTimeout = Objects.requireNonNull(timeout);
            return this;
        }

        public Builder responseTimeout(Duration timeout) {
            this.responseTimeout = Objects.requireNonNull(timeout);
            return this;
        }

        public Builder requestTimeout(Duration timeout) {
            this.requestTimeout = Objects.requireNonNull(timeout);
            return this;
        }

        /** See {@link SearchClientConfig#poolAcquireTimeout()}. */
        public Builder poolAcquireTimeout(Duration timeout) {
            this.poolAcquireTimeout = Objects.requireNonNull(timeout);
            return this;
        }

        public Builder maxConnections(int total, int perHost) {
            this.maxConnections = total;
            this.maxConnectionsPerHost = perHost;
            return this;
        }

        public Builder retries(int maxRetries, Duration minDelay) {
            this.maxRetries = maxRetries;
            this.minRetryDelay = Objects.requireNonNull(minDelay);
            return this;
        }

        /** Ask every host for gzip ({@code true}) or none ({@code false}); see {@link SearchClientConfig#compression()}. */
        public Builder compression(boolean compression) {
            this.compression = compression;
            return this;
        }

        public Builder maxResponseBytes(long bytes) {
            this.maxResponseBytes = bytes;
            return this;
        }

        /** @throws InvalidConfigException naming the first bad setting */
        public SearchClientConfig build() {
            return new SearchClientConfig(this);
        }
    }
}
