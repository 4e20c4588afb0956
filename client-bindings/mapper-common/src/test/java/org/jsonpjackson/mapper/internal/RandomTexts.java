package org.jsonpjackson.mapper.internal;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Random;

/**
 * The random texts the comparisons of our Jackson 3 mappers with each client's stock one build their documents and
 * responses from: strings over the characters JSON escapes, or writes in more than one byte or char, and instants as
 * a search engine returns what was indexed. Shared through this module's test jar; each comparison keeps its own
 * documents, drawn from its own seeded {@code Random}, so that a seed still names one run.
 */
public final class RandomTexts {

    /** Quotes, backslash, control characters, two- and three-byte UTF-8, an emoji (a surrogate pair), HTML's. */
    private static final String ALPHABET = "abcxyz AZ09\"\\/\n\t\u0001\u00e9\u00df\u4e2d\ud83d\udce7<>&'";

    private final Random random;
    private final int maxLength;

    /** Texts of fewer than {@code maxLength} characters, drawn from {@code random}. */
    public RandomTexts(Random random, int maxLength) {
        this.random = random;
        this.maxLength = maxLength;
    }

    /** A string of the alphabet's characters, never with half an emoji. */
    public String text() {
        StringBuilder text = new StringBuilder();
        for (int i = random.nextInt(maxLength); i > 0; i--) {
            text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        // never half an emoji
        return text.toString().replaceAll("[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]", "?");
    }

    /**
     * An instant from 1970 to 2099 as OpenSearch and Elasticsearch return what was indexed: the UTC form with 0 to 9
     * fraction digits, or (one in five) with an offset.
     */
    public String instant() {
        Instant instant = Instant.ofEpochSecond(random.nextLong(4_102_444_800L), random.nextInt(1_000_000_000));
        int digits = random.nextInt(10);
        String pattern = "yyyy-MM-dd'T'HH:mm:ss" + (digits == 0 ? "" : "." + "S".repeat(digits));
        if (random.nextInt(5) == 0) {
            return DateTimeFormatter.ofPattern(pattern + "xxx").format(instant.atOffset(ZoneOffset.ofHours(random.nextInt(25) - 12)));
        }
        return DateTimeFormatter.ofPattern(pattern + "'Z'").format(instant.atOffset(ZoneOffset.UTC));
    }
}
