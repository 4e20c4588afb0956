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
 * Gatling run is, and the {@link Measurement} says so. Each run starts on a quiet James ({@link #awaitQuiet}): an
 * overloaded run leaves James working off abandoned requests for seconds, and the next run must not pay for them.
 *
 * @param folder the round's results: each run's Gatling folder goes under it
 */
record MeasuredRuns(JamesMode mode, int round, JamesJvm jvm, URI session, JamesAccounts accounts, Path folder, long seed) {

    Measurement run(Measurement.Kind kind, Class<?> simulation, double rate, long seconds)
            throws IOException, InterruptedException {
        awaitQuiet();
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
        RunResult result = SimulationRun.run(simulation, session, accounts, results, Injection.constantRate(rate, seconds, seed), watch);
        JamesJvm.Sample after = jvm.sample();
        boolean injectionOnly = started.get() != null && ended.get() != null;
        JamesJvm.Sample spent = injectionOnly ? ended.get().minus(started.get()) : after.minus(before);
        Measurement m = new Measurement(round, mode, simulation.getSimpleName(), kind, rate, result, spent, injectionOnly);
        System.out.printf(Locale.ROOT, "James %s: %d requests, %d failed, p50 %.0f ms, p99 %.0f ms, CPU %.2f ms/request "
                        + "(Java threads %.2f), %.0f KB/request allocated, JIT %d ms, GC %d ms%s%n", mode.label(), m.requests(), m.failed(), m.p50(),
                m.p99(), m.cpuMillisPerRequest(), m.javaThreadsCpuMillisPerRequest(), m.allocKbPerRequest(), spent.jitMillis(), spent.gcMillis(),
                injectionOnly ? "" : " (over the whole Gatling run: its injection lines were not seen)");
        return m;
    }

    /**
     * Waits until James' JVM used at most {@value #QUIET_CORES} of a core over one second (its timers and pools
     * alone stay below that when no request is in flight), for at most {@value #QUIET_WAIT_SECONDS} seconds; a James
     * still busy then is measured anyway, and the log says so.
     */
    private void awaitQuiet() throws IOException, InterruptedException {
        long start = System.nanoTime();
        JamesJvm.Sample last = jvm.sample();
        while (true) {
            Thread.sleep(1000);
            JamesJvm.Sample now = jvm.sample();
            double cores = (now.cpuNanos() - last.cpuNanos()) / 1e9;
            double waited = (System.nanoTime() - start) / 1e9;
            if (cores <= QUIET_CORES) {
                if (waited > 1.5) {
                    System.out.printf(Locale.ROOT, "James %s quiet after %.0f s%n", mode.label(), waited);
                }
                return;
            }
            if (waited >= QUIET_WAIT_SECONDS) {
                System.out.printf(Locale.ROOT, "James %s still busy after %d s (%.2f cores): measured anyway%n",
                        mode.label(), QUIET_WAIT_SECONDS, cores);
                return;
            }
            last = now;
        }
    }

    private static final double QUIET_CORES = 0.2;
    private static final int QUIET_WAIT_SECONDS = 90;

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
