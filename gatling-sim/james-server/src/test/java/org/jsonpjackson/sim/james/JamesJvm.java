package org.jsonpjackson.sim.james;

import javax.management.AttributeNotFoundException;
import javax.management.JMException;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * James' JVM, read from outside through its own platform MXBeans: the JDK's local management agent is started in
 * the running JVM with {@code jcmd ManagementAgent.start_local} (James' command line is the IT's, unchanged; the
 * agent listens on loopback only, and James' own JMX, {@code jmx.enabled}, stays off), its address read back from
 * the JVM's performance counters, and a JMX connection made to it. Each {@link #sample()} reads:
 * <ul>
 * <li>the process' CPU time ({@code OperatingSystem.ProcessCpuTime}): every thread of the JVM, garbage collection
 * and the JIT compilers included, as they should be: a stack that allocates more makes the collector work more;</li>
 * <li>the bytes allocated on the heap by all threads since the JVM started, those that have ended included
 * ({@code Threading.TotalThreadAllocatedBytes}, JDK 21+, which James needs anyway; -1 if the JVM does not count);</li>
 * <li>the JIT compilers' time and the collectors' time, to tell a run still compiling or collecting from one that
 * is not;</li>
 * <li>the CPU time of each of James' Java threads ({@code getThreadCpuTime} of every id of {@code AllThreadIds}),
 * which leaves out the JIT's compiler threads and the collector's threads, hidden from that list: on one core James'
 * JIT was still compiling for 1 to 5 s of every 20 s run after eight warm-up windows (2026-11-29), so the process'
 * CPU per request measured mostly how far the JIT had got. A thread that ends within a run takes its CPU with it,
 * which the pools James and both clients keep make rare.</li>
 * </ul>
 * A sample costs a few small RMI calls on loopback, the same in both modes, and is taken only at a run's start and
 * end.
 */
final class JamesJvm implements AutoCloseable {

    /** Where the local agent publishes its address ({@code sun.management.ConnectorAddressLink}). */
    private static final Pattern ADDRESS = Pattern.compile("sun\\.management\\.JMXConnectorServer\\.address=\"([^\"]+)\"");
    private static final ObjectName OS = name("java.lang:type=OperatingSystem");
    private static final ObjectName THREADING = name("java.lang:type=Threading");
    private static final ObjectName COMPILATION = name("java.lang:type=Compilation");
    private static final ObjectName COLLECTORS = name("java.lang:type=GarbageCollector,*");

    private final JMXConnector connector;
    private final MBeanServerConnection mbeans;

    private JamesJvm(JMXConnector connector) throws IOException {
        this.connector = connector;
        this.mbeans = connector.getMBeanServerConnection();
    }

    /**
     * Counters of James' JVM at one moment, or their differences between two.
     *
     * @param threadCpuNanos each live Java thread's CPU time by thread id (ids are never reused in a JVM); empty if
     *                       not read
     */
    record Sample(long cpuNanos, long allocatedBytes, long jitMillis, long gcMillis, Map<Long, Long> threadCpuNanos) {

        Sample {
            threadCpuNanos = Map.copyOf(threadCpuNanos);
        }

        Sample(long cpuNanos, long allocatedBytes, long jitMillis, long gcMillis) {
            this(cpuNanos, allocatedBytes, jitMillis, gcMillis, Map.of());
        }

        /** What happened between {@code before} and this; -1 where either side was not counted. */
        Sample minus(Sample before) {
            Map<Long, Long> threads = new HashMap<>();
            // a thread started since before ran from 0
            threadCpuNanos.forEach((id, cpu) -> threads.put(id, cpu - before.threadCpuNanos.getOrDefault(id, 0L)));
            return new Sample(diff(cpuNanos, before.cpuNanos), diff(allocatedBytes, before.allocatedBytes),
                    diff(jitMillis, before.jitMillis), diff(gcMillis, before.gcMillis), threads);
        }

        /** The Java threads' CPU time, the JIT's and the collector's threads left out; -1 if not read. */
        long javaThreadsCpuNanos() {
            return threadCpuNanos.isEmpty() ? -1 : threadCpuNanos.values().stream().mapToLong(Long::longValue).sum();
        }

        private static long diff(long after, long before) {
            return after < 0 || before < 0 ? -1 : after - before;
        }
    }

    /** Starts the local management agent in James' JVM and connects to it. */
    static JamesJvm attach(JamesProcess james) throws IOException, InterruptedException {
        james.jcmd("ManagementAgent.start_local");
        String address = address(james.jcmd("PerfCounter.print")).orElseThrow(() -> new IOException(
                "James' JVM (PID " + james.pid() + ") published no local JMX address after ManagementAgent.start_local"));
        return new JamesJvm(JMXConnectorFactory.connect(new JMXServiceURL(address)));
    }

    static Optional<String> address(String perfCounters) {
        Matcher m = ADDRESS.matcher(perfCounters);
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }

    Sample sample() throws IOException {
        try {
            long cpu = number(mbeans.getAttribute(OS, "ProcessCpuTime"));
            long allocated = allocated();
            long jit = number(mbeans.getAttribute(COMPILATION, "TotalCompilationTime"));
            long gc = 0;
            for (ObjectName collector : mbeans.queryNames(COLLECTORS, null)) {
                long time = number(mbeans.getAttribute(collector, "CollectionTime"));
                gc = time < 0 || gc < 0 ? -1 : gc + time;
            }
            return new Sample(cpu, allocated, jit, gc, threadCpu());
        } catch (JMException e) {
            throw new IOException("James' JVM did not answer its platform MXBeans: " + e, e);
        }
    }

    /** Each live Java thread's CPU time by id; a thread that ended between the two calls (-1) is left out. */
    private Map<Long, Long> threadCpu() throws IOException, JMException {
        long[] ids = (long[]) mbeans.getAttribute(THREADING, "AllThreadIds");
        long[] cpu = (long[]) mbeans.invoke(THREADING, "getThreadCpuTime", new Object[] {ids}, new String[] {"[J"});
        Map<Long, Long> byThread = new HashMap<>();
        for (int i = 0; i < ids.length; i++) {
            if (cpu[i] >= 0) {
                byThread.put(ids[i], cpu[i]);
            }
        }
        return byThread;
    }

    private long allocated() throws IOException, JMException {
        if (!Boolean.TRUE.equals(mbeans.getAttribute(THREADING, "ThreadAllocatedMemoryEnabled"))) {
            return -1;
        }
        try {
            return number(mbeans.getAttribute(THREADING, "TotalThreadAllocatedBytes"));
        } catch (AttributeNotFoundException e) {
            // a JVM before 21
            return -1;
        }
    }

    private static long number(Object value) {
        return value instanceof Number n ? n.longValue() : -1;
    }

    private static ObjectName name(String name) {
        try {
            return new ObjectName(name);
        } catch (JMException e) {
            throw new IllegalArgumentException(name, e);
        }
    }

    @Override
    public void close() throws IOException {
        connector.close();
    }
}
