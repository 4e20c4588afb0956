package org.jsonpjackson.bench.client;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

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
 *   <li>Wake-ups: each thread's {@code voluntary_ctxt_switches} in Linux's {@code /proc/self/task/TID/status}
 *       (one each time it went to sleep, so one per time it was woken), grouped by the thread's kernel name with
 *       its digits dropped (the kernel keeps 15 characters of a Java thread's name). Threads that ended inside the
 *       window are missed, as for allocation; empty where there is no {@code /proc}.</li>
 *   <li>The JIT's CPU: the CPU time of HotSpot's compiler threads (kernel names {@code C1 CompilerThre} and
 *       {@code C2 CompilerThre}), from the first field of each thread's {@code /proc/self/task/TID/schedstat}
 *       (nanoseconds on a CPU), so that a window's CPU can be told without the compilations that fell into it;
 *       compiler threads HotSpot retired inside the window are missed. Zero where there is no {@code /proc}.</li>
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
                JIT.getTotalCompilationTime(), gcCount, gcMillis, sleeps());
    }

    private static final Path TASKS = Path.of("/proc/self/task");

    /** Each live thread's voluntary context switches so far, by task id, with its kernel name. */
    private static Map<String, Sleeps> sleeps() {
        Map<String, Sleeps> out = new HashMap<>();
        if (!Files.isDirectory(TASKS)) {
            return out;
        }
        try (Stream<Path> tasks = Files.list(TASKS)) {
            tasks.forEach(task -> {
                try {
                    String name = Files.readString(task.resolve("comm")).trim();
                    // only the compiler threads' CPU is needed: one more read for them alone
                    long cpu = jit(name) ? Long.parseLong(Files.readString(task.resolve("schedstat")).trim().split("\\s+")[0]) : 0;
                    for (String line : Files.readAllLines(task.resolve("status"))) {
                        if (line.startsWith("voluntary_ctxt_switches:")) {
                            out.put(task.getFileName().toString(), new Sleeps(name,
                                    Long.parseLong(line.substring(line.indexOf(':') + 1).trim()), cpu));
                        }
                    }
                } catch (IOException e) {
                    // the thread ended between the listing and the read
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** Whether a thread's kernel name is one of HotSpot's compiler threads'. */
    static boolean jit(String kernelName) {
        return kernelName.startsWith("C1 CompilerThre") || kernelName.startsWith("C2 CompilerThre");
    }

    /** A thread's kernel name, its voluntary context switches so far, and, for a compiler thread, its CPU so far. */
    record Sleeps(String name, long count, long jitCpuNanos) {
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
        final Map<String, Sleeps> sleeps;

        Snapshot(long nanos, long cpuNanos, Map<Long, Long> allocated, long compiles, long compileMillis, long gcCount,
                long gcMillis, Map<String, Sleeps> sleeps) {
            this.nanos = nanos;
            this.cpuNanos = cpuNanos;
            this.allocated = allocated;
            this.compiles = compiles;
            this.compileMillis = compileMillis;
            this.gcCount = gcCount;
            this.gcMillis = gcMillis;
            this.sleeps = sleeps;
        }

        /**
         * Wake-ups between {@code start} and this snapshot, by thread group (kernel name, digits dropped), of the
         * threads alive now; most first.
         */
        Map<String, Long> wakeUpsSince(Snapshot start) {
            Map<String, Long> byGroup = new HashMap<>();
            for (Map.Entry<String, Sleeps> e : sleeps.entrySet()) {
                Sleeps before = start.sleeps.get(e.getKey());
                long n = e.getValue().count() - (before == null ? 0 : before.count());
                if (n > 0) {
                    byGroup.merge(e.getValue().name().replaceAll("[-#_ ]?\\d+", "").trim(), n, Long::sum);
                }
            }
            Map<String, Long> sorted = new LinkedHashMap<>();
            byGroup.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                    .forEach(e -> sorted.put(e.getKey(), e.getValue()));
            return sorted;
        }

        /** CPU nanoseconds the JIT's compiler threads alive now spent between {@code start} and this snapshot. */
        long jitCpuSince(Snapshot start) {
            long sum = 0;
            for (Map.Entry<String, Sleeps> e : sleeps.entrySet()) {
                Sleeps before = start.sleeps.get(e.getKey());
                sum += e.getValue().jitCpuNanos() - (before == null ? 0 : before.jitCpuNanos());
            }
            return sum;
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
