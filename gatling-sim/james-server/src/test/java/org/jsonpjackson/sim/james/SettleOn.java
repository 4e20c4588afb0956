package org.jsonpjackson.sim.james;

import java.util.Locale;

/**
 * Which CPU figure a warm-up waits to settle ({@code james.compare.settleOn}).
 *
 * <p>{@link #JAVA_THREADS} by default: James' own threads' CPU per request, without the JIT's compiler threads or the
 * collector's. On one core, James' JIT was still compiling for 1 to 5 s of every 20 s window after eight windows
 * (2026-11-29), so the process' CPU per request moved with the compiler's backlog and no warm-up of that run settled
 * within 5%. What the JIT has already done still shows in the Java threads' figure (interpreted and C1 code costs
 * those threads more), so it settles once the hot paths are compiled, which is what a warm-up is for.
 * {@link #PROCESS}: the whole process' CPU per request, the figure the comparison reports first.
 */
enum SettleOn {
    JAVA_THREADS("java"),
    PROCESS("process");

    static final String KEY = "settleOn";

    private final String value;

    SettleOn(String value) {
        this.value = value;
    }

    String value() {
        return value;
    }

    /** This figure of {@code m}, in ms of CPU per request. */
    double of(Measurement m) {
        return this == JAVA_THREADS ? m.javaThreadsCpuMillisPerRequest() : m.cpuMillisPerRequest();
    }

    /** What the warm-up table calls it. */
    String describe() {
        return this == JAVA_THREADS ? "James' Java threads' CPU per request (no JIT, no collector)" : "James' CPU per request";
    }

    static SettleOn parse(String given) {
        for (SettleOn s : values()) {
            if (s.value.equals(given.trim().toLowerCase(Locale.ROOT))) {
                return s;
            }
        }
        throw new IllegalArgumentException(CompareSettings.PREFIX + KEY + " must be java or process: " + given);
    }
}
