package org.jsonpjackson.sim.server;

import org.jsonpjackson.sim.PropertyValues;

import java.time.Duration;
import java.util.Objects;
import java.util.Properties;

/**
 * What the service allows one client, so that slow, oversized or idle clients cannot take it down or starve
 * the others. {@link #from(Properties)} reads {@code sim.http.*} system properties over the defaults.
 *
 * @param maxConnections  open connections at once; more are closed as soon as they are accepted
 * @param idleTimeout     how long a connection may wait, open, between requests
 * @param headerTimeout   how long the request line and headers of one request may take to arrive
 * @param requestTimeout  how long the body of one request may take to arrive
 * @param maxHeaderBytes  the request line and headers together; larger is HTTP 431
 * @param maxJmapBytes    a {@code /jmap} body (RFC 8620 {@code maxSizeRequest}); larger is HTTP 413
 * @param maxImportBytes  an {@code /import} body; larger is HTTP 413
 */
public record ServerLimits(int maxConnections, Duration idleTimeout, Duration headerTimeout, Duration requestTimeout,
                           int maxHeaderBytes, int maxJmapBytes, int maxImportBytes) {

    public static final String MAX_CONNECTIONS = "sim.http.maxConnections";
    public static final String IDLE_TIMEOUT = "sim.http.idleTimeoutMillis";
    public static final String HEADER_TIMEOUT = "sim.http.headerTimeoutMillis";
    public static final String REQUEST_TIMEOUT = "sim.http.requestTimeoutMillis";
    public static final String MAX_HEADER_BYTES = "sim.http.maxHeaderBytes";

    /**
     * 10,000 connections (half of the 20,000 file descriptors a JVM gets here, each accepted connection
     * taking one); 60 s idle; 10 s for headers and 30 s for a body; 16 KiB of headers; 1 MiB for JMAP
     * requests and 64 MiB for imports.
     */
    public static final ServerLimits DEFAULTS = new ServerLimits(10_000, Duration.ofSeconds(60), Duration.ofSeconds(10),
            Duration.ofSeconds(30), 16 << 10, 1 << 20, 64 << 20);

    public ServerLimits {
        positive(MAX_CONNECTIONS, maxConnections);
        positive(IDLE_TIMEOUT, Objects.requireNonNull(idleTimeout, "idleTimeout").toMillis());
        positive(HEADER_TIMEOUT, Objects.requireNonNull(headerTimeout, "headerTimeout").toMillis());
        positive(REQUEST_TIMEOUT, Objects.requireNonNull(requestTimeout, "requestTimeout").toMillis());
        if (maxHeaderBytes < 1024) {
            throw new IllegalArgumentException(MAX_HEADER_BYTES + " must be at least 1024: " + maxHeaderBytes);
        }
        positive("maxJmapBytes", maxJmapBytes);
        positive("maxImportBytes", maxImportBytes);
    }

    /** The defaults, with any {@code sim.http.*} property present instead; a bad value names its key. */
    public static ServerLimits from(Properties p) {
        ServerLimits d = DEFAULTS;
        return new ServerLimits(
                PropertyValues.integer(p, MAX_CONNECTIONS, d.maxConnections),
                Duration.ofMillis(PropertyValues.whole(p, IDLE_TIMEOUT, d.idleTimeout.toMillis())),
                Duration.ofMillis(PropertyValues.whole(p, HEADER_TIMEOUT, d.headerTimeout.toMillis())),
                Duration.ofMillis(PropertyValues.whole(p, REQUEST_TIMEOUT, d.requestTimeout.toMillis())),
                PropertyValues.integer(p, MAX_HEADER_BYTES, d.maxHeaderBytes),
                d.maxJmapBytes, d.maxImportBytes);
    }

    /** The same limits with other timeouts; for tests that cannot wait a minute. */
    public ServerLimits withTimeouts(Duration idle, Duration header, Duration request) {
        return new ServerLimits(maxConnections, idle, header, request, maxHeaderBytes, maxJmapBytes, maxImportBytes);
    }

    public ServerLimits withMaxConnections(int max) {
        return new ServerLimits(max, idleTimeout, headerTimeout, requestTimeout, maxHeaderBytes, maxJmapBytes, maxImportBytes);
    }


    private static void positive(String key, long value) {
        if (value < 1) {
            throw new IllegalArgumentException(key + " must be at least 1: " + value);
        }
    }
}
