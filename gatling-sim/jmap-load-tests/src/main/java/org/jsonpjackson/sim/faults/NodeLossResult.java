package org.jsonpjackson.sim.faults;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.stream.Collectors;

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
                             List<FaultPhase> phases, long imported, int importRetries, int abandoned, long lost,
                             Duration recovery) {

    /** No failed search and no lost message: the goals of the run. */
    public boolean met() {
        return failed == 0 && lost == 0 && abandoned == 0;
    }

    FaultPhase phase(String name) {
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
        for (FaultPhase p : phases) {
            md.append("- ").append(p).append('\n');
        }
        md.append(String.format(Locale.ROOT, "- imports refused and repeated: %d, batches abandoned: %d%n", importRetries, abandoned));
        md.append("- cluster green again after the stop: ").append(recovery == null ? "not within the wait"
                : String.format(Locale.ROOT, "%.1f s", recovery.toMillis() / 1000.0)).append('\n');
        md.append(met() ? "- goals met: no failed search, no lost message\n" : "- GOALS MISSED\n");
        return md.toString();
    }

    /** The file, next to {@code faults.md}, that {@link #writeTo} writes and {@link #readFrom} reads. */
    public static final String FILE = "faults.properties";

    /**
     * Writes the figures as properties, for a JVM that started the run in another (its tests): the run holds its
     * nodes on the stack's class path, apart from the JVM that judges it.
     */
    void writeTo(Path file) throws IOException {
        Properties p = new Properties();
        p.setProperty("nodes", String.valueOf(nodes));
        p.setProperty("stoppedNode", String.valueOf(stoppedNode));
        p.setProperty("primariesHeld", String.valueOf(primariesHeld));
        p.setProperty("requests", String.valueOf(requests));
        p.setProperty("failed", String.valueOf(failed));
        p.setProperty("imported", String.valueOf(imported));
        p.setProperty("importRetries", String.valueOf(importRetries));
        p.setProperty("abandoned", String.valueOf(abandoned));
        p.setProperty("lost", String.valueOf(lost));
        p.setProperty("recoveryMillis", recovery == null ? "" : String.valueOf(recovery.toMillis()));
        p.setProperty("phases", phases.stream().map(FaultPhase::name).collect(Collectors.joining(",")));
        for (FaultPhase phase : phases) {
            p.setProperty("phase." + phase.name(), phase.requests() + "," + phase.failed() + "," + phase.p50() + ","
                    + phase.p99() + "," + phase.max());
        }
        try (Writer out = Files.newBufferedWriter(file)) {
            p.store(out, "NodeLossRun's figures");
        }
    }

    /** What {@link #writeTo} wrote. */
    public static NodeLossResult readFrom(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader in = Files.newBufferedReader(file)) {
            p.load(in);
        }
        List<FaultPhase> phases = new ArrayList<>();
        for (String name : p.getProperty("phases").split(",")) {
            long[] v = Arrays.stream(p.getProperty("phase." + name).split(",")).mapToLong(Long::parseLong).toArray();
            phases.add(new FaultPhase(name, v[0], v[1], v[2], v[3], v[4]));
        }
        String recovery = p.getProperty("recoveryMillis");
        return new NodeLossResult(Integer.parseInt(p.getProperty("nodes")), Integer.parseInt(p.getProperty("stoppedNode")),
                Integer.parseInt(p.getProperty("primariesHeld")), Long.parseLong(p.getProperty("requests")),
                Long.parseLong(p.getProperty("failed")), phases, Long.parseLong(p.getProperty("imported")),
                Integer.parseInt(p.getProperty("importRetries")), Integer.parseInt(p.getProperty("abandoned")),
                Long.parseLong(p.getProperty("lost")), recovery.isEmpty() ? null : Duration.ofMillis(Long.parseLong(recovery)));
    }
}
