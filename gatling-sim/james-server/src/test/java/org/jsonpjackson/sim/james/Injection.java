package org.jsonpjackson.sim.james;

import java.util.List;
import java.util.Locale;

/**
 * How Gatling injects in one {@link SimulationRun}: the kit's {@code load.*} settings of the run's profile, and how
 * long the injection lasts, which bounds how long the run may take.
 *
 * @param properties the {@code -Dload.*} options of the Gatling JVM for the profile
 * @param seconds    the injection's length, ramp included
 */
record Injection(List<String> properties, long seconds) {

    /** The kit's own ramp to the plateau is 10 s; a comparison's runs are short, and mostly plateau. */
    static final long RAMP_SECONDS = 3;

    Injection {
        properties = List.copyOf(properties);
    }

    /** The smoke profile (5 requests/s) for {@code seconds} after its 3-second ramp: what the IT runs. */
    static Injection smoke(long seconds) {
        return new Injection(List.of("-Dload.profile=smoke", "-Dload.seconds=" + seconds), seconds + RAMP_SECONDS);
    }

    /**
     * The open profile: {@code rate} new requests (virtual users, each one request or one paging pair) per second,
     * reached by a 3-second ramp and held for {@code seconds}; {@code seed} picks the queries ({@code load.seed}).
     */
    static Injection constantRate(double rate, long seconds, long seed) {
        return new Injection(List.of("-Dload.profile=open", String.format(Locale.ROOT, "-Dload.rate=%s", rate),
                "-Dload.rampSeconds=" + RAMP_SECONDS, "-Dload.seconds=" + seconds, "-Dload.seed=" + seed),
                seconds + RAMP_SECONDS);
    }
}
