package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.load.RunResult;
import org.jsonpjackson.sim.load.RunStats;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
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
        Samples watch = new Samples();
        JamesJvm.Sample before = jvm.sample();
        RunResult result = SimulationRun.run(simulation, session, accounts, results, Injection.constantRate(rate, seconds, seed), watch);
        JamesJvm.Sample after = jvm.sample();
        boolean injectionOnly = watch.both();
        JamesJvm.Sample spent = injectionOnly ? watch.spent() : after.minus(before);
        Measurement m = new Measurement(round, mode, simulation.getSimpleName(), kind, rate, result, spent, injectionOnly);
        System.out.printf(Locale.ROOT, "James %s: %d requests, %d failed, p50 %.0f ms, p99 %.0f ms, CPU %.2f ms/request "
                        + "(Java threads %.2f), %.0f KB/request allocated, JIT %d ms, GC %d ms%s%n", mode.label(), m.requests(), m.failed(), m.p50(),
                m.p99(), m.cpuMillisPerRequest(), m.javaThreadsCpuMillisPerRequest(), m.allocKbPerRequest(), spent.jitMillis(), spent.gcMillis(),
                injectionOnly ? "" : " (over the whole Gatling run: its injection lines were not seen)");
        return m;
    }

    /**
     * The IMAP load ({@link ImapLoad}) at {@code rate} for {@code seconds}, on {@code sessions} sessions over
     * {@code targets}, measured in James' JVM from the moment the sessions are logged in until the last search is
     * answered; the query phases James' index ran over the whole run are counted too.
     */
    Measurement imap(Measurement.Kind kind, double rate, long seconds, int port, List<ImapLoad.Target> targets, int sessions,
                     URI opensearch) throws IOException, InterruptedException {
        awaitQuiet();
        System.out.printf(Locale.ROOT, "%n---- round %d, %s, %s, IMAP UID SEARCH at %s searches/s for %d s on %d sessions%n",
                round, mode.label(), kind.name().toLowerCase(Locale.ROOT), CompareSettings.plain(rate), seconds, sessions);
        Samples watch = new Samples();
        long queriesBefore = IndexedMail.queries(opensearch);
        ImapLoad.Result load;
        try {
            load = ImapLoad.run(port, targets, new ImapLoad.Settings(rate, Duration.ofSeconds(seconds), sessions,
                    IMAP_TIMEOUT, seed + round), watch);
        } catch (ImapSession.ImapFailure e) {
            throw new IOException("the IMAP load could not open its sessions: " + e.getMessage(), e);
        }
        long queries = IndexedMail.queries(opensearch) - queriesBefore;
        System.out.println(load.summary());
        JamesJvm.Sample spent = watch.both() ? watch.spent() : new JamesJvm.Sample(-1, -1, -1, -1);
        List<String> failures = load.failed() == 0 ? List.of() : List.of(load.failed() + " IMAP searches failed: " + load.failures());
        RunResult result = new RunResult(failures, List.of(), load.searches(), RunStats.NONE, load.searches().requests() - load.failed(), 0);
        Measurement m = new Measurement(round, mode, Measurement.IMAP, kind, rate, result, spent, true, load.p999(), queries);
        System.out.printf(Locale.ROOT, "James %s: %d IMAP searches, %d failed, p50 %.0f ms, p99 %.0f ms, p99.9 %.0f ms, CPU %.2f ms/search "
                        + "(Java threads %.2f), %.0f KB/search allocated, %.1f OpenSearch query phases a search, JIT %d ms, GC %d ms%n",
                mode.label(), m.requests(), m.failed(), m.p50(), m.p99(), m.p999Millis(), m.cpuMillisPerRequest(),
                m.javaThreadsCpuMillisPerRequest(), m.allocKbPerRequest(), m.opensearchPerQuery(), spent.jitMillis(), spent.gcMillis());
        return m;
    }

    private static final Duration IMAP_TIMEOUT = Duration.ofSeconds(30);

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

    /** James' counters when the load's injection starts and when it ends, as the load's watch is told. */
    private final class Samples implements GatlingConsole.Watch {
        private final AtomicReference<JamesJvm.Sample> started = new AtomicReference<>();
        private final AtomicReference<JamesJvm.Sample> ended = new AtomicReference<>();

        @Override
        public void started() {
            started.set(sampleOrNull());
        }

        @Override
        public void ended() {
            ended.set(sampleOrNull());
        }

        boolean both() {
            return started.get() != null && ended.get() != null;
        }

        JamesJvm.Sample spent() {
            return ended.get().minus(started.get());
        }
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
