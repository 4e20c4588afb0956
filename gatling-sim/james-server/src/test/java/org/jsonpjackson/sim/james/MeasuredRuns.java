package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.load.RunResult;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The runs against one James (one mode, one round), each measured in James' JVM: a sample of its counters when
 * Gatling's injection starts and another when it ends ({@link GatlingConsole}), so that Gatling's start-up, the mail
 * discovery it sends before injecting, and its report are not counted; if the lines are not seen, the whole
 * Gatling run is, and the {@link Measurement} says so.
 *
 * @param folder the round's results: each run's Gatling folder goes under it
 */
record MeasuredRuns(JamesMode mode, int round, JamesJvm jvm, URI session, Path feeder, Path folder, long seed) {

    Measurement run(Measurement.Kind kind, Class<?> simulation, double rate, long seconds)
            throws IOException, InterruptedException {
        System.out.printf(Locale.ROOT, "%n---- round %d, %s, %s, %s at %s req/s for %d s%n", round, mode.label(),
                kind.name().toLowerCase(Locale.ROOT), simulation.getSimpleName(), CompareSettings.plain(rate), seconds);
        Path results = folder.resolve(String.format(Locale.ROOT, "%s-%s-%s-%s", mode.label(),
                kind.name().toLowerCase(Locale.ROOT), simulation.getSimpleName(), CompareSettings.plain(rate)));
        AtomicReference<JamesJvm.Sample> started = new AtomicReference<>();
        AtomicReference<JamesJvm.Sample> ended = new AtomicReference<>();
        GatlingConsole.Watch watch = new GatlingConsole.Watch() {
            @Override
            public void started() {
                started.set(sampleOrNull());
            }

            @Override
            public void ended() {
                ended.set(sampleOrNull());
            }
        };
        JamesJvm.Sample before = jvm.sample();
        RunResult result = SimulationRun.run(simulation, session, feeder, results, Injection.constantRate(rate, seconds, seed), watch);
        JamesJvm.Sample after = jvm.sample();
        boolean injectionOnly = started.get() != null && ended.get() != null;
        JamesJvm.Sample spent = injectionOnly ? ended.get().minus(started.get()) : after.minus(before);
        Measurement m = new Measurement(round, mode, simulation.getSimpleName(), kind, rate, result, spent, injectionOnly);
        System.out.printf(Locale.ROOT, "James %s: %d requests, %d failed, p50 %.0f ms, p99 %.0f ms, CPU %.2f ms/request, "
                        + "%.0f KB/request allocated, JIT %d ms, GC %d ms%s%n", mode.label(), m.requests(), m.failed(), m.p50(),
                m.p99(), m.cpuMillisPerRequest(), m.allocKbPerRequest(), spent.jitMillis(), spent.gcMillis(),
                injectionOnly ? "" : " (over the whole Gatling run: its injection lines were not seen)");
        return m;
    }

    /** A sample for the console's thread; a failed one leaves the run measured over Gatling's whole life. */
    private JamesJvm.Sample sampleOrNull() {
        try {
            return jvm.sample();
        } catch (IOException e) {
            System.out.println("James' JVM could not be sampled: " + e);
            return null;
        }
    }
}
