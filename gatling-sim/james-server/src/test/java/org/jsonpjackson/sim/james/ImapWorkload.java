package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.corpus.CorpusSpec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * The comparison's workloads ({@code james.compare.workloads}: {@code jmap,imap}, or either alone) and the IMAP one's
 * settings, from {@code james.compare.imap.*}: IMAP {@code UID SEARCH} at fixed rates ({@link ImapLoad}) into large
 * {@code INBOX}es, beside the JMAP simulations, measured in James' JVM the same way.
 *
 * @param jmap     whether the JMAP simulations run
 * @param imap     whether the IMAP load runs
 * @param rates    its fixed rates, searches per second ({@code imap.rates}: 5,10,20)
 * @param stepRate above the top one, each step adds this many ({@code imap.stepRate}: 10; {@code maxSteps} as JMAP's)
 * @param p99Millis its latency goal ({@code imap.p99Millis}: 500)
 * @param corpus   its accounts' mail: {@code imap.users} (2) x {@code imap.messages} (5000), about 70% of them in
 *                 {@code INBOX}, so that a word in most messages takes 35 scroll pages; the comparison's script and seed
 * @param sessions IMAP connections, spread over the accounts ({@code imap.sessions}: 8)
 * @param searches how many searches each account's mix holds, drawn once with the seed ({@code imap.searches}: 500)
 */
record ImapWorkload(boolean jmap, boolean imap, List<Double> rates, double stepRate, double p99Millis, CorpusSpec corpus,
                    int sessions, int searches) {

    static final String PREFIX = CompareSettings.PREFIX + "imap.";

    ImapWorkload {
        rates = List.copyOf(rates);
    }

    static ImapWorkload from(Properties p, CorpusSpec jmapCorpus) {
        String workloads = CompareSettings.get(p, CompareSettings.PREFIX, "workloads", "jmap,imap");
        List<String> names = Arrays.stream(workloads.toLowerCase(Locale.ROOT).split(",")).map(String::trim).toList();
        if (names.isEmpty() || !List.of("jmap", "imap").containsAll(names)) {
            throw new IllegalArgumentException(CompareSettings.PREFIX + "workloads takes jmap, imap or both: " + workloads);
        }
        List<Double> rates = CompareSettings.rates(CompareSettings.get(p, PREFIX, "rates", "5,10,20"), PREFIX + "rates");
        return new ImapWorkload(names.contains("jmap"), names.contains("imap"), rates,
                CompareSettings.number(p, PREFIX, "stepRate", 10, 0),
                CompareSettings.number(p, PREFIX, "p99Millis", 500, 1),
                new CorpusSpec(jmapCorpus.seed() + 1, (int) CompareSettings.number(p, PREFIX, "users", 2, 1),
                        (int) CompareSettings.number(p, PREFIX, "messages", 5000, 1), jmapCorpus.script()),
                (int) CompareSettings.number(p, PREFIX, "sessions", 8, 1),
                (int) CompareSettings.number(p, PREFIX, "searches", 500, 1));
    }

    double topRate() {
        return rates.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
    }

    /** Each account's login and its seeded mix of searches, drawn from the mail it was given. */
    List<ImapLoad.Target> targets(JamesAccounts accounts, long seed) {
        return ImapLoad.Target.of(accounts, seed, searches);
    }

    String asOptions() {
        return String.format(Locale.ROOT, "-D%sworkloads=%s -D%srates=%s -D%sstepRate=%s -D%sp99Millis=%s -D%susers=%d "
                        + "-D%smessages=%d -D%ssessions=%d -D%ssearches=%d", CompareSettings.PREFIX,
                jmap && imap ? "jmap,imap" : jmap ? "jmap" : "imap", PREFIX,
                String.join(",", rates.stream().map(CompareSettings::plain).toList()), PREFIX, CompareSettings.plain(stepRate),
                PREFIX, CompareSettings.plain(p99Millis), PREFIX, corpus.users(), PREFIX, corpus.messagesPerUser(), PREFIX,
                sessions, PREFIX, searches);
    }
}
