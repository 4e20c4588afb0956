package org.jsonpjackson.json.internal.stream;

/**
 * Where a Jackson parse error is, as JSON-P reports it: at the first character that cannot continue a JSON
 * text, or at the end of the input when it ends too early. Line and column are 1-based, the offset 0-based;
 * on byte input, columns and offsets count bytes, as Jackson does.
 *
 * <p>Jackson points there for most errors. For the others it points at the start of the token, just past
 * the character, at the end of the token, or (reading characters, on a number it scans in one go) at the
 * number's decimal point. Each rule below names the messages it corrects, and {@code ErrorPositionTest}
 * pins every error path to its expected position, so a Jackson upgrade that moves one fails there. Jackson 2
 * and Jackson 3 share the parsers and their messages; a provider module hands in what its Jackson reports.
 *
 * <p>Public only for the Jackson modules; the module exports this package to them alone.
 */
public final class ErrorPosition {

    /** The Jackson lines whose reports differ. */
    public enum Reporting {
        /** Jackson 2 before 2.16: many errors one character past where 2.16 reports them (jackson-core issue 1173). */
        JACKSON_2_BEFORE_2_16,
        /** Jackson 2.16 and later: the lines the rules below are written for. */
        JACKSON_2,
        /** Jackson 3: as Jackson 2.16 and later, but it reports a control character at the character itself. */
        JACKSON_3
    }

    /** What the failed Jackson parser can still tell about where it was. */
    public interface FailedParser {
        /**
         * The offset where the token being read starts, -1 if unknown: the token that failed, also where it is a
         * member's value, which Jackson reads in the call that returns the member's key.
         */
        long tokenStartOffset();

        /** The character parser's input past its position (the rest of its buffer), or "" when it has none. */
        String unread();
    }

    private static final String[] LITERALS = {"true", "false", "null"};

    private ErrorPosition() {
    }

    /**
     * Where the error with Jackson's {@code message} is, which Jackson reported at {@code reported}; {@code utf8}
     * when Jackson's byte parser read UTF-8 (its offsets count bytes); {@code bytes} is the UTF-8 input's check,
     * or null when there is none; {@code reporting} says which Jackson reported it.
     */
    public static Location of(String message, Location reported, boolean utf8, Reporting reporting,
            FailedParser parser, Utf8LeadByteCheck bytes) {
        Location at = reported;
        if (message == null || at.getStreamOffset() < 0) {
            return at;
        }
        Utf8LeadByteCheck checked = utf8 ? bytes : null;
        long late = reporting == Reporting.JACKSON_2_BEFORE_2_16 && reportedOneLate(message) ? -1 : 0;
        long shift = late + shift(message, at.getStreamOffset() + late, parser, utf8, checked, reporting);
        if (checked != null) {
            shift += hiddenByteBefore(checked, at.getStreamOffset() + shift);
        }
        return shift == 0 ? at : at.shifted(shift);
    }

    /**
     * Jackson before 2.16 reported these errors one character past where 2.16 and later do (jackson-core issue
     * 1173); the rules below are written for the later lines.
     */
    private static boolean reportedOneLate(String message) {
        return message.startsWith("Unexpected character (") || message.startsWith("Unexpected close marker")
                || message.startsWith("Illegal unquoted character") || message.startsWith("Unrecognized character escape");
    }

    /**
     * How far back the first byte the check hid from Jackson is, if Jackson failed past it on the same line:
     * inside a key, which it reads four bytes at a time, or in a word it took for a misspelt literal. The
     * hidden byte is where the input stopped being UTF-8 JSON.
     */
    private static long hiddenByteBefore(Utf8LeadByteCheck bytes, long offset) {
        long hidden = bytes.firstHiddenOnLineTo(offset);
        return hidden < 0 ? 0 : hidden - offset;
    }

    private static long shift(String message, long offset, FailedParser parser, boolean utf8, Utf8LeadByteCheck bytes,
            Reporting reporting) {
        if (message.startsWith("Unrecognized token '")) {
            // 'tru', 'nul', 'trux': the input stops matching after the longest prefix of a literal. Jackson
            // 2.21 reports the token's start, older lines (and 2.23 on a non-ASCII token) its end; the token's
            // start, which the provider module reads from Jackson's parser, is the same on every line.
            long prefix = literalPrefix(quoted(message, "Unrecognized token '"));
            long start = parser.tokenStartOffset();
            return start >= 0 && start <= offset ? start + prefix - offset : prefix;
        }
        if (message.startsWith("Non-standard token '")) {
            // 'NaN', 'Infinity', '-Infinity': reported at the token's end; no value starts with a letter.
            String token = quoted(message, "Non-standard token '");
            return -token.length() + (token.startsWith("-") ? 1 : 0);
        }
        if (message.startsWith("Illegal character ((CTRL-CHAR")) {
            // A control character between tokens: reported just past it by Jackson 2, at it by Jackson 3.
            return reporting == Reporting.JACKSON_3 ? 0 : -1;
        }
        if (message.startsWith("Invalid UTF-8 middle byte 0x")) {
            // Reported just past the byte in a value, up to four bytes further on in a key, which Jackson reads
            // four bytes at a time: the first byte Jackson names that follows a lead or continuation byte.
            return bytes == null ? -1 : notContinuing(bytes, offset - 1, hexByte(message)) - offset;
        }
        if (message.startsWith("Invalid UTF-8 start byte 0x")) {
            // Reported past the byte, as above. Where a value should start, Jackson takes the first byte of a
            // multi-byte character as a character of its own and names the next: that character is the error.
            return bytes == null ? -1 : notStarting(bytes, offset - 1, hexByte(message)) - offset;
        }
        if (message.contains("Illegal surrogate character")) {
            // ED A0 80 and the like, reported past the sequence: the second byte cannot follow ED.
            long ed = findBack(bytes, offset - 1, 0xED, offset - 3);
            return ed + 1 - offset;
        }
        if (message.startsWith("Unexpected character (")) {
            if (message.contains("in numeric value: JSON spec does not allow numbers to have plus signs")) {
                // Reported past the '+', which cannot start a value.
                return -1;
            }
            if (message.contains("in numeric value: Cannot parse number with more than one decimal point")) {
                // jackson-core 3.2: the character parser, on a number it scanned in one go, points at its first
                // decimal point; the second one is the error, and the rest of its buffer starts after the first.
                return utf8 ? 0 : secondPoint(parser.unread());
            }
            if (message.contains("in numeric value: Decimal point not followed by a digit")) {
                return afterDecimalPoint(message, offset, parser, utf8, bytes);
            }
            if (message.contains("in numeric value: Exponent indicator not followed by a digit")) {
                return utf8 ? 0 : afterExponent(message, parser);
            }
            // Reported at the character, but at its last byte when it takes several.
            return bytes == null ? 0 : bytes.charStart(offset) - offset;
        }
        return 0;
    }

    /**
     * "Decimal point not followed by a digit". The byte parser points at the offending character, but when
     * the input ends right after the point it points at the point (and names it). The character parser,
     * on a number it scanned in one go, points at the point; the rest of its buffer starts after it.
     */
    private static long afterDecimalPoint(String message, long offset, FailedParser parser, boolean utf8,
            Utf8LeadByteCheck bytes) {
        if (utf8) {
            boolean pointIsTheLastByte = unexpected(message) == '.' && bytes != null && isDigit(bytes.byteAt(offset - 1));
            return pointIsTheLastByte ? 1 : 0;
        }
        return confirmed(1, parser.unread(), unexpected(message));
    }

    /**
     * "Exponent indicator not followed by a digit", from the character parser: it points at the decimal
     * point or at the 'e', whichever ended the integer part, and the rest of its buffer starts after it.
     */
    private static long afterExponent(String message, FailedParser parser) {
        String rest = parser.unread();
        int i = 0;
        if (i < rest.length() && isDigit(rest.charAt(i))) {
            // It pointed at the decimal point: digits, then the 'e'.
            while (i < rest.length() && isDigit(rest.charAt(i))) {
                i++;
            }
            if (i == rest.length() || (rest.charAt(i) != 'e' && rest.charAt(i) != 'E')) {
                return 0;
            }
            i++;
        }
        if (i < rest.length() && (rest.charAt(i) == '+' || rest.charAt(i) == '-')) {
            i++;
        }
        return confirmed(i + 1, rest, unexpected(message));
    }

    /**
     * {@code shift}, if the character there is the one Jackson names, or the input ends there; otherwise 0:
     * a number Jackson read across buffers was reported where it failed already.
     */
    /** How far past the first decimal point the second is, from the text after the first; 0 if not there. */
    private static long secondPoint(String rest) {
        int i = 0;
        while (i < rest.length() && isDigit(rest.charAt(i))) {
            i++;
        }
        return i < rest.length() && rest.charAt(i) == '.' ? i + 1 : 0;
    }

    private static long confirmed(int shift, String rest, char unexpected) {
        int i = shift - 1;
        return i == rest.length() || (i < rest.length() && rest.charAt(i) == unexpected) ? shift : 0;
    }

    /**
     * The offset of the nearest byte {@code b} at or up to four bytes before {@code from}, or {@code otherwise}
     * if it is not there or the bytes are unknown.
     */
    private static long findBack(Utf8LeadByteCheck bytes, long from, int b, long otherwise) {
        if (bytes != null && b >= 0) {
            for (long at = from; at >= Math.max(0, from - 4); at--) {
                if (bytes.byteAt(at) == b) {
                    return at;
                }
            }
        }
        return otherwise;
    }

    /** The first byte {@code b} up to four bytes before {@code from} that follows a byte of a multi-byte sequence. */
    private static long notContinuing(Utf8LeadByteCheck bytes, long from, int b) {
        for (long at = Math.max(1, from - 4); at <= from; at++) {
            if (bytes.byteAt(at) == b && bytes.byteAt(at - 1) >= 0x80) {
                return at;
            }
        }
        return from;
    }

    /**
     * The first byte {@code b} up to four bytes before {@code from} that no character before it continues;
     * failing that, the start of the character that the nearest {@code b} continues.
     */
    private static long notStarting(Utf8LeadByteCheck bytes, long from, int b) {
        for (long at = Math.max(0, from - 4); at <= from; at++) {
            if (bytes.byteAt(at) == b && bytes.charStart(at) == at) {
                return at;
            }
        }
        long nearest = findBack(bytes, from, b, from);
        return bytes.charStart(nearest);
    }

    /** The byte in "Invalid UTF-8 start byte 0xaf"; Jackson may print more digits, of which the last two count. */
    private static int hexByte(String message) {
        int start = message.indexOf("0x") + 2;
        int end = start;
        while (end < message.length() && Character.digit(message.charAt(end), 16) >= 0) {
            end++;
        }
        return end - start < 2 ? -1 : Integer.parseInt(message.substring(end - 2, end), 16);
    }

    /** The character in Jackson's "Unexpected character ('x' (code 120))". */
    private static char unexpected(String message) {
        int quote = message.indexOf('\'');
        return quote >= 0 && quote + 1 < message.length() ? message.charAt(quote + 1) : '\uFFFF';
    }

    private static String quoted(String message, String prefix) {
        int end = message.indexOf("':", prefix.length());
        return message.substring(prefix.length(), end < 0 ? message.length() : end);
    }

    private static int literalPrefix(String token) {
        int longest = 0;
        for (String literal : LITERALS) {
            int n = 0;
            while (n < token.length() && n < literal.length() && token.charAt(n) == literal.charAt(n)) {
                n++;
            }
            longest = Math.max(longest, n);
        }
        return longest;
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
