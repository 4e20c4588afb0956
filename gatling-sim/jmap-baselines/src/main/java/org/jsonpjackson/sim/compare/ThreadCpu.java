package org.jsonpjackson.sim.compare;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * CPU time of this JVM, whole and by thread group: the threads are read from {@link ThreadMXBean} and grouped by
 * the prefix of their names; the whole process from the operating system's count for this JVM, which also holds
 * what no Java thread shows (garbage collection, the JIT compilers).
 */
final class ThreadCpu {

    static final String EVENT_LOOP = "service event loop";
    static final String CLIENT_IO = "client I/O";
    static final String DECODE = "decode / hand-off";
    static final String NODE = "OpenSearch node";
    static final String OTHER = "other threads";
    /** Not a thread group: the whole process, from the operating system. */
    static final String PROCESS = "process";
    /**
     * Not CPU of a thread group either: the time the JIT compilers spent compiling, from the JVM's
     * {@code CompilationMXBean} (in nanoseconds, for one unit across the map; the JVM counts milliseconds), or -1
     * where the JVM does not count it. Close to zero once the JIT has finished with the measured work.
     */
    static final String JIT = "JIT compilation";

    /** Thread-name prefixes and the group each belongs to, the first match winning. */
    private static final Map<String, String> GROUPS = new LinkedHashMap<>();

    static {
        // the JMAP service's Reactor Netty loops (MailSearchServer.EVENT_LOOP_PREFIX)
        GROUPS.put("jmap-http", EVENT_LOOP);
        // ours: the transport's Reactor Netty loops; before: ApacheHttpClient5's reactor; stock: opensearch-rest-client's
        GROUPS.put("jsonpj-http", CLIENT_IO);
        GROUPS.put("httpclient-", CLIENT_IO);
        GROUPS.put("I/O dispatcher", CLIENT_IO);
        // ours decodes on its own scheduler; the baselines have decoded on the I/O thread and hand off here
        GROUPS.put("jsonpj-decode", DECODE);
        GROUPS.put("boundedElastic", DECODE);
        GROUPS.put("opensearch[", NODE);
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final CompilationMXBean COMPILATION = ManagementFactory.getCompilationMXBean();

    private ThreadCpu() {
    }

    /** Nanoseconds of CPU per thread id with each thread's group, and of the whole process. */
    record Snapshot(Map<Long, Long> cpu, Map<Long, String> group, long process, long jitMillis) {
    }

    static Snapshot take() {
        Map<Long, Long> cpu = new LinkedHashMap<>();
        Map<Long, String> group = new LinkedHashMap<>();
        for (ThreadInfo info : THREADS.getThreadInfo(THREADS.getAllThreadIds())) {
            if (info == null) {
                continue;
            }
            long nanos = THREADS.getThreadCpuTime(info.getThreadId());
            if (nanos >= 0) {
                cpu.put(info.getThreadId(), nanos);
                group.put(info.getThreadId(), groupOf(info.getThreadName()));
            }
        }
        return new Snapshot(cpu, group, processNanos(), jitMillis());
    }

    /** Milliseconds the JIT compilers have spent so far, or -1 where the JVM does not count them. */
    static long jitMillis() {
        return COMPILATION != null && COMPILATION.isCompilationTimeMonitoringSupported()
                ? COMPILATION.getTotalCompilationTime() : -1;
    }

    /** CPU of this whole JVM so far, or -1 where the JVM cannot tell. */
    static long processNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    /**
     * Nanoseconds of CPU per group between two snapshots, the whole process under {@link #PROCESS} and the JIT's
     * compilation time under {@link #JIT}; threads
     * born in between count from zero, threads that died in between are lost to their group (and kept in the
     * process figure).
     */
    static Map<String, Long> between(Snapshot before, Snapshot after) {
        Map<String, Long> nanos = new LinkedHashMap<>();
        for (String group : GROUPS.values()) {
            nanos.putIfAbsent(group, 0L);
        }
        nanos.put(OTHER, 0L);
        after.cpu().forEach((id, used) -> nanos.merge(after.group().get(id), used - before.cpu().getOrDefault(id, 0L), Long::sum));
        nanos.put(PROCESS, after.process() - before.process());
        nanos.put(JIT, after.jitMillis() < 0 || before.jitMillis() < 0 ? -1 : (after.jitMillis() - before.jitMillis()) * 1_000_000);
        return nanos;
    }

    static String groupOf(String threadName) {
        for (Map.Entry<String, String> e : GROUPS.entrySet()) {
            if (threadName.startsWith(e.getKey())) {
                return e.getValue();
            }
        }
        return OTHER;
    }

    /** {@code group=nanos;group=nanos}, one line, for a child JVM to report to the comparison. */
    static String encode(Map<String, Long> nanos) {
        StringBuilder line = new StringBuilder();
        nanos.forEach((group, n) -> line.append(line.length() == 0 ? "" : ";").append(group).append('=').append(n));
        return line.toString();
    }

    static Map<String, Long> decode(String line) {
        Map<String, Long> nanos = new LinkedHashMap<>();
        for (String pair : line.split(";")) {
            int eq = pair.lastIndexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("Not a group=nanos pair: '" + pair + "' in " + line);
            }
            nanos.put(pair.substring(0, eq), Long.parseLong(pair.substring(eq + 1)));
        }
        return nanos;
    }
}
