package org.jsonpjackson.mapper.internal;

import java.time.Instant;
import java.util.List;
import java.util.Random;

/**
 * Inputs for the tests that hold each Jackson line's fast instant reader to that line's own: random ISO-8601 text
 * in the exact form, text broken at random, and the edges. Shared through this module's test jar, so that both
 * lines are tested on the same inputs.
 */
public final class IsoTexts {

    /** Forms at and around the edges of the exact one, each of which the two readers must answer alike. */
    public static final List<String> EDGES = List.of(
            "2026-09-17T14:02:16Z", "2026-09-17T14:02:16.5Z", "2026-09-17T14:02:16.123456789Z", "0000-01-01T00:00:00Z",
            "9999-12-31T23:59:59.999999999Z", "2024-02-29T12:00:00Z", "2026-09-17t14:02:16z", "2026-09-17T14:02:16+01:00",
            "2026-09-17T14:02:16+0000", " 2026-09-17T14:02:16Z ", "2026-09-17T24:00:00Z", "2026-12-31T23:59:60Z",
            "2026-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-00-10T00:00:00Z", "2026-09-17T14:02:16.Z",
            "2026-09-17T14:02:16.1234567891Z", "+12026-09-17T14:02:16Z", "-0001-01-01T00:00:00Z", "2026-09-17", "", "x");

    private static final String NOISE = "0123456789-T:.Zz+ t/";

    private IsoTexts() {
    }

    /** {@code count} pairs: a valid text in the exact form, then the same text broken at random. */
    public static List<String> validAndBroken(Random random, int count) {
        String[] texts = new String[2 * count];
        for (int i = 0; i < count; i++) {
            texts[2 * i] = randomIso(random);
            texts[2 * i + 1] = broken(texts[2 * i], random);
        }
        return List.of(texts);
    }

    /** An instant from 0000 to 9999 as {@code Instant.toString()} writes it, with 0 to 9 fraction digits. */
    public static String randomIso(Random random) {
        long seconds = random.nextLong(-62_167_219_200L, 253_402_300_800L); // 0000-01-01 to 9999-12-31
        String text = Instant.ofEpochSecond(seconds).toString();
        int digits = random.nextInt(10);
        if (digits == 0) {
            return text;
        }
        StringBuilder fraction = new StringBuilder(".");
        for (int i = 0; i < digits; i++) {
            fraction.append((char) ('0' + random.nextInt(10)));
        }
        return text.substring(0, text.length() - 1) + fraction + "Z";
    }

    /** One character changed, removed or added, or a field set at or past its bound. */
    public static String broken(String valid, Random random) {
        StringBuilder text = new StringBuilder(valid);
        int at = random.nextInt(text.length());
        switch (random.nextInt(4)) {
            case 0 -> text.setCharAt(at, NOISE.charAt(random.nextInt(NOISE.length())));
            case 1 -> text.deleteCharAt(at);
            case 2 -> text.insert(at, NOISE.charAt(random.nextInt(NOISE.length())));
            default -> {
                // a field at or past its bound: month 13, day 31 or 32, hour 24, minute or second 60
                String[] bounds = {"5:13", "8:31", "8:32", "8:29", "8:30", "11:24", "14:60", "17:60", "5:00", "8:00"};
                String[] bound = bounds[random.nextInt(bounds.length)].split(":");
                int from = Integer.parseInt(bound[0]);
                text.replace(from, from + 2, bound[1]);
            }
        }
        return text.toString();
    }
}
