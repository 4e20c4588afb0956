package org.jsonpjackson.json.conformance.stream;

import java.util.Random;

/**
 * Random JSON texts for the tests that compare parsers event by event: nesting, whitespace with line breaks,
 * names and strings with non-ASCII text (two-, three- and four-byte UTF-8) and the escapes a writer uses, and
 * numbers of every form, {@code -0} and exponents among them. Names are written as a writer writes them, with
 * no needless escapes, which is what {@code getLocation()} at a name counts on.
 */
final class RandomDocuments {

    private static final String[] WORDS = {"a", "id", "subject", "é", "Grüße", "中文", "한국어", "😀", "x y", "日本"};
    private static final String[] NUMBERS = {"0", "-0", "7", "-12", "2147483647", "2147483648", "-9223372036854775808",
        "9223372036854775808", "123456789012345678901234567890", "1.5", "-0.0", "1e2", "1E+2", "2.5e-3", "1.0",
        "0.1", "-3.25E10", "100"};

    private final Random random;

    RandomDocuments(long seed) {
        random = new Random(seed);
    }

    /** A root object or array, up to four levels deep. */
    String document() {
        StringBuilder sb = new StringBuilder();
        space(sb);
        if (random.nextBoolean()) {
            object(sb, 0);
        } else {
            array(sb, 0);
        }
        space(sb);
        return sb.toString();
    }

    private void value(StringBuilder sb, int depth) {
        int kind = random.nextInt(depth >= 4 ? 6 : 8);
        switch (kind) {
            case 0, 1 -> string(sb);
            case 2, 3 -> sb.append(NUMBERS[random.nextInt(NUMBERS.length)]);
            case 4 -> sb.append(random.nextBoolean() ? "true" : "false");
            case 5 -> sb.append("null");
            case 6 -> object(sb, depth + 1);
            default -> array(sb, depth + 1);
        }
    }

    private void object(StringBuilder sb, int depth) {
        sb.append('{');
        int n = random.nextInt(4);
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(',');
            }
            space(sb);
            string(sb);
            space(sb);
            sb.append(':');
            space(sb);
            value(sb, depth);
            space(sb);
        }
        sb.append('}');
    }

    private void array(StringBuilder sb, int depth) {
        sb.append('[');
        int n = random.nextInt(4);
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(',');
            }
            space(sb);
            value(sb, depth);
            space(sb);
        }
        sb.append(']');
    }

    private void string(StringBuilder sb) {
        sb.append('"');
        int parts = random.nextInt(3);
        for (int i = 0; i < parts; i++) {
            switch (random.nextInt(6)) {
                case 0 -> sb.append("\\\"");
                case 1 -> sb.append("\\\\");
                case 2 -> sb.append(random.nextBoolean() ? "\\n" : "\\t");
                case 3 -> sb.append("\\u0001");
                default -> sb.append(WORDS[random.nextInt(WORDS.length)]);
            }
        }
        sb.append('"');
    }

    private void space(StringBuilder sb) {
        int n = random.nextInt(4);
        for (int i = 0; i < n; i++) {
            sb.append(" \n\t ".charAt(random.nextInt(4)));
        }
    }
}
