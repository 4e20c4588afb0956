package org.jsonpjackson.sim.james;

import org.jsonpjackson.sim.corpus.CorpusGenerator;
import org.jsonpjackson.sim.corpus.CorpusScript;
import org.jsonpjackson.sim.corpus.CorpusSpec;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ImapSearchesTest {

    @Test
    void aWordIsExactOnlyWhenTheIndexSeesItAsOneToken() {
        assertThat(ImapSearches.exact("brandor")).isTrue();
        assertThat(ImapSearches.exact("\uD55C\uAD6D\uC5B4")).as("Hangul").isTrue();
        assertThat(ImapSearches.exact("\u4E00\u4E01\u4E02")).as("Chinese characters, split one by one").isFalse();
        assertThat(ImapSearches.exact("\u30A2\u30A4\u30A6")).as("katakana").isFalse();
        assertThat(ImapSearches.exact("for")).as("a stop word").isFalse();
        assertThat(ImapSearches.exact("pdf")).as("a file extension, which TEXT also matches").isFalse();
        assertThat(ImapSearches.exact("ab")).as("shorter than three letters").isFalse();
    }

    @Test
    void theSampleHasEveryKindAndTheCommonWordIsInMostOfTheInbox() {
        ImapSearches searches = new ImapSearches(new CorpusGenerator(new CorpusSpec(7, 1, 300, CorpusScript.CJK)), 0, 0);
        List<ImapSearch> sample = searches.sample(new Random(1), 70);
        assertThat(sample).extracting(s -> s.kind().substring(0, s.kind().indexOf('/') < 0 ? s.kind().length() : s.kind().indexOf('/')))
                .containsOnly("text", "subject", "from", "since+text", "or", "common", "rare")
                .hasSize(70);
        assertThat(sample).as("exact searches").anyMatch(s -> s.exact().isPresent());
        assertThat(sample).as("searches compared between modes only").anyMatch(s -> s.exact().isEmpty());
        assertThat(sample).as("CJK words").anyMatch(s -> s.kind().endsWith("/hangul") || s.kind().endsWith("/han"));
        long withCommon = searches.expectedMessageIds(m -> ImapSearches.textTokens(m).contains(searches.common())).size();
        assertThat(withCommon).as("messages holding '%s' of %d", searches.common(), searches.inbox().size())
                .isGreaterThan(searches.inbox().size() / 2);
    }

    @Test
    void aSearchWithTwoLiteralsIsRefusedAsJamesWouldHangOnIt() {
        assertThatThrownBy(() -> new ImapSearch(0, "or", List.of(ImapSearch.Key.atom("OR"), ImapSearch.Key.atom("SUBJECT"),
                ImapSearch.Key.string("\uD55C"), ImapSearch.Key.atom("SUBJECT"), ImapSearch.Key.string("\uAD6D")), java.util.Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("first literal");
    }

    @Test
    void aSearchOutsideAsciiNamesItsCharset() {
        ImapSearch search = new ImapSearch(0, "text", List.of(ImapSearch.Key.atom("TEXT"), ImapSearch.Key.string("\uD55C")),
                java.util.Optional.empty());
        assertThat(search.toString()).contains("UID SEARCH CHARSET UTF-8 TEXT");
        ImapSearch ascii = new ImapSearch(0, "text", List.of(ImapSearch.Key.atom("TEXT"), ImapSearch.Key.string("brandor")),
                java.util.Optional.empty());
        assertThat(ascii.toString()).doesNotContain("CHARSET");
    }
}
