package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.jsonpjackson.sim.corpus.CorpusScript;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;

/**
 * What {@link JamesCompare} measures, from {@code james.compare.*} system properties (the {@code james-compare}
 * profile of this module's POM gives the defaults), each checked, naming the setting and the bad value.
 *
 * @param rates          the fixed offered rates, requests per second, in the order run ({@code rates}: 25,50,100, rates one core
 *                       of James holds)
 * @param rounds         how many times both modes are measured, the order swapped each round ({@code rounds}: 5)
 * @param seconds        the plateau of each measured run, after a 3-second ramp ({@code seconds}: 30)
 * @param warmupRate     the warm-up's offered rate ({@code warmupRate}: the lowest fixed rate): one James keeps up
 *                       with, so that a warm-up leaves no backlog behind (the first run warmed up at 200 requests/s on
 *                       two shared cores, fell behind, and later set-ups timed out)
 * @param warmupSeconds  the plateau of each warm-up window ({@code warmupSeconds}: 20)
 * @param maxWarmups     at most this many warm-up windows ({@code maxWarmups}: 12)
 * @param settledWindows warm-up ends when the {@code settleOn} figure stayed within {@code settledPercent} over this many
 *                       windows in a row ({@code settledWindows}: 4)
 * @param settledPercent ... that is, the largest of those windows at most this share above the smallest
 *                       ({@code settledPercent}: 5)
 * @param settleOn       which CPU per request the warm-up waits for ({@code settleOn}: {@code java}, James' Java
 *                       threads; or {@code process}; {@link SettleOn})
 * @param stepRate       above the top fixed rate, each step adds this many requests per second ({@code stepRate}: 50)
 * @param maxSteps       at most this many steps above the top fixed rate, per simulation ({@code maxSteps}: 3)
 * @param p99Millis      the latency goal of the highest rate: queries' p99 below it, no failure ({@code p99Millis}: 100)
 * @param profile        async-profiler in James' JVM, per mode, in the first rounds ({@code profile}: false)
 * @param profileRate    the rate of the profiled run ({@code profileRate}: 100)
 * @param profileRounds  how many rounds, from the first, have a profiled run ({@code profileRounds}: 1); one profiled
 *                       run per mode is a single sample of the client's share (0.77 in one run, 1.43 in the next,
 *                       2026-11-29 and 2026-11-30), so several give it a median and a range
 * @param asyncProfiler  async-profiler's native library ({@code asyncProfiler}, which the profile unpacks)
 * @param corpus         {@code users} (20) x {@code messages} (100) of our corpus in {@code script} ({@code latin}, or
 *                       {@code cjk}), seeded with {@code seed} (42), which
 *                       also seeds the queries Gatling draws ({@code load.seed})
 * @param out            where the comparison goes ({@code out}: {@code target/james-compare})
 * @param pinning        James' JVM on a core of its own ({@code jamesCpus}: the last core; {@link CorePinning})
 * @param login          how the load logs in ({@code -Djames.auth}, outside this prefix as the IT reads it too:
 *                       bearer tokens, or basic)
 * @param imap           which workloads run, and the IMAP one's settings ({@link ImapWorkload})
 */
record CompareSettings(List<Double> rates, int rounds, long seconds, double warmupRate, long warmupSeconds, int maxWarmups,
                       int settledWindows, double settledPercent, SettleOn settleOn, double stepRate, int maxSteps, double p99Millis, boolean profile,
                       double profileRate, int profileRounds, Path asyncProfiler, CorpusSpec corpus, Path out, CorePinning pinning, JamesLogin login,
                       ImapWorkload imap) {

    static final String PREFIX = "james.compare.";

    CompareSettings {
        rates = List.copyOf(rates);
    }

    static CompareSettings from(Properties p) {
        String given = get(p, PREFIX, "rates", "25,50,100");
        List<Double> rates = rates(given, PREFIX + "rates");
        long seed = (long) number(p, PREFIX, "seed", 42, 0);
        CorpusSpec corpus = new CorpusSpec(seed, (int) number(p, PREFIX, "users", 20, 1), (int) number(p, PREFIX, "messages", 100, 1),
                CorpusScript.parse(get(p, PREFIX, "script", "latin"), PREFIX + "script"));
        return new CompareSettings(rates,
                (int) number(p, PREFIX, "rounds", 5, 1),
                (long) number(p, PREFIX, "seconds", 30, 1),
                number(p, PREFIX, "warmupRate", rates.stream().mapToDouble(Double::doubleValue).min().orElseThrow(), 0.001),
                (long) number(p, PREFIX, "warmupSeconds", 20, 1),
                (int) number(p, PREFIX, "maxWarmups", 12, 1),
                (int) number(p, PREFIX, "settledWindows", 4, 2),
                number(p, PREFIX, "settledPercent", 5, 0),
                SettleOn.parse(get(p, PREFIX, SettleOn.KEY, SettleOn.JAVA_THREADS.value())),
                number(p, PREFIX, "stepRate", 50, 0),
                (int) number(p, PREFIX, "maxSteps", 3, 0),
                number(p, PREFIX, "p99Millis", 100, 1),
                Boolean.parseBoolean(get(p, PREFIX, "profile", "false")),
                number(p, PREFIX, "profileRate", 100, 1),
                (int) number(p, PREFIX, "profileRounds", 1, 1),
                Path.of(get(p, PREFIX, "asyncProfiler", "target/async-profiler/linux-x64/libasyncProfiler.so")).toAbsolutePath(),
                corpus,
                Path.of(get(p, PREFIX, "out", "target/james-compare")).toAbsolutePath(),
                CorePinning.of(p.getProperty(CorePinning.PROPERTY), Runtime.getRuntime().availableProcessors()),
                JamesLogin.parse(p.getProperty(JamesLogin.PROPERTY, "bearer")),
                ImapWorkload.from(p, corpus));
    }

    /** The top fixed rate: where stepping up starts. */
    double topRate() {
        return rates.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
    }

    long seed() {
        return corpus.seed();
    }

    /** The settings as {@code -D} options, for the run stamp: what to type to measure the same way again. */
    String asOptions() {
        return String.format(java.util.Locale.ROOT, "-D%srates=%s -D%srounds=%d -D%sseconds=%d -D%swarmupRate=%s -D%swarmupSeconds=%d "
                        + "-D%smaxWarmups=%d -D%ssettledWindows=%d -D%ssettledPercent=%s -D%ssettleOn=%s -D%sstepRate=%s -D%smaxSteps=%d -D%sp99Millis=%s "
                        + "-D%sprofile=%s -D%sprofileRounds=%d -D%susers=%d -D%smessages=%d -D%sscript=%s -D%sseed=%d -D%s=%s -D%s=%s",
                PREFIX, String.join(",", rates.stream().map(CompareSettings::plain).toList()), PREFIX, rounds, PREFIX, seconds,
                PREFIX, plain(warmupRate), PREFIX, warmupSeconds, PREFIX, maxWarmups, PREFIX, settledWindows, PREFIX, plain(settledPercent), PREFIX, settleOn.value(), PREFIX, plain(stepRate), PREFIX,
                maxSteps, PREFIX, plain(p99Millis), PREFIX, profile, PREFIX, profileRounds, PREFIX, corpus.users(), PREFIX, corpus.messagesPerUser(),
                PREFIX, corpus.script().name().toLowerCase(java.util.Locale.ROOT), PREFIX, corpus.seed(), CorePinning.PROPERTY,
                pinning.pins() ? pinning.jamesCpus() : "none", JamesLogin.PROPERTY, login.loadAuth()) + " " + imap.asOptions();
    }

    static String plain(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }

    /** {@code prefix + key}, or {@code otherwise} when unset or blank. */
    static String get(Properties p, String prefix, String key, String otherwise) {
        String value = p.getProperty(prefix + key);
        return value == null || value.isBlank() ? otherwise : value.trim();
    }

    /** {@code prefix + key} as a number of at least {@code least}, or {@code otherwise} when unset. */
    static double number(Properties p, String prefix, String key, double otherwise, double least) {
        String value = get(p, prefix, key, null);
        if (value == null) {
            return otherwise;
        }
        try {
            double n = Double.parseDouble(value);
            if (!(n >= least)) {
                throw new IllegalArgumentException(prefix + key + " must be at least " + plain(least) + ": " + value);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(prefix + key + " must be a number: " + value, e);
        }
    }

    /** {@code given}, comma-separated rates above 0, as {@code setting} takes them. */
    static List<Double> rates(String given, String setting) {
        return Arrays.stream(given.split(",")).map(String::trim).map(r -> rate(r, setting, given)).toList();
    }

    private static double rate(String rate, String setting, String given) {
        try {
            double n = Double.parseDouble(rate);
            if (!(n > 0)) {
                throw new IllegalArgumentException(setting + " takes rates above 0: " + given);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(setting + " takes comma-separated numbers: " + given, e);
        }
    }
}
