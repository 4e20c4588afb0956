package org.jsonpjackson.sim.load;

/**
 * The figures of one Gatling run, or of one kind of request in it.
 *
 * @param requests   requests sent
 * @param failed     requests that failed a check, timed out or could not connect
 * @param throughput mean requests per second over the run
 * @param p50        response-time percentiles, in milliseconds
 */
public record RunStats(long requests, long failed, double throughput, double p50, double p95, double p99, double max) {

    /** No request. */
    public static final RunStats NONE = new RunStats(0, 0, 0, 0, 0, 0, 0);

    public double successPercent() {
        return requests == 0 ? 0 : 100.0 * (requests - failed) / requests;
    }
}
