package org.jsonpjackson.sim.faults;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * What one node-loss run measured.
 *
 * @param nodes           nodes in the cluster at the start
 * @param stoppedNode     the node stopped, counted from 0
 * @param primariesHeld   primaries of the mail index it held when it stopped
 * @param requests        search requests Gatling sent
 * @param failed          of those, the failed ones
 * @param phases          before, during and after the loss, from the request log
 * @param imported        messages the service acknowledged while the run went on
 * @param importRetries   import attempts the service refused and the importer repeated
 * @param abandoned       import batches given up after every attempt failed
 * @param lost            acknowledged messages not found afterwards
 * @param recovery        from the stop until the cluster was green again, if it was within the wait
 */
public record NodeLossResult(int nodes, int stoppedNode, int primariesHeld, long requests, long failed,
                             List<Phase> phases, long imported, int importRetries, int abandoned, long lost,
                             Duration recovery) {

    /** No failed search and no lost message: the goals of the run. */
    public boolean met() {
        return failed == 0 && lost == 0 && abandoned == 0;
    }

    Phase phase(String name) {
        return phases.stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    public String markdown() {
        StringBuilder md = new StringBuilder();
        md.append("| Fault | Requests sent | Failed | Messages imported | Lost | p99 before ms | p99 during ms | p99 after ms |\n");
        md.append("|---|---|---|---|---|---|---|---|\n");
        md.append(String.format(Locale.ROOT, "| node %d of %d stopped (held %d primaries) | %d | %d | %d | %d | %d | %d | %d |%n",
                stoppedNode + 1, nodes, primariesHeld, requests, failed, imported, lost,
                phase("before").p99(), phase("during").p99(), phase("after").p99()));
        md.append('\n');
        for (Phase p : phases) {
            md.append("- ").append(p).append('\n');
        }
        md.append(String.format(Locale.ROOT, "- imports refused and repeated: %d, batches abandoned: %d%n", importRetries, abandoned));
        md.append("- cluster green again after the stop: ").append(recovery == null ? "not within the wait"
                : String.format(Locale.ROOT, "%.1f s", recovery.toMillis() / 1000.0)).append('\n');
        md.append(met() ? "- goals met: no failed search, no lost message\n" : "- GOALS MISSED\n");
        return md.toString();
    }
}
