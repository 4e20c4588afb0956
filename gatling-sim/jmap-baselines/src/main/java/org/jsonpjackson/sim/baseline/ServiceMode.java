package org.jsonpjackson.sim.baseline;

import java.util.Locale;

/** Which JSON and HTTP stack the service runs on: the baselines and ours, for a comparison run. */
public enum ServiceMode {

    /**
     * History, for context: opensearch-java's {@code ApacheHttpClient5Transport} decoding on its I/O thread with
     * {@code JacksonJsonpMapper} and a JSON-P service look-up for every request and response (as opensearch-java
     * did before 2.3), results handed to {@code Schedulers.boundedElastic()}, and Parsson for the service's own
     * JSON.
     */
    BEFORE,

    /**
     * Today's stock, as Apache James 3.9 wires it: opensearch-java 2.25 with {@code RestClientTransport} over
     * opensearch-rest-client (decoding on its I/O dispatcher threads), {@code JacksonJsonpMapper} with the JSON-P
     * provider looked up once, Parsson, and {@code Mono.fromFuture(...).publishOn(Schedulers.boundedElastic())}.
     */
    STOCK,

    /**
     * This project: Reactor Netty transport decoding off the event loop, the Jackson-backed mapper, and the
     * JSON-P provider constructed directly.
     */
    OURS;

    /** {@code before}, {@code stock} or {@code ours}, in any case; anything else names the choices. */
    public static ServiceMode parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("sim.mode must be before, stock or ours: " + text, e);
        }
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
