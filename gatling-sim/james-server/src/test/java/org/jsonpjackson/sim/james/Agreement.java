package org.jsonpjackson.sim.james;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.jmapclient.JmapClient;

import java.io.UncheckedIOException;
import java.net.http.HttpTimeoutException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/**
 * The agreement check: a seeded random sample of {@code Email/query} requests, drawn from the mail each user was
 * given (a word of a subject, a sender, a 30-day range around a received date, a keyword, a mailbox, and a word
 * within a mailbox), sent to each mode; both must answer the same ids in the same order. The sample is drawn
 * once, with the seed printed, so that a disagreement can be replayed.
 */
final class Agreement {

    private static final String[] KEYWORDS = {"$seen", "$flagged", "$answered"};

    private Agreement() {
    }

    /** One query: whose account, a label for messages, and the filter. */
    record Query(int user, String label, String filter) {
    }

    /**
     * {@code perUser} queries for each user; {@code inboxes} are the users' inbox ids on the server (the same in
     * both modes, which share one database).
     */
    static List<Query> sample(CorpusGenerator corpus, List<String> inboxes, long seed, int perUser) {
        Random random = new Random(seed);
        List<Query> queries = new ArrayList<>();
        for (int user = 0; user < inboxes.size(); user++) {
            List<MailMessage> mail = corpus.userMessages(user % corpus.spec().users());
            for (int i = 0; i < perUser; i++) {
                MailMessage m = mail.get(random.nextInt(mail.size()));
                String inbox = inboxes.get(user);
                Query q = switch (random.nextInt(6)) {
                    case 0 -> new Query(user, "text", "{\"text\":\"" + word(m, random) + "\"}");
                    case 1 -> new Query(user, "from", "{\"from\":\"" + m.from().get(0).address() + "\"}");
                    case 2 -> {
                        Instant at = m.internalDate();
                        yield new Query(user, "dates", "{\"after\":\"" + at.minus(15, ChronoUnit.DAYS).truncatedTo(ChronoUnit.SECONDS)
                                + "\",\"before\":\"" + at.plus(15, ChronoUnit.DAYS).truncatedTo(ChronoUnit.SECONDS) + "\"}");
                    }
                    case 3 -> new Query(user, "keyword", "{\"" + (random.nextBoolean() ? "hasKeyword" : "notKeyword")
                            + "\":\"" + KEYWORDS[random.nextInt(KEYWORDS.length)] + "\"}");
                    case 4 -> new Query(user, "mailbox", "{\"inMailbox\":\"" + inbox + "\"}");
                    default -> new Query(user, "mailbox+text", "{\"inMailbox\":\"" + inbox + "\",\"text\":\"" + word(m, random) + "\"}");
                };
                queries.add(q);
            }
        }
        return queries;
    }

    /** Each query's ids, newest first, at most 30, as {@code clients} (one per user) get them. */
    static Map<Query, List<String>> answers(List<Query> queries, List<JmapClient> clients, Supplier<String> stalled) {
        Map<Query, List<String>> answers = new LinkedHashMap<>();
        for (Query q : queries) {
            JmapClient client = clients.get(q.user());
            JsonObject result = JmapClient.arguments(read(q.toString(), stalled, () -> client.call("[[\"Email/query\",{\"accountId\":\""
                    + client.session().accountId() + "\",\"filter\":" + q.filter() + ",\"sort\":[{\"property\":\"receivedAt\","
                    + "\"isAscending\":false}],\"limit\":30},\"q\"]]", JmapClient.MAIL)), 0, "Email/query");
            JsonArray ids = result.getJsonArray("ids");
            List<String> list = new ArrayList<>();
            for (JsonValue id : ids) {
                list.add(((JsonString) id).getString());
            }
            answers.put(q, list);
        }
        return answers;
    }

    /** The users' inbox ids, by role (RFC 8621). */
    static List<String> inboxes(List<JmapClient> clients, Supplier<String> stalled) {
        List<String> inboxes = new ArrayList<>();
        for (JmapClient client : clients) {
            JsonArray list = JmapClient.arguments(read("Mailbox/get of " + client.user(), stalled, () -> client.call(
                    "[[\"Mailbox/get\",{\"accountId\":\"" + client.session().accountId()
                    + "\",\"ids\":null,\"properties\":[\"id\",\"role\"]},\"m\"]]", JmapClient.MAIL)), 0, "Mailbox/get")
                    .getJsonArray("list");
            inboxes.add(list.stream().map(JsonValue::asJsonObject)
                    .filter(b -> b.get("role") instanceof JsonString r && r.getString().equals("inbox"))
                    .map(b -> b.getString("id")).findFirst()
                    .orElseThrow(() -> new IllegalStateException(client.user() + " has no inbox")));
        }
        return inboxes;
    }

    /**
     * One read-only request of the check (with the session fetch before it, if the client has none yet). One that
     * timed out is sent once more, and the console says so. Why: CI saw one of these requests
     * hang for the client's whole timeout right after the load runs, in both modes, while the load runs themselves
     * had no failed request; this check compares answers, and the load runs are what judge James' latency. A
     * request that fails again, or fails otherwise, fails the check. {@code stalled} says what the server was
     * doing meanwhile (James' busy threads), printed at the first time-out and put in the message of a second.
     */
    private static <T> T read(String what, Supplier<String> stalled, Supplier<T> request) {
        try {
            return request.get();
        } catch (UncheckedIOException e) {
            if (!(e.getCause() instanceof HttpTimeoutException)) {
                throw e;
            }
            String server = stalled.get();
            System.out.println("Agreement: " + what + " timed out (" + e.getMessage() + "); meanwhile " + server
                    + "\nSending it once more");
            try {
                return request.get();
            } catch (UncheckedIOException again) {
                throw new UncheckedIOException(what + " timed out, and failed again (" + again.getMessage()
                        + "); at the first time-out, " + server, again.getCause());
            }
        }
    }

    /** A word of three letters or more from the subject, lower case; the subject's first word if none is. */
    private static String word(MailMessage m, Random random) {
        String[] words = m.subject().toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+");
        List<String> usable = new ArrayList<>();
        for (String w : words) {
            if (w.length() >= 3) {
                usable.add(w);
            }
        }
        return usable.isEmpty() ? words[0] : usable.get(random.nextInt(usable.size()));
    }
}
