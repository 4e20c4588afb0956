package org.jsonpjackson.sim.load;

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
 * users feeder, words from {@link QueryWords}; the mix's mailbox ids, senders, recipients and dates from
 * {@link TargetMail}: our corpus', or what the target server's accounts were found to hold.
 * The account id is not here: each virtual user takes it from the JMAP session it fetches. Seeded, so that two
 * runs send the same requests in the same order.
 */
final class Workload {

    static final String USING = "[\"urn:ietf:params:jmap:core\",\"urn:ietf:params:jmap:mail\"]";
    static final int PAGE = 30;
    /** The {@code kind} attribute of a heavy query's record. */
    static final String HEAVY = "heavy";

    /** The kinds of request in the mix, with their share of it in percent. */
    enum Kind {
        INBOX(30), TEXT(20), FROM(8), TO(7), DATE_RANGE(10), KEYWORD(10), ATTACHMENT(5), PAGING(10);

        final double percent;

        Kind(double percent) {
            this.percent = percent;
        }
    }

    private final TargetMail mail;
    private final List<LoadUsers.User> users;
    private final QueryWords words;
    private final boolean bearer;
    private final SplittableRandom random;

    /** Whether the target pages {@code Email/query} by {@code anchor} (see {@link TargetMail}). */
    boolean anchorPaging() {
        return mail.anchorPaging();
    }

    Workload(TargetMail mail, List<LoadUsers.User> users, QueryWords words, boolean bearer, long seed) {
        if (mail.mailboxes().size() != users.size()) {
            throw new IllegalArgumentException(mail.mailboxes().size() + " users' mailboxes for " + users.size() + " users");
        }
        this.mail = mail;
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

    /**
     * Heavy queries ({@code load.heavyPercent}): no filter, so the whole account, which any JMAP server answers
     * without knowing its mailboxes.
     */
    Iterator<Map<String, Object>> heavyQueries() {
        return feeder(null);
    }

    /** Records of {@code kind}, or heavy ones for {@code null}. */
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
        record.put("kind", kind == null ? HEAVY : kind.name().toLowerCase(Locale.ROOT));
        record.put("mailbox", mail.mailboxes().get(user.index()).inbox());
        record.put("filter", kind == null ? "null" : filter(kind, user.index()));
        return record;
    }

    private String filter(Kind kind, int user) {
        TargetMail.Mailboxes mailboxes = mail.mailboxes().get(user);
        String inbox = "{\"inMailbox\":\"" + mailboxes.inbox() + "\"}";
        return switch (kind) {
            case TEXT -> "{\"text\":\"" + words.next(random) + "\"}";
            case INBOX, PAGING -> inbox;
            // a server whose sampled mail named no sender or recipient gets a text search in their place
            case FROM -> mail.senders().isEmpty() ? filter(Kind.TEXT, user)
                    : "{\"from\":\"" + domain(busy(mail.senders())) + "\"}";
            case TO -> {
                if (mail.recipients().isEmpty()) {
                    yield filter(Kind.TEXT, user);
                }
                String to = "{\"to\":\"" + busy(mail.recipients()) + "\"}";
                yield mailboxes.sent().map(sent -> "{\"operator\":\"AND\",\"conditions\":[{\"inMailbox\":\"" + sent
                        + "\"}," + to + "]}").orElse(to);
            }
            case DATE_RANGE -> {
                long days = Math.max(1, ChronoUnit.DAYS.between(mail.first(), mail.last()) - 30);
                Instant after = mail.first().truncatedTo(ChronoUnit.DAYS).plus(random.nextLong(days), ChronoUnit.DAYS);
                yield "{\"after\":\"" + after + "\",\"before\":\"" + after.plus(30, ChronoUnit.DAYS) + "\"}";
            }
            case KEYWORD -> random.nextBoolean()
                    ? "{\"hasKeyword\":\"$flagged\"}"
                    : "{\"operator\":\"AND\",\"conditions\":[{\"notKeyword\":\"$seen\"}," + inbox + "]}";
            case ATTACHMENT -> "{\"hasAttachment\":true,\"text\":\"" + words.next(random) + "\"}";
        };
    }

    /** One of {@code addresses}, busiest first, with the corpus' skew: most filters name the busy ones. */
    private String busy(List<String> addresses) {
        double u = random.nextDouble();
        return addresses.get((int) (u * u * addresses.size()));
    }

    private static String domain(String address) {
        return address.substring(address.lastIndexOf('@') + 1);
    }

    /** An {@code Email/query} request, newest first, 30 at a time, with any extra arguments. */
    static String query(String account, String filter, String extra) {
        return query(account, filter, PAGE, extra);
    }

    /** An {@code Email/query} request, newest first, {@code limit} at a time, with any extra arguments. */
    static String query(String account, String filter, int limit, String extra) {
        return "{\"using\":" + USING + ",\"methodCalls\":[[\"Email/query\",{\"accountId\":\"" + account
                + "\",\"filter\":" + filter + ",\"sort\":[{\"property\":\"receivedAt\",\"isAscending\":false}],"
                + "\"limit\":" + limit + extra + "},\"q\"]]}";
    }
}
