package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.mailbox.message.Flags;
import org.jsonpjackson.mailbox.message.FlagsUpdate;
import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.mailbox.message.SystemFlag;
import org.jsonpjackson.mailbox.query.Criterion;
import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.mailbox.query.Sort;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch.core.GetRequest;
import org.opensearch.client.opensearch.core.GetResponse;

import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsonpjackson.mailbox.query.Criterion.*;

/**
 * The email documents follow the events of their copies, in any order and replayed: each test works with a
 * user of its own.
 */
@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EmailIndexingTest {

    private static final Instant DATE = Instant.parse("2026-03-01T09:00:00Z");

    private final TestIndex test;
    private final ReactorSearchClient client;
    private final MailboxIndex index;

    EmailIndexingTest(OpenSearchTarget target) {
        test = TestIndex.fresh(OpenSearchProperties.read(target.properties()), "email_indexing");
        client = test.client;
        index = test.index;
    }

    @AfterAll
    void close() throws IOException {
        test.close();
    }

    private static MailMessage message(String user, String mailbox, long uid, String messageId, Flags flags) {
        return MailMessage.builder(mailbox, uid, messageId).user(user).size(100).internalDate(DATE)
                .from(MailAddress.of("dave@jsonp.test")).subject("Subject of " + messageId).flags(flags).build();
    }

    private List<String> emails(String user, Criterion criterion) {
        index.refresh().block();
        return index.emails().search(SearchQuery.builder().ofUser(user).criterion(criterion)
                .sort(Sort.ascending(Sort.Key.ID)).limit(100).build()).block().items().stream()
                .map(EmailRef::messageId).toList();
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> emailDocument(String user, String messageId) {
        GetResponse<Map> response = client.get(GetRequest.of(g -> g.index(index.emailReadAlias())
                .id(EmailDocuments.id(user, messageId)).routing(user)), Map.class).block();
        return response.found() ? response.source() : null;
    }

    @Test
    void replayedAndReorderedEventsLeaveTheSameEmail() {
        String user = "replay@jsonp.test";
        MailMessage inbox = message(user, "r-inbox", 1, "m", Flags.of(SystemFlag.SEEN));
        MailMessage archive = message(user, "r-archive", 4, "m", Flags.of(Set.of(), Set.of("Later")));
        index.indexer().indexAll(List.of(inbox, archive)).block();
        Map<String, Object> once = emailDocument(user, "m");
        index.indexer().indexAll(List.of(archive, inbox, inbox)).block();
        index.indexer().index(archive).block();
        Map<String, Object> replayed = emailDocument(user, "m");

        assertThat(replayed.get("mailboxIds")).isEqualTo(List.of("r-archive", "r-inbox")).isEqualTo(once.get("mailboxIds"));
        assertThat(replayed.get("mailboxCount")).isEqualTo(2);
        assertThat(replayed.get("keywords")).isEqualTo(List.of("$seen", "Later")).isEqualTo(once.get("keywords"));
        assertThat((List<?>) replayed.get("copies")).hasSize(2);
        assertThat(emails(user, Criterion.all())).containsExactly("m");
        assertThat(client.count(index.emailReadAlias()).block()).isPositive();
    }

    @Test
    void aFlagsUpdateOnOneCopyChangesTheEmailsKeywords() {
        String user = "flags@jsonp.test";
        index.indexer().indexAll(List.of(message(user, "f-inbox", 1, "m", Flags.of(SystemFlag.SEEN)),
                message(user, "f-archive", 1, "m", Flags.NONE))).block();
        assertThat(emails(user, flagSet(SystemFlag.SEEN))).containsExactly("m");

        index.indexer().updateFlags(List.of(new FlagsUpdate("f-inbox", 1, 2, Flags.NONE))).block();
        assertThat(emails(user, flagSet(SystemFlag.SEEN))).isEmpty();

        index.indexer().updateFlags(List.of(new FlagsUpdate("f-archive", 1, 3, Flags.of(Set.of(SystemFlag.FLAGGED), Set.of("$Work"))))).block();
        assertThat(emails(user, and(flagSet(SystemFlag.FLAGGED), userFlagSet("$work")))).containsExactly("m");
        // the message in its mailbox has its own flags, as IMAP has them
        index.refresh().block();
        assertThat(index.search().search(SearchQuery.builder().inMailboxes("f-inbox").criterion(flagSet(SystemFlag.FLAGGED))
                .build()).block().items()).isEmpty();
    }

    @Test
    void deletingCopiesTakesMailboxesOutAndTheLastOneTheEmail() {
        String user = "deletes@jsonp.test";
        index.indexer().indexAll(List.of(message(user, "d-inbox", 1, "m", Flags.NONE),
                message(user, "d-archive", 2, "m", Flags.of(SystemFlag.SEEN)),
                message(user, "d-inbox", 3, "n", Flags.NONE))).block();
        assertThat(emails(user, and(mailboxIds(Set.of("d-inbox")), mailboxIds(Set.of("d-archive"))))).containsExactly("m");

        index.indexer().delete("d-archive", List.of(2L, 99L)).block();
        assertThat(emails(user, mailboxIds(Set.of("d-archive")))).isEmpty();
        assertThat(emails(user, flagSet(SystemFlag.SEEN))).as("the seen copy is gone").isEmpty();
        assertThat(emails(user, Criterion.all())).containsExactly("m", "n");

        index.indexer().delete("d-inbox", List.of(1L)).block();
        index.indexer().delete("d-inbox", List.of(1L)).block();
        assertThat(emails(user, Criterion.all())).containsExactly("n");
        assertThat(emailDocument(user, "m")).isNull();
    }

    @Test
    void deletingAMailboxUpdatesItsEmails() {
        String user = "doomed@jsonp.test";
        index.indexer().indexAll(List.of(message(user, "doomed-box", 1, "both", Flags.NONE),
                message(user, "kept-box", 1, "both", Flags.NONE),
                message(user, "doomed-box", 2, "only", Flags.NONE))).block();
        assertThat(index.indexer().deleteMailbox("doomed-box").block()).isEqualTo(2L);
        assertThat(emails(user, Criterion.all())).containsExactly("both");
        assertThat(emailDocument(user, "both").get("mailboxIds")).isEqualTo(List.of("kept-box"));
    }

    @Test
    void aFlagsUpdateOfAMessageThatIsNotIndexedFailsNamingItAndTouchesNoEmail() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> index.indexer()
                        .updateFlags(List.of(new FlagsUpdate("nowhere", 9, 1, Flags.NONE))).block())
                .isInstanceOfSatisfying(MailboxIndexingException.class,
                        e -> assertThat(e.failures()).containsOnlyKeys("nowhere:9"));
    }
}
