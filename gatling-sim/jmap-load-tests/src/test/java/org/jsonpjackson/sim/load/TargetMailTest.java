package org.jsonpjackson.sim.load;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The mix's filters name what the target holds: discovered mailboxes, senders, recipients and dates. */
class TargetMailTest {

    private static final List<LoadUsers.User> USERS = List.of(
            new LoadUsers.User(0, "alice", "pw", Optional.empty(), Optional.empty()),
            new LoadUsers.User(1, "bob", "pw", Optional.empty(), Optional.empty()));

    private static final TargetMail DISCOVERED = new TargetMail(
            List.of(new TargetMail.Mailboxes("Ma-inbox", Optional.of("Ma-sent")), new TargetMail.Mailboxes("Mb-inbox", Optional.empty())),
            List.of("carol@north.test"), List.of("dave@south.test"),
            Instant.parse("2025-03-01T00:00:00Z"), Instant.parse("2025-06-01T00:00:00Z"), Map.of("lobreachour", 3),
            true);

    private static List<String> filters(Workload.Kind kind) {
        Workload workload = new Workload(DISCOVERED, USERS, DISCOVERED.queryWords().orElseThrow(), false, 7);
        var feeder = workload.mix(kind);
        return IntStream.range(0, 40).mapToObj(i -> feeder.next()).map(r -> r.get("user") + " " + r.get("filter")).toList();
    }

    @Test
    void inboxListingsNameEachUsersDiscoveredInbox() {
        assertThat(filters(Workload.Kind.INBOX)).allMatch(f -> f.equals("alice {\"inMailbox\":\"Ma-inbox\"}")
                || f.equals("bob {\"inMailbox\":\"Mb-inbox\"}"));
    }

    @Test
    void recipientFiltersUseTheSentMailboxOnlyWhereThereIsOne() {
        assertThat(filters(Workload.Kind.TO)).allMatch(f -> f.equals(
                        "alice {\"operator\":\"AND\",\"conditions\":[{\"inMailbox\":\"Ma-sent\"},{\"to\":\"dave@south.test\"}]}")
                || f.equals("bob {\"to\":\"dave@south.test\"}"));
    }

    @Test
    void sendersDatesAndWordsAreTheDiscoveredOnes() {
        assertThat(filters(Workload.Kind.FROM)).allMatch(f -> f.endsWith(" {\"from\":\"north.test\"}"));
        assertThat(filters(Workload.Kind.TEXT)).allMatch(f -> f.endsWith(" {\"text\":\"lobreachour\"}"));
        assertThat(filters(Workload.Kind.DATE_RANGE)).allSatisfy(f -> {
            Instant after = Instant.parse(f.replaceAll(".*\"after\":\"([^\"]+)\".*", "$1"));
            assertThat(after).isBetween(DISCOVERED.first(), DISCOVERED.last());
        });
    }

    @Test
    void heavyQueriesAskForTheWholeAccountTheirLimitAndTheTotal() {
        Workload workload = new Workload(DISCOVERED, USERS, DISCOVERED.queryWords().orElseThrow(), false, 7);
        Map<String, Object> record = workload.heavyQueries().next();
        assertThat(record).containsEntry("kind", Workload.HEAVY).containsEntry("filter", "null");
        String body = Workload.query("Ma", (String) record.get("filter"), 256, ",\"calculateTotal\":true");
        JsonObject query = new JsonpJacksonProvider().createReader(new StringReader(body)).readObject()
                .getJsonArray("methodCalls").getJsonArray(0).getJsonObject(1);
        assertThat(query.get("filter")).isEqualTo(JsonValue.NULL);
        assertThat(query.getInt("limit")).isEqualTo(256);
        assertThat(query.getBoolean("calculateTotal")).isTrue();
    }

    @Test
    void weightedWordsAreDrawnInProportionAndTheSameForASeed() {
        QueryWords words = QueryWords.weighted(Map.of("often", 9, "rare", 1));
        SplittableRandom random = new SplittableRandom(1);
        long often = IntStream.range(0, 10_000).mapToObj(i -> words.next(random)).filter("often"::equals).count();
        assertThat(often).isBetween(8_700L, 9_300L);
        assertThat(QueryWords.weighted(Map.of("a", 1, "b", 2)).next(new SplittableRandom(5)))
                .isEqualTo(QueryWords.weighted(Map.of("b", 2, "a", 1)).next(new SplittableRandom(5)));
    }
}
