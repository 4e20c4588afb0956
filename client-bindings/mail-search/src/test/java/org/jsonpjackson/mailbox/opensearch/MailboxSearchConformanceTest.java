package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.opensearch.reactor.SearchPage;
import org.jsonpjackson.mailbox.message.MailAddress;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.mailbox.message.SystemFlag;
import org.jsonpjackson.mailbox.query.Criterion;
import org.jsonpjackson.mailbox.query.Criterion.AddressField;
import org.jsonpjackson.mailbox.query.Criterion.DateComparison;
import org.jsonpjackson.mailbox.query.Criterion.DateField;
import org.jsonpjackson.mailbox.query.Criterion.DateResolution;
import org.jsonpjackson.mailbox.query.Criterion.NumberComparison;
import org.jsonpjackson.mailbox.query.Criterion.UidRange;
import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.mailbox.query.SearchQuery.Collapse;
import org.jsonpjackson.mailbox.query.Sort;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.text.Normalizer;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsonpjackson.mailbox.opensearch.Fixture.*;
import static org.jsonpjackson.mailbox.query.Criterion.*;

/**
 * What James' mailbox search tests check, against a real node: each criterion on a fixture whose answers
 * are worked out by hand in {@link Fixture}, and every sort compared with the same order computed in Java.
 */
@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MailboxSearchConformanceTest {

    private static final Instant JAN_10 = Instant.parse("2026-01-10T12:00:00Z");
    private static final Instant JAN_11 = Instant.parse("2026-01-11T12:00:00Z");
    private static final ZoneId PARIS = ZoneId.of("Europe/Paris");

    private final TestIndex test;
    private final ReactorSearchClient client;
    private final MailboxIndex index;

    MailboxSearchConformanceTest(OpenSearchTarget target) {
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        test = TestIndex.fresh(config, "conformance");
        client = test.client;
        index = test.index;
    }

    @BeforeAll
    void load() {
        index.indexer().indexAll(ALL).block();
        index.refresh().block();
    }

    @AfterAll
    void close() throws IOException {
        test.close();
    }

    /** Document ids matching, over all three mailboxes. */
    private Set<String> matching(Criterion criterion) {
        return matching(SearchQuery.builder().inMailboxes(INBOX, ARCHIVE, SENT).criterion(criterion).limit(100));
    }

    private Set<String> matching(SearchQuery.Builder query) {
        return Set.copyOf(ids(query.build()));
    }

    private List<String> ids(SearchQuery query) {
        return index.search().search(query).block().items().stream()
                .map(r -> r.mailboxId() + ":" + r.uid()).toList();
    }

    private static Set<String> docs(MailMessage... messages) {
        return Arrays.stream(messages).map(MailMessage::documentId).collect(Collectors.toSet());
    }

    private static Set<String> allBut(MailMessage... messages) {
        Set<String> excluded = docs(messages);
        return ALL.stream().map(MailMessage::documentId).filter(id -> !excluded.contains(id))
                .collect(Collectors.toSet());
    }

    // ---- flags

    static Stream<Arguments> systemFlags() {
        return Stream.of(
                Arguments.of(SystemFlag.SEEN, docs(REPORT, REPORT_COPY, INVOICE, FEEDBACK)),
                Arguments.of(SystemFlag.ANSWERED, docs(REPORT, REPORT_COPY)),
                Arguments.of(SystemFlag.FLAGGED, docs(LUNCH)),
                Arguments.of(SystemFlag.DRAFT, docs(NEWSLETTER)),
                Arguments.of(SystemFlag.DELETED, docs(NEWSLETTER)),
                Arguments.of(SystemFlag.RECENT, docs(HOLIDAY)));
    }

    @ParameterizedTest(name = "{0} set")
    @MethodSource("systemFlags")
    void systemFlagSet(SystemFlag flag, Set<String> expected) {
        assertThat(matching(flagSet(flag))).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0} unset")
    @MethodSource("systemFlags")
    void systemFlagUnset(SystemFlag flag, Set<String> set) {
        Set<String> expected = allBut(ALL.stream().filter(m -> set.contains(m.documentId())).toArray(MailMessage[]::new));
        assertThat(matching(flagUnset(flag))).isEqualTo(expected);
    }

    @Test
    void userFlagsMatchIgnoringCaseAndAccents() {
        assertThat(matching(userFlagSet("$important"))).isEqualTo(docs(REPORT, REPORT_COPY));
        assertThat(matching(userFlagSet("$IMPORTANT"))).isEqualTo(docs(REPORT, REPORT_COPY));
        assertThat(matching(userFlagSet("tödo"))).isEqualTo(docs(LUNCH));
    }

    @Test
    void userFlagUnsetMatchesMessagesWithout() {
        assertThat(matching(userFlagUnset("todo"))).isEqualTo(allBut(LUNCH));
    }

    @Test
    void aUserFlagNobodyHasMatchesNothing() {
        assertThat(matching(userFlagSet("$junk"))).isEmpty();
    }

    @Test
    void hasAttachment() {
        assertThat(matching(Criterion.hasAttachment(true))).isEqualTo(docs(LUNCH, HOLIDAY));
        assertThat(matching(Criterion.hasAttachment(false))).isEqualTo(allBut(LUNCH, HOLIDAY));
    }

    // ---- addresses

    static Stream<Arguments> addresses() {
        return Stream.of(
                Arguments.of(AddressField.FROM, "alice.martin@example.com", docs(REPORT, REPORT_COPY)),
                Arguments.of(AddressField.FROM, "alice.martin", docs(REPORT, REPORT_COPY)),
                Arguments.of(AddressField.FROM, "dupont.fr", docs(LUNCH)),
                Arguments.of(AddressField.FROM, "DUPONT.FR", docs(LUNCH)),
                Arguments.of(AddressField.FROM, "Dupont", docs(LUNCH)),
                Arguments.of(AddressField.FROM, "ca va", docs(NEWSLETTER)),
                Arguments.of(AddressField.FROM, "nobody@nowhere.example", docs()),
                Arguments.of(AddressField.TO, "bob@jsonp.test", docs(REPORT, REPORT_COPY, HOLIDAY)),
                Arguments.of(AddressField.TO, "alice", docs(LUNCH, NEWSLETTER, INVOICE, FEEDBACK)),
                Arguments.of(AddressField.TO, "example.com", docs(FEEDBACK)),
                Arguments.of(AddressField.TO, "Alice Martin", docs(FEEDBACK)),
                Arguments.of(AddressField.CC, "carol@example.org", docs(LUNCH)),
                Arguments.of(AddressField.CC, "carol", docs(LUNCH)),
                Arguments.of(AddressField.CC, "example.org", docs(LUNCH)),
                Arguments.of(AddressField.CC, "bob@jsonp.test", docs()),
                Arguments.of(AddressField.BCC, "archive@jsonp.test", docs(NEWSLETTER)),
                Arguments.of(AddressField.BCC, "archive", docs(NEWSLETTER)),
                Arguments.of(AddressField.BCC, "jsonp.test", docs(NEWSLETTER)),
                Arguments.of(AddressField.BCC, "Archive Robot", docs(NEWSLETTER)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("addresses")
    void addressField(AddressField field, String value, Set<String> expected) {
        assertThat(matching(address(field, value))).isEqualTo(expected);
    }

    // ---- text, subject, headers

    static Stream<Arguments> texts() {
        return Stream.of(
                Arguments.of(text("pizza"), docs(LUNCH)),
                Arguments.of(text("dupont"), docs(LUNCH)),
                Arguments.of(text("quarterly"), docs(REPORT, REPORT_COPY, NEWSLETTER, FEEDBACK)),
                Arguments.of(text("quarterly numbers"), docs(REPORT, REPORT_COPY)),
                Arguments.of(body("climbing"), docs(NEWSLETTER)),
                Arguments.of(body("cafe"), docs(LUNCH)),
                Arguments.of(body("pizza"), docs()),
                Arguments.of(body("quarterly"), docs(REPORT, REPORT_COPY)),
                Arguments.of(attachments("sunset"), docs(HOLIDAY)),
                Arguments.of(attachments("menu.pdf"), docs(LUNCH)),
                Arguments.of(attachments("quarterly"), docs()),
                Arguments.of(subject("quarterly draft"), docs(REPORT, REPORT_COPY, NEWSLETTER)),
                Arguments.of(subject("QUARTERLY Feedback"), docs(FEEDBACK)),
                Arguments.of(subject("quarterly lunch"), docs()),
                Arguments.of(headerContains("x-priority", "highest"), docs(REPORT, REPORT_COPY)),
                Arguments.of(headerContains("List-Id", "nothing"), docs()),
                Arguments.of(headerExists("List-Id"), docs(NEWSLETTER)),
                Arguments.of(headerExists("list-id"), docs(NEWSLETTER)),
                Arguments.of(headerExists("X-Missing"), docs()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("texts")
    void textSubjectAndHeaders(Criterion criterion, Set<String> expected) {
        assertThat(matching(criterion)).isEqualTo(expected);
    }

    // ---- dates

    static Stream<Arguments> days() {
        return Stream.of(
                Arguments.of(DateField.INTERNAL, DateComparison.ON, JAN_11, docs(LUNCH, FEEDBACK)),
                Arguments.of(DateField.INTERNAL, DateComparison.ON, JAN_10, docs(REPORT, REPORT_COPY)),
                Arguments.of(DateField.INTERNAL, DateComparison.BEFORE, JAN_11, docs(REPORT, REPORT_COPY, INVOICE)),
                Arguments.of(DateField.INTERNAL, DateComparison.AFTER, JAN_11, docs(NEWSLETTER, HOLIDAY)),
                Arguments.of(DateField.SENT, DateComparison.ON, JAN_10, docs(REPORT, REPORT_COPY, LUNCH)),
                Arguments.of(DateField.SENT, DateComparison.BEFORE, JAN_11, docs(REPORT, REPORT_COPY, LUNCH)),
                Arguments.of(DateField.SENT, DateComparison.AFTER, JAN_11, docs(NEWSLETTER, HOLIDAY)),
                Arguments.of(DateField.SAVE, DateComparison.ON, JAN_11, docs(REPORT, REPORT_COPY, LUNCH)),
                Arguments.of(DateField.SAVE, DateComparison.BEFORE, JAN_11, docs()),
                Arguments.of(DateField.SAVE, DateComparison.AFTER, JAN_10, docs(REPORT, REPORT_COPY, LUNCH)));
    }

    @ParameterizedTest(name = "{0} {1} the day of {2}, UTC")
    @MethodSource("days")
    void dayResolutionAtMidnight(DateField field, DateComparison comparison, Instant day, Set<String> expected) {
        assertThat(matching(date(field, comparison, day, DateResolution.DAY))).isEqualTo(expected);
    }

    @Test
    void daysAreReadInTheQueryTimeZone() {
        SearchQuery.Builder onJan11 = SearchQuery.builder().inMailboxes(INBOX, ARCHIVE, SENT).zone(PARIS)
                .criterion(date(DateField.INTERNAL, DateComparison.ON, JAN_11, DateResolution.DAY));
        // 23:59:59 UTC on the 10th is 00:59:59 on the 11th in Paris
        assertThat(matching(onJan11)).isEqualTo(docs(REPORT, REPORT_COPY, LUNCH, FEEDBACK));
        SearchQuery.Builder newYear = SearchQuery.builder().inMailboxes(INBOX, ARCHIVE, SENT).zone(PARIS)
                .criterion(date(DateField.INTERNAL, DateComparison.ON, Instant.parse("2026-01-01T12:00:00Z"), DateResolution.DAY));
        assertThat(matching(newYear)).isEqualTo(docs(INVOICE));
    }

    @Test
    void millisecondResolutionComparesInstants() {
        Instant midnight = Instant.parse("2026-01-11T00:00:00Z");
        assertThat(matching(date(DateField.INTERNAL, DateComparison.BEFORE, midnight, DateResolution.MILLISECOND)))
                .isEqualTo(docs(REPORT, REPORT_COPY, INVOICE));
        assertThat(matching(date(DateField.INTERNAL, DateComparison.ON, midnight, DateResolution.MILLISECOND)))
                .isEqualTo(docs(LUNCH));
        assertThat(matching(date(DateField.INTERNAL, DateComparison.AFTER, Instant.parse("2026-01-10T23:59:59Z"),
                DateResolution.MILLISECOND))).isEqualTo(docs(LUNCH, NEWSLETTER, HOLIDAY, FEEDBACK));
    }

    // ---- numbers

    static Stream<Arguments> numbers() {
        return Stream.of(
                Arguments.of(sizeGreaterThan(20_000), docs(NEWSLETTER, HOLIDAY)),
                Arguments.of(sizeLessThan(2_000), docs(REPORT, REPORT_COPY)),
                Arguments.of(new Criterion.Size(NumberComparison.EQUALS, 3_000), docs(INVOICE)),
                Arguments.of(modSeq(NumberComparison.GREATER_THAN, 13), docs(INVOICE, FEEDBACK)),
                Arguments.of(modSeq(NumberComparison.LESS_THAN, 11), docs(REPORT, REPORT_COPY)),
                Arguments.of(modSeq(NumberComparison.EQUALS, 12), docs(NEWSLETTER)),
                Arguments.of(uids(new UidRange(MAX_UID, MAX_UID)), docs(INVOICE)),
                Arguments.of(uids(new UidRange(3, MAX_UID)), docs(NEWSLETTER, HOLIDAY, INVOICE)),
                Arguments.of(uids(new UidRange(2, 2), new UidRange(4, 4)), docs(LUNCH, HOLIDAY)),
                Arguments.of(uids(), docs()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("numbers")
    void sizesModSeqsAndUids(Criterion criterion, Set<String> expected) {
        assertThat(matching(criterion)).isEqualTo(expected);
    }

    @Test
    void uidsAboveTheIntRangeComeBackIntact() {
        List<MessageRef> refs = index.search().search(SearchQuery.builder().inMailboxes(ARCHIVE)
                .criterion(uids(new UidRange(MAX_UID, MAX_UID))).build()).block().items();
        assertThat(refs).containsExactly(new MessageRef(ARCHIVE, MAX_UID, "m-invoice", "m-invoice"));
    }

    // ---- operators

    static Stream<Arguments> operators() {
        return Stream.of(
                Arguments.of(and(from("dupont.fr"), flagSet(SystemFlag.FLAGGED)), docs(LUNCH)),
                Arguments.of(and(from("dupont.fr"), flagSet(SystemFlag.SEEN)), docs()),
                Arguments.of(or(subject("lunch"), subject("holiday")), docs(LUNCH, HOLIDAY)),
                Arguments.of(not(flagSet(SystemFlag.SEEN)), docs(LUNCH, NEWSLETTER, HOLIDAY)),
                Arguments.of(and(or(subject("quarterly"), Criterion.hasAttachment(true)), not(flagSet(SystemFlag.SEEN))),
                        docs(NEWSLETTER, LUNCH, HOLIDAY)),
                Arguments.of(not(or(flagSet(SystemFlag.SEEN), flagSet(SystemFlag.RECENT))), docs(LUNCH, NEWSLETTER)),
                Arguments.of(not(not(flagSet(SystemFlag.RECENT))), docs(HOLIDAY)),
                Arguments.of(or(), docs()),
                Arguments.of(and(), allBut()),
                Arguments.of(messageIds(Set.of("m-report")), docs(REPORT, REPORT_COPY)),
                Arguments.of(or(mailboxIds(Set.of(SENT)), flagSet(SystemFlag.FLAGGED)), docs(FEEDBACK, LUNCH)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("operators")
    void nestedOperators(Criterion criterion, Set<String> expected) {
        assertThat(matching(criterion)).isEqualTo(expected);
    }

    // ---- scope

    @Test
    void oneMailbox() {
        assertThat(matching(SearchQuery.builder().inMailboxes(INBOX))).isEqualTo(docs(REPORT, LUNCH, NEWSLETTER, HOLIDAY));
    }

    @Test
    void severalMailboxesAreAUnion() {
        assertThat(matching(SearchQuery.builder().inMailboxes(INBOX, ARCHIVE)))
                .isEqualTo(docs(REPORT, LUNCH, NEWSLETTER, HOLIDAY, REPORT_COPY, INVOICE));
    }

    @Test
    void aUsersMailboxes() {
        assertThat(matching(SearchQuery.builder().ofUser(BOB))).isEqualTo(docs(FEEDBACK));
        assertThat(matching(SearchQuery.builder().ofUser(ALICE))).isEqualTo(allBut(FEEDBACK));
        assertThat(matching(SearchQuery.builder().ofUser(ALICE).inMailboxes(SENT))).isEmpty();
    }

    // ---- sorts

    static Stream<Arguments> sorts() {
        return Arrays.stream(Sort.Key.values()).flatMap(key -> Stream.of(
                Arguments.of(key, Sort.Direction.ASCENDING), Arguments.of(key, Sort.Direction.DESCENDING)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("sorts")
    void everySortKeyBothWays(Sort.Key key, Sort.Direction direction) {
        SearchQuery query = SearchQuery.builder().inMailboxes(INBOX, ARCHIVE, SENT).sort(new Sort(key, direction)).build();
        List<String> expected = ALL.stream().sorted(order(key, direction)).map(MailMessage::documentId).toList();
        assertThat(ids(query)).containsExactlyElementsOf(expected);
    }

    @Test
    void sortsCombineMostSignificantFirst() {
        SearchQuery query = SearchQuery.builder().inMailboxes(INBOX, ARCHIVE, SENT)
                .sort(Sort.ascending(Sort.Key.TO)).sort(Sort.descending(Sort.Key.SIZE)).build();
        List<String> expected = ALL.stream()
                .sorted(Comparator.comparing((MailMessage m) -> firstAddress(m.to()))
                        .thenComparing(MailMessage::size, Comparator.reverseOrder())
                        .thenComparing(MailMessage::mailboxId).thenComparing(MailMessage::uid))
                .map(MailMessage::documentId).toList();
        assertThat(ids(query)).containsExactlyElementsOf(expected);
    }

    /** RFC 8621's sort value: the first address's name, or its address when it has none; folded. */
    private static String firstAddress(List<MailAddress> addresses) {
        MailAddress first = addresses.get(0);
        return folded(first.name() == null ? first.address() : first.name());
    }

    private static String folded(String text) {
        return Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT);
    }

    /** The order the index must produce: the key, missing values last either way, then mailbox and uid. */
    private static Comparator<MailMessage> order(Sort.Key key, Sort.Direction direction) {
        Function<MailMessage, Comparable<?>> value = switch (key) {
            case RECEIVED_AT -> MailMessage::internalDate;
            case SENT_AT -> MailMessage::sentDate;
            case SAVED_AT -> MailMessage::saveDate;
            case SIZE -> MailMessage::size;
            case FROM -> m -> firstAddress(m.from());
            case TO -> m -> firstAddress(m.to());
            // the fixture's subjects have no other prefix than "Re: "
            case SUBJECT -> m -> folded(m.subject().replaceFirst("^(?i)re: ", ""));
            case UID -> MailMessage::uid;
            case MOD_SEQ -> MailMessage::modSeq;
            case ID -> MailMessage::messageId;
        };
        @SuppressWarnings({"unchecked", "rawtypes"})
        Comparator<Comparable> natural = direction == Sort.Direction.ASCENDING
                ? Comparator.naturalOrder() : Comparator.reverseOrder();
        @SuppressWarnings({"unchecked", "rawtypes"})
        Comparator<MailMessage> primary = Comparator.comparing((Function) value, Comparator.nullsLast(natural));
        Comparator<MailMessage> ties = Comparator.comparing(MailMessage::mailboxId).thenComparing(MailMessage::uid);
        return primary.thenComparing(ties);
    }

    // ---- collapsing and totals

    @Test
    void collapsingOnMessageReturnsACopiedMessageOnce() {
        SearchQuery query = SearchQuery.builder().inMailboxes(INBOX, ARCHIVE).collapse(Collapse.MESSAGE)
                .sort(Sort.ascending(Sort.Key.RECEIVED_AT)).calculateTotal(true).build();
        SearchPage<MessageRef> page = index.search().search(query).block();
        assertThat(page.items()).extracting(MessageRef::messageId)
                .containsExactly("m-invoice", "m-report", "m-lunch", "m-news", "m-holiday");
        // the archive copy sorts first among equal dates: mailbox is the tie-break
        assertThat(page.items().get(1).mailboxId()).isEqualTo(ARCHIVE);
        assertThat(page.total()).hasValue(5);
    }

    @Test
    void collapsingOnThreadReturnsEachThreadOnce() {
        SearchQuery query = SearchQuery.builder().ofUser(ALICE).collapse(Collapse.THREAD)
                .sort(Sort.descending(Sort.Key.RECEIVED_AT)).calculateTotal(true).build();
        SearchPage<MessageRef> page = index.search().search(query).block();
        assertThat(page.items()).extracting(MessageRef::threadId)
                .containsExactly("m-holiday", "t-report", "m-lunch", "m-invoice");
        assertThat(page.items().get(1).messageId()).isEqualTo("m-news");
        assertThat(page.total()).hasValue(4);
    }

    @Test
    void totalCountsEveryMatchNotOnlyThePage() {
        SearchPage<MessageRef> page = index.search().search(SearchQuery.builder().inMailboxes(INBOX, ARCHIVE, SENT)
                .limit(2).calculateTotal(true).build()).block();
        assertThat(page.items()).hasSize(2);
        assertThat(page.total()).hasValue(ALL.size());
        assertThat(page.next()).isPresent();
    }

    @Test
    void noTotalUnlessAskedFor() {
        assertThat(index.search().search(SearchQuery.builder().inMailboxes(INBOX).build()).block().total()).isEmpty();
    }

    @Test
    void aPartialPageHasNoCursor() {
        SearchPage<MessageRef> page = index.search().search(SearchQuery.builder().inMailboxes(INBOX).limit(10).build()).block();
        assertThat(page.items()).hasSize(4);
        assertThat(page.next()).isEmpty();
    }
}
