package org.jsonpjackson.opensearch.config;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;

/**
 * Where and how to reach OpenSearch: hosts, credentials, TLS, timeouts, pool sizes, retries, and the shape of
 * indexes the client creates. Immutable; build it with {@link #builder()} or load it with
 * {@link #fromProperties(Properties)}, which reads the keys Apache James uses in {@code opensearch.properties}.
 * Every value is checked when the configuration is built, and a bad one fails with an
 * {@link InvalidConfigException} naming its key.
 */
public final class SearchClientConfig {

    /** Property keys, as in Apache James' {@code opensearch.properties}. */
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
    public static final String MAX_CONNECTIONS = "opensearch.max.connections";
    public static final String MAX_CONNECTIONS_PER_HOST = "opensearch.max.connections.per.hosts";
    public static final String MAX_RETRIES = "opensearch.retryConnection.maxRetries";
    public static final String MIN_RETRY_DELAY = "opensearch.retryConnection.minDelay";
    public static final String COMPRESSION = "opensearch.http.compression";
    public static final String MAX_RESPONSE_BYTES = "opensearch.http.maxResponseBytes";
    public static final String SHARDS = "opensearch.nb.shards";
    public static final String REPLICAS = "opensearch.nb.replica";

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
    private final int maxConnections;
    private final int maxConnectionsPerHost;
    private final int maxRetries;
    private final Duration minRetryDelay;
    private final Boolean compression;
    private final long maxResponseBytes;
    private final int shards;
    private final int replicas;

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
        if ((b.username == null) != (b.password == null)) {
            throw new InvalidConfigException(b.username == null ? USER : PASSWORD, "", "a user needs a password, and a password a user");
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
        atLeast(SHARDS, b.shards, 1);
        atLeast(REPLICAS, b.replicas, 0);
        this.hosts = List.copyOf(b.hosts);
        this.username = b.username;
        this.password = b.password;
        this.tlsValidation = b.tlsValidation;
        this.trustStore = b.trustStore;
        this.trustStorePassword = b.trustStorePassword;
        this.connectTimeout = b.connectTimeout;
        this.responseTimeout = b.responseTimeout;
        this.requestTimeout = b.requestTimeout;
        this.maxConnections = b.maxConnections;
        this.maxConnectionsPerHost = b.maxConnectionsPerHost;
        this.maxRetries = b.maxRetries;
        this.minRetryDelay = b.minRetryDelay;
        this.compression = b.compression;
        this.maxResponseBytes = b.maxResponseBytes;
        this.shards = b.shards;
        this.replicas = b.replicas;
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

    /**
     * Reads the {@code opensearch.*} keys. {@link #HOSTS} is a comma-separated list of {@code host:port} or of
     * URLs; {@link #SCHEME} ({@code http} or {@code https}) applies to entries without one. Durations are in
     * milliseconds. Keys left out keep their defaults.
     */
    public static SearchClientConfig fromProperties(Properties p) {
        Builder b = builder();
        String scheme = p.getProperty(SCHEME, "http").trim();
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new InvalidConfigException(SCHEME, scheme, "must be http or https");
        }
        String hosts = p.getProperty(HOSTS);
        if (hosts == null || hosts.isBlank()) {
            throw new InvalidConfigException(HOSTS, hosts == null ? "" : hosts, "at least one host is needed");
        }
        for (String host : hosts.split(",")) {
            String h = host.trim();
            b.host(HOSTS, h.contains("://") ? h : scheme + "://" + h);
        }
        String user = p.getProperty(USER);
        String password = p.getProperty(PASSWORD);
        if (user != null || password != null) {
            b.username = user;
            b.password = password;
        }
        String validation = p.getProperty(SSL_VALIDATION);
        if (validation != null) {
            try {
                b.tlsValidation = TlsValidation.valueOf(validation.trim().toUpperCase(java.util.Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new InvalidConfigException(SSL_VALIDATION, validation, "must be default, override or ignore");
            }
        }
        String trustStore = p.getProperty(TRUST_STORE_PATH);
        if (trustStore != null) {
            b.trustStore = Path.of(trustStore.trim());
            b.trustStorePassword = p.getProperty(TRUST_STORE_PASSWORD);
        }
        b.connectTimeout = millis(p, CONNECT_TIMEOUT, b.connectTimeout);
        b.responseTimeout = millis(p, RESPONSE_TIMEOUT, b.responseTimeout);
        b.requestTimeout = millis(p, REQUEST_TIMEOUT, b.requestTimeout);
        b.minRetryDelay = millis(p, MIN_RETRY_DELAY, b.minRetryDelay);
        b.maxConnections = integer(p, MAX_CONNECTIONS, b.maxConnections);
        b.maxConnectionsPerHost = integer(p, MAX_CONNECTIONS_PER_HOST, b.maxConnectionsPerHost);
        b.maxRetries = integer(p, MAX_RETRIES, b.maxRetries);
        b.maxResponseBytes = longValue(p, MAX_RESPONSE_BYTES, b.maxResponseBytes);
        b.shards = integer(p, SHARDS, b.shards);
        b.replicas = integer(p, REPLICAS, b.replicas);
        String compression = p.getProperty(COMPRESSION);
        if (compression != null) {
            if (!compression.trim().equals("true") && !compression.trim().equals("false")) {
                throw new InvalidConfigException(COMPRESSION, compression, "must be true or false");
            }
            b.compression = Boolean.parseBoolean(compression.trim());
        }
        return b.build();
    }

    /** Loads a properties file; see {@link #fromProperties(Properties)}. */
    public static SearchClientConfig fromFile(Path file) throws IOException {
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            p.load(in);
        }
        return fromProperties(p);
    }

    private static Duration millis(Properties p, String key, Duration fallback) {
        String v = p.getProperty(key);
        if (v == null) {
            return fallback;
        }
        try {
            return Duration.ofMillis(Long.parseLong(v.trim()));
        } catch (NumberFormatException e) {
            throw new InvalidConfigException(key, v, "must be a number of milliseconds");
        }
    }

    private static int integer(Properties p, String key, int fallback) {
        long v = longValue(p, key, fallback);
        if (v != (int) v) {
            throw new InvalidConfigException(key, v, "must be at most " + Integer.MAX_VALUE);
        }
        return (int) v;
    }

    private static long longValue(Properties p, String key, long fallback) {
        String v = p.getProperty(key);
        if (v == null) {
            return fallback;
        }
        try {
            return Long.parseLong(v.trim());
        } catch (NumberFormatException e) {
            throw new InvalidConfigException(key, v, "must be a whole number");
        }
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

    /** Time allowed to open a TCP (and TLS) connection. Default 3 s. */
    public Duration connectTimeout() {
        return connectTimeout;
    }

    /** Time allowed between sending a request and its response, per attempt. Default 30 s. */
    public Duration responseTimeout() {
        return responseTimeout;
    }

    /** Time allowed for a whole call, retries included. Default 60 s. */
    public Duration requestTimeout() {
        return requestTimeout;
    }

    /** Connections open at most, over all hosts; split evenly between hosts. Default 100. */
    public int maxConnections() {
        return maxConnections;
    }

    /** Connections open at most to one host. Default 50. */
    public int maxConnectionsPerHost() {
        return maxConnectionsPerHost;
    }

    /** Retries after a failed connection; zero turns retrying off. Default 3. */
    public int maxRetries() {
        return maxRetries;
    }

    /** The first retry's delay; each further one doubles it, with jitter. Default 100 ms. */
    public Duration minRetryDelay() {
        return minRetryDelay;
    }

    /**
     * Whether responses are asked for gzip-compressed: {@code true} from every host, {@code false} from none. Empty,
     * the default, asks every host but this machine's own ({@link #compresses(URI)}).
     */
    public Optional<Boolean> compression() {
        return Optional.ofNullable(compression);
    }

    /**
     * Whether responses from {@code host} are asked for gzip. By default, from every host but a loopback one
     * ({@code localhost}, {@code 127.x.x.x}, {@code ::1}): over loopback, compressing costs the node and the client
     * CPU on every response and saves nothing, since the bytes never cross a network.
     */
    public boolean compresses(URI host) {
        return compression != null ? compression : !loopback(host.getHost());
    }

    /** Decided on the name alone: a look-up could block. */
    private static boolean loopback(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        return h.equals("localhost") || h.endsWith(".localhost") || h.equals("[::1]") || h.equals("::1")
                || h.matches("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
    }

    /**
     * The largest response body, after decompression, the transport reads into memory; a larger one fails
     * the call. Default 100 MiB, OpenSearch's own limit on request bodies.
     */
    public long maxResponseBytes() {
        return maxResponseBytes;
    }

    /** Primary shards of indexes the client creates. Default 1. */
    public int shards() {
        return shards;
    }

    /** Replicas of indexes the client creates. Default 0. */
    public int replicas() {
        return replicas;
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
        b.maxConnections = maxConnections;
        b.maxConnectionsPerHost = maxConnectionsPerHost;
        b.maxRetries = maxRetries;
        b.minRetryDelay = minRetryDelay;
        b.compression = compression;
        b.maxResponseBytes = maxResponseBytes;
        b.shards = shards;
        b.replicas = replicas;
        return b;
    }

    @Override
    public String toString() {
        return "SearchClientConfig{hosts=" + hosts + ", user=" + username + ", tls=" + tlsValidation
                + ", connectTimeout=" + connectTimeout + ", responseTimeout=" + responseTimeout
                + ", requestTimeout=" + requestTimeout + ", maxConnections=" + maxConnections + "/" + maxConnectionsPerHost
                + ", maxRetries=" + maxRetries + ", maxResponseBytes=" + maxResponseBytes + ", shards=" + shards + ", replicas=" + replicas + "}";
    }

    /** Collects settings; {@link #build()} checks them all. */
    public static final class Builder {
        private final List<URI> hosts = new ArrayList<>();
        private String username;
        private String password;
        private TlsValidation tlsValidation = TlsValidation.DEFAULT;
        private Path trustStore;
        private String trustStorePassword;
        private Duration connectTimeout = Duration.ofSeconds(3);
        private Duration responseTimeout = Duration.ofSeconds(30);
        private Duration requestTimeout = Duration.ofSeconds(60);
        private int maxConnections = 100;
        private int maxConnectionsPerHost = 50;
        private int maxRetries = 3;
        private Duration minRetryDelay = Duration.ofMillis(100);
        private Boolean compression;
        private long maxResponseBytes = 100L << 20;
        private int shards = 1;
        private int replicas = 0;

        private Builder() {
        }

        /** Adds a host, as a URL such as {@code http://127.0.0.1:9200}. */
        public Builder host(String url) {
            return host(HOSTS, url);
        }

        private Builder host(String key, String url) {
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
            String path = uri.getPath() == null || uri.getPath().equals("/") ? "" : uri.getPath();
            hosts.add(URI.create(uri.getScheme() + "://" + uri.getHost() + ":"
                    + (uri.getPort() < 0 ? 9200 : uri.getPort()) + path));
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

        /** Ask every host for gzip ({@code true}) or none ({@code false}); see {@link SearchClientConfig#compresses(URI)}. */
        public Builder compression(boolean compression) {
            this.compression = compression;
            return this;
        }

        public Builder maxResponseBytes(long bytes) {
            this.maxResponseBytes = bytes;
            return this;
        }

        public Builder indexShape(int shards, int replicas) {
            this.shards = shards;
            this.replicas = replicas;
            return this;
        }

        /** @throws InvalidConfigException naming the first bad setting */
        public SearchClientConfig build() {
            return new SearchClientConfig(this);
        }
    }
}
