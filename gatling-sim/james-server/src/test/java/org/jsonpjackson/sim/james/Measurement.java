package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.load.RunResult;

/**
 * One load run against James (a Gatling simulation, or the IMAP load, {@value #IMAP}) and what James' JVM spent over it ({@link JamesJvm.Sample}, from Gatling's
 * "started" line to its "Parsing log file" line, or over the whole Gatling JVM if those lines were not seen).
 * Per-request figures divide by every request James answered in the run: the queries and the session fetches (one
 * per user).
 *
 * @param injectionOnly whether {@code james} covers the injection alone (Gatling's lines were seen; always, for IMAP)
 * @param p999          the queries' 99.9th percentile, in milliseconds; NaN where not measured (Gatling's runs)
 * @param opensearchQueries the query phases James' index ran over the run ({@link IndexedMail#queries}); -1 where not
 *                      counted
 */
record Measurement(int round, JamesMode mode, String simulation, Kind kind, double rate, RunResult result,
                   JamesJvm.Sample james, boolean injectionOnly, double p999, long opensearchQueries) {

    /** The name the IMAP load's runs go by, beside the simulations'. */
    static final String IMAP = "ImapSearch";

    /** A Gatling run: no p99.9, no query count. */
    Measurement(int round, JamesMode mode, String simulation, Kind kind, double rate, RunResult result,
                JamesJvm.Sample james, boolean injectionOnly) {
        this(round, mode, simulation, kind, rate, result, james, injectionOnly, Double.NaN, -1);
    }

    enum Kind {
        /** Until James' CPU per request settles; not in the tables. */
        WARMUP,
        /** At one of the fixed rates. */
        FIXED,
        /** Above the top fixed rate, looking for the highest rate under the latency goal. */
        STEP,
        /** Under async-profiler; not in the tables, its own cost being in James' CPU. */
        PROFILE
    }

    long requests() {
        return result.queries().requests() + result.session().requests();
    }

    /** Failed queries and session fetches; a run that did not happen counts as one failure. */
    long failed() {
        long failed = result.queries().failed() + result.session().failed();
        return failed == 0 && result.queries().requests() == 0 ? 1 : failed;
    }

    /** James' CPU time per request, in milliseconds; NaN if not measured. */
    double cpuMillisPerRequest() {
        return per(james.cpuNanos(), 1e6);
    }

    /** James' Java threads' CPU time per request (no JIT, no collector threads), in milliseconds; NaN if not measured. */
    double javaThreadsCpuMillisPerRequest() {
        return per(james.javaThreadsCpuNanos(), 1e6);
    }

    /** Heap allocated in James' JVM per request, in KB (1024 bytes); NaN if not measured. */
    double allocKbPerRequest() {
        return per(james.allocatedBytes(), 1024);
    }

    /**
     * The queries' p50, in milliseconds; NaN if no query was answered (a run whose set-up failed reports 0, which
     * is no latency: counted, it would make the median of a mode, and a round's ratio, look fast).
     */
    double p50() {
        return answered() ? result.queries().p50() : Double.NaN;
    }

    /** The queries' p99, in milliseconds; NaN if no query was answered (see {@link #p50()}). */
    double p99() {
        return answered() ? result.queries().p99() : Double.NaN;
    }

    /** The queries' p99.9, in milliseconds; NaN if not measured or no query was answered. */
    double p999Millis() {
        return answered() ? p999 : Double.NaN;
    }

    /** OpenSearch query phases per query (a search and each scroll page are one each); NaN if not counted. */
    double opensearchPerQuery() {
        return opensearchQueries < 0 || result.queries().requests() == 0 ? Double.NaN
                : (double) opensearchQueries / result.queries().requests();
    }

    /** Queries answered per second, over the run; NaN if none was (see {@link #p50()}). */
    double throughput() {
        return answered() ? result.queries().throughput() : Double.NaN;
    }

    private boolean answered() {
        return result.queries().requests() > result.queries().failed();
    }

    /** Queries' p99 under the goal, nothing failed, and the run judged whole (it reached its end). */
    boolean meets(double p99Millis) {
        return failed() == 0 && result.failures().isEmpty() && p99() < p99Millis;
    }

    private double per(long amount, double unit) {
        return amount < 0 || requests() == 0 ? Double.NaN : amount / unit / requests();
    }
}
