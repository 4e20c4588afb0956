package org.jsonpjackson.bench.client;

import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the client JVM measures about itself, as snapshots whose differences are a window's cost.
 *
 * <ul>
 *   <li>CPU: {@code OperatingSystemMXBean.getProcessCpuTime()}, the whole process: request and driver threads,
 *       I/O and decode threads, GC and JIT threads.</li>
 *   <li>Allocation: {@code ThreadMXBean.getThreadAllocatedBytes} summed over all live Java threads, end minus
 *       start per thread (threads born in the window count from zero). It misses what threads that died inside the
 *       window allocated (the pools here keep their threads; {@code boundedElastic} retires idle ones after 60 s),
 *       and memory outside the Java heap: Netty's pooled direct buffers, the HTTP clients' native buffers.</li>
 *   <li>JIT: the HotSpot compilation count ({@code sun.management.HotspotCompilationMBean.getTotalCompileCount},
 *       read by reflection; the client JVM is started with {@code --add-exports
 *       java.management/sun.management=ALL-UNNAMED}), and {@code CompilationMXBean.getTotalCompilationTime()}
 *       as a second witness (milliseconds, so it misses short compilations).</li>
 *   <li>GC: collections and their time, from the garbage collector beans.</li>
 * </ul>
 */
final class Meter {

    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();
    private static final List<GarbageCollectorMXBean> GCS = ManagementFactory.getGarbageCollectorMXBeans();
    private static final Object HOTSPOT_COMPILATION;
    private static final Method COMPILE_COUNT;

    static {
        Object bean = null;
        Method count = null;
        try {
            Class<?> helper = Class.forName("sun.management.ManagementFactoryHelper");
            bean = helper.getMethod("getHotspotCompilationMBean").invoke(null);
            count = Class.forName("sun.management.HotspotCompilationMBean").getMethod("getTotalCompileCount");
            count.invoke(bean);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            bean = null;
            count = null;
        }
        HOTSPOT_COMPILATION = bean;
        COMPILE_COUNT = count;
        THREADS.setThreadAllocatedMemoryEnabled(true);
    }

    private Meter() {
    }

    /** Whether the compilation count is readable (else only the compilation time witnesses the JIT). */
    static boolean compileCountAvailable() {
        return COMPILE_COUNT != null;
    }

    /** Compilations so far, or -1 when the count is not readable. */
    static long compileCount() {
        if (COMPILE_COUNT == null) {
            return -1;
        }
        try {
            return ((Number) COMPILE_COUNT.invoke(HOTSPOT_COMPILATION)).longValue();
        } catch (ReflectiveOperationException e) {
            return -1;
        }
    }

    static Snapshot snapshot() {
        long[] ids = THREADS.getAllThreadIds();
        long[] bytes = THREADS.getThreadAllocatedBytes(ids);
        Map<Long, Long> alloc = new HashMap<>(ids.length * 2);
        for (int i = 0; i < ids.length; i++) {
            if (bytes[i] >= 0) {
                alloc.put(ids[i], bytes[i]);
            }
        }
        long gcCount = 0;
        long gcMillis = 0;
        for (GarbageCollectorMXBean gc : GCS) {
            gcCount += Math.max(0, gc.getCollectionCount());
            gcMillis += Math.max(0, gc.getCollectionTime());
        }
        return new Snapshot(System.nanoTime(), OS.getProcessCpuTime(), alloc, compileCount(),
                JIT.getTotalCompilationTime(), gcCount, gcMillis);
    }

    /** One moment's readings. */
    static final class Snapshot {
        final long nanos;
        final long cpuNanos;
        final Map<Long, Long> allocated;
        final long compiles;
        final long compileMillis;
        final long gcCount;
        final long gcMillis;

        Snapshot(long nanos, long cpuNanos, Map<Long, Long> allocated, long compiles, long compileMillis, long gcCount,
                long gcMillis) {
            this.nanos = nanos;
            this.cpuNanos = cpuNanos;
            this.allocated = allocated;
            this.compiles = compiles;
            this.compileMillis = compileMillis;
            this.gcCount = gcCount;
            this.gcMillis = gcMillis;
        }

        /** Bytes allocated between {@code start} and this snapshot, by the threads alive now. */
        long allocatedSince(Snapshot start) {
            long sum = 0;
            for (Map.Entry<Long, Long> e : allocated.entrySet()) {
                sum += e.getValue() - start.allocated.getOrDefault(e.getKey(), 0L);
            }
            return sum;
        }
    }
}
