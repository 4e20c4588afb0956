package org.jsonpjackson.json.internal.stream;

import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.JsonpConfig;

import java.util.Locale;

/**
 * JSON-P's typed parse errors, each with the location of the problem and, for a broken limit, the config key
 * that sets it. Jackson 2 and Jackson 3 word their failures alike; each provider module tells which kind a
 * failure of its Jackson is, and this class words the JSON-P error.
 *
 * <p>Public only for the Jackson modules; the module exports this package to them alone.
 */
public final class ParseFailures {

    private ParseFailures() {
    }

    /** A parsing error at {@code where}, the location repeated in the message. */
    public static JsonParsingException at(String message, JsonLocation where) {
        return new JsonParsingException(message + " at " + where, where);
    }

    /**
     * A broken stream read constraint, at the token that breaks it (the bracket one level too deep, the number too
     * long), naming the config key instead of Jackson's getter.
     */
    public static JsonParsingException limit(String jacksonMessage, Location where, Throwable cause) {
        String message = jacksonMessage == null ? "Limit exceeded" : limitMessage(jacksonMessage);
        return new JsonParsingException(message + " at " + where, cause, where);
    }

    /**
     * A syntax error Jackson reported; {@code bytes} is the check over UTF-8 input, or null. Where that check hid
     * a byte from Jackson, the message names the byte in the input rather than the one Jackson saw.
     *
     * <p>{@code open} is the bracket of the array or object the parser was in when it failed, {@code '['} or
     * <code>'{'</code>, or 0 at the root; {@code openedAt} is where that bracket is, or null if unknown. Jackson names
     * the open bracket's position in its own location syntax; the message names it in ours.
     */
    public static JsonParsingException syntax(String jacksonMessage, Location where, Throwable cause,
            Utf8LeadByteCheck bytes, char open, Location openedAt) {
        String message = ownWords(duplicateKey(jacksonMessage), open, openedAt);
        int hidden = bytes == null ? -1 : bytes.hiddenByteAt(where.getStreamOffset());
        if (hidden >= 0) {
            message = hidden == Utf8LeadByteCheck.ENCODED_SURROGATE
                    ? "Invalid UTF-8: a surrogate (0xED followed by 0xA0 to 0xBF) is no character"
                    : hidden == 0 ? "Illegal character ((CTRL-CHAR, code 0))"
                    : String.format(Locale.ROOT, "Invalid UTF-8: byte 0x%02X can only start an overlong sequence", hidden);
        }
        return new JsonParsingException(message + " at " + where, cause, where);
    }

    private static final String UNCLOSED = "Unexpected end-of-input: expected close marker for ";
    private static final String BETWEEN_ENTRIES = "Unexpected end-of-input within/between ";
    private static final String END_OF_INPUT = "Unexpected end-of-input";
    private static final String CLOSE_MARKER = "Unexpected close marker '";
    private static final String UNRECOGNIZED = "Unrecognized token '";
    private static final String EXPECTING_VALUE = "': was expecting (JSON String, Number, Array, Object or token 'null', 'true' or 'false')";
    private static final String VALID_VALUE =
            "expected a valid value (JSON String, Number, Array, Object or token 'null', 'true' or 'false')";
    private static final String COMMENT =
            "maybe a (non-standard) comment? (not recognized as one since Feature 'ALLOW_COMMENTS' not enabled for parser)";
    /** Jackson 3.2 on {@code 0x1}, naming a feature of its own. */
    private static final String HEXADECIMAL = "hexadecimal number literals require enabling `JsonReadFeature.ALLOW_HEXADECIMAL_NUMBERS`";
    private static final String CONTROL = "Illegal unquoted character ((CTRL-CHAR, code ";

    /**
     * Jackson's message in our words where it names Jackson's token types, shows a location in Jackson's syntax
     * or leaves out the array or object it is about: an unclosed or mismatched array or object, an unclosed
     * string, an unrecognized token, a raw control character, the input ending early; Jackson 2's "field name"
     * and Jackson 3's "property name" are both a key. Runs only when a parse has failed.
     */
    static String ownWords(String message, char open, Location openedAt) {
        if (message == null) {
            return null;
        }
        if (message.startsWith(UNCLOSED) || message.startsWith(BETWEEN_ENTRIES)) {
            String container = open == '[' ? "array" : open == '{' ? "object"
                    : message.contains("Array") ? "array" : "object";
            return "Unexpected end of input: the " + container + opened(openedAt) + " is not closed";
        }
        if (message.startsWith(CLOSE_MARKER) && message.length() > CLOSE_MARKER.length()) {
            char close = message.charAt(CLOSE_MARKER.length());
            if (open == '[' || open == '{') {
                char expected = open == '[' ? ']' : '}';
                return "Unexpected '" + close + "' in the " + (open == '[' ? "array" : "object") + opened(openedAt)
                        + ": expected '" + expected + "'";
            }
            return "Unexpected '" + close + "': there is no open " + (close == ']' ? "array" : "object") + " to close";
        }
        if (message.startsWith(END_OF_INPUT)) {
            if (message.contains("VALUE_STRING") || message.contains("closing quote for a string value")) {
                return "Unexpected end of input: the string is not closed";
            }
            if (message.contains(" name")) {
                return "Unexpected end of input: the key is not closed";
            }
            if (message.contains("digit following") || message.contains("digit for number exponent")
                    || message.equals(END_OF_INPUT + " in null")) {
                // A root number ending after '-', 'e' or 'e+': the character parser says so, in words that differ
                // between Jackson 2 and 3; the byte parser names its current token, none ("in null").
                return "Unexpected end of input inside a number: expected a digit";
            }
            // The rest in Jackson's words, which sometimes run on without a space ("end-of-inputexpected a digit").
            String rest = message.substring(END_OF_INPUT.length());
            if (!rest.isEmpty() && Character.isLetter(rest.charAt(0))) {
                rest = ": " + Character.toLowerCase(rest.charAt(0)) + rest.substring(1);
            }
            return withoutJacksonLocation("Unexpected end of input" + rest);
        }
        if (message.startsWith(UNRECOGNIZED) && message.endsWith(EXPECTING_VALUE)) {
            String token = message.substring(UNRECOGNIZED.length(), message.length() - EXPECTING_VALUE.length());
            return "Unrecognized token '" + token + "': a JSON value is a string, number, array, object, true, false or null";
        }
        if (message.startsWith(CONTROL)) {
            int end = message.indexOf(')', CONTROL.length());
            if (end > CONTROL.length()) {
                try {
                    int code = Integer.parseInt(message.substring(CONTROL.length(), end));
                    return String.format(Locale.ROOT, "Unescaped control character U+%04X in a string", code);
                } catch (NumberFormatException e) {
                    // not the message this expects: left as it is, below
                }
            }
        }
        if (message.endsWith("): expected a value")) {
            // The byte parser's words for what the character parser calls "a valid value (JSON String, ...)".
            message = message.substring(0, message.length() - "a value".length()) + "a JSON value";
        }
        return withoutJacksonLocation(withoutFeatureAdvice(message.replace("field name", "key")
                .replace("property name", "key").replace(HEXADECIMAL, "JSON has no hexadecimal numbers")
                .replace(VALID_VALUE, "expected a JSON value").replace(COMMENT, "JSON has no comments")));
    }

    /** Jackson's advice to turn on one of its features ("NaN: enable `JsonReadFeature.X` to allow"), which users of JSON-P cannot. */
    private static String withoutFeatureAdvice(String message) {
        int enable = message.indexOf(": enable `");
        int end = enable < 0 ? -1 : message.indexOf("` to allow", enable);
        return end < 0 ? message : message.substring(0, enable) + message.substring(end + "` to allow".length());
    }

    private static String opened(Location openedAt) {
        return openedAt == null || openedAt.getLineNumber() < 1 || openedAt.getColumnNumber() < 1 ? ""
                : " opened at line " + openedAt.getLineNumber() + ", column " + openedAt.getColumnNumber();
    }

    /**
     * Any other message with a location in Jackson's syntax, {@code (... [Source: ...; line: 1, column: 1])}:
     * without it. Jackson puts such a location only in parentheses of its own, at the end of a message.
     */
    private static String withoutJacksonLocation(String message) {
        int source = message.indexOf("[Source:");
        if (source < 0) {
            return message;
        }
        int paren = message.lastIndexOf(" (", source);
        int close = message.indexOf("])", source);
        if (paren < 0 || close < 0) {
            return message.substring(0, source).trim();
        }
        return message.substring(0, paren) + message.substring(close + 2);
    }

    /**
     * A duplicate key under the key strategy NONE, in our words: Jackson 2 says {@code Duplicate field 'k'},
     * Jackson 3 {@code Duplicate Object property "k"}.
     */
    private static String duplicateKey(String jacksonMessage) {
        if (jacksonMessage == null) {
            return null;
        }
        String key;
        if (jacksonMessage.startsWith("Duplicate field '")) {
            key = between(jacksonMessage, "Duplicate field '", '\'');
        } else if (jacksonMessage.startsWith("Duplicate Object property \"")) {
            key = between(jacksonMessage, "Duplicate Object property \"", '"');
        } else {
            return jacksonMessage;
        }
        return "Duplicate key '" + key + "': the key strategy " + JsonpConfig.KEY_STRATEGY + "=NONE allows each key once";
    }

    private static String between(String message, String prefix, char end) {
        int close = message.lastIndexOf(end);
        return close > prefix.length() ? message.substring(prefix.length(), close) : message.substring(prefix.length());
    }

    /** Bytes the declared charset cannot decode. */
    public static JsonParsingException charset(Throwable cause, Location where) {
        return new JsonParsingException("Invalid bytes for the charset: " + cause.getMessage() + ", at " + where, cause, where);
    }

    /** Names the config key behind each of Jackson's stream read constraints. */
    private static String limitMessage(String jacksonMessage) {
        String key;
        if (jacksonMessage.contains("nesting depth")) {
            key = JsonpConfig.MAX_DEPTH;
        } else if (jacksonMessage.startsWith("Number value length")
                || jacksonMessage.startsWith("Number length")) {
            key = JsonpConfig.MAX_NUMBER_LENGTH;
        } else if (jacksonMessage.startsWith("String value length") || jacksonMessage.startsWith("String length")) {
            // "String length" is jackson-core 2.15's wording
            key = JsonpConfig.MAX_STRING_LENGTH;
        } else if (jacksonMessage.startsWith("Name length")) {
            key = JsonpConfig.MAX_NAME_LENGTH;
        } else if (jacksonMessage.startsWith("Document length")) {
            key = JsonpConfig.MAX_DOCUMENT_LENGTH;
        } else if (jacksonMessage.startsWith("Token count")) {
            key = JsonpConfig.MAX_TOKEN_COUNT;
        } else {
            return jacksonMessage;
        }
        // Jackson names its own getter; our users configure the key instead.
        int cut = jacksonMessage.indexOf(", from `");
        String base = cut > 0 ? jacksonMessage.substring(0, cut) + ")" : jacksonMessage;
        return base + "; the limit is set by " + key;
    }
}
