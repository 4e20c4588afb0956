package org.jsonpjackson.sim.james;

import java.util.Locale;

/** The two modes of the same James server. */
enum JamesMode {
    /** James' own main and lib folder, exactly as its build makes them: Parsson, RestClientTransport, JacksonJsonpMapper. */
    STOCK,
    /** Switched to our stack by the steps of docs/james.md, "Switching a James 3.9 server to it" ({@link DocumentedSwitch}). */
    OURS;

    String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
