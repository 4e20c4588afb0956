package org.jsonpjackson.mailbox.query;

import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Queries that cannot be sent are refused while they are built, naming what is wrong. */
class SearchQueryTest {

    @Test
    void anEmptyMailboxListIsRefused() {
        assertThatThrownBy(() -> SearchQuery.builder().inMailboxes(Set.of()).build())
                .isInstanceOfSatisfying(InvalidSearchQueryException.class, e -> assertThat(e.argument()).isEqualTo("mailboxIds"));
    }

    @Test
    void aLimitBelowOneIsRefused() {
        for (int limit : new int[] {0, -1}) {
            assertThatThrownBy(() -> SearchQuery.builder().inMailboxes("m").limit(limit).build())
                    .isInstanceOfSatisfying(InvalidSearchQueryException.class, e -> {
                        assertThat(e.argument()).isEqualTo("limit");
                        assertThat(e).hasMessageContaining(String.valueOf(limit));
                    });
        }
    }

    @Test
    void aLimitAboveTheResultWindowIsRefused() {
        assertThatThrownBy(() -> SearchQuery.builder().inMailboxes("m").limit(SearchQuery.MAX_LIMIT + 1).build())
                .isInstanceOf(InvalidSearchQueryException.class);
    }

    @Test
    void aNegativePositionIsRefused() {
        assertThatThrownBy(() -> SearchQuery.builder().inMailboxes("m").position(-1).build())
                .isInstanceOfSatisfying(InvalidSearchQueryException.class, e -> assertThat(e.argument()).isEqualTo("position"));
    }

    @Test
    void anUnknownSortFieldIsRefused() {
        assertThatThrownBy(() -> Sort.of("color", true))
                .isInstanceOfSatisfying(InvalidSearchQueryException.class, e -> {
                    assertThat(e.argument()).isEqualTo("sort");
                    assertThat(e).hasMessageContaining("color");
                });
    }

    @Test
    void theSameSortKeyTwiceIsAllowedAsJmapAllowsIt() {
        SearchQuery query = SearchQuery.builder().inMailboxes("m")
                .sort(Sort.ascending(Sort.Key.SIZE)).sort(Sort.descending(Sort.Key.SIZE)).build();
        assertThat(query.sorts()).containsExactly(Sort.ascending(Sort.Key.SIZE), Sort.descending(Sort.Key.SIZE));
    }

    @Test
    void blankTextIsRefused() {
        assertThatThrownBy(() -> Criterion.text(" ")).isInstanceOf(InvalidSearchQueryException.class);
        assertThatThrownBy(() -> Criterion.from("")).isInstanceOf(InvalidSearchQueryException.class);
    }

    @Test
    void anInvertedUidRangeIsRefused() {
        assertThatThrownBy(() -> new Criterion.UidRange(5, 4)).isInstanceOf(InvalidSearchQueryException.class);
    }

    @Test
    void defaultsAreNewestFirstThirtyAtATime() {
        SearchQuery query = SearchQuery.builder().ofUser("alice").build();
        assertThat(query.sorts()).containsExactly(Sort.descending(Sort.Key.RECEIVED_AT));
        assertThat(query.limit()).isEqualTo(30);
        assertThat(query.criterion()).isEqualTo(Criterion.all());
    }

    @Test
    void criteriaTreesAreValuesThatCanBeCompared() {
        assertThat(Criterion.and(Criterion.from("a"), Criterion.not(Criterion.subject("b"))))
                .isEqualTo(Criterion.and(Criterion.from("a"), Criterion.not(Criterion.subject("b"))));
    }
}
