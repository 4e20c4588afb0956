package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.opensearch.reactor.SearchPage;
import org.jsonpjackson.mailbox.message.Flags;
import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.mailbox.message.MailAttachment;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.mailbox.message.SystemFlag;
import org.jsonpjackson.mailbox.query.Criterion;
import org.jsonpjackson.mailbox.query.InvalidSearchQueryException;
import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.mailbox.query.Sort;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.jsonpjackson.mailbox.query.Criterion.*;

/**
 * Searching emails, where a filter applies to the email (its set of mailboxes, its keywords, all its text), on
 * a fixture of messages copied into several mailboxes with flags that differ between copies.
 */
@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EmailSearchTest {

    private static final String ANA = "ana@emails.test";
    private static final String INBOX = "ana-inbox";
    private static final String ARCHIVE = "ana-archive";
    private static final String TRASH = "ana-trash";
    private static final Instant T0 = Instant.parse("2026-04-01T08:00:00Z");

    /** In the inbox (seen there) and the archive (not seen, flagged "Todo" there): the example. */
    private static final MailMessage ZORB = MailMessage.builder(INBOX, 1, "zorb").user(ANA).size(3_000)
            .internalDate(T0).sentDate(T0.minusSeconds(60)).flags(Flags.of(SystemFlag.SEEN))
            .from(MailAddress.of("Alice Nadir", "alice@north.test")).to(MailAddress.of("Zed", "zed@south.test"),
                    MailAddress.of("Adam", "adam@south.test"))
            .subject("Re: zorb").textBody("quint").attachments(new MailAttachment("ledgerx", "application/pdf", null))
            .build();
    private static final MailMessage ZORB_ARCHIVED = ZORB.copyTo(ARCHIVE, 7).toBuilder()
            .flags(Flags.of(Set.of(), Set.of("Todo"))).build();
    /** Only in the archive; no Date header, so it sorts on sentAt by its received date. */
    private static final MailMessage PLAIN = MailMessage.builder(ARCHIVE, 8, "plain").user(ANA).size(1_000)
            .internalDate(T0.plusSeconds(3_600)).from(MailAddress.of("bob@east.test")).to(MailAddress.of("Mike", "mike@west.test"))
            .subject("apple").textBody("alice wrote nothing").build();
    /** In the inbox and the trash. */
    private static final MailMessage TRASHED = MailMessage.builder(INBOX, 2, "trashed").user(ANA).size(2_000)
            .internalDate(T0.plusSeconds(60)).sentDate(T0.plusSeconds(7_200)).threadId("zorb")
            .from(MailAddress.of("Carl", "carl@north.test")).to(MailAddress.of("Adam", "adam@south.test"))
            .subject("banana").textBody("quint").flags(Flags.of(SystemFlag.FLAGGED)).build();
    private static final MailMessage TRASHED_COPY = TRASHED.copyTo(TRASH, 1);
    /** Another user's message with the same message id: another email. */
    private static final MailMessage OTHER_USER = MailMessage.builder("bo-inbox", 1, "zorb").user("bo@emails.test").size(10)
            .internalDate(T0).subject("zorb").build();

    /** Two emails of another user that tie on every sort key. */
    private static final String CY = "cy@emails.test";
    private static final MailMessage TIE_A = MailMessage.builder("cy-inbox", 1, "tie-a").user(CY).size(5)
            .internalDate(T0).sentDate(T0).from(MailAddress.of("Ed", "ed@x.test")).to(MailAddress.of("Flo", "flo@x.test"))
            .subject("Re: tie").build();

    private final TestIndex test;
    private final MailboxIndex index;

    EmailSearchTest(OpenSearchTarget target) {
        test = TestIndex.fresh(OpenSearchProperties.read(target.properties()), "emails");
        index = test.index;
    }

    @BeforeAll
    void load() {
        index.indexer().indexAll(List.of(ZORB, ZORB_ARCHIVED, PLAIN, TRASHED, TRASHED_COPY, OTHER_USER, TIE_A, tieB())).block();
        index.refresh().block();
    }

    /** Tie B is another message, with the same values as tie A. */
    private static MailMessage tieB() {
        return MailMessage.builder("cy-archive", 1, "tie-b").user(CY).size(5).internalDate(T0).sentDate(T0)
                .from(MailAddress.of("Ed", "ed@x.test")).to(MailAddress.of("Flo", "flo@x.test")).subject("tie").build();
    }

    @AfterAll
    void close() throws IOException {
        test.close();
    }

    private List<String> ids(SearchQuery.Builder query) {
        return index.emails().search(query.limit(100).build()).block().items().stream().map(EmailRef::messageId).toList();
    }

    private List<String> matching(Criterion criterion) {
        return ids(SearchQuery.builder().ofUser(ANA).criterion(criterion).sort(Sort.ascending(Sort.Key.ID)));
    }

    static Stream<Arguments> filters() {
        Set<String> inbox = Set.of(INBOX);
        Set<String> archive = Set.of(ARCHIVE);
        return Stream.of(
                // text: every word anywhere, whatever kind of field holds it
                Arguments.of(text("zorb nadir"), List.of("zorb")),
                Arguments.of(text("zorb alice"), List.of("zorb")),
                Arguments.of(text("quint ledgerx"), List.of("zorb")),
                Arguments.of(text("nadir ledgerx"), List.of("zorb")),
                Arguments.of(text("zorb quint"), List.of("zorb")),
                Arguments.of(text("alice@north.test zorb"), List.of("zorb")),
                Arguments.of(text("ZORB Nädir"), List.of("zorb")),
                Arguments.of(text("quint"), List.of("trashed", "zorb")),
                Arguments.of(text("alice"), List.of("plain", "zorb")),
                Arguments.of(text("zorb mike"), List.of()),
                Arguments.of(from("north.test"), List.of("trashed", "zorb")),
                Arguments.of(from("alice"), List.of("zorb")),
                Arguments.of(to("zed adam"), List.of("zorb")),
                Arguments.of(subject("zorb"), List.of("zorb")),
                Arguments.of(body("alice"), List.of("plain")),
                Arguments.of(attachments("ledgerx"), List.of("zorb")),
                // mailboxes: the email's set
                Arguments.of(mailboxIds(inbox), List.of("trashed", "zorb")),
                Arguments.of(and(mailboxIds(inbox), mailboxIds(archive)), List.of("zorb")),
                Arguments.of(not(mailboxIds(inbox)), List.of("plain")),
                Arguments.of(and(mailboxIds(inbox), inMailboxOtherThan(inbox)), List.of("trashed", "zorb")),
                Arguments.of(inMailboxOtherThan(Set.of(INBOX, ARCHIVE)), List.of("trashed")),
                Arguments.of(inMailboxOtherThan(Set.of(TRASH)), List.of("plain", "trashed", "zorb")),
                Arguments.of(inMailboxOtherThan(Set.of(INBOX, TRASH)), List.of("plain", "zorb")),
                Arguments.of(inMailboxOtherThan(Set.of()), List.of("plain", "trashed", "zorb")),
                Arguments.of(not(inMailboxOtherThan(Set.of(INBOX, TRASH))), List.of("trashed")),
                // keywords: the union of the copies' flags, user flags without regard to case
                Arguments.of(flagSet(SystemFlag.SEEN), List.of("zorb")),
                Arguments.of(flagUnset(SystemFlag.SEEN), List.of("plain", "trashed")),
                Arguments.of(userFlagSet("TODO"), List.of("zorb")),
                Arguments.of(and(userFlagSet("todo"), flagSet(SystemFlag.SEEN)), List.of("zorb")),
                Arguments.of(userFlagUnset("todo"), List.of("plain", "trashed")),
                Arguments.of(flagSet(SystemFlag.FLAGGED), List.of("trashed")),
                // dates, sizes and the rest
                Arguments.of(date(DateField.INTERNAL, DateComparison.BEFORE, T0.plusSeconds(60), DateResolution.MILLISECOND),
                        List.of("zorb")),
                Arguments.of(date(DateField.SENT, DateComparison.AFTER, T0, DateResolution.MILLISECOND), List.of("trashed")),
                Arguments.of(sizeLessThan(2_000), List.of("plain")),
                Arguments.of(Criterion.hasAttachment(true), List.of("zorb")),
                Arguments.of(messageIds(Set.of("plain", "nope")), List.of("plain")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("filters")
    void filtersApplyToTheEmail(Criterion criterion, List<String> expected) {
        assertThat(matching(criterion)).containsExactlyElementsOf(expected);
    }

    @Test
    void theScopeKeepsEmailsInOneOfItsMailboxesOnceEach() {
        assertThat(ids(SearchQuery.builder().inMailboxes(INBOX, ARCHIVE).sort(Sort.ascending(Sort.Key.ID))))
                .containsExactly("plain", "trashed", "zorb");
        assertThat(ids(SearchQuery.builder().ofUser(ANA).inMailboxes(TRASH))).containsExactly("trashed");
    }

    @Test
    void theSameMessageIdOfAnotherUserIsAnotherEmail() {
        assertThat(ids(SearchQuery.builder().ofUser("bo@emails.test"))).containsExactly("zorb");
        assertThat(matching(subject("zorb"))).containsExactly("zorb");
        assertThat(matching(Criterion.all())).hasSize(3);
    }

    static Stream<Arguments> sorts() {
        return Stream.of(
                // the first recipient, Zed, not the smallest, Adam
                Arguments.of(Sort.Key.TO, List.of("trashed", "plain", "zorb")),
                // names, or the address without one
                Arguments.of(Sort.Key.FROM, List.of("zorb", "plain", "trashed")),
                // "Re: zorb" sorts as "zorb"
                Arguments.of(Sort.Key.SUBJECT, List.of("plain", "trashed", "zorb")),
                // plain has no Date header: its received date stands in
                Arguments.of(Sort.Key.SENT_AT, List.of("zorb", "plain", "trashed")),
                Arguments.of(Sort.Key.RECEIVED_AT, List.of("zorb", "trashed", "plain")),
                Arguments.of(Sort.Key.SIZE, List.of("plain", "trashed", "zorb")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sorts")
    void sortsFollowRfc8621AndReverseExactly(Sort.Key key, List<String> ascending) {
        assertThat(ids(SearchQuery.builder().ofUser(ANA).sort(Sort.ascending(key)))).containsExactlyElementsOf(ascending);
        List<String> descending = new ArrayList<>(ascending);
        Collections.reverse(descending);
        assertThat(ids(SearchQuery.builder().ofUser(ANA).sort(Sort.descending(key)))).containsExactlyElementsOf(descending);
    }

    @ParameterizedTest
    @EnumSource(value = Sort.Key.class, names = {"RECEIVED_AT", "SENT_AT", "SIZE", "FROM", "TO", "SUBJECT"})
    void tiesAreBrokenByIdInTheDirectionOfTheLastSort(Sort.Key key) {
        SearchQuery.Builder cy = SearchQuery.builder().ofUser(CY);
        assertThat(ids(cy.sorts(List.of(Sort.ascending(key))))).containsExactly("tie-a", "tie-b");
        assertThat(ids(cy.sorts(List.of(Sort.descending(key))))).containsExactly("tie-b", "tie-a");
    }

    @Test
    void theSameKeyTwiceIsAcceptedAndOnlyTheFirstOrders() {
        assertThat(ids(SearchQuery.builder().ofUser(ANA).criterion(text("quint"))
                .sort(Sort.ascending(Sort.Key.SIZE)).sort(Sort.descending(Sort.Key.SIZE)))).containsExactly("trashed", "zorb");
        assertThat(ids(SearchQuery.builder().ofUser(CY)
                .sort(Sort.ascending(Sort.Key.SIZE)).sort(Sort.descending(Sort.Key.SIZE)))).containsExactly("tie-b", "tie-a");
    }

    @Test
    void collapsingByThreadKeepsTheFirstOfEachAndCountsThreads() {
        SearchPage<EmailRef> page = index.emails().search(SearchQuery.builder().ofUser(ANA).collapse(SearchQuery.Collapse.THREAD)
                .sort(Sort.descending(Sort.Key.RECEIVED_AT)).calculateTotal(true).build()).block();
        assertThat(page.items()).extracting(EmailRef::messageId).containsExactly("plain", "trashed");
        assertThat(page.total()).hasValue(2);
        assertThat(page.next()).isEmpty();
    }

    @Test
    void pagesWithACursorHaveNoGapsAndNoDuplicates() {
        SearchQuery query = SearchQuery.builder().ofUser(ANA).sort(Sort.ascending(Sort.Key.SUBJECT)).limit(2).build();
        SearchPage<EmailRef> first = index.emails().search(query).block();
        SearchPage<EmailRef> second = index.emails().search(query, first.next().orElseThrow()).block();
        assertThat(first.items()).extracting(EmailRef::messageId).containsExactly("plain", "trashed");
        assertThat(second.items()).extracting(EmailRef::messageId).containsExactly("zorb");
        assertThat(index.emails().searchAll(query).map(EmailRef::messageId).collectList().block())
                .containsExactly("plain", "trashed", "zorb");
    }

    @ParameterizedTest
    @EnumSource(value = Sort.Key.class, names = {"UID", "MOD_SEQ", "SAVED_AT"})
    void perMailboxSortsAreRefusedBeforeAnythingIsSent(Sort.Key key) {
        assertThatThrownBy(() -> index.emails().search(SearchQuery.builder().ofUser(ANA).sort(Sort.ascending(key)).build()))
                .isInstanceOfSatisfying(InvalidSearchQueryException.class, e -> assertThat(e.argument()).isEqualTo("sort"));
    }

    @Test
    void perMailboxCriteriaAreRefusedBeforeAnythingIsSent() {
        for (Criterion criterion : List.of(uids(new UidRange(1, 2)), modSeq(NumberComparison.EQUALS, 1),
                date(DateField.SAVE, DateComparison.ON, T0, DateResolution.DAY))) {
            assertThatThrownBy(() -> index.emails().search(SearchQuery.builder().ofUser(ANA)
                    .criterion(or(flagSet(SystemFlag.SEEN), criterion)).build()))
                    .isInstanceOfSatisfying(InvalidSearchQueryException.class,
                            e -> assertThat(e).hasMessageContaining("cannot apply to emails"));
        }
    }
}
