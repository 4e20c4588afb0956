package org.jsonpjackson.sim.load;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.jsonpjackson.sim.jmapclient.JmapClient;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the target's mail looks like, as the mix's filters need it: each user's inbox and sent mailbox, the
 * senders and recipients of the mail (busiest first), the span of its received dates, and the words of its
 * subjects (with how often each appears). For our corpus it is known from the corpus spec; for any other
 * server it is discovered through standard JMAP (RFC 8621): {@code Mailbox/get} for the mailboxes by role,
 * {@code Email/query} and {@code Email/get} for the newest mail's senders, recipients, dates and subjects, and one
 * {@code Email/query} with an {@code anchor}, which RFC 8620 (section 5.5) defines but a server may refuse (Apache
 * James 3.9 answers it with an error): the mix then pages by position alone, and says so before the run.
 *
 * @param mailboxes  by user index: the user's mailboxes
 * @param senders    sender addresses, busiest first
 * @param recipients recipient addresses, busiest first
 * @param first      the earliest received date
 * @param last       the latest
 * @param words      subject words and how often they appear (empty for our corpus, whose vocabulary is known)
 * @param anchorPaging whether the server pages {@code Email/query} by {@code anchor}
 */
record TargetMail(List<Mailboxes> mailboxes, List<String> senders, List<String> recipients, Instant first, Instant last,
                  Map<String, Integer> words, boolean anchorPaging) {

    /** A user's inbox, and sent mailbox if it has one. */
    record Mailboxes(String inbox, Optional<String> sent) {
    }

    /** How much of each user's newest mail discovery reads. */
    static final int SAMPLE = 100;
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]{3,}");
    private static final Instant YEAR_START = Instant.parse("2025-01-01T00:00:00Z");

    /** Our corpus: its mailbox ids, its contact pool (busiest first, as generated) and its year. */
    static TargetMail ofCorpus(CorpusGenerator corpus, List<LoadUsers.User> users) {
        List<Mailboxes> mailboxes = users.stream().map(u -> new Mailboxes(CorpusSpec.mailbox(u.index(), CorpusGenerator.INBOX),
                Optional.of(CorpusSpec.mailbox(u.index(), CorpusGenerator.SENT)))).toList();
        List<String> contacts = corpus.contacts().stream().map(MailAddress::address).toList();
        return new TargetMail(mailboxes, contacts, contacts, YEAR_START, YEAR_START.plus(360, ChronoUnit.DAYS), Map.of(),
                true);
    }

    /**
     * Asks each user's account, one JMAP request each. Refuses, saying why, a user without an inbox, and a
     * server whose accounts hold no mail at all: its queries would all match nothing.
     */
    static TargetMail discover(List<JmapClient> clients) {
        List<Mailboxes> mailboxes = new ArrayList<>();
        Map<String, Integer> senders = new HashMap<>();
        Map<String, Integer> recipients = new HashMap<>();
        Map<String, Integer> words = new HashMap<>();
        Instant first = null;
        Instant last = null;
        String anyEmail = null;
        for (JmapClient client : clients) {
            String account = client.session().accountId();
            JsonArray responses = client.call("[[\"Mailbox/get\",{\"accountId\":\"" + account + "\",\"ids\":null,"
                            + "\"properties\":[\"id\",\"role\"]},\"m\"],"
                            + "[\"Email/query\",{\"accountId\":\"" + account + "\",\"sort\":[{\"property\":\"receivedAt\","
                            + "\"isAscending\":false}],\"limit\":" + SAMPLE + "},\"q\"],"
                            + "[\"Email/get\",{\"accountId\":\"" + account + "\",\"#ids\":{\"resultOf\":\"q\",\"name\":"
                            + "\"Email/query\",\"path\":\"/ids\"},\"properties\":[\"from\",\"to\",\"receivedAt\",\"subject\"]},\"g\"]]",
                    JmapClient.MAIL);
            Map<String, String> byRole = new HashMap<>();
            for (JsonValue m : JmapClient.arguments(responses, 0, "Mailbox/get").getJsonArray("list")) {
                JsonObject mailbox = m.asJsonObject();
                if (mailbox.get("role") instanceof jakarta.json.JsonString role) {
                    byRole.putIfAbsent(role.getString(), mailbox.getString("id"));
                }
            }
            if (!byRole.containsKey("inbox")) {
                throw new IllegalStateException("User " + client.user() + " has no mailbox with the role inbox (Mailbox/get "
                        + "gave the roles " + byRole.keySet() + "); the mix lists and pages an inbox");
            }
            mailboxes.add(new Mailboxes(byRole.get("inbox"), Optional.ofNullable(byRole.get("sent"))));
            if (anyEmail == null && JmapClient.arguments(responses, 1, "Email/query").get("ids") instanceof JsonArray ids
                    && !ids.isEmpty()) {
                anyEmail = ids.getString(0);
            }
            for (JsonValue e : JmapClient.arguments(responses, 2, "Email/get").getJsonArray("list")) {
                JsonObject email = e.asJsonObject();
                addresses(email, "from", senders);
                addresses(email, "to", recipients);
                if (email.get("subject") instanceof jakarta.json.JsonString subject) {
                    Matcher words0 = WORD.matcher(subject.getString().toLowerCase(Locale.ROOT));
                    while (words0.find()) {
                        words.merge(words0.group(), 1, Integer::sum);
                    }
                }
                Instant received = Instant.parse(email.getString("receivedAt"));
                first = first == null || received.isBefore(first) ? received : first;
                last = last == null || received.isAfter(last) ? received : last;
            }
        }
        if (first == null) {
            throw new IllegalStateException("The accounts of " + clients.size() + " users hold no mail (Email/query found "
                    + "none): every query would match nothing. Load mail first (-Dload.provision=true loads our corpus "
                    + "through JMAP), or give -Dload.words");
        }
        return new TargetMail(mailboxes, busiestFirst(senders), busiestFirst(recipients), first, last, Map.copyOf(words),
                anchorPaging(clients.get(0), anyEmail));
    }

    /** Whether the server takes an {@code Email/query} with an {@code anchor}; a method error says it does not. */
    private static boolean anchorPaging(JmapClient client, String email) {
        try {
            client.call("[[\"Email/query\",{\"accountId\":\"" + client.session().accountId() + "\",\"sort\":[{\"property\":"
                    + "\"receivedAt\",\"isAscending\":false}],\"anchor\":\"" + email + "\",\"anchorOffset\":1,\"limit\":1},\"a\"]]",
                    JmapClient.MAIL);
            return true;
        } catch (JmapClient.JmapException e) {
            if (e.type().isEmpty()) {
                // not a method error (an HTTP failure): not an answer about anchors
                throw e;
            }
            System.out.println("The server refuses Email/query with an anchor (" + e.type() + "): the mix pages by position only");
            return false;
        }
    }

    private static void addresses(JsonObject email, String field, Map<String, Integer> counts) {
        if (email.get(field) instanceof JsonArray list) {
            for (JsonValue a : list) {
                if (a.asJsonObject().get("email") instanceof jakarta.json.JsonString address) {
                    counts.merge(address.getString().toLowerCase(Locale.ROOT), 1, Integer::sum);
                }
            }
        }
    }

    private static List<String> busiestFirst(Map<String, Integer> counts) {
        return counts.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()
                .thenComparing(Map.Entry.comparingByKey())).map(Map.Entry::getKey).toList();
    }

    /** The discovered subject words as query words, each as often as it appeared. */
    Optional<QueryWords> queryWords() {
        return words.isEmpty() ? Optional.empty() : Optional.of(QueryWords.weighted(words));
    }
}
