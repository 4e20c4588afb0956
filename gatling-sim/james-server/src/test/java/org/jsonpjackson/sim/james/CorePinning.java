package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * James' JVM on cores of its own, everything else of the comparison (this runner, PostgreSQL, the OpenSearch node,
 * each Gatling JVM) on the others, with util-linux's {@code taskset}: on two shared cores James' JIT never settled and
 * single rounds of its CPU per request spread from 0.74 to 1.29 (docs/results/james.md, 2026-11-27). The runner pins
 * itself first ({@code taskset -a -p}: every thread it has), so that every child it starts afterwards inherits the
 * other cores; James starts under {@code taskset -c}, whose {@code exec} keeps the PID this runner holds. James' JVM
 * then sees only its own cores ({@code availableProcessors}), and sizes its pools, and ours, for them: that is the
 * deployment measured, one core for James.
 *
 * @param jamesCpus James' cores as {@code taskset} takes them ({@code james.compare.jamesCpus}: by default the last
 *                  core of the machine, {@code none} to pin nothing)
 * @param otherCpus every other core of the machine
 */
record CorePinning(String jamesCpus, String otherCpus) {

    static final String PROPERTY = CompareSettings.PREFIX + "jamesCpus";
    static final CorePinning NONE = new CorePinning("", "");

    /** {@code given}: blank for the default, {@code none}, or one core's number below {@code cores}. */
    static CorePinning of(String given, int cores) {
        String value = given == null ? "" : given.trim();
        if (value.equals("none")) {
            return NONE;
        }
        if (value.isEmpty()) {
            if (cores < 2) {
                return NONE;
            }
            value = String.valueOf(cores - 1);
        }
        int core;
        try {
            core = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(PROPERTY + " takes one core's number, or none: " + given, e);
        }
        if (core < 0 || core >= cores || cores < 2) {
            throw new IllegalArgumentException(PROPERTY + " must name one of cores 0 to " + (cores - 1)
                    + " and leave another for the rest (" + cores + " cores here): " + given);
        }
        List<String> others = new ArrayList<>();
        for (int c = 0; c < cores; c++) {
            if (c != core) {
                others.add(String.valueOf(c));
            }
        }
        return new CorePinning(String.valueOf(core), String.join(",", others));
    }

    boolean pins() {
        return !jamesCpus.isEmpty();
    }

    /** Puts every thread of this JVM on the other cores, so that the children it starts next inherit them. */
    void pinThisJvm() throws IOException, InterruptedException {
        if (pins()) {
            Processes.output(List.of("taskset", "-a", "-p", "-c", otherCpus, String.valueOf(ProcessHandle.current().pid())), 30);
            verify("This runner", ProcessHandle.current().pid(), otherCpus);
        }
    }

    /** What goes before James' {@code java} command. */
    List<String> launchPrefix() {
        return pins() ? List.of("taskset", "-c", jamesCpus) : List.of();
    }

    /** The cores a process may run on, as the kernel says ({@code Cpus_allowed_list}); empty if it cannot be read. */
    static Optional<String> allowed(long pid) {
        try {
            return Files.readAllLines(Path.of("/proc", String.valueOf(pid), "status"), StandardCharsets.UTF_8).stream()
                    .filter(l -> l.startsWith("Cpus_allowed_list:")).map(l -> l.substring(l.indexOf(':') + 1).trim()).findFirst();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Fails unless the process runs on exactly {@code cpus}: a comparison that says it pinned must have. */
    static void verify(String what, long pid, String cpus) throws IOException {
        String allowed = allowed(pid).orElse("unknown");
        if (!cores(allowed).equals(cores(cpus))) {
            throw new IOException(what + " (PID " + pid + ") may run on cores " + allowed + ", not " + cpus + " as pinned");
        }
    }

    /** The cores of a list as the kernel and {@code taskset} write it ({@code 0-2,5}); empty if it is not one. */
    static SortedSet<Integer> cores(String list) {
        SortedSet<Integer> cores = new TreeSet<>();
        for (String part : list.split(",")) {
            String[] range = part.trim().split("-");
            try {
                int from = Integer.parseInt(range[0]);
                int to = range.length > 1 ? Integer.parseInt(range[1]) : from;
                for (int c = from; c <= to; c++) {
                    cores.add(c);
                }
            } catch (NumberFormatException e) {
                return new TreeSet<>();
            }
        }
        return cores;
    }

    String describe() {
        return pins() ? "James' JVM on core " + jamesCpus + "; this runner, PostgreSQL, the OpenSearch node and Gatling on "
                + otherCpus + " (" + PROPERTY + "=" + jamesCpus + ")" : "none (" + PROPERTY + "=none, or one core)";
    }
}
