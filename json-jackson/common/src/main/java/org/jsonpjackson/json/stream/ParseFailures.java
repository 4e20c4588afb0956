package org.jsonpjackson.json.stream;

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
     */
    public static JsonParsingException syntax(String jacksonMessage, Location where, Throwable cause,
            Utf8LeadByteCheck bytes) {
        String message = duplicateKey(jacksonMessage);
        int hidden = bytes == null ? -1 : bytes.hiddenByteAt(where.getStreamOffset());
        if (hidden >= 0) {
            message = hidden == Utf8LeadByteCheck.ENCODED_SURROGATE
                    ? "Invalid UTF-8: a surrogate (0xED followed by 0xA0 to 0xBF) is no character"
                    : hidden == 0 ? "Illegal character ((CTRL-CHAR, code 0))"
                    : String.format(Locale.ROOT, "Invalid UTF-8: byte 0x%02X can only start an overlong sequence", hidden);
        }
        return new JsonParsingException(message + " at " + where, cause, where);
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
        } else if (jacksonMessage.startsWith("String value length") || jacksonMessage.startsWith("Name length")) {
            key = JsonpConfig.MAX_STRING_LENGTH;
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
