package org.jsonpjackson.sim.compare;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * CPU time of this JVM's threads, grouped by what they do, read from {@link ThreadMXBean}: how busy the
 * service's event loop, the client's I/O and decoding threads and OpenSearch were. (Gatling runs in a JVM of
 * its own.)
 */
final class ThreadCpu {

    /** Thread-name prefixes and the group each belongs to, the first match winning. */
    private static final Map<String, String> GROUPS = new LinkedHashMap<>();

    static {
        GROUPS.put("jmap-http", "service event loop");
        GROUPS.put("jsonpj-http", "client I/O");
        GROUPS.put("httpclient-", "client I/O");
        GROUPS.put("jsonpj-decode", "client decode / hand-off");
        GROUPS.put("boundedElastic", "client decode / hand-off");
        GROUPS.put("opensearch[", "OpenSearch node");
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private ThreadCpu() {
    }

    /** Nanoseconds of CPU per thread id, with each thread's group. */
    record Snapshot(Map<Long, Long> cpu, Map<Long, String> group) {
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
        return new Snapshot(cpu, group);
    }

    /** Seconds of CPU per group between two snapshots; threads born in between count from zero. */
    static Map<String, Double> between(Snapshot before, Snapshot after) {
        Map<String, Double> seconds = new LinkedHashMap<>();
        for (String group : GROUPS.values()) {
            seconds.putIfAbsent(group, 0.0);
        }
        seconds.put("other", 0.0);
        after.cpu().forEach((id, nanos) -> {
            long used = nanos - before.cpu().getOrDefault(id, 0L);
            seconds.merge(after.group().get(id), used / 1e9, Double::sum);
        });
        return seconds;
    }

    static String groupOf(String threadName) {
        for (Map.Entry<String, String> e : GROUPS.entrySet()) {
            if (threadName.startsWith(e.getKey())) {
                return e.getValue();
            }
        }
        return "other";
    }
}
