package org.jsonpjackson.sim.corpus;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A made-up vocabulary whose words are drawn with Zipf frequencies, as words in real mail are: the commonest
 * word is about twice as frequent as the second, three times as frequent as the third, and so on. Words are
 * pronounceable syllable strings, so that every word an analyzer sees is one the corpus made.
 */
public final class CorpusVocabulary {

    private static final String[] ONSETS = {"b", "c", "d", "f", "g", "k", "l", "m", "n", "p", "r", "s", "t", "v", "z",
            "br", "ch", "dr", "fl", "gr", "pl", "st", "tr"};
    private static final String[] VOWELS = {"a", "e", "i", "o", "u", "ai", "ea", "ou"};
    private static final String[] CODAS = {"", "", "n", "r", "s", "l", "m", "x", "nd", "st"};

    /** Syllables of the CJK vocabulary: Chinese characters, hiragana, katakana, and Hangul from U+AC00 and U+D000. */
    private static final int[][] CJK_RANGES = {{0x4E00, 0x4FFF}, {0x3041, 0x3093}, {0x30A1, 0x30F3}, {0xAC00, 0xBBFF},
            {0xD000, 0xD7A3}};
    private static final String[] EMOJI = {"\uD83C\uDF89", "\uD83D\uDCE7", "\uD83D\uDE00", "\u2764\uFE0F", "\uD83C\uDF38"};

    private final List<String> words;
    private final double[] cumulative;
    private final boolean cjk;

    private CorpusVocabulary(List<String> words, double exponent, boolean cjk) {
        this.cjk = cjk;
        this.words = List.copyOf(words);
        this.cumulative = new double[words.size()];
        double sum = 0;
        for (int rank = 1; rank <= words.size(); rank++) {
            sum += 1 / Math.pow(rank, exponent);
            cumulative[rank - 1] = sum;
        }
        for (int i = 0; i < cumulative.length; i++) {
            cumulative[i] /= sum;
        }
    }

    /** {@code size} distinct words from {@code seed}, with Zipf exponent 1.07 (English text is close to 1). */
    public static CorpusVocabulary generate(long seed, int size) {
        if (size < 1) {
            throw new IllegalArgumentException("size must be at least 1: " + size);
        }
        Random random = new Random(seed);
        Set<String> words = new LinkedHashSet<>();
        while (words.size() < size) {
            int syllables = 1 + random.nextInt(3);
            StringBuilder word = new StringBuilder();
            for (int s = 0; s < syllables; s++) {
                word.append(ONSETS[random.nextInt(ONSETS.length)]).append(VOWELS[random.nextInt(VOWELS.length)]);
            }
            word.append(CODAS[random.nextInt(CODAS.length)]);
            if (word.length() >= 3) {
                words.add(word.toString());
            }
        }
        return new CorpusVocabulary(new ArrayList<>(words), 1.07, false);
    }

    /**
     * {@code size} distinct words of 3 to 5 characters, each in one script (a Chinese word, a katakana or hiragana
     * word, or a Hangul word), with the same Zipf frequencies as {@link #generate}.
     */
    public static CorpusVocabulary generateCjk(long seed, int size) {
        if (size < 1) {
            throw new IllegalArgumentException("size must be at least 1: " + size);
        }
        Random random = new Random(seed);
        Set<String> words = new LinkedHashSet<>();
        while (words.size() < size) {
            int[] range = CJK_RANGES[random.nextInt(CJK_RANGES.length)];
            int length = 3 + random.nextInt(3);
            StringBuilder word = new StringBuilder(length);
            for (int c = 0; c < length; c++) {
                word.appendCodePoint(range[0] + random.nextInt(range[1] - range[0] + 1));
            }
            words.add(word.toString());
        }
        return new CorpusVocabulary(new ArrayList<>(words), 1.07, true);
    }

    /** The words, commonest first. */
    public List<String> words() {
        return words;
    }

    public String word(SplittableRandom random) {
        int at = java.util.Arrays.binarySearch(cumulative, random.nextDouble());
        return words.get(Math.min(words.size() - 1, at < 0 ? -at - 1 : at));
    }

    /** {@code count} words separated by spaces, a sentence every twelve; in CJK, an emoji every seventeen. */
    public String text(SplittableRandom random, int count) {
        StringBuilder text = new StringBuilder(count * 7);
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                text.append(i % 12 == 0 ? (cjk ? "。" : ". ") : " ");
                if (cjk && i % 17 == 0) {
                    text.append(EMOJI[i / 17 % EMOJI.length]).append(' ');
                }
            }
            text.append(word(random));
        }
        return text.toString();
    }
}
