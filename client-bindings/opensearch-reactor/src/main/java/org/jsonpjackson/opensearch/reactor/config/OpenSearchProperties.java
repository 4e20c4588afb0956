package org.jsonpjackson.opensearch.reactor.config;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Properties;

import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.COMPRESSION;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.CONNECT_TIMEOUT;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.HOSTS;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.MAX_CONNECTIONS;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.MAX_CONNECTIONS_PER_HOST;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.MAX_RESPONSE_BYTES;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.MAX_RETRIES;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.MIN_RETRY_DELAY;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.PASSWORD;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.POOL_ACQUIRE_TIMEOUT;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.REQUEST_TIMEOUT;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.RESPONSE_TIMEOUT;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.SCHEME;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.SSL_VALIDATION;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.TRUST_STORE_PASSWORD;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.TRUST_STORE_PATH;
import static org.jsonpjackson.opensearch.reactor.config.SearchClientConfig.USER;

/**
 * The one reader of Apache James' {@code opensearch.properties} dialect for the client's connection settings.
 *
 * <p>{@link SearchClientConfig#HOSTS} is a comma-separated list of {@code host:port} or of URLs; without it,
 * James' single-host keys {@link #MASTER_HOST} and {@link #PORT} are read, as James does.
 * {@link SearchClientConfig#SCHEME} ({@code http} or {@code https}, in any case, as James reads it) applies to
 * hosts without one. Durations are in milliseconds. Keys left out keep the {@code SearchClientConfig.DEFAULT_*}
 * values. Keys about the indexes (shards, replicas) belong to whoever creates them, and are not read here. Nor are
 * James' {@code opensearch.retryConnection.maxRetries} and {@code minDelay}: James uses them only while it starts,
 * and this client opens its connections when the first request needs one; its retries of requests are
 * {@link SearchClientConfig#MAX_RETRIES} and {@link SearchClientConfig#MIN_RETRY_DELAY}.
 *
 * @since 0.1.0
 */
public final class OpenSearchProperties {

    /** James' single host, read when {@link SearchClientConfig#HOSTS} is absent. */
    public static final String MASTER_HOST = "opensearch.masterHost";
    /** The port of {@link #MASTER_HOST}; default {@value SearchClientConfig#DEFAULT_PORT}. */
    public static final String PORT = "opensearch.port";
    /** James' host-name check for https; only {@code default} (the name must match) is offered. */
    public static final String HOST_NAME_VERIFIER = "opensearch.hostScheme.https.hostNameVerifier";

    private OpenSearchProperties() {
    }

    /** @throws InvalidConfigException naming the first bad key */
    public static SearchClientConfig read(Properties p) {
        SearchClientConfig.Builder b = SearchClientConfig.builder();
        String scheme = p.getProperty(SCHEME, "http").trim().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new InvalidConfigException(SCHEME, scheme, "must be http or https");
        }
        for (String host : hosts(p).split(",")) {
            String h = host.trim();
            b.host(HOSTS, h.contains("://") ? h : scheme + "://" + h);
        }
        String user = p.getProperty(USER);
        String password = p.getProperty(PASSWORD);
        if ((user == null) != (password == null)) {
            throw new InvalidConfigException(user == null ? USER : PASSWORD, "", "a user needs a password, and a password a user");
        }
        if (user != null) {
            b.credentials(user, password);
        }
        tls(p, b);
        b.connectTimeout(millis(p, CONNECT_TIMEOUT, SearchClientConfig.DEFAULT_CONNECT_TIMEOUT));
        b.responseTimeout(millis(p, RESPONSE_TIMEOUT, SearchClientConfig.DEFAULT_RESPONSE_TIMEOUT));
        b.requestTimeout(millis(p, REQUEST_TIMEOUT, SearchClientConfig.DEFAULT_REQUEST_TIMEOUT));
        b.poolAcquireTimeout(millis(p, POOL_ACQUIRE_TIMEOUT, SearchClientConfig.DEFAULT_POOL_ACQUIRE_TIMEOUT));
        b.maxConnections(integer(p, MAX_CONNECTIONS, SearchClientConfig.DEFAULT_MAX_CONNECTIONS),
                integer(p, MAX_CONNECTIONS_PER_HOST, SearchClientConfig.DEFAULT_MAX_CONNECTIONS_PER_HOST));
        b.retries(integer(p, MAX_RETRIES, SearchClientConfig.DEFAULT_MAX_RETRIES),
                millis(p, MIN_RETRY_DELAY, SearchClientConfig.DEFAULT_MIN_RETRY_DELAY));
        b.maxResponseBytes(longValue(p, MAX_RESPONSE_BYTES, SearchClientConfig.DEFAULT_MAX_RESPONSE_BYTES));
        String compression = p.getProperty(COMPRESSION);
        if (compression != null) {
            if (!compression.trim().equals("true") && !compression.trim().equals("false")) {
                throw new InvalidConfigException(COMPRESSION, compression, "must be true or false");
            }
            b.compression(Boolean.parseBoolean(compression.trim()));
        }
        return b.build();
    }

    /** Loads a properties file; see {@link #read(Properties)}. */
    public static SearchClientConfig read(Path file) throws IOException {
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            p.load(in);
        }
        return read(p);
    }

    private static String hosts(Properties p) {
        String hosts = p.getProperty(HOSTS);
        if (hosts != null && !hosts.isBlank()) {
            return hosts;
        }
        String masterHost = p.getProperty(MASTER_HOST);
        if (masterHost == null || masterHost.isBlank()) {
            throw new InvalidConfigException(HOSTS, hosts == null ? "" : hosts, "at least one host is needed (or " + MASTER_HOST + ")");
        }
        String port = p.getProperty(PORT, String.valueOf(SearchClientConfig.DEFAULT_PORT)).trim();
        try {
            Integer.parseInt(port);
        } catch (NumberFormatException e) {
            throw new InvalidConfigException(PORT, port, "must be a port number");
        }
        return masterHost.trim() + ":" + port;
    }

    /** James uses a trust store only for {@code override}, and checks host names unless told otherwise. */
    private static void tls(Properties p, SearchClientConfig.Builder b) {
        String validation = p.getProperty(SSL_VALIDATION, "default").trim().toLowerCase(Locale.ROOT);
        switch (validation) {
            case "default":
                break;
            case "ignore":
                b.trustAllCertificates();
                break;
            case "override":
                String trustStore = p.getProperty(TRUST_STORE_PATH);
                if (trustStore == null || trustStore.isBlank()) {
                    throw new InvalidConfigException(TRUST_STORE_PATH, "", "needed when " + SSL_VALIDATION + " is override");
                }
                b.trustStore(Path.of(trustStore.trim()), p.getProperty(TRUST_STORE_PASSWORD));
                break;
            default:
                throw new InvalidConfigException(SSL_VALIDATION, validation, "must be default, override or ignore");
        }
        String verifier = p.getProperty(HOST_NAME_VERIFIER);
        if (verifier != null && !verifier.trim().equalsIgnoreCase("default")) {
            throw new InvalidConfigException(HOST_NAME_VERIFIER, verifier,
                    "only default is supported by this client; use a certificate that names the host");
        }
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
}
