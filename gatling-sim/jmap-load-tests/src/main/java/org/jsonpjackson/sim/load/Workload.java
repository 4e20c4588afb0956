package org.jsonpjackson.sim.load;

import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.corpus.CorpusSpec;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The requests of a load run, drawn from the same corpus spec the service loaded: accounts that exist,
 * words of the corpus vocabulary with its Zipf frequencies, senders of its contact pool, dates in its year.
 * Seeded, so that two runs send the same requests in the same order.
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
    private final SplittableRandom random;

    Workload(CorpusSpec spec, long seed) {
        this.corpus = new CorpusGenerator(spec);
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
        int user = random.nextInt(corpus.spec().users());
        String account = CorpusSpec.user(user);
        Map<String, Object> record = new HashMap<>();
        record.put("accountId", account);
        record.put("idPrefix", "u" + user + "-m");
        record.put("kind", kind.name().toLowerCase(java.util.Locale.ROOT));
        record.put("mailbox", CorpusSpec.mailbox(user, CorpusGenerator.INBOX));
        record.put("body", body(kind, account, user));
        return record;
    }

    private String body(Kind kind, String account, int user) {
        return switch (kind) {
            case TEXT -> query(account, "{\"text\":\"" + corpus.vocabulary().word(random) + "\"}", "");
            case INBOX, PAGING -> query(account, "{\"inMailbox\":\"" + CorpusSpec.mailbox(user, CorpusGenerator.INBOX) + "\"}", "");
            case FROM -> query(account, "{\"from\":\"" + contact().domain() + "\"}", "");
            case TO -> query(account, "{\"operator\":\"AND\",\"conditions\":[{\"inMailbox\":\""
                    + CorpusSpec.mailbox(user, CorpusGenerator.SENT) + "\"},{\"to\":\"" + contact().address() + "\"}]}", "");
            case DATE_RANGE -> {
                Instant after = YEAR_START.plus(random.nextInt(330), ChronoUnit.DAYS);
                yield query(account, "{\"after\":\"" + after + "\",\"before\":\"" + after.plus(30, ChronoUnit.DAYS) + "\"}", "");
            }
            case KEYWORD -> query(account, random.nextBoolean()
                    ? "{\"hasKeyword\":\"$flagged\"}"
                    : "{\"operator\":\"AND\",\"conditions\":[{\"notKeyword\":\"$seen\"},{\"inMailbox\":\""
                    + CorpusSpec.mailbox(user, CorpusGenerator.INBOX) + "\"}]}", "");
            case ATTACHMENT -> query(account, "{\"hasAttachment\":true,\"text\":\"" + corpus.vocabulary().word(random) + "\"}", "");
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
