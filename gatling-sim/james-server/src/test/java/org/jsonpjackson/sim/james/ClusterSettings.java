package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.corpus.CorpusScript;
import org.jsonpjackson.sim.corpus.CorpusSpec;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * What {@link JamesCluster} runs, from {@code james.cluster.*} system properties (the {@code james-cluster} profile
 * of this module's POM gives the defaults), each checked, naming the setting and the bad value.
 *
 * @param modes             the modes that run ({@code modes}: {@code stock,ours})
 * @param faults            the faults, each a run of its own per mode and round ({@code faults}:
 *                          {@code opensearch,james})
 * @param rounds            how many times every mode runs every fault, the order swapped each round ({@code rounds}: 2)
 * @param rate              {@code Email/query} requests per second, through the balancer ({@code rate}: 20)
 * @param importsPerSecond  new messages imported per second, through the balancer ({@code importsPerSecond}: 2)
 * @param warmupSeconds     the start of the load, not measured ({@code warmupSeconds}: 30)
 * @param beforeSeconds     measured load before the fault ({@code beforeSeconds}: 60)
 * @param downSeconds       how long the killed server stays down ({@code downSeconds}: 60)
 * @param restartSeconds    how long a killed server may take to be back once started again, on top of
 *                          {@code downSeconds}, for the load to still run {@code afterSeconds} after it
 *                          ({@code restartSeconds}: 90; a James took 40 s to start on two shared cores, and three
 *                          OpenSearch nodes took 34 s to be green again, 2026-11-29)
 * @param afterSeconds      load after the killed server is back ({@code afterSeconds}: 90), if it is back within
 *                          {@code restartSeconds} of being started again
 * @param opensearchVersion the OpenSearch distribution the three nodes run ({@code opensearchVersion}: 3.6.0, whose
 *                          minimal distribution carries {@code analysis-common}, which James' index needs)
 * @param corpus            {@code users} (10) x {@code messages} (50) of our corpus, seeded with {@code seed} (42)
 * @param out               where the results go ({@code out}: {@code target/james-cluster})
 * @param login             how the load logs in ({@code -Djames.auth}: bearer tokens, or basic)
 * @param imapRate          IMAP {@code UID SEARCH} per second through the balancer, beside the JMAP load, from the
 *                          start of the load to its end ({@code imapRate}: 5; 0: no IMAP load)
 * @param imapSessions      the IMAP load's sessions ({@code imapSessions}: 4)
 * @param imapCorpus        the IMAP accounts' mail: {@code imapUsers} (2) x {@code imapMessages} (1500), seeded with
 *                          {@code seed} + 1, so that a word in most messages takes 11 scroll pages
 */
record ClusterSettings(List<JamesMode> modes, List<Fault> faults, int rounds, double rate, int importsPerSecond,
                       long warmupSeconds, long beforeSeconds, long downSeconds, long restartSeconds, long afterSeconds,
                       String opensearchVersion, CorpusSpec corpus, Path out, JamesLogin login, double imapRate,
                       int imapSessions, CorpusSpec imapCorpus) {

    static final String PREFIX = "james.cluster.";

    /** What is killed, with SIGKILL, and started again {@code downSeconds} later. */
    enum Fault {
        /** The OpenSearch node holding the most primaries of James' index. */
        OPENSEARCH,
        /** The second of the two James servers. */
        JAMES;

        String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    ClusterSettings {
        modes = List.copyOf(modes);
        faults = List.copyOf(faults);
    }

    static ClusterSettings from(Properties p) {
        return new ClusterSettings(list(p, "modes", "stock,ours", JamesMode.class),
                list(p, "faults", "opensearch,james", Fault.class),
                (int) number(p, "rounds", 2, 1),
                number(p, "rate", 20, 0.1),
                (int) number(p, "importsPerSecond", 2, 0),
                (long) number(p, "warmupSeconds", 30, 0),
                (long) number(p, "beforeSeconds", 60, 10),
                (long) number(p, "downSeconds", 60, 1),
                (long) number(p, "restartSeconds", 90, 10),
                (long) number(p, "afterSeconds", 90, 20),
                get(p, "opensearchVersion", "3.6.0"),
                new CorpusSpec((long) number(p, "seed", 42, 0), (int) number(p, "users", 10, 1),
                        (int) number(p, "messages", 50, 1), CorpusScript.LATIN),
                Path.of(get(p, "out", "target/james-cluster")).toAbsolutePath(),
                JamesLogin.parse(p.getProperty(JamesLogin.PROPERTY, "bearer")),
                number(p, "imapRate", 5, 0),
                (int) number(p, "imapSessions", 4, 1),
                new CorpusSpec((long) number(p, "seed", 42, 0) + 1, (int) number(p, "imapUsers", 2, 1),
                        (int) number(p, "imapMessages", 1500, 1), CorpusScript.LATIN));
    }

    /** The load's whole length: warm-up, before, down, the restart's allowance, and after. */
    long loadSeconds() {
        return warmupSeconds + beforeSeconds + downSeconds + restartSeconds + afterSeconds;
    }

    /** A comma-separated list of {@code type}'s constants, in any case, each once. */
    private static <E extends Enum<E>> List<E> list(Properties p, String key, String otherwise, Class<E> type) {
        String given = get(p, key, otherwise);
        return Arrays.stream(given.split(",")).map(String::trim).map(v -> {
            try {
                return Enum.valueOf(type, v.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(PREFIX + key + " takes " + otherwise + ", comma-separated: " + given, e);
            }
        }).distinct().toList();
    }

    /** The settings as {@code -D} options, for the results: what to type to run the same way again. */
    String asOptions() {
        return String.format(Locale.ROOT, "-D%smodes=%s -D%sfaults=%s -D%srounds=%d -D%srate=%s -D%simportsPerSecond=%d "
                        + "-D%swarmupSeconds=%d -D%sbeforeSeconds=%d -D%sdownSeconds=%d -D%srestartSeconds=%d "
                        + "-D%safterSeconds=%d -D%sopensearchVersion=%s -D%susers=%d -D%smessages=%d -D%sseed=%d -D%s=%s "
                        + "-D%simapRate=%s -D%simapSessions=%d -D%simapUsers=%d -D%simapMessages=%d",
                PREFIX, String.join(",", modes.stream().map(JamesMode::label).toList()),
                PREFIX, String.join(",", faults.stream().map(Fault::label).toList()), PREFIX, rounds, PREFIX,
                CompareSettings.plain(rate), PREFIX, importsPerSecond, PREFIX, warmupSeconds, PREFIX, beforeSeconds, PREFIX,
                downSeconds, PREFIX, restartSeconds, PREFIX, afterSeconds, PREFIX, opensearchVersion, PREFIX, corpus.users(), PREFIX,
                corpus.messagesPerUser(), PREFIX, corpus.seed(), JamesLogin.PROPERTY, login.loadAuth(), PREFIX,
                CompareSettings.plain(imapRate), PREFIX, imapSessions, PREFIX, imapCorpus.users(), PREFIX, imapCorpus.messagesPerUser());
    }

    private static String get(Properties p, String key, String otherwise) {
        return CompareSettings.get(p, PREFIX, key, otherwise);
    }

    private static double number(Properties p, String key, double otherwise, double least) {
        return CompareSettings.number(p, PREFIX, key, otherwise, least);
    }
}
