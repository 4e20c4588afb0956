package org.jsonpjackson.sim.james;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * The comparison as Markdown: per simulation, at each fixed rate, each figure's median over the rounds for each mode
 * and ours ÷ stock as the median of the rounds' own ratios (each round measured both modes on the same machine
 * minutes apart, so a round's ratio cancels what drifted between rounds); the highest rate under the latency goal
 * likewise; then how each warm-up went and every run's raw figures, so that a reader can check any median.
 */
final class ComparisonReport {

    private record Figure(String name, ToDoubleFunction<Measurement> value, String format) {
    }

    private static final List<Figure> FIGURES = List.of(
            new Figure("James CPU, ms/request", Measurement::cpuMillisPerRequest, "%.2f"),
            new Figure("James CPU in Java threads (no JIT, no GC threads), ms/request", Measurement::javaThreadsCpuMillisPerRequest, "%.2f"),
            new Figure("James allocation, KB/request", Measurement::allocKbPerRequest, "%.0f"),
            new Figure("p50, ms", Measurement::p50, "%.0f"),
            new Figure("p99, ms", Measurement::p99, "%.0f"),
            new Figure("throughput, queries/s", Measurement::throughput, "%.1f"));

    /** IMAP's: the same, with p99.9 and the OpenSearch requests (search, scroll pages) each search took. */
    private static final List<Figure> IMAP_FIGURES = List.of(
            new Figure("James CPU, ms/search", Measurement::cpuMillisPerRequest, "%.2f"),
            new Figure("James CPU in Java threads (no JIT, no GC threads), ms/search", Measurement::javaThreadsCpuMillisPerRequest, "%.2f"),
            new Figure("James allocation, KB/search", Measurement::allocKbPerRequest, "%.0f"),
            new Figure("p50, ms", Measurement::p50, "%.0f"),
            new Figure("p99, ms", Measurement::p99, "%.0f"),
            new Figure("p99.9, ms", Measurement::p999Millis, "%.0f"),
            new Figure("OpenSearch query phases per search (a search, its scroll pages)", Measurement::opensearchPerQuery, "%.1f"),
            new Figure("throughput, searches/s", Measurement::throughput, "%.1f"));

    private ComparisonReport() {
    }

    static String markdown(RunStamp stamp, CompareSettings settings, List<ModeRound> rounds, int roundsDone) {
        List<Measurement> all = rounds.stream().flatMap(r -> r.runs().stream()).toList();
        StringBuilder md = new StringBuilder("# Apache James 3.9.0, stock against ours\n\n");
        md.append(stamp.markdown());
        md.append(String.format(Locale.ROOT, "- Seed: %d (the corpus, %d users x %d messages, and the queries Gatling draws)%n",
                settings.seed(), settings.corpus().users(), settings.corpus().messagesPerUser()));
        md.append("- Cores: ").append(settings.pinning().describe()).append('\n');
        md.append(String.format(Locale.ROOT, "- Rounds: %d of %d; the order of the modes is swapped every round "
                + "(odd rounds stock first); %d s per run after a %d s ramp%n%n", roundsDone, settings.rounds(),
                settings.seconds(), Injection.RAMP_SECONDS));
        md.append("James' CPU: its JVM's process CPU time (`OperatingSystemMXBean`, every thread, GC and JIT included) over "
                + "Gatling's injection, divided by the requests James answered in it (queries and session fetches); in Java "
                + "threads: the sum of the CPU time of James' Java threads over the same span (`ThreadMXBean.getThreadCpuTime`), "
                + "which leaves out the JIT's compiler threads and the collector's threads. "
                + "Allocation: `ThreadMXBean.getTotalThreadAllocatedBytes` of James' JVM over the same span. Both read "
                + "through the JDK's local management agent, started in James' JVM with `jcmd`. p50, p99 and throughput "
                + "are the `Email/query` requests' (Gatling). Medians over the rounds; ours ÷ stock is the median of the "
                + "rounds' own ratios, with their range. Stock ÷ stock is each round's stock run against the next round's, "
                + "the same James measured again: its range is what the rounds can resolve, and a ratio of ours ÷ "
                + "stock inside it is no difference.\n\n");
        if (settings.imap().jmap()) {
            for (Class<?> simulation : ModeRound.SIMULATIONS) {
                simulation(md, simulation.getSimpleName(), all, settings.rates(), settings.p99Millis(), settings.stepRate(),
                        settings.maxSteps(), FIGURES);
            }
        }
        if (settings.imap().imap()) {
            ImapWorkload imap = settings.imap();
            md.append(String.format(Locale.ROOT, "IMAP (`%s`): `UID SEARCH` in an open model at fixed rates over %d long-lived "
                            + "sessions (logged in once, `INBOX` selected), %d accounts of %d messages each, a seeded mix of %d "
                            + "searches an account (TEXT, SUBJECT, FROM, SINCE with TEXT, OR, the commonest word and rare words, in "
                            + "the corpus' script); latency from the moment each search fell due. James' CPU and allocation are "
                            + "read from the sessions' logins done to the last answer, per search.%n%n", Measurement.IMAP,
                    imap.sessions(), imap.corpus().users(), imap.corpus().messagesPerUser(), imap.searches()));
            simulation(md, Measurement.IMAP, all, imap.rates(), imap.p99Millis(), imap.stepRate(), settings.maxSteps(), IMAP_FIGURES);
        }
        profiles(md, rounds);
        warmUps(md, rounds, settings);
        raw(md, all);
        return md.toString();
    }

    private static void simulation(StringBuilder md, String simulation, List<Measurement> all, List<Double> rates,
                                   double p99Millis, double stepRate, int maxSteps, List<Figure> figures) {
        List<Measurement> runs = all.stream().filter(m -> m.simulation().equals(simulation)).toList();
        md.append("## ").append(simulation).append("\n\n| Offered req/s | Figure | stock | ours | ours ÷ stock (range) "
                + "| stock ÷ stock (range) |\n|---|---|---|---|---|---|\n");
        for (double rate : rates) {
            List<Measurement> atRate = runs.stream().filter(m -> m.kind() == Measurement.Kind.FIXED && m.rate() == rate).toList();
            for (Figure f : figures) {
                md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s |%n", CompareSettings.plain(rate), f.name(),
                        fmt(f.format(), median(values(atRate, JamesMode.STOCK, f.value()))),
                        fmt(f.format(), median(values(atRate, JamesMode.OURS, f.value()))),
                        withRange(ratios(atRate, f.value())), withRange(stockAgainstStock(atRate, f.value()))));
            }
            md.append(String.format(Locale.ROOT, "| %s | failed requests, all rounds | %d | %d | | |%n", CompareSettings.plain(rate),
                    failed(atRate, JamesMode.STOCK), failed(atRate, JamesMode.OURS)));
        }
        Map<JamesMode, Map<Integer, Double>> highest = Map.of(JamesMode.STOCK, highest(runs, JamesMode.STOCK, p99Millis),
                JamesMode.OURS, highest(runs, JamesMode.OURS, p99Millis));
        List<Double> ratios = new ArrayList<>();
        highest.get(JamesMode.STOCK).forEach((round, stock) -> {
            Double ours = highest.get(JamesMode.OURS).get(round);
            if (ours != null && stock > 0) {
                ratios.add(ours / stock);
            }
        });
        List<Double> stockHighest = List.copyOf(highest.get(JamesMode.STOCK).values());
        List<Double> stockRatios = nextAgainstEach(stockHighest);
        md.append(String.format(Locale.ROOT, "| highest, p99 < %s ms and no failure | offered req/s (0: none) | %s | %s | %s | %s |%n%n",
                CompareSettings.plain(p99Millis), fmt("%.0f", median(stockHighest)),
                fmt("%.0f", median(List.copyOf(highest.get(JamesMode.OURS).values()))), withRange(ratios), withRange(stockRatios)));
        md.append("Highest rate per round: ");
        for (JamesMode mode : JamesMode.values()) {
            md.append(mode.label()).append(' ').append(String.join(", ", highest.get(mode).entrySet().stream()
                    .map(e -> "round " + e.getKey() + ": " + (e.getValue() > 0 ? CompareSettings.plain(e.getValue()) : "none"))
                    .toList())).append(mode == JamesMode.STOCK ? "; " : "");
        }
        md.append(String.format(Locale.ROOT, " (the fixed rates, then steps of %s req/s above the top one while the goal "
                + "held, at most %d).%n%n", CompareSettings.plain(stepRate), maxSteps));
    }

    /** Per round, the highest offered rate (fixed or stepped) whose run met the goal; 0 if none did. */
    private static Map<Integer, Double> highest(List<Measurement> runs, JamesMode mode, double p99Millis) {
        Map<Integer, Double> byRound = new TreeMap<>();
        for (Measurement m : runs) {
            if (m.mode() == mode && (m.kind() == Measurement.Kind.FIXED || m.kind() == Measurement.Kind.STEP)) {
                byRound.merge(m.round(), m.meets(p99Millis) ? m.rate() : 0, Math::max);
            }
        }
        return byRound;
    }

    /**
     * The profiled runs' samples by owner ({@link ProfileShares}), summed over the profiled rounds, and the client's
     * CPU per query: per round, and ours ÷ stock as the median of the rounds' own ratios with stock ÷ stock beside it.
     */
    private static void profiles(StringBuilder md, List<ModeRound> rounds) {
        Map<JamesMode, Map<Integer, ProfileShares>> shares = new EnumMap<>(JamesMode.class);
        Map<JamesMode, Map<Integer, Double>> perQuery = new EnumMap<>(JamesMode.class);
        Map<JamesMode, Long> queries = new EnumMap<>(JamesMode.class);
        for (ModeRound r : rounds) {
            r.profile().ifPresent(p -> {
                Measurement run = r.runs().stream().filter(m -> m.kind() == Measurement.Kind.PROFILE).findFirst().orElseThrow();
                long n = run.result().queries().requests();
                shares.computeIfAbsent(run.mode(), m -> new TreeMap<>()).put(run.round(), p);
                perQuery.computeIfAbsent(run.mode(), m -> new TreeMap<>()).put(run.round(),
                        p.clientMillisPer(n, run.cpuMillisPerRequest() * run.requests()));
                queries.merge(run.mode(), n, Long::sum);
            });
        }
        if (shares.isEmpty()) {
            return;
        }
        String profiled = rounds.stream().flatMap(r -> r.runs().stream()).filter(m -> m.kind() == Measurement.Kind.PROFILE)
                .map(Measurement::simulation).findFirst().orElse("");
        md.append("## The search client's share, from the profile\n\nasync-profiler in James' JVM over one "
                + profiled + " run per mode in each of the first rounds (CPU by interval timer, one sample asked per "
                + CompareSettings.plain(JamesProfiler.INTERVAL_MILLIS) + " ms of CPU; the kernel's tick may give fewer), each sample given to the first owner's "
                + "frame from its leaf (`ProfileShares`: the client is opensearch-java, Apache's HTTP client, Parsson, "
                + "our packages and Reactor Netty's HTTP client, and its own I/O threads). Samples are summed over the "
                + "profiled rounds. The client's CPU per query is its share of the samples times the CPU James' JVM used "
                + "over the profiled run, divided by its queries (the interval timer fires on the kernel's tick, so the "
                + "samples give shares, not times).\n\n| Owner | stock | ours |\n|---|---|---|\n");
        for (ProfileShares.Owner o : ProfileShares.Owner.values()) {
            md.append("| ").append(o.label);
            for (JamesMode mode : JamesMode.values()) {
                long of = sum(shares.get(mode), p -> p.of(o));
                long total = sum(shares.get(mode), ProfileShares::total);
                md.append(!shares.containsKey(mode) ? " | -" : String.format(Locale.ROOT, " | %d (%.1f%%)", of, 100.0 * of / total));
            }
            md.append(" |\n");
        }
        md.append("| all samples");
        for (JamesMode mode : JamesMode.values()) {
            md.append(shares.containsKey(mode) ? " | " + sum(shares.get(mode), ProfileShares::total) : " | -");
        }
        md.append(" |\n| the client's, on its own I/O threads");
        for (JamesMode mode : JamesMode.values()) {
            md.append(shares.containsKey(mode) ? " | " + sum(shares.get(mode), ProfileShares::clientOnIoThreads) : " | -");
        }
        md.append(" |\n| queries in the profiled runs");
        for (JamesMode mode : JamesMode.values()) {
            md.append(queries.containsKey(mode) ? " | " + queries.get(mode) : " | -");
        }
        md.append(" |\n| **the client's CPU per query, ms, per round**");
        for (JamesMode mode : JamesMode.values()) {
            Map<Integer, Double> byRound = perQuery.getOrDefault(mode, Map.of());
            md.append(" | ").append(byRound.isEmpty() ? "-" : String.join(", ", byRound.values().stream().map(v -> fmt("%.3f", v)).toList()));
        }
        List<Double> ratios = new ArrayList<>();
        Map<Integer, Double> stock = perQuery.getOrDefault(JamesMode.STOCK, Map.of());
        perQuery.getOrDefault(JamesMode.OURS, Map.of()).forEach((round, ours) -> {
            Double s = stock.get(round);
            if (s != null && s > 0) {
                ratios.add(ours / s);
            }
        });
        md.append(String.format(Locale.ROOT, " |%n%nThe client's CPU per query, ours ÷ stock: **%s**, stock ÷ stock %s "
                        + "(%d profiled round%s; the profiler's own cost is in both modes).%n%n", withRange(ratios),
                withRange(nextAgainstEach(List.copyOf(stock.values()))), ratios.size(), ratios.size() == 1 ? "" : "s"));
    }

    private static long sum(Map<Integer, ProfileShares> byRound, java.util.function.ToLongFunction<ProfileShares> value) {
        return byRound == null ? 0 : byRound.values().stream().mapToLong(value).sum();
    }

    private static void warmUps(StringBuilder md, List<ModeRound> rounds, CompareSettings settings) {
        String window = rounds.isEmpty() || rounds.get(0).warmUp().windows().isEmpty() ? ""
                : rounds.get(0).warmUp().windows().get(0).simulation();
        double rate = rounds.isEmpty() || rounds.get(0).warmUp().windows().isEmpty() ? settings.warmupRate()
                : rounds.get(0).warmUp().windows().get(0).rate();
        md.append(String.format(Locale.ROOT, "## Warm-up%n%n%s at %s req/s, windows of %d s, until %s "
                        + "stayed within %s%% over %d windows in a row (at most %d windows).%n%n"
                        + "| Round | Mode | Settled | CPU ms/request per window | Java threads' CPU ms/request per window "
                        + "| JIT ms per window |%n|---|---|---|---|---|---|%n",
                window, CompareSettings.plain(rate), settings.warmupSeconds(), settings.settleOn().describe(),
                CompareSettings.plain(settings.settledPercent()), settings.settledWindows(), settings.maxWarmups()));
        for (ModeRound r : rounds) {
            List<Measurement> w = r.warmUp().windows();
            md.append(String.format(Locale.ROOT, "| %d | %s | %s | %s | %s | %s |%n", w.get(0).round(), w.get(0).mode().label(),
                    r.warmUp().settled() ? "yes" : "**no**",
                    String.join(", ", w.stream().map(m -> fmt("%.2f", m.cpuMillisPerRequest())).toList()),
                    String.join(", ", w.stream().map(m -> fmt("%.2f", m.javaThreadsCpuMillisPerRequest())).toList()),
                    String.join(", ", w.stream().map(m -> String.valueOf(m.james().jitMillis())).toList())));
        }
        md.append('\n');
    }

    private static void raw(StringBuilder md, List<Measurement> all) {
        md.append("## Every run\n\n| Round | Mode | Simulation | Kind | Offered req/s | Requests | Failed | p50 ms | p99 ms | "
                + "Queries/s | CPU ms/request | Java threads' CPU ms/request | KB/request | JIT ms | GC ms | Span |\n"
                + "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (Measurement m : all) {
            md.append(String.format(Locale.ROOT, "| %d | %s | %s | %s | %s | %d | %d | %.0f | %.0f | %.1f | %s | %s | %s | %d | %d | %s |%n",
                    m.round(), m.mode().label(), m.simulation(), m.kind().name().toLowerCase(Locale.ROOT),
                    CompareSettings.plain(m.rate()), m.requests(), m.failed(), m.p50(), m.p99(), m.throughput(),
                    fmt("%.2f", m.cpuMillisPerRequest()), fmt("%.2f", m.javaThreadsCpuMillisPerRequest()), fmt("%.0f", m.allocKbPerRequest()), m.james().jitMillis(),
                    m.james().gcMillis(), m.injectionOnly() ? "injection" : "whole Gatling run"));
        }
        md.append("\nKinds: warmup and profile runs are not in the tables above; a profiled run's CPU holds the profiler's.\n");
    }

    private static List<Double> values(List<Measurement> runs, JamesMode mode, ToDoubleFunction<Measurement> value) {
        return runs.stream().filter(m -> m.mode() == mode).map(m -> value.applyAsDouble(m)).toList();
    }

    /** Per round that measured both modes: ours ÷ stock. */
    private static List<Double> ratios(List<Measurement> runs, ToDoubleFunction<Measurement> value) {
        TreeSet<Integer> rounds = new TreeSet<>(runs.stream().map(Measurement::round).toList());
        List<Double> ratios = new ArrayList<>();
        for (int round : rounds) {
            OptionalDouble stock = runs.stream().filter(m -> m.round() == round && m.mode() == JamesMode.STOCK)
                    .mapToDouble(value).findFirst();
            OptionalDouble ours = runs.stream().filter(m -> m.round() == round && m.mode() == JamesMode.OURS)
                    .mapToDouble(value).findFirst();
            if (stock.isPresent() && ours.isPresent() && stock.getAsDouble() != 0) {
                ratios.add(ours.getAsDouble() / stock.getAsDouble());
            }
        }
        return ratios;
    }

    /** Each round's stock against the next round's: the same James measured again. */
    private static List<Double> stockAgainstStock(List<Measurement> runs, ToDoubleFunction<Measurement> value) {
        return nextAgainstEach(List.copyOf(new TreeMap<>(runs.stream().filter(m -> m.mode() == JamesMode.STOCK)
                .collect(Collectors.toMap(Measurement::round, m -> value.applyAsDouble(m), (a, b) -> a))).values()));
    }

    /** Each value after the first divided by the one before it (values in round order), skipping 0 and NaN. */
    private static List<Double> nextAgainstEach(List<Double> byRound) {
        List<Double> ratios = new ArrayList<>();
        for (int i = 1; i < byRound.size(); i++) {
            double before = byRound.get(i - 1);
            double after = byRound.get(i);
            if (before != 0 && !Double.isNaN(before) && !Double.isNaN(after)) {
                ratios.add(after / before);
            }
        }
        return ratios;
    }

    /** {@code median (min-max)} of ratios, {@code -} if none. */
    static String withRange(List<Double> ratios) {
        double[] v = ratios.stream().mapToDouble(Double::doubleValue).filter(d -> !Double.isNaN(d)).sorted().toArray();
        if (v.length == 0) {
            return "-";
        }
        return String.format(Locale.ROOT, "%.2f (%.2f–%.2f)", median(ratios), v[0], v[v.length - 1]);
    }

    private static long failed(List<Measurement> runs, JamesMode mode) {
        return runs.stream().filter(m -> m.mode() == mode).mapToLong(Measurement::failed).sum();
    }

    /** The median of the values that are numbers; NaN if none is. */
    static double median(List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).filter(d -> !Double.isNaN(d)).sorted().toArray();
        if (v.length == 0) {
            return Double.NaN;
        }
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private static String fmt(String format, double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, format, v);
    }
}
