package org.jsonpjackson.sim.baseline;

import java.util.Locale;

/** Which JSON and HTTP stack the service runs on: the "before" and "after" of a regression run. */
public enum ServiceMode {

    /**
     * This project: Reactor Netty transport decoding off the event loop, the Jackson-backed mapper, and the
     * JSON-P provider looked up once.
     */
    OURS,

    /**
     * A James deployment before the fix: opensearch-java's {@code ApacheHttpClient5Transport} decoding on
     * its I/O thread with {@code JacksonJsonpMapper} and a JSON-P service look-up for every request and
     * response, results handed to {@code Schedulers.boundedElastic()}, and Parsson for the service's own JSON.
     */
    STOCK;

    /** {@code ours} or {@code stock}, in any case; anything else names the choices. */
    public static ServiceMode parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("sim.mode must be ours or stock: " + text, e);
        }
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
