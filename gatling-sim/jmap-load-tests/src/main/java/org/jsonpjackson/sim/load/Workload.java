package org.jsonpjackson.sim.load;

import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.corpus.CorpusSpec;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The requests of a load run: which user sends it, with what credentials, and its filter. Users come from the
 * users feeder, words from {@link QueryWords}; the mix's mailbox ids, senders and dates are those of our
 * corpus spec (its contact pool, its year), so the mix needs our corpus, while text queries suit any server.
 * The account id is not here: each virtual user takes it from the JMAP session it fetches. Seeded, so that two
 * runs send the same requests in the same order.
 */
final class Workload {

    static final String USING = "[\"urn:ietf:params:jmap:core\",\"urn:ietf:params:jmap:mail\"]";
    static final int PAGE = 30;

    /** The kinds of request in the mix, with their share of it in percent. */
    enum Kind {
        INBOX(30), TEXT(20), FROM(8), TO(7), DATE_RANGE(10), KEYWORD(10), ATTACHMENT(5), PAGING(10);

        final double percent;

        Kind(double percent) {
            this.percent = percent;
        }
    }

    private static final Instant YEAR_START = Instant.parse("2025-01-01T00:00:00Z");

    private final CorpusGenerator corpus;
    private final List<LoadUsers.User> users;
    private final QueryWords words;
    private final boolean bearer;
    private final SplittableRandom random;

    Workload(CorpusSpec spec, List<LoadUsers.User> users, QueryWords words, boolean bearer, long seed) {
        this.corpus = new CorpusGenerator(spec);
        this.users = List.copyOf(users);
        this.words = words;
        this.bearer = bearer;
        this.random = new SplittableRandom(seed);
    }

    /** One {@code {text: word}} query per record, as James' Gatling scenario sends. */
    Iterator<Map<String, Object>> textQueries() {
        return feeder(Kind.TEXT);
    }

    /** One record per kind, each with the session attributes its request needs. */
    Iterator<Map<String, Object>> mix(Kind kind) {
        return feeder(kind);
    }

    private Iterator<Map<String, Object>> feeder(Kind kind) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public Map<String, Object> next() {
                synchronized (Workload.this) {
                    return record(kind);
                }
            }
        };
    }

    private Map<String, Object> record(Kind kind) {
        LoadUsers.User user = users.get(random.nextInt(users.size()));
        Map<String, Object> record = new HashMap<>();
        record.put("user", user.name());
        record.put("authorization", user.authorization(bearer));
        record.put("idPrefix", user.idPrefix().orElse(""));
        record.put("kind", kind.name().toLowerCase(Locale.ROOT));
        record.put("mailbox", CorpusSpec.mailbox(user.index(), CorpusGenerator.INBOX));
        record.put("filter", filter(kind, user.index()));
        return record;
    }

    private String filter(Kind kind, int user) {
        return switch (kind) {
            case TEXT -> "{\"text\":\"" + words.next(random) + "\"}";
            case INBOX, PAGING -> "{\"inMailbox\":\"" + CorpusSpec.mailbox(user, CorpusGenerator.INBOX) + "\"}";
            case FROM -> "{\"from\":\"" + contact().domain() + "\"}";
            case TO -> "{\"operator\":\"AND\",\"conditions\":[{\"inMailbox\":\""
                    + CorpusSpec.mailbox(user, CorpusGenerator.SENT) + "\"},{\"to\":\"" + contact().address() + "\"}]}";
            case DATE_RANGE -> {
                Instant after = YEAR_START.plus(random.nextInt(330), ChronoUnit.DAYS);
                yield "{\"after\":\"" + after + "\",\"before\":\"" + after.plus(30, ChronoUnit.DAYS) + "\"}";
            }
            case KEYWORD -> random.nextBoolean()
                    ? "{\"hasKeyword\":\"$flagged\"}"
                    : "{\"operator\":\"AND\",\"conditions\":[{\"notKeyword\":\"$seen\"},{\"inMailbox\":\""
                    + CorpusSpec.mailbox(user, CorpusGenerator.INBOX) + "\"}]}";
            case ATTACHMENT -> "{\"hasAttachment\":true,\"text\":\"" + words.next(random) + "\"}";
        };
    }

    private MailAddress contact() {
        // the same skew as the corpus: most filters name the busy senders
        double u = random.nextDouble();
        return corpus.contacts().get((int) (u * u * corpus.contacts().size()));
    }

    /** An {@code Email/query} request, newest first, 30 at a time, with any extra arguments. */
    static String query(String account, String filter, String extra) {
        return "{\"using\":" + USING + ",\"methodCalls\":[[\"Email/query\",{\"accountId\":\"" + account
                + "\",\"filter\":" + filter + ",\"sort\":[{\"property\":\"receivedAt\",\"isAscending\":false}],"
                + "\"limit\":" + PAGE + extra + "},\"q\"]]}";
    }
}
