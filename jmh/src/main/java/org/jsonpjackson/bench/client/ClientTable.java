package org.jsonpjackson.bench.client;

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

    private static String r(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.2f", v);
    }

    /** Every round's figures, one line per round, set-up and load. */
    String csv() {
        StringBuilder s = new StringBuilder("round,setup,load,jit_settled,jit_settle_windows,searches,seconds,cpu_us_per_search,"
                + "bytes_per_search,searches_per_s,p50_ms,p90_ms,p99_ms,failed,dropped,compiles_in_window,compile_ms_in_window,"
                + "gc_count,gc_ms\n");
        for (Properties p : results) {
            for (String phase : phases()) {
                s.append(String.format(Locale.ROOT, "%s,%s,%s,%s,%s,%.0f,%.3f,%.2f,%.0f,%.1f,%.3f,%.3f,%.3f,%.0f,%.0f,%.0f,%.0f,%.0f,%.0f%n",
                        p.getProperty("round"), p.getProperty("setup"), phase, p.getProperty("jit.settled"),
                        p.getProperty("jit.settleWindows"), num(p, phase, "searches"), num(p, phase, "nanos") / 1e9,
                        cpuMicros(p, phase), bytes(p, phase), perSecond(p, phase), millis(p, phase, "p50Nanos"),
                        millis(p, phase, "p90Nanos"), millis(p, phase, "p99Nanos"), num(p, phase, "failed"),
                        num(p, phase, "dropped"), num(p, phase, "compiles"), num(p, phase, "compileMs"),
                        num(p, phase, "gcCount"), num(p, phase, "gcMs")));
            }
        }
        return s.toString();
    }
}
