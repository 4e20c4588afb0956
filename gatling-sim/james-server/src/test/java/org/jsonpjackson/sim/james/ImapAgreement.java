package org.jsonpjackson.sim.james;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The IMAP agreement check: a seeded sample of {@code UID SEARCH} commands over several accounts' {@code INBOX}, sent
 * one after the other to each mode of James; both modes must return the same UIDs, and each search whose meaning is
 * exact on James' semantics ({@link ImapSearches}) must return the corpus messages that meaning finds, matched by
 * Message-ID. The sample is drawn once, its seed printed, so that a disagreement can be replayed.
 */
final class ImapAgreement {

    private ImapAgreement() {
    }

    /** An account searched over IMAP: its login, and the searches drawn from its inbox mail. */
    record Mailbox(String user, String password, ImapSearches searches) {
    }

    /**
     * What one mode answered.
     *
     * @param uids       each search's UIDs, sorted, in the sample's order
     * @param messageIds each account's UIDs and the Message-ID each holds
     * @param queries    the query phases James' index ran meanwhile ({@link IndexedMail#queries})
     */
    record Answers(List<List<Long>> uids, List<Map<Long, String>> messageIds, long queries) {
    }

    /** {@code perAccount.get(i)} searches for mailbox {@code i}, drawn with {@code seed}. */
    static List<ImapSearch> sample(List<Mailbox> mailboxes, long seed, List<Integer> perAccount) {
        Random random = new Random(seed);
        List<ImapSearch> sample = new ArrayList<>();
        for (int i = 0; i < mailboxes.size(); i++) {
            sample.addAll(mailboxes.get(i).searches().sample(random, perAccount.get(i)));
        }
        return sample;
    }

    /** Every search of {@code sample}, in order, one session per account on James' IMAP port. */
    static Answers answers(int port, List<Mailbox> mailboxes, List<ImapSearch> sample, URI opensearch, Duration timeout)
            throws ImapSession.ImapFailure, IOException, InterruptedException {
        List<ImapSession> sessions = new ArrayList<>();
        try {
            List<Map<Long, String>> ids = new ArrayList<>();
            for (Mailbox m : mailboxes) {
                ImapSession session = ImapSession.open(port, m.user(), m.password(), timeout);
                sessions.add(session);
                ids.add(session.messageIds());
            }
            long before = IndexedMail.queries(opensearch);
            List<List<Long>> uids = new ArrayList<>();
            for (ImapSearch search : sample) {
                uids.add(List.copyOf(new TreeSet<>(sessions.get(search.account()).uidSearch(search))));
            }
            return new Answers(uids, ids, IndexedMail.queries(opensearch) - before);
        } finally {
            sessions.forEach(ImapSession::close);
        }
    }

    /** The searches whose UIDs differ between {@code a} and {@code b}, each with both answers. */
    static List<String> disagreements(List<ImapSearch> sample, Answers a, Answers b) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < sample.size(); i++) {
            if (!a.uids().get(i).equals(b.uids().get(i))) {
                out.add(sample.get(i) + ": stock " + a.uids().get(i) + ", ours " + b.uids().get(i));
            }
        }
        return out;
    }

    /**
     * The exact searches whose answer is not what the corpus says, each with the Message-IDs missing and those too
     * many; and how many exact searches there were.
     */
    static Checked againstCorpus(List<ImapSearch> sample, List<Mailbox> mailboxes, Answers answers) {
        List<String> wrong = new ArrayList<>();
        int exact = 0;
        for (int i = 0; i < sample.size(); i++) {
            ImapSearch search = sample.get(i);
            if (search.exact().isEmpty()) {
                continue;
            }
            exact++;
            Set<String> expected = mailboxes.get(search.account()).searches().expectedMessageIds(search.exact().get());
            Map<Long, String> ids = answers.messageIds().get(search.account());
            Set<String> got = answers.uids().get(i).stream().map(uid -> ids.getOrDefault(uid, "uid " + uid))
                    .collect(Collectors.toCollection(TreeSet::new));
            if (!got.equals(expected)) {
                Set<String> missing = new TreeSet<>(expected);
                missing.removeAll(got);
                Set<String> extra = new TreeSet<>(got);
                extra.removeAll(expected);
                wrong.add(search + ": " + expected.size() + " expected, " + got.size() + " returned; missing " + missing
                        + ", not expected " + extra);
            }
        }
        return new Checked(exact, wrong);
    }

    /** The exact searches checked, and those the corpus disagrees with. */
    record Checked(int exact, List<String> wrong) {
    }

    /** How many searches of each kind the sample has, and how many of them are exact: for the console. */
    static String kinds(List<ImapSearch> sample) {
        Map<String, int[]> kinds = new HashMap<>();
        for (ImapSearch s : sample) {
            int[] n = kinds.computeIfAbsent(s.kind(), k -> new int[2]);
            n[0]++;
            n[1] += s.exact().isPresent() ? 1 : 0;
        }
        return kinds.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(e -> e.getKey() + " " + e.getValue()[0] + " (" + e.getValue()[1] + " exact)")
                .collect(Collectors.joining(", "));
    }
}
