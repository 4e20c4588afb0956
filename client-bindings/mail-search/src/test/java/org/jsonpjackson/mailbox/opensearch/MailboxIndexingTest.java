package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.opensearch.reactor.SearchPage;
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
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch._types.OpenSearchException;
import org.opensearch.client.opensearch.core.IndexRequest;

import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Index creation, and writes becoming visible after a refresh; each test works in its own mailbox. */
@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MailboxIndexingTest {

    private static final Instant DATE = Instant.parse("2026-03-01T09:00:00Z");

    private final TestIndex test;
    private final ReactorSearchClient client;
    private final MailboxIndex index;

    MailboxIndexingTest(OpenSearchTarget target) {
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        test = TestIndex.fresh(config, "indexing");
        client = test.client;
        index = test.index;
    }

    @AfterAll
    void close() throws IOException {
        test.close();
    }

    private static MailMessage message(String mailbox, long uid) {
        return MailMessage.builder(mailbox, uid, mailbox + "-m" + uid).user("carol@jsonp.test").modSeq(1).size(100)
                .internalDate(DATE.plusSeconds(uid)).from(MailAddress.of("dave@jsonp.test"))
                .subject("Subject number " + uid).build();
    }

    private List<Long> uidsIn(String mailbox, Criterion criterion) {
        index.refresh().block();
        return index.search().search(SearchQuery.builder().inMailboxes(mailbox).criterion(criterion)
                        .sort(Sort.ascending(Sort.Key.UID)).limit(100).build())
                .block().items().stream().map(MessageRef::uid).toList();
    }

    @Test
    void creatingAgainIsHarmlessAndTheAliasesExist() {
        index.createIfAbsent().block();
        index.createIfAbsent().block();
        assertThat(client.aliasExists("indexing_read").block()).isTrue();
        assertThat(client.aliasExists("indexing_write").block()).isTrue();
    }

    @Test
    void theDefaultNamesAreJames() {
        MailboxIndex defaults = MailboxIndex.of(client);
        assertThat(List.of(defaults.name(), defaults.readAlias(), defaults.writeAlias()))
                .containsExactly("mailbox_v1", "mailboxReadAlias", "mailboxWriteAlias");
    }

    @Test
    void theMappingIsStrict() {
        assertThatThrownBy(() -> client.index(IndexRequest.of(i -> i.index("indexing_write").id("x:1").routing("x")
                        .document(Map.of("mailboxId", "x", "notAField", 1)))).block())
                .isInstanceOfSatisfying(OpenSearchException.class,
                        e -> assertThat(e.error().type()).isEqualTo("strict_dynamic_mapping_exception"));
    }

    @Test
    void routingIsRequired() {
        assertThatThrownBy(() -> client.index(IndexRequest.of(i -> i.index("indexing_write").id("x:2")
                        .document(Map.of("mailboxId", "x")))).block())
                .isInstanceOfSatisfying(OpenSearchException.class,
                        e -> assertThat(e.error().type()).isEqualTo("routing_missing_exception"));
    }

    @Test
    void replayingAnIndexEventLeavesOneDocument() {
        MailMessage m = message("replay", 7);
        index.indexer().index(m).block();
        index.indexer().index(m).block();
        index.indexer().indexAll(List.of(m, m)).block();
        assertThat(uidsIn("replay", Criterion.all())).containsExactly(7L);
    }

    @Test
    void flagUpdatesAreVisibleAfterRefreshAndLeaveTheRestAlone() {
        index.indexer().indexAll(List.of(message("flags", 1), message("flags", 2))).block();
        assertThat(uidsIn("flags", Criterion.flagSet(SystemFlag.SEEN))).isEmpty();

        index.indexer().updateFlags(List.of(new FlagsUpdate("flags", 2, 5,
                Flags.of(Set.of(SystemFlag.SEEN), Set.of("$Forwarded"))))).block();

        assertThat(uidsIn("flags", Criterion.flagSet(SystemFlag.SEEN))).containsExactly(2L);
        assertThat(uidsIn("flags", Criterion.userFlagSet("$forwarded"))).containsExactly(2L);
        assertThat(uidsIn("flags", Criterion.modSeq(Criterion.NumberComparison.EQUALS, 5))).containsExactly(2L);
        assertThat(uidsIn("flags", Criterion.subject("number 2"))).containsExactly(2L);
    }

    @Test
    void updatingTheFlagsOfAMissingMessageFailsNamingIt() {
        assertThatThrownBy(() -> index.indexer().updateFlags(List.of(new FlagsUpdate("flags-missing", 9, 1, Flags.NONE))).block())
                .isInstanceOfSatisfying(MailboxIndexingException.class,
                        e -> assertThat(e.failures()).containsOnlyKeys("flags-missing:9"));
    }

    @Test
    void deletedMessagesDisappearAfterRefresh() {
        index.indexer().indexAll(List.of(message("deletes", 1), message("deletes", 2), message("deletes", 3))).block();
        assertThat(uidsIn("deletes", Criterion.all())).containsExactly(1L, 2L, 3L);
        index.indexer().delete("deletes", List.of(2L, 99L)).block();
        assertThat(uidsIn("deletes", Criterion.all())).containsExactly(1L, 3L);
    }

    @Test
    void deletingAMailboxDeletesOnlyItsMessages() {
        index.indexer().indexAll(List.of(message("doomed", 1), message("doomed", 2), message("kept", 1))).block();
        index.refresh().block();
        assertThat(index.indexer().deleteMailbox("doomed").block()).isEqualTo(2L);
        assertThat(uidsIn("doomed", Criterion.all())).isEmpty();
        assertThat(uidsIn("kept", Criterion.all())).containsExactly(1L);
    }

    @Test
    void bulkIndexingCrossesBatchBoundaries() {
        List<MailMessage> many = java.util.stream.LongStream.rangeClosed(1, MailboxIndexer.BULK_SIZE + 3)
                .mapToObj(uid -> message("bulk", uid)).toList();
        index.indexer().indexAll(many).block();
        index.refresh().block();
        SearchPage<MessageRef> page = index.search().search(SearchQuery.builder().inMailboxes("bulk").limit(1).calculateTotal(true).build()).block();
        assertThat(page.total()).hasValue(MailboxIndexer.BULK_SIZE + 3);
    }
}
