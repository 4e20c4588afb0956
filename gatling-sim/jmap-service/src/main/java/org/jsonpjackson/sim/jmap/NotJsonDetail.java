package org.jsonpjackson.sim.jmap;

import jakarta.json.JsonException;
import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParsingException;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The detail of a {@code notJSON} problem, in the service's words: what is wrong, then the line and column, once.
 *
 * <p>The provider's message already says what is wrong in plain words, without Jackson's own location syntax (its
 * {@code ErrorMessageTest} holds it to that), and ends with the location again ({@code "... at line 1, column 2,
 * offset 1"}): that ending goes, and so does the name of the provider's configuration key in a limit's message,
 * which is the server's business. Two of Jackson's phrasings that the provider still passes through (a character
 * named with its code, "was expecting") are put plainly.
 */
final class NotJsonDetail {

    static final String PREFIX = "The request is not valid JSON: ";

    private static final Pattern LIMIT_KEY = Pattern.compile("; the limit is set by \\S+$");
    /** Jackson's way of naming a character, which the provider passes through: "('}' (code 125))". */
    private static final Pattern CHARACTER_CODE = Pattern.compile("\\('(.+?)' \\(code \\d+\\)\\)");

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

    /** The message without its location, starting in lower case. */
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
        reason = LIMIT_KEY.matcher(reason).replaceAll("");
        reason = CHARACTER_CODE.matcher(reason).replaceAll("'$1'").replace("was expecting", "expected").strip();
        // "Unexpected ..." becomes "unexpected ...", but "UTF-8 ..." stays
        if (reason.length() > 1 && Character.isUpperCase(reason.charAt(0)) && !Character.isUpperCase(reason.charAt(1))) {
            reason = Character.toLowerCase(reason.charAt(0)) + reason.substring(1);
        }
        return reason;
    }
}
