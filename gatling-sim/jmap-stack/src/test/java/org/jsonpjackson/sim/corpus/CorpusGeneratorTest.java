package org.jsonpjackson.sim.corpus;

import org.jsonpjackson.mailbox.message.MailMessage;
import org.jsonpjackson.mailbox.message.SystemFlag;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class CorpusGeneratorTest {

    private final CorpusGenerator corpus = new CorpusGenerator(new CorpusSpec(7, 20, 200));
    private final List<MailMessage> all = corpus.messages().toList();

    @Test
    void theSameSpecGivesTheSameCorpus() {
        assertThat(new CorpusGenerator(new CorpusSpec(7, 20, 200)).messages().toList()).isEqualTo(all);
    }

    @Test
    void anotherSeedGivesAnotherCorpus() {
        List<MailMessage> other = new CorpusGenerator(new CorpusSpec(8, 20, 200)).messages().toList();
        assertThat(other.get(0).subject()).isNotEqualTo(all.get(0).subject());
    }

    @Test
    void aUsersMailDoesNotDependOnHowManyUsersThereAre() {
        assertThat(new CorpusGenerator(new CorpusSpec(7, 3, 200)).userMessages(2)).isEqualTo(corpus.userMessages(2));
    }

    @Test
    void everyUserGetsTheirMessagesInUniqueUidsPerMailbox() {
        assertThat(all).hasSize(20 * 200);
        assertThat(all.stream().map(MailMessage::documentId).distinct().count()).isEqualTo(all.size());
        assertThat(all.stream().map(MailMessage::messageId).distinct().count()).isEqualTo(all.size());
        assertThat(all.stream().map(MailMessage::mailboxId).distinct().count()).isEqualTo(20 * 3);
        for (MailMessage m : all) {
            assertThat(m.mailboxId()).startsWith("u" + m.user().substring(4, m.user().indexOf('@')) + "-");
        }
    }

    @Test
    void sizesSpanOneToOneHundredKilobytesEvenlyOnALogScale() {
        assertThat(all).allSatisfy(m -> assertThat(m.size()).isBetween(1_024L, 102_400L));
        long belowTenKb = all.stream().filter(m -> m.size() < 10_240).count();
        // log-uniform: half the messages below the geometric middle, 10 KB
        assertThat((double) belowTenKb / all.size()).isCloseTo(0.5, within(0.05));
    }

    @Test
    void aboutAThirdOfTheMessagesAnswerAnEarlierOne() {
        long replies = all.stream().filter(m -> !m.threadId().equals(m.messageId())).count();
        assertThat((double) replies / all.size()).isCloseTo(0.3, within(0.05));
        assertThat(all.stream().filter(m -> !m.threadId().equals(m.messageId())))
                .allSatisfy(m -> assertThat(m.subject()).startsWith("Re: "));
    }

    @Test
    void flagsAndAttachmentsHaveRealisticShares() {
        double seen = share(m -> m.flags().isSet(SystemFlag.SEEN));
        double flagged = share(m -> m.flags().isSet(SystemFlag.FLAGGED));
        double attachments = share(MailMessage::hasAttachment);
        assertThat(seen).isBetween(0.7, 0.85);
        assertThat(flagged).isBetween(0.05, 0.11);
        assertThat(attachments).isBetween(0.2, 0.45);
        assertThat(share(m -> !m.flags().user().isEmpty())).isBetween(0.15, 0.35);
    }

    @Test
    void aFewSendersWriteMostOfTheMail() {
        Map<String, Long> bySender = all.stream().filter(m -> !m.mailboxId().endsWith("-sent"))
                .collect(Collectors.groupingBy(m -> m.from().get(0).address(), Collectors.counting()));
        List<Long> counts = bySender.values().stream().sorted((a, b) -> Long.compare(b, a)).toList();
        long top10 = counts.stream().limit(counts.size() / 10).mapToLong(Long::longValue).sum();
        long total = counts.stream().mapToLong(Long::longValue).sum();
        assertThat((double) top10 / total).isGreaterThan(0.25);
    }

    @Test
    void datesIncreaseWithinAUser() {
        List<MailMessage> user = corpus.userMessages(0);
        for (int i = 1; i < user.size(); i++) {
            assertThat(user.get(i).internalDate()).isAfter(user.get(i - 1).internalDate());
        }
    }

    @Test
    void wordsFollowZipf() {
        CorpusVocabulary vocabulary = CorpusVocabulary.generate(1, 5_000);
        SplittableRandom random = new SplittableRandom(1);
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 0; i < 200_000; i++) {
            counts.merge(vocabulary.word(random), 1, Integer::sum);
        }
        double first = counts.get(vocabulary.words().get(0));
        double second = counts.get(vocabulary.words().get(1));
        double tenth = counts.get(vocabulary.words().get(9));
        assertThat(first / second).isCloseTo(Math.pow(2, 1.07), within(0.25));
        assertThat(first / tenth).isCloseTo(Math.pow(10, 1.07), within(2.0));
    }

    @Test
    void vocabularyWordsAreDistinctAndLowerCase() {
        CorpusVocabulary vocabulary = CorpusVocabulary.generate(3, 2_000);
        assertThat(vocabulary.words()).hasSize(2_000).doesNotHaveDuplicates()
                .allSatisfy(w -> assertThat(w).matches("[a-z]{3,}"));
    }

    private double share(java.util.function.Predicate<MailMessage> p) {
        return (double) all.stream().filter(p).count() / all.size();
    }

    @Test
    void aCjkCorpusHasTheSameMailInCjkWordsWithLatinAddresses() {
        CorpusGenerator cjk = new CorpusGenerator(new CorpusSpec(7, 20, 200, CorpusScript.CJK));
        List<MailMessage> mail = cjk.messages().toList();

        assertThat(mail).extracting(MailMessage::documentId).isEqualTo(all.stream().map(MailMessage::documentId).toList());
        assertThat(mail).extracting(m -> m.from().get(0).address())
                .isEqualTo(all.stream().map(m -> m.from().get(0).address()).toList());
        String text = mail.stream().map(m -> m.subject() + " " + m.textBody()).collect(Collectors.joining(" "));
        assertThat(text).doesNotContainPattern("[a-z]{3}").contains("\uD83C\uDF89");
        assertThat(text.codePoints().filter(c -> c >= 0xD000 && c <= 0xD7A3).count())
                .as("Hangul whose UTF-8 starts with 0xED").isGreaterThan(1_000);
        assertThat(cjk.vocabulary().words()).allMatch(w -> w.codePointCount(0, w.length()) >= 3
                && w.codePoints().allMatch(Character::isLetter));
        assertThat(new CorpusGenerator(new CorpusSpec(7, 20, 200, CorpusScript.CJK)).messages().toList()).isEqualTo(mail);
    }

    @Test
    void aScriptIsLatinOrCjkAndABadOneNamesItsSetting() {
        assertThat(CorpusScript.parse(" CJK", "sim.script")).isEqualTo(CorpusScript.CJK);
        assertThat(new CorpusSpec(1, 1, 1).script()).isEqualTo(CorpusScript.LATIN);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> CorpusScript.parse("kanji", "sim.script"))
                .hasMessageContaining("sim.script").hasMessageContaining("'kanji'");
    }
}
