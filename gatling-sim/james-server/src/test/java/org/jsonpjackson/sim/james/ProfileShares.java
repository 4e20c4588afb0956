package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Whose work James' CPU samples are, read from async-profiler's collapsed stacks ({@code dump,collapsed,threads}:
 * one line per distinct stack, the thread first, root to leaf, then the count), by frame rather than by thread: the
 * client's work is not on its own threads alone (stock's request is built and sent on James' threads, ours decodes
 * on the {@code boundedElastic} thread James resumes on), and the client's threads also run James' continuations.
 *
 * <p>Each stack is walked from its leaf towards its root, and the first frame that belongs to someone decides:
 * the search client ({@link #CLIENT_FRAMES}: opensearch-java, Apache's HTTP client, Parsson, our packages, Reactor
 * Netty's HTTP client), password hashing (PBKDF2, which HTTP Basic logins pay for), or James ({@link #JAMES_FRAMES}:
 * its code, its HTTP server, its PostgreSQL driver). Frames of no one (the JDK, Jackson, Reactor's core, Netty's
 * channel code) take the owner of the nearest deciding frame below them, so Jackson under opensearch-java is the
 * client's and Jackson under James' JMAP code is James'. A stack with no deciding frame goes by its thread: the
 * client's own I/O threads ({@link #CLIENT_THREADS}: its event loop waiting and reading, or Apache's reactor), the
 * JIT and the garbage collector, or else the rest. The same rules read both modes.
 *
 * @param samples per owner, the samples of the profile
 * @param clientOnIoThreads of the client's samples, those on its own I/O threads
 */
record ProfileShares(Map<Owner, Long> samples, long clientOnIoThreads) {

    enum Owner {
        CLIENT("the search client"),
        PASSWORD_HASHING("password hashing (PBKDF2)"),
        JAMES("James (its code, HTTP server, database driver)"),
        JIT_AND_GC("the JIT and the garbage collector"),
        REST("no owner's frame (the JDK, Netty, Reactor on other threads)");

        final String label;

        Owner(String label) {
            this.label = label;
        }
    }

    static final List<String> CLIENT_FRAMES = List.of("org/jsonpjackson/", "org/opensearch/client/", "org/apache/http/",
            "org/eclipse/parsson/", "reactor/netty/http/client/");
    static final List<String> JAMES_FRAMES = List.of("org/apache/james/", "reactor/netty/http/server/", "io/r2dbc/",
            "org/postgresql/");
    static final List<String> CLIENT_THREADS = List.of("jsonpj-http-", "OpenSearch-driver-", "I/O dispatcher", "httpclient-dispatch");
    /** The JVM's own threads, named as the kernel keeps them: at most 15 characters ({@code C2 CompilerThre}). */
    private static final List<String> JIT_AND_GC_THREADS = List.of("C1 Compiler", "C2 Compiler", "GC Thread", "G1 ", "VM Thread");

    ProfileShares {
        samples = Map.copyOf(samples);
    }

    static ProfileShares read(Path collapsed) throws IOException {
        return of(Files.readAllLines(collapsed, StandardCharsets.UTF_8));
    }

    static ProfileShares of(List<String> collapsed) {
        Map<Owner, Long> samples = new EnumMap<>(Owner.class);
        for (Owner o : Owner.values()) {
            samples.put(o, 0L);
        }
        long onIo = 0;
        for (String line : collapsed) {
            int space = line.lastIndexOf(' ');
            if (space < 0 || line.isBlank()) {
                continue;
            }
            long count = Long.parseLong(line.substring(space + 1).trim());
            String[] frames = line.substring(0, space).split(";");
            String thread = thread(frames[0]);
            Owner owner = owner(frames, thread);
            samples.merge(owner, count, Long::sum);
            if (owner == Owner.CLIENT && startsWithAny(thread, CLIENT_THREADS)) {
                onIo += count;
            }
        }
        return new ProfileShares(samples, onIo);
    }

    /** The owner of one stack, root first, thread frame included. */
    static Owner owner(String[] frames, String thread) {
        for (int i = frames.length - 1; i >= 0; i--) {
            String f = frames[i];
            if (f.contains("PBKDF2")) {
                return Owner.PASSWORD_HASHING;
            }
            if (startsWithAny(f, CLIENT_FRAMES)) {
                return Owner.CLIENT;
            }
            if (startsWithAny(f, JAMES_FRAMES)) {
                return Owner.JAMES;
            }
        }
        if (startsWithAny(thread, CLIENT_THREADS)) {
            return Owner.CLIENT;
        }
        return startsWithAny(thread, JIT_AND_GC_THREADS) ? Owner.JIT_AND_GC : Owner.REST;
    }

    /** {@code [name tid=123]}, as async-profiler writes a thread, to its name; other frames give none. */
    private static String thread(String frame) {
        if (!frame.startsWith("[") || !frame.endsWith("]")) {
            return "";
        }
        String name = frame.substring(1, frame.length() - 1);
        int tid = name.lastIndexOf(" tid=");
        return tid < 0 ? name : name.substring(0, tid);
    }

    private static boolean startsWithAny(String s, List<String> prefixes) {
        return prefixes.stream().anyMatch(s::startsWith);
    }

    long total() {
        return samples.values().stream().mapToLong(Long::longValue).sum();
    }

    long of(Owner owner) {
        return samples.get(owner);
    }

    double share(Owner owner) {
        return total() == 0 ? Double.NaN : (double) of(owner) / total();
    }

    /**
     * The client's CPU per query in milliseconds: its share of the samples times the CPU James' JVM measured over
     * the profiled run ({@code cpuMillis}). Not samples times the profiler's interval: the interval timer fires on
     * the kernel's tick, so at 1 ms asked this machine's kernel gave about one sample per 4 ms of CPU (552 samples
     * over a run that used about 2.4 s, 2026-11-30), and the samples count only relative shares.
     */
    double clientMillisPer(long queries, double cpuMillis) {
        return queries <= 0 ? Double.NaN : share(Owner.CLIENT) * cpuMillis / queries;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (Owner o : Owner.values()) {
            s.append(String.format(Locale.ROOT, "%s %d (%.1f%%); ", o.label, of(o), 100 * share(o)));
        }
        return s.append("of ").append(total()).append(" samples").toString();
    }
}
