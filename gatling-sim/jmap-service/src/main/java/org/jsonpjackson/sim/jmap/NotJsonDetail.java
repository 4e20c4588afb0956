package org.jsonpjackson.sim.jmap;

import jakarta.json.JsonException;
import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParsingException;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The detail of a {@code notJSON} problem, in the service's words: what is wrong, then the line and column, once.
 *
 * <p>The provider's message ends with the location again ({@code "... at line 1, column 2, offset 1"}), and some of
 * Jackson's messages hold a second location, of the bracket that opened the broken array or object, as
 * {@code (start marker at [Source: REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1,
 * column: 1])}. Both go; the common failures are put plainly, and a message this class does not know keeps its
 * wording, less any such location.
 */
final class NotJsonDetail {

    static final String PREFIX = "The request is not valid JSON: ";

    /** A location Jackson writes into its message: " (start marker at [Source: ...])", " (for Array starting at [...])". */
    private static final Pattern INNER_LOCATION = Pattern.compile("\\s*\\([^()\\[]*\\[Source:[^\\]]*\\]\\)");
    private static final Pattern ANY_SOURCE = Pattern.compile("\\s*\\[Source:[^\\]]*\\]");

    /** A pattern and what replaces each match: a replacement string ($1 for a group), or a function of the match. */
    private record Rewrite(Pattern pattern, String replacement, Function<MatchResult, String> function) {

        String apply(String text) {
            return function == null ? pattern.matcher(text).replaceAll(replacement)
                    : pattern.matcher(text).replaceAll(m -> Matcher.quoteReplacement(function.apply(m)));
        }
    }

    private static Rewrite rewrite(String regex, String replacement) {
        return new Rewrite(Pattern.compile(regex), replacement, null);
    }

    /** Jackson's phrasings of the common failures, and the words that replace them, in order. */
    private static final List<Rewrite> REWRITES = List.of(
            rewrite("^Unexpected end-of-input: expected close marker for Object$", "the input ends before the object is closed"),
            rewrite("^Unexpected end-of-input: expected close marker for Array$", "the input ends before the array is closed"),
            rewrite("^Unexpected end-of-input in VALUE_STRING$", "the input ends inside a string"),
            rewrite("^Unexpected end-of-input in field name$", "the input ends inside a name"),
            rewrite("end-of-input", "end of input"),
            new Rewrite(Pattern.compile("^Illegal unquoted character \\(\\(CTRL-CHAR, code (\\d+)\\)\\):.*$"), null,
                    m -> String.format(Locale.ROOT, "control character U+%04X in a string: it must be escaped",
                            Integer.parseInt(m.group(1)))),
            new Rewrite(Pattern.compile("\\(\\(CTRL-CHAR, code (\\d+)\\)\\)"), null,
                    m -> String.format(Locale.ROOT, "U+%04X", Integer.parseInt(m.group(1)))),
            rewrite("\\('(.+?)' \\(code \\d+\\)\\)", "'$1'"),
            rewrite("'(.+?)' \\(code \\d+\\)", "'$1'"),
            rewrite("^Unexpected close marker '(.+?)': no open Object to close$", "unexpected '$1': no object is open"),
            rewrite("^Unexpected close marker '(.+?)': no open Array to close$", "unexpected '$1': no array is open"),
            rewrite("^Unexpected close marker ", "unexpected "),
            rewrite(": was expecting \\(JSON String, Number, Array, Object or token 'null', 'true' or 'false'\\)$",
                    ": expected a value"),
            rewrite("was expecting", "expected"),
            // the provider's limits name its own configuration key, which is the server's business
            rewrite("; the limit is set by \\S+$", ""));

    private NotJsonDetail() {
    }

    /** The detail for a body that does not parse, with where the parser stopped. */
    static String of(JsonParsingException e) {
        JsonLocation at = e.getLocation();
        String reason = reason(e.getMessage(), at);
        if (at == null || at.getLineNumber() < 1 || at.getColumnNumber() < 1) {
            return PREFIX + reason;
        }
        return PREFIX + reason + " at line " + at.getLineNumber() + ", column " + at.getColumnNumber();
    }

    /** The detail for a body that could not be read at all, where there is no location. */
    static String of(JsonException e) {
        return PREFIX + reason(e.getMessage(), null);
    }

    /** The message without its locations, the common cases in plain words, starting in lower case. */
    static String reason(String message, JsonLocation at) {
        if (message == null || message.isBlank()) {
            return "it does not parse";
        }
        String reason = message.strip();
        if (at != null) {
            for (String suffix : List.of(", at " + at, " at " + at)) {
                if (reason.endsWith(suffix)) {
                    reason = reason.substring(0, reason.length() - suffix.length());
                    break;
                }
            }
        }
        reason = ANY_SOURCE.matcher(INNER_LOCATION.matcher(reason).replaceAll("")).replaceAll("");
        for (Rewrite r : REWRITES) {
            reason = r.apply(reason);
        }
        reason = reason.strip();
        // "Unexpected ..." becomes "unexpected ...", but "UTF-8 ..." stays
        if (reason.length() > 1 && Character.isUpperCase(reason.charAt(0)) && !Character.isUpperCase(reason.charAt(1))) {
            reason = Character.toLowerCase(reason.charAt(0)) + reason.substring(1);
        }
        return reason;
    }
}
