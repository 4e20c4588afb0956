package org.jsonpjackson.mailbox.opensearch;

import org.jsonpjackson.opensearch.reactor.Cursor;
import org.jsonpjackson.opensearch.reactor.SearchPage;
import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.mailbox.query.SearchQuery;
import org.jsonpjackson.mailbox.query.Sort;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.opensearch.client.opensearch._types.OpenSearchException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Paging over two mailboxes whose messages share received dates five at a time, so that page boundaries
 * fall between equal sort values: nothing may be returned twice or skipped.
 */
@ExtendWith(OpenSearchExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MailboxPagingTest {

    private static final Instant BASE = Instant.parse("2026-02-01T00:00:00Z");
    private static final int PAGE = 10;
    /** The index's result window: small, so that most positions here lie past it. */
    private static final int WINDOW = 20;

    private final TestIndex test;
    private final ReactorSearchClient client;
    private final MailboxIndex index;
    private final List<MailMessage> messages = Stream.of("page-a", "page-b")
            .flatMap(mailbox -> LongStream.rangeClosed(1, 29).mapToObj(uid -> MailMessage
                    .builder(mailbox, uid, mailbox + "-" + uid).user("erin@jsonp.test").size(uid * 10)
                    .internalDate(BASE.plusSeconds(uid / 5 * 60)).build()))
            .toList();

    MailboxPagingTest(OpenSearchTarget target) {
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        test = TestIndex.fresh(config, "paging", i -> i.withResultWindow(WINDOW));
        client = test.client;
        index = test.index;
    }

    @BeforeAll
    void load() {
        index.indexer().indexAll(messages).block();
        index.refresh().block();
    }

    @AfterAll
    void close() throws IOException {
        test.close();
    }

    private List<String> expected() {
        return messages.stream()
                .sorted(Comparator.comparing(MailMessage::internalDate).reversed()
                        .thenComparing(MailMessage::mailboxId).thenComparing(MailMessage::uid))
                .map(MailMessage::documentId).toList();
    }

    private SearchQuery.Builder query() {
        return SearchQuery.builder().inMailboxes("page-a", "page-b").sort(Sort.descending(Sort.Key.RECEIVED_AT)).limit(PAGE);
    }

    private static List<String> ids(SearchPage<MessageRef> page) {
        return page.items().stream().map(r -> r.mailboxId() + ":" + r.uid()).toList();
    }

    @Test
    void pagesByPositionHaveNoGapsAndNoDuplicates() {
        List<String> all = new ArrayList<>();
        for (int position = 0; position < messages.size(); position += PAGE) {
            all.addAll(ids(index.search().search(query().position(position).build()).block()));
        }
        assertThat(all).containsExactlyElementsOf(expected());
    }

    /** The window is OpenSearch's to enforce: positions past it are reached by walking, with the same results. */
    @Test
    void pagesPastTheResultWindowAreWalkedTo() {
        assertThat(client.search(s -> s.index(index.readAlias()).from(WINDOW - 1).size(1), Map.class).block().hits().hits())
                .hasSize(1);
        assertThatThrownBy(() -> client.search(s -> s.index(index.readAlias()).from(WINDOW).size(1), Map.class).block())
                .as("the index enforces its window, so a page past it cannot come from a from/size search")
                .isInstanceOf(OpenSearchException.class);
        for (int position = WINDOW - 5; position < messages.size() + 3; position += 7) {
            SearchPage<MessageRef> page = index.search().search(query().position(position).calculateTotal(true).build()).block();
            assertThat(ids(page)).as("position %d", position).containsExactlyElementsOf(
                    expected().subList(Math.min(position, messages.size()), Math.min(position + PAGE, messages.size())));
            assertThat(page.total()).hasValue(messages.size());
            assertThat(page.next()).isEmpty();
        }
    }

    @Test
    void pagesByCursorHaveNoGapsAndNoDuplicates() {
        SearchQuery query = query().build();
        List<String> all = new ArrayList<>();
        SearchPage<MessageRef> page = index.search().search(query).block();
        all.addAll(ids(page));
        int pages = 1;
        for (Optional<Cursor> next = page.next(); next.isPresent(); next = page.next()) {
            page = index.search().search(query, next.get()).block();
            all.addAll(ids(page));
            pages++;
        }
        assertThat(all).containsExactlyElementsOf(expected());
        assertThat(pages).isEqualTo(messages.size() / PAGE + 1);
    }

    @Test
    void searchAllWalksEveryPage() {
        List<String> all = index.search().searchAll(query().build())
                .map(r -> r.mailboxId() + ":" + r.uid()).collectList().block();
        assertThat(all).containsExactlyElementsOf(expected());
    }

    @Test
    void searchAllStartsAtThePosition() {
        List<String> rest = index.search().searchAll(query().position(25).build())
                .map(r -> r.mailboxId() + ":" + r.uid()).collectList().block();
        assertThat(rest).containsExactlyElementsOf(expected().subList(25, messages.size()));
    }

    @Test
    void searchAllCollapsedReturnsEachMessageOnceAcrossPages() {
        // every message of page-a is copied into page-c: the copies must not show
        List<MailMessage> copies = messages.stream().filter(m -> m.mailboxId().equals("page-a"))
                .map(m -> m.copyTo("page-c", m.uid())).toList();
        index.indexer().indexAll(copies).block();
        index.refresh().block();
        try {
            SearchQuery collapsed = query().inMailboxes("page-a", "page-b", "page-c").collapse(SearchQuery.Collapse.MESSAGE)
                    .calculateTotal(true).build();
            List<String> all = index.search().searchAll(collapsed).map(r -> r.mailboxId() + ":" + r.uid()).collectList().block();
            assertThat(all).containsExactlyElementsOf(expected());
            SearchPage<MessageRef> first = index.search().search(collapsed).block();
            assertThat(first.total()).hasValue(messages.size());
            assertThat(first.next()).as("collapsed pages are paged by position").isEmpty();
            assertThat(index.search().searchAll(collapsed.toBuilder().position(25).build())
                    .map(r -> r.mailboxId() + ":" + r.uid()).collectList().block())
                    .containsExactlyElementsOf(expected().subList(25, messages.size()));
        } finally {
            index.indexer().deleteMailbox("page-c").block();
            index.refresh().block();
        }
    }

    @Test
    void collapsedResultsCannotBePagedWithACursor() {
        SearchQuery collapsed = query().collapse(SearchQuery.Collapse.THREAD).build();
        Cursor cursor = index.search().search(query().build()).block().next().orElseThrow();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> index.search().search(collapsed, cursor))
                .isInstanceOfSatisfying(org.jsonpjackson.mailbox.query.InvalidSearchQueryException.class,
                        e -> assertThat(e.argument()).isEqualTo("collapse"));
    }

    @Test
    void aPositionCannotBePagedWithACursor() {
        Cursor cursor = index.search().search(query().build()).block().next().orElseThrow();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> index.search().search(query().position(5).build(), cursor))
                .isInstanceOfSatisfying(org.jsonpjackson.mailbox.query.InvalidSearchQueryException.class,
                        e -> assertThat(e.argument()).isEqualTo("position"));
    }

    @Test
    void aPositionPastTheEndIsAnEmptyPage() {
        SearchPage<MessageRef> page = index.search().search(query().position(500).calculateTotal(true).build()).block();
        assertThat(page.items()).isEmpty();
        assertThat(page.total()).hasValue(messages.size());
        assertThat(page.next()).isEmpty();
    }
}
