package org.jsonpjackson.sim.corpus;

import java.util.Locale;

/**
 * The script of a corpus' subjects and bodies. Names, addresses and attachment names stay Latin in every corpus: mail
 * addresses in other scripts need SMTPUTF8, which is another test.
 */
public enum CorpusScript {
    /** Made-up words in Latin letters (the default). */
    LATIN,
    /**
     * Made-up words in Chinese characters, Japanese kana and kanji, and Korean Hangul (half of its words from U+D000
     * on, whose UTF-8 starts with 0xED), separated by spaces as Korean is, with an emoji now and then between them.
     */
    CJK;

    /** {@code latin} or {@code cjk}, in any case; anything else names the setting it came from. */
    public static CorpusScript parse(String value, String setting) {
        return switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "latin" -> LATIN;
            case "cjk" -> CJK;
            default -> throw new IllegalArgumentException(setting + " must be latin or cjk, not '" + value + "'");
        };
    }
}
