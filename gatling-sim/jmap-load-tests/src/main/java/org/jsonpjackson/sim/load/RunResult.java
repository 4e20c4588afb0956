package org.jsonpjackson.sim.load;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A judged run: its figures per kind of request, the share of queries that matched nothing, and whether it
 * passed, with what failed. What {@code last-run.json} holds, and what a baseline file holds.
 *
 * @param failures     what failed (an assertion, or the run itself); empty when the run passed
 * @param warnings     what is suspicious but not a failure (most queries matching nothing)
 * @param queries      the light {@code Email/query} requests' figures: all of them, unless heavy ones were mixed in
 * @param session      the session fetches' figures, each with its redirects
 * @param answered     queries answered with an {@code Email/query} response, heavy ones included
 * @param empty        of those, the ones that matched nothing
 * @param heavy        the heavy queries' figures ({@code load.heavyPercent}); {@link RunStats#NONE} without them
 */
public record RunResult(List<String> failures, List<String> warnings, RunStats queries, RunStats session,
                        long answered, long empty, RunStats heavy) {

    public RunResult {
        failures = List.copyOf(failures);
        warnings = List.copyOf(warnings);
    }

    /** A run without heavy queries. */
    public RunResult(List<String> failures, List<String> warnings, RunStats queries, RunStats session, long answered,
                     long empty) {
        this(failures, warnings, queries, session, answered, empty, RunStats.NONE);
    }

    /** No figures at all: a run that did not happen, or left no report, and why. */
    static RunResult notRun(String why) {
        return new RunResult(List.of(why), List.of(), RunStats.NONE, RunStats.NONE, 0, 0);
    }

    /** The same run, failed with {@code failures} in place of its own. */
    RunResult withFailures(List<String> failures) {
        return new RunResult(failures, warnings, queries, session, answered, empty, heavy);
    }

    public boolean passed() {
        return failures.isEmpty();
    }

    /** The share of answered queries that matched nothing, in percent. */
    public double emptyPercent() {
        return answered == 0 ? 0 : 100.0 * empty / answered;
    }

    /**
     * The run's figures judged with the thresholds it ran with: each kind's share of successes, the queries'
     * p99; and a warning when more queries than {@code maxEmptyPercent} matched nothing.
     */
    static RunResult judge(RunStats queries, RunStats session, RunFacts facts) {
        return judge(queries, session, RunStats.NONE, facts);
    }

    /** As {@link #judge(RunStats, RunStats, RunFacts)}, heavy queries judged by their share of successes alone. */
    static RunResult judge(RunStats queries, RunStats session, RunStats heavy, RunFacts facts) {
        List<String> failures = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        if (!facts.finished()) {
            failures.add("the simulation did not reach its end");
        }
        if (queries.requests() == 0) {
            failures.add("no Email/query was sent");
        } else {
            if (queries.successPercent() < facts.minSuccessPct()) {
                failures.add(String.format(Locale.ROOT, "queries: %.2f%% successful, below load.minSuccessPercent %.2f%%",
                        queries.successPercent(), facts.minSuccessPct()));
            }
            if (queries.p99() >= facts.maxP99Millis()) {
                failures.add(String.format(Locale.ROOT, "queries: p99 %.0f ms, not below load.maxP99Millis %d ms",
                        queries.p99(), facts.maxP99Millis()));
            }
        }
        if (session.requests() > 0 && session.successPercent() < facts.minSuccessPct()) {
            failures.add(String.format(Locale.ROOT, "session fetches: %.2f%% successful, below load.minSuccessPercent %.2f%%",
                    session.successPercent(), facts.minSuccessPct()));
        }
        if (heavy.requests() > 0 && heavy.successPercent() < facts.minSuccessPct()) {
            failures.add(String.format(Locale.ROOT, "heavy queries: %.2f%% successful, below load.minSuccessPercent %.2f%%",
                    heavy.successPercent(), facts.minSuccessPct()));
        }
        if (facts.answeredQueries() > 0 && facts.emptyPercent() > facts.maxEmptyPct()) {
            warnings.add(String.format(Locale.ROOT, "%.1f%% of the answered queries matched nothing (%d of %d), above "
                            + "load.maxEmptyPercent %.1f%%: does the server hold mail with the words asked for?",
                    facts.emptyPercent(), facts.emptyQueries(), facts.answeredQueries(), facts.maxEmptyPct()));
        }
        return new RunResult(failures, warnings, queries, session, facts.answeredQueries(), facts.emptyQueries(), heavy);
    }
}
