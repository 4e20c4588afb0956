package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.load.EmailQuerySimulation;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Warms a just-started James up before it is measured: windows of {@code EmailQuerySimulation} at {@code warmupRate},
 * until James' CPU per request moved by at most {@code settledPercent} between two successive windows (the JIT has
 * done with the work and the caches are filled), or {@code maxWarmups} windows; the comparison's table says which
 * warm-ups did not settle. A JIT-time criterion (as the client comparison uses) would say nothing of James' own caches
 * and pools; CPU per request is the figure measured, so its steadiness is what the warm-up waits for.
 *
 * @param windows  the warm-up's runs, in order
 * @param settled  whether the last two windows were within the tolerance
 */
record WarmUp(List<Measurement> windows, boolean settled) {

    static WarmUp run(MeasuredRuns runs, CompareSettings settings) throws IOException, InterruptedException {
        List<Measurement> windows = new ArrayList<>();
        double previous = Double.NaN;
        for (int n = 1; n <= settings.maxWarmups(); n++) {
            Measurement m = runs.run(Measurement.Kind.WARMUP, EmailQuerySimulation.class, settings.warmupRate(), settings.warmupSeconds());
            windows.add(m);
            double now = m.cpuMillisPerRequest();
            double change = 100 * Math.abs(now - previous) / previous;
            System.out.printf(Locale.ROOT, "James %s warm-up %d: %.2f ms of CPU per request%s, JIT %d ms%n", runs.mode().label(),
                    n, now, Double.isNaN(change) ? "" : String.format(Locale.ROOT, " (%.1f%% from the last)", change),
                    m.james().jitMillis());
            if (change <= settings.settledPercent()) {
                return new WarmUp(windows, true);
            }
            previous = now;
        }
        System.out.printf(Locale.ROOT, "James %s: CPU per request had not settled within %s%% after %d warm-up windows%n",
                runs.mode().label(), CompareSettings.plain(settings.settledPercent()), settings.maxWarmups());
        return new WarmUp(windows, false);
    }
}
