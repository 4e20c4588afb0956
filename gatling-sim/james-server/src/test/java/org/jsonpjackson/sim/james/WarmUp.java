package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.load.EmailQuerySimulation;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Warms a just-started James up before it is measured: windows of {@code EmailQuerySimulation} at {@code warmupRate},
 * until James' CPU per request ({@link SettleOn}: its Java threads' by default) stayed within {@code settledPercent}
 * over the last {@code settledWindows} windows (the largest at most that share above the smallest: the hot paths are
 * compiled and the caches are filled), or {@code maxWarmups} windows; the comparison's table says which warm-ups did
 * not settle. Two windows can agree by chance while the JIT is still at work (on 2026-11-27 the fourth windows still
 * held 5 to 12 s of JIT), hence four. A JIT-time criterion (as the client comparison uses) would say nothing of
 * James' own caches and pools; CPU per request is the figure measured, so its steadiness is what the warm-up waits
 * for.
 *
 * @param windows  the warm-up's runs, in order
 * @param settled  whether the last windows were within the tolerance
 */
record WarmUp(List<Measurement> windows, boolean settled) {

    /** One warm-up window: a run at the warm-up's rate for its seconds. */
    interface Window {
        Measurement run(double rate, long seconds) throws IOException, InterruptedException;
    }

    /** Warms up with {@code EmailQuerySimulation} windows. */
    static WarmUp run(MeasuredRuns runs, CompareSettings settings) throws IOException, InterruptedException {
        return run(runs, settings, settings.warmupRate(), (rate, seconds) -> runs.run(Measurement.Kind.WARMUP,
                EmailQuerySimulation.class, rate, seconds));
    }

    /** Warms up with {@code window}s at {@code rate} (IMAP windows, when the comparison runs IMAP alone). */
    static WarmUp run(MeasuredRuns runs, CompareSettings settings, double rate, Window window) throws IOException, InterruptedException {
        List<Measurement> windows = new ArrayList<>();
        List<Double> cpu = new ArrayList<>();
        for (int n = 1; n <= settings.maxWarmups(); n++) {
            Measurement m = window.run(rate, settings.warmupSeconds());
            windows.add(m);
            cpu.add(settings.settleOn().of(m));
            double spread = spread(cpu, settings.settledWindows());
            System.out.printf(Locale.ROOT, "James %s warm-up %d: %.2f ms of CPU per request, %.2f in Java threads%s, JIT %d ms%n",
                    runs.mode().label(), n, m.cpuMillisPerRequest(), m.javaThreadsCpuMillisPerRequest(),
                    Double.isNaN(spread) ? "" : String.format(Locale.ROOT,
                            " (the last %d windows within %.1f%%)", settings.settledWindows(), spread), m.james().jitMillis());
            if (spread <= settings.settledPercent()) {
                return new WarmUp(windows, true);
            }
        }
        System.out.printf(Locale.ROOT, "James %s: %s had not stayed within %s%% over %d windows after %d warm-up windows%n",
                runs.mode().label(), settings.settleOn().describe(), CompareSettings.plain(settings.settledPercent()), settings.settledWindows(), settings.maxWarmups());
        return new WarmUp(windows, false);
    }

    /**
     * How far apart the last {@code last} values are: the largest above the smallest, in percent; NaN while there are
     * fewer, or if one of them was not measured (NaN never counts as settled).
     */
    static double spread(List<Double> values, int last) {
        if (values.size() < last) {
            return Double.NaN;
        }
        List<Double> tail = values.subList(values.size() - last, values.size());
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double v : tail) {
            if (Double.isNaN(v) || v <= 0) {
                return Double.NaN;
            }
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        return 100 * (max - min) / min;
    }
}
