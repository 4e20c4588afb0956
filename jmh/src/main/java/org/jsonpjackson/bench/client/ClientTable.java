package org.jsonpjackson.bench.client;

import org.jsonpjackson.bench.report.RunRecordWriter;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.function.ToDoubleFunction;

/**
 * The client benchmark's report: one row per load and set-up, medians over the rounds whose JIT settled, and
 * ratios against stock and against opensearch-java 3.9's default, each the median of the same round's ratios (the
 * set-ups of one round ran minutes apart, so pairing them by round cancels part of the machine's drift).
 */
final class ClientTable {

    private final List<SetUp> setUps;
    private final List<Properties> results;

    ClientTable(List<SetUp> setUps, List<Properties> results) {
        this.setUps = setUps;
        this.results = results;
    }

    private List<String> phases() {
        for (Properties p : results) {
            if (p.getProperty("phases") != null) {
                return Arrays.asList(p.getProperty("phases").split(","));
            }
        }
        return List.of();
    }

    private List<Properties> of(SetUp s) {
        List<Properties> out = new ArrayList<>();
        for (Properties p : results) {
            if (s.key.equals(p.getProperty("setup"))) {
                out.add(p);
            }
        }
        return out;
    }

    private static boolean settled(Properties p) {
        return Boolean.parseBoolean(p.getProperty("jit.settled"));
    }

    /** The rounds a set-up's medians come from: the settled ones, or all when none settled. */
    private List<Properties> counted(SetUp s) {
        List<Properties> settled = new ArrayList<>();
        for (Properties p : of(s)) {
            if (settled(p)) {
                settled.add(p);
            }
        }
        return settled.isEmpty() ? of(s) : settled;
    }

    static double num(Properties p, String phase, String key) {
        return Double.parseDouble(p.getProperty("phase." + phase + "." + key, "NaN"));
    }

    static double cpuMicros(Properties p, String phase) {
        return num(p, phase, "cpuNanos") / num(p, phase, "searches") / 1e3;
    }

    /** CPU per search without the JIT's compiler threads; NaN for a run from before they were measured. */
    static double cpuMicrosWithoutJit(Properties p, String phase) {
        return (num(p, phase, "cpuNanos") - num(p, phase, "jitCpuNanos")) / num(p, phase, "searches") / 1e3;
    }

    static double bytes(Properties p, String phase) {
        return num(p, phase, "allocBytes") / num(p, phase, "searches");
    }

    static double perSecond(Properties p, String phase) {
        return num(p, phase, "searches") / (num(p, phase, "nanos") / 1e9);
    }

    static double millis(Properties p, String phase, String key) {
        return num(p, phase, key) / 1e6;
    }

    static double median(List<Double> values) {
        List<Double> v = new ArrayList<>();
        for (Double d : values) {
            if (d != null && !d.isNaN() && !d.isInfinite()) {
                v.add(d);
            }
        }
        if (v.isEmpty()) {
            return Double.NaN;
        }
        v.sort(Double::compare);
        int n = v.size();
        return n % 2 == 1 ? v.get(n / 2) : (v.get(n / 2 - 1) + v.get(n / 2)) / 2;
    }

    private double median(SetUp s, ToDoubleFunction<Properties> f) {
        List<Double> v = new ArrayList<>();
        for (Properties p : counted(s)) {
            v.add(f.applyAsDouble(p));
        }
        return median(v);
    }

    /** The median over rounds of {@code s}'s value ÷ {@code ref}'s value in the same round, both settled. */
    private double ratio(SetUp s, SetUp ref, ToDoubleFunction<Properties> f) {
        if (!setUps.contains(ref)) {
            return Double.NaN;
        }
        List<Double> v = new ArrayList<>();
        for (Properties p : counted(s)) {
            for (Properties q : counted(ref)) {
                if (p.getProperty("round").equals(q.getProperty("round"))) {
                    v.add(f.applyAsDouble(p) / f.applyAsDouble(q));
                }
            }
        }
        return median(v);
    }

    String markdown(String arguments) {
        StringBuilder s = new StringBuilder();
        Properties any = results.isEmpty() ? new Properties() : results.get(0);
        int rounds = 0;
        for (Properties p : results) {
            rounds = Math.max(rounds, Integer.parseInt(p.getProperty("round", "0")));
        }
        s.append("## Client-only benchmark, ").append(LocalDate.now(ZoneOffset.UTC)).append("\n\n");
        s.append(String.format(Locale.ROOT, "%d round(s); searches of %s hits; saturation = %s searches in flight; JDK %s,"
                        + " %s CPUs; arguments: `%s`%n%n", rounds, any.getProperty("load.hits"), any.getProperty("load.concurrency"),
                any.getProperty("id.java"), any.getProperty("id.cpus"), arguments));
        s.append("Medians over rounds whose client JVM saw the JIT settle; ratios are medians of same-round ratios"
                + " (CPU and bytes: below 1 is less than the reference; searches/s: above 1 is more).\n\n");
        s.append("| Load | Set-up | CPU µs/search | B/search | searches/s | p50 ms | p99 ms | CPU ÷ stock | CPU ÷ 3.9 default"
                + " | B ÷ stock | B ÷ 3.9 default | searches/s ÷ stock | searches/s ÷ 3.9 default | JIT settled (compilations in the window) | failed / dropped |\n");
        s.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|\n");
        List<String> warnings = new ArrayList<>();
        for (String phase : phases()) {
            if (phase.startsWith(ISOLATION)) {
                continue; // their CPU and bytes include the big responses: their own table below
            }
            for (SetUp u : setUps) {
                List<Properties> all = of(u);
                if (all.isEmpty()) {
                    continue;
                }
                int settled = 0;
                long failed = 0;
                long dropped = 0;
                for (Properties p : all) {
                    settled += settled(p) ? 1 : 0;
                    failed += (long) num(p, phase, "failed");
                    dropped += (long) num(p, phase, "dropped");
                }
                if (settled == 0) {
                    warnings.add(u.key + ": the JIT never settled; its medians use every round");
                }
                ToDoubleFunction<Properties> cpu = p -> cpuMicros(p, phase);
                ToDoubleFunction<Properties> b = p -> bytes(p, phase);
                ToDoubleFunction<Properties> thr = p -> perSecond(p, phase);
                s.append(String.format(Locale.ROOT, "| %s | %s | %.1f | %,.0f | %,.0f | %.2f | %.2f | %s | %s | %s | %s | %s | %s | %s | %d / %d |%n",
                        phase, u.label, median(u, cpu), median(u, b), median(u, thr),
                        median(u, p -> millis(p, phase, "p50Nanos")), median(u, p -> millis(p, phase, "p99Nanos")),
                        r(ratio(u, SetUp.STOCK, cpu)), r(ratio(u, SetUp.OSJ39_DEFAULT, cpu)),
                        r(ratio(u, SetUp.STOCK, b)), r(ratio(u, SetUp.OSJ39_DEFAULT, b)),
                        r(ratio(u, SetUp.STOCK, thr)), r(ratio(u, SetUp.OSJ39_DEFAULT, thr)),
                        settled + "/" + all.size() + (settled == 0 ? " ⚠" : "") + String.format(Locale.ROOT, " (%.0f)",
                                median(u, p -> num(p, phase, "compiles"))), failed, dropped));
            }
        }
        wakeUps(s);
        isolation(s);
        if (!warnings.isEmpty()) {
            s.append("\n**Warning:** ").append(String.join("; ", new java.util.LinkedHashSet<>(warnings))).append(".\n");
        }
        s.append("\n### The set-ups, as each client JVM reported itself\n\n");
        s.append("| Set-up | opensearch-java | transport | mapper | JSON-P found by the service loader | opensearch-java's cached provider"
                + " | opensearch-rest-client | Jackson 2 | results handed over | gzip asked | threads (end of run) |\n");
        s.append("|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (SetUp u : setUps) {
            List<Properties> all = of(u);
            if (all.isEmpty()) {
                continue;
            }
            Properties p = all.get(0);
            s.append("| ").append(u.label);
            for (String key : List.of("id.opensearchJava", "id.transport", "id.mapper", "id.serviceLoaderProvider",
                    "id.jsonpUtilsProvider", "id.restClient", "id.jackson2", "id.handOff", "gzipAsked", "threads")) {
                s.append(" | ").append(p.getProperty(key, "").replace("|", "/"));
            }
            s.append(" |\n");
        }
        s.append("\nJIT: a round counts once a settle window (").append(any.getProperty("jit.settleWindowMs"))
                .append(" ms) at saturation saw no compilation (witness: ").append(any.getProperty("jit.witness"))
                .append("); compilations inside each measured window are in rounds.csv.\n");
        return s.toString();
    }

    /**
     * Thread wake-ups per search at each load, per set-up: all threads, then the three thread groups that woke most,
     * from the first counted round (Linux's counts; see {@link Meter}).
     */
    private void wakeUps(StringBuilder s) {
        if (results.stream().noneMatch(p -> p.stringPropertyNames().stream().anyMatch(k -> k.endsWith(".wakeUps")))) {
            return;
        }
        s.append("\n### Thread wake-ups per search (Linux's voluntary context switches ÷ searches)\n\n");
        s.append("| Load | Set-up | all threads (median) | the client's threads, without the JVM's own (median)"
                + " | the client's groups that woke most, first counted round |\n|---|---|---:|---:|---|\n");
        for (String phase : phases()) {
            if (phase.startsWith(ISOLATION)) {
                continue;
            }
            for (SetUp u : setUps) {
                List<Properties> counted = counted(u);
                if (counted.isEmpty()) {
                    continue;
                }
                Properties first = counted.get(0);
                double searches = num(first, phase, "searches");
                StringBuilder groups = new StringBuilder();
                String by = first.getProperty("phase." + phase + ".wakeUpsByThread", "");
                int shown = 0;
                for (String entry : by.split(";")) {
                    int eq = entry.lastIndexOf('=');
                    if (eq < 0 || shown >= 3 || jvmOwn(entry.substring(0, eq))) {
                        continue;
                    }
                    shown++;
                    groups.append(groups.length() == 0 ? "" : ", ").append(entry, 0, eq).append(String.format(Locale.ROOT,
                            " %.2f", Long.parseLong(entry.substring(eq + 1)) / searches));
                }
                s.append(String.format(Locale.ROOT, "| %s | %s | %.2f | %.2f | %s |%n", phase, u.label,
                        median(u, p -> num(p, phase, "wakeUps") / num(p, phase, "searches")),
                        median(u, p -> clientWakeUps(p, phase) / num(p, phase, "searches")), groups));
            }
        }
    }

    /**
     * The JVM's own threads (JIT compilers, GC, VM housekeeping) and the client JVM's idle main thread ({@code java}),
     * by kernel name with digits dropped: not the client's work.
     */
    private static final List<String> JVM_OWN = List.of("C CompilerThre", "VM ", "G ", "GC Thread", "Sweeper",
            "Monitor Deflati", "Service Thread", "Common-Cleaner", "Reference Handl", "Finalizer", "Signal Dispatch",
            "Notification", "Attach Listener", "java");

    static boolean jvmOwn(String group) {
        return JVM_OWN.stream().anyMatch(group::startsWith);
    }

    /** A window's wake-ups of every thread group but the JVM's own. */
    static double clientWakeUps(Properties p, String phase) {
        String by = p.getProperty("phase." + phase + ".wakeUpsByThread");
        if (by == null) {
            return Double.NaN;
        }
        long n = 0;
        for (String entry : by.split(";")) {
            int eq = entry.lastIndexOf('=');
            if (eq > 0 && !jvmOwn(entry.substring(0, eq))) {
                n += Long.parseLong(entry.substring(eq + 1));
            }
        }
        return n;
    }

    /** The prefix of the isolation windows' phases: {@code isolation-alone-R} and {@code isolation-big-R}. */
    static final String ISOLATION = "isolation-";

    /**
     * Small searches' latency alone and beside the big responses, per set-up: the isolation windows' own table.
     * Ratios are medians of same-round ratios.
     */
    private void isolation(StringBuilder s) {
        String alone = null;
        String big = null;
        for (String phase : phases()) {
            if (phase.startsWith(ISOLATION + "alone-")) {
                alone = phase;
            } else if (phase.startsWith(ISOLATION + "big-")) {
                big = phase;
            }
        }
        if (alone == null || big == null) {
            return;
        }
        String a = alone;
        String b = big;
        s.append("\n### Small searches beside big responses (").append(b.substring((ISOLATION + "big-").length()))
                .append(" searches/s of ").append(results.get(0).getProperty("load.hits"))
                .append(" hits; beside them, one search per second of each of ");
        StringBuilder pages = new StringBuilder();
        for (int hits : Calls.BIG_PAGES) {
            pages.append(pages.length() == 0 ? "" : " and ").append(String.format(Locale.ROOT, "%,d", hits));
        }
        s.append(pages).append(" hits, about 5 and 20 MB)\n\n");
        s.append("| Set-up | alone p50 ms | p99 | p99.9 | beside big p50 ms | p99 | p99.9 | p99 beside ÷ alone"
                + " | p99 beside big ÷ stock's | small failed / dropped | big responses done / failed (first error) | big p50 ms |\n");
        s.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|\n");
        for (SetUp u : setUps) {
            List<Properties> all = of(u);
            if (all.isEmpty()) {
                continue;
            }
            long failed = 0;
            long dropped = 0;
            long bigDone = 0;
            long bigFailed = 0;
            String firstError = "";
            for (Properties p : all) {
                failed += (long) (num(p, a, "failed") + num(p, b, "failed"));
                dropped += (long) (num(p, a, "dropped") + num(p, b, "dropped"));
                for (int hits : Calls.BIG_PAGES) {
                    bigDone += (long) num(p, b, "big." + hits + ".completed");
                    bigFailed += (long) num(p, b, "big." + hits + ".failed");
                    String e = p.getProperty("phase." + b + ".big." + hits + ".firstError");
                    if (e != null && firstError.isEmpty()) {
                        firstError = " (" + hits + " hits: " + e.replace("|", "/") + ")";
                    }
                }
            }
            StringBuilder bigP50 = new StringBuilder();
            for (int hits : Calls.BIG_PAGES) {
                double ms = median(u, p -> num(p, b, "big." + hits + ".p50Nanos") < 0 ? Double.NaN
                        : millis(p, b, "big." + hits + ".p50Nanos"));
                bigP50.append(bigP50.length() == 0 ? "" : " / ").append(Double.isNaN(ms) ? "–"
                        : String.format(Locale.ROOT, "%.0f", ms));
            }
            ToDoubleFunction<Properties> p99Big = p -> millis(p, b, "p99Nanos");
            s.append(String.format(Locale.ROOT, "| %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %s | %s | %d / %d | %d / %d%s | %s |%n",
                    u.label, median(u, p -> millis(p, a, "p50Nanos")), median(u, p -> millis(p, a, "p99Nanos")),
                    median(u, p -> millis(p, a, "p999Nanos")), median(u, p -> millis(p, b, "p50Nanos")),
                    median(u, p99Big), median(u, p -> millis(p, b, "p999Nanos")),
                    r(median(u, p -> millis(p, b, "p99Nanos") / millis(p, a, "p99Nanos"))),
                    r(ratio(u, SetUp.STOCK, p99Big)), failed, dropped, bigDone, bigFailed, firstError, bigP50));
        }
    }

    /** The run's record: per load and set-up, the medians and the ratios to stock that the Markdown table gives. */
    void record(RunRecordWriter record) {
        for (String phase : phases()) {
            if (phase.startsWith(ISOLATION)) {
                continue;
            }
            for (SetUp u : setUps) {
                if (of(u).isEmpty()) {
                    continue;
                }
                ToDoubleFunction<Properties> cpu = p -> cpuMicros(p, phase);
                ToDoubleFunction<Properties> b = p -> bytes(p, phase);
                record.row(phase, u.label, median(u, cpu), median(u, b), median(u, p -> perSecond(p, phase)),
                        median(u, p -> millis(p, phase, "p99Nanos")), orNull(ratio(u, SetUp.STOCK, cpu)),
                        orNull(ratio(u, SetUp.STOCK, b)));
            }
        }
    }

    /** The columns of {@link #record}. */
    static final List<String> RECORD_COLUMNS = List.of("Load", "Set-up", "CPU µs/search", "B/search", "searches/s",
            "p99 ms", "CPU ÷ stock", "B ÷ stock");

    private static Double orNull(double v) {
        return Double.isNaN(v) ? null : v;
    }

    private static String r(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.2f", v);
    }

    /** Every round's figures, one line per round, set-up and load. */
    String csv() {
        StringBuilder s = new StringBuilder("round,setup,load,jit_settled,jit_settle_windows,searches,seconds,cpu_us_per_search,"
                + "bytes_per_search,searches_per_s,p50_ms,p90_ms,p99_ms,failed,dropped,compiles_in_window,compile_ms_in_window,"
                + "gc_count,gc_ms,p999_ms,wakeups_per_search,client_wakeups_per_search,cpu_us_per_search_without_jit\n");
        for (Properties p : results) {
            for (String phase : phases()) {
                s.append(String.format(Locale.ROOT, "%s,%s,%s,%s,%s,%.0f,%.3f,%.2f,%.0f,%.1f,%.3f,%.3f,%.3f,%.0f,%.0f,%.0f,%.0f,%.0f,%.0f,%.3f,%.2f,%.2f,%.2f%n",
                        p.getProperty("round"), p.getProperty("setup"), phase, p.getProperty("jit.settled"),
                        p.getProperty("jit.settleWindows"), num(p, phase, "searches"), num(p, phase, "nanos") / 1e9,
                        cpuMicros(p, phase), bytes(p, phase), perSecond(p, phase), millis(p, phase, "p50Nanos"),
                        millis(p, phase, "p90Nanos"), millis(p, phase, "p99Nanos"), num(p, phase, "failed"),
                        num(p, phase, "dropped"), num(p, phase, "compiles"), num(p, phase, "compileMs"),
                        num(p, phase, "gcCount"), num(p, phase, "gcMs"), millis(p, phase, "p999Nanos"),
                        num(p, phase, "wakeUps") / num(p, phase, "searches"),
                        clientWakeUps(p, phase) / num(p, phase, "searches"), cpuMicrosWithoutJit(p, phase)));
            }
        }
        return s.toString();
    }
}
