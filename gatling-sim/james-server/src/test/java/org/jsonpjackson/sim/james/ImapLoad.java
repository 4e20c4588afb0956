package org.jsonpjackson.sim.james;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.SynchronizedHistogram;
import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.load.RunStats;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * IMAP {@code UID SEARCH} load at a fixed rate, in an open model, over long-lived sessions: each session logs in
 * once ({@code LOGIN} costs James a PBKDF2 hash) and selects {@code INBOX}, then takes the next search due; searches
 * fall due at exact intervals whether or not James has answered the last ones, and each one's latency runs from the
 * moment it fell due, so a James that falls behind shows it in the percentiles (no coordinated omission). Every
 * tagged response is checked ({@code OK}, and UIDs that parse: {@link ImapSession}); a session whose connection
 * was lost or timed out is opened again for the next search.
 *
 * <p>Why not Gatling: its IMAP support is james-gatling's plugin, which is AGPL and may not be read here, and
 * Gatling has no IMAP protocol of its own. A blocking IMAP client (Angus Mail) on a thread per session is what mail
 * clients are, and it keeps the load's own threads out of James' way on loopback; the summary has the Gatling runs'
 * figures ({@link RunStats}), with p99.9 beside them.
 */
final class ImapLoad {

    private static final long MAX_MICROS = TimeUnit.MINUTES.toMicros(10);
    static final int OPEN_ATTEMPTS = 3;

    private ImapLoad() {
    }

    /**
     * @param rate     searches per second
     * @param duration how long searches fall due
     * @param sessions IMAP connections, each on a thread of its own, spread over the accounts in turn
     * @param timeout  the longest a session waits for any answer
     * @param seed     which search each session takes first
     * @param keepLog  whether the result keeps every search's outcome ({@link Result#log}), UIDs included
     */
    record Settings(double rate, Duration duration, int sessions, Duration timeout, long seed, boolean keepLog) {

        /** A run whose result keeps only its figures. */
        Settings(double rate, Duration duration, int sessions, Duration timeout, long seed) {
            this(rate, duration, sessions, timeout, seed, false);
        }

        Settings {
            if (!(rate > 0) || duration.isNegative() || duration.isZero() || sessions < 1) {
                throw new IllegalArgumentException("an IMAP load needs a rate, a duration and sessions: " + rate + "/s, "
                        + duration + ", " + sessions + " sessions");
            }
        }
    }

    /** An account the load logs in to, and the searches its sessions send in turn. */
    record Target(String user, String password, List<ImapSearch> searches) {

        Target {
            searches = List.copyOf(searches);
            if (searches.isEmpty()) {
                throw new IllegalArgumentException(user + " has no search to send");
            }
        }

        /**
         * Each of {@code accounts}' users, with a seeded mix of {@code each} searches drawn from the mail its corpus
         * gave it ({@link ImapSearches}).
         */
        static List<Target> of(JamesAccounts accounts, long seed, int each) {
            CorpusGenerator generator = new CorpusGenerator(accounts.corpus());
            Random random = new Random(seed);
            List<Target> targets = new ArrayList<>();
            for (int i = 0; i < accounts.users().size(); i++) {
                String user = accounts.users().get(i);
                targets.add(new Target(user, accounts.password(user), new ImapSearches(generator, i, i).sample(random, each)));
            }
            return targets;
        }
    }

    /**
     * A run's figures.
     *
     * @param searches      every search that fell due: its latency from then, failed ones included (as Gatling counts)
     * @param p999          the 99.9th percentile, in milliseconds
     * @param failures      failed searches by kind
     * @param firstFailures the first few failures' messages
     * @param uids          UIDs returned by the searches that succeeded
     * @param openRetries   attempts to open a session that timed out or lost their connection, before the run
     * @param log           every search's outcome, in the order answered, if the settings asked for it; else empty
     */
    record Result(RunStats searches, double p999, Map<ImapSession.ImapFailure.Kind, Long> failures,
                  List<String> firstFailures, long uids, int openRetries, List<Done> log) {

        long failed() {
            return searches.failed();
        }

        /** The summary, in the shape of the Gatling runs' ({@code LoadSummary}). */
        String summary() {
            RunStats s = searches;
            StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%n==== IMAP load summary: %s ====%n"
                            + "UID SEARCH    requests %d, failed %d (%.2f%% ok), %.1f req/s, p50 %.0f ms, p95 %.0f ms, p99 %.0f ms, "
                            + "p99.9 %.0f ms, max %.0f ms%n", s.failed() == 0 && s.requests() > 0 ? "PASSED" : "FAILED",
                    s.requests(), s.failed(), s.successPercent(), s.throughput(), s.p50(), s.p95(), s.p99(), p999, s.max()));
            out.append(String.format(Locale.ROOT, "UIDs returned: %d (%.1f a search answered)%n", uids,
                    s.requests() == s.failed() ? 0.0 : (double) uids / (s.requests() - s.failed())));
            if (openRetries > 0) {
                out.append("sessions opened again before the run: ").append(openRetries).append('\n');
            }
            failures.forEach((kind, n) -> out.append("failed by kind: ").append(kind.label()).append(' ').append(n).append('\n'));
            firstFailures.forEach(f -> out.append("FAILED: ").append(f).append('\n'));
            return out.toString();
        }
    }

    static Result run(int port, List<Target> targets, Settings settings) throws ImapSession.ImapFailure, InterruptedException {
        return run(port, targets, settings, GatlingConsole.Watch.NONE);
    }

    /** {@link #open} then {@link Sessions#run}, with nothing in between. */
    static Result run(int port, List<Target> targets, Settings settings, GatlingConsole.Watch watch)
            throws ImapSession.ImapFailure, InterruptedException {
        try (Sessions sessions = open(port, targets, settings)) {
            return sessions.run(watch);
        }
    }

    /**
     * Opens the run's sessions, spread over {@code targets} in turn, before any search falls due, so that a caller
     * can open them before its other load starts. A session whose {@code LOGIN} or {@code SELECT} timed out or lost
     * its connection is opened again, as a mail client reconnects, up to {@value #OPEN_ATTEMPTS} attempts in all;
     * each such attempt is printed and counted ({@link Result#openRetries}). A {@code NO} or {@code BAD} is not tried
     * again.
     */
    static Sessions open(int port, List<Target> targets, Settings settings) throws ImapSession.ImapFailure {
        List<Worker> workers = new ArrayList<>();
        Random random = new Random(settings.seed());
        int retries = 0;
        try {
            for (int i = 0; i < settings.sessions(); i++) {
                Target t = targets.get(i % targets.size());
                ImapSession session = null;
                for (int attempt = 1; session == null; attempt++) {
                    try {
                        session = ImapSession.open(port, t.user(), t.password(), settings.timeout());
                    } catch (ImapSession.ImapFailure e) {
                        if (!e.lostSession() || attempt == OPEN_ATTEMPTS) {
                            throw e;
                        }
                        retries++;
                        System.out.printf(Locale.ROOT, "[imap-load] session %d, attempt %d of %d: %s; opening it again%n",
                                i + 1, attempt, OPEN_ATTEMPTS, e.getMessage());
                    }
                }
                workers.add(new Worker(port, t, session, random.nextInt(t.searches().size()), settings.timeout()));
            }
        } catch (ImapSession.ImapFailure e) {
            workers.forEach(w -> w.session.close());
            throw e;
        }
        return new Sessions(workers, settings, retries);
    }

    /** A run's sessions, open and idle until {@link #run}; closing them is the caller's once the run is over. */
    static final class Sessions implements AutoCloseable {
        private final List<Worker> workers;
        private final Settings settings;
        private final int openRetries;
        private boolean closed;

        private Sessions(List<Worker> workers, Settings settings, int openRetries) {
            this.workers = workers;
            this.settings = settings;
            this.openRetries = openRetries;
        }

        /**
         * Sends the searches as they fall due, from now; {@code watch} is told when the first is about to fall due,
         * and when the last has been answered, so that what is measured around it leaves out the logins (PBKDF2
         * hashing). Runs once.
         */
        Result run(GatlingConsole.Watch watch) throws InterruptedException {
            if (closed) {
                throw new IllegalStateException("these IMAP sessions have run, or were closed");
            }
            closed = true;
            Shared shared = new Shared(settings.keepLog());
            BlockingQueue<Long> due = new LinkedBlockingQueue<>();
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < workers.size(); i++) {
                Worker w = workers.get(i);
                Thread thread = new Thread(() -> w.loop(due, shared), "imap-load-" + i);
                thread.setDaemon(true);
                thread.start();
                threads.add(thread);
            }
            watch.started();
            long period = Math.round(1e9 / settings.rate());
            long count = Math.max(1, Math.round(settings.rate() * settings.duration().toNanos() / 1e9));
            long start = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(100);
            for (long n = 0; n < count; n++) {
                long at = start + n * period;
                for (long wait = at - System.nanoTime(); wait > 0; wait = at - System.nanoTime()) {
                    LockSupport.parkNanos(wait);
                }
                due.add(at);
            }
            for (int i = 0; i < threads.size(); i++) {
                due.add(Worker.STOP);
            }
            long deadline = System.nanoTime() + settings.timeout().toNanos() * 2 + TimeUnit.SECONDS.toNanos(30);
            for (Thread t : threads) {
                t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            }
            long unfinished = threads.stream().filter(Thread::isAlive).count();
            watch.ended();
            threads.forEach(Thread::interrupt);
            workers.forEach(w -> w.session.close());
            if (unfinished > 0) {
                shared.fail(ImapSession.ImapFailure.Kind.TIMEOUT, unfinished + " sessions still waiting after the run and "
                        + "twice the time-out: counted as timed out");
            }
            Histogram h = shared.latencies;
            long requests = h.getTotalCount() + unfinished;
            double seconds = Math.max(1e-9, (shared.lastEnd.get() - start) / 1e9);
            RunStats stats = new RunStats(requests, shared.failed.get() + unfinished, (requests - unfinished) / seconds,
                    millis(h, 50), millis(h, 95), millis(h, 99), h.getMaxValue() / 1e3);
            List<Done> log;
            synchronized (shared) {
                log = List.copyOf(shared.log);
            }
            return new Result(stats, millis(h, 99.9), Collections.unmodifiableMap(new EnumMap<>(shared.byKind)),
                    List.copyOf(shared.first), shared.uids.get(), openRetries, log);
        }

        /** Logs out of every session, unless {@link #run} has. */
        @Override
        public void close() {
            if (!closed) {
                closed = true;
                workers.forEach(w -> w.session.close());
            }
        }
    }

    /**
     * One search's outcome.
     *
     * @param endMillis      when its answer (or failure) came, epoch milliseconds
     * @param responseMillis from when it fell due until then
     * @param failure        why it failed; null if it did not
     * @param uids           its UIDs, sorted; empty if it failed
     */
    record Done(ImapSearch search, long endMillis, long responseMillis, ImapSession.ImapFailure.Kind failure, List<Long> uids) {

        boolean ok() {
            return failure == null;
        }
    }

    private static double millis(Histogram h, double percentile) {
        return h.getTotalCount() == 0 ? 0 : h.getValueAtPercentile(percentile) / 1e3;
    }

    /** What every session adds to. */
    private static final class Shared {
        final Histogram latencies = new SynchronizedHistogram(MAX_MICROS, 3);
        final AtomicLong failed = new AtomicLong();
        final AtomicLong uids = new AtomicLong();
        final AtomicLong lastEnd = new AtomicLong();
        final Map<ImapSession.ImapFailure.Kind, Long> byKind = new EnumMap<>(ImapSession.ImapFailure.Kind.class);
        final List<String> first = new ArrayList<>();
        final boolean keepLog;
        final List<Done> log = new ArrayList<>();

        Shared(boolean keepLog) {
            this.keepLog = keepLog;
        }

        synchronized void done(Done done) {
            if (keepLog) {
                log.add(done);
            }
        }

        synchronized void fail(ImapSession.ImapFailure.Kind kind, String message) {
            failed.incrementAndGet();
            byKind.merge(kind, 1L, Long::sum);
            if (first.size() < 10) {
                first.add(message);
            }
        }
    }

    /** One session and its thread's loop. */
    private static final class Worker {
        static final Long STOP = Long.MIN_VALUE;

        final int port;
        final Target target;
        final Duration timeout;
        ImapSession session;
        int next;
        boolean lost;

        Worker(int port, Target target, ImapSession session, int first, Duration timeout) {
            this.port = port;
            this.target = target;
            this.session = session;
            this.next = first;
            this.timeout = timeout;
        }

        void loop(BlockingQueue<Long> due, Shared shared) {
            while (true) {
                long at;
                try {
                    at = due.take();
                } catch (InterruptedException e) {
                    return;
                }
                if (at == STOP) {
                    return;
                }
                ImapSearch search = target.searches().get(next++ % target.searches().size());
                ImapSession.ImapFailure.Kind failure = null;
                List<Long> uids = List.of();
                try {
                    if (lost) {
                        session.close();
                        session = ImapSession.open(port, target.user(), target.password(), timeout);
                        lost = false;
                    }
                    uids = session.uidSearch(search);
                    shared.uids.addAndGet(uids.size());
                } catch (ImapSession.ImapFailure f) {
                    shared.fail(f.kind(), f.getMessage());
                    failure = f.kind();
                    lost = lost || f.lostSession();
                }
                long end = System.nanoTime();
                shared.lastEnd.accumulateAndGet(end, Math::max);
                long micros = Math.min(MAX_MICROS, Math.max(0, (end - at) / 1_000));
                shared.latencies.recordValue(micros);
                if (shared.keepLog) {
                    shared.done(new Done(search, System.currentTimeMillis(), micros / 1_000, failure,
                            uids.stream().sorted().toList()));
                }
            }
        }
    }
}
