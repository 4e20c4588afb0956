package org.jsonpjackson.json.stream;

import org.jsonpjackson.json.JsonpConfig;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import jakarta.json.JsonException;
import jakarta.json.stream.JsonLocation;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.config.JsonpSettings;

import java.io.CharConversionException;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.util.Locale;

/**
 * Turns Jackson's failures into JSON-P's typed exceptions, each with the location of the problem and,
 * for a broken limit, the config key that sets it.
 */
final class ParseErrors {

    private ParseErrors() {
    }

    static JsonException translate(IOException e, JsonParser parser) {
        return translate(e, parser, null);
    }

    /** {@code bytes} is the check over the parser's UTF-8 input, or null when there is none. */
    static JsonException translate(IOException e, JsonParser parser, Utf8LeadByteCheck bytes) {
        if (e instanceof StreamConstraintsException) {
            // A limit points at the token that breaks it: the bracket one level too deep, the number too long.
            Location where = Location.of(parser.currentTokenLocation());
            return new JsonParsingException(e.getMessage() == null ? "Limit exceeded" : limitMessage(
                    ((StreamConstraintsException) e).getOriginalMessage()) + " at " + where, e, where);
        }
        if (e instanceof JsonProcessingException) {
            JsonProcessingException jpe = (JsonProcessingException) e;
            Location where = ErrorPosition.of(jpe, parser, bytes);
            String message = jpe.getOriginalMessage();
            int hidden = bytes == null ? -1 : bytes.hiddenByteAt(where.getStreamOffset());
            if (hidden >= 0) {
                // Jackson saw the byte the check put there instead: name the one in the input.
                message = hidden == Utf8LeadByteCheck.ENCODED_SURROGATE
                        ? "Invalid UTF-8: a surrogate (0xED followed by 0xA0 to 0xBF) is no character"
                        : hidden == 0 ? "Illegal character ((CTRL-CHAR, code 0))"
                        : String.format(Locale.ROOT, "Invalid UTF-8: byte 0x%02X can only start an overlong sequence", hidden);
            }
            return new JsonParsingException(message + " at " + where, e, where);
        }
        if (e instanceof CharacterCodingException || e instanceof CharConversionException) {
            Location where = Location.of(parser.currentLocation());
            return new JsonParsingException("Invalid bytes for the charset: " + e.getMessage() + ", at " + where, e, where);
        }
        return new JsonException("I/O error while parsing: " + e.getMessage(), e);
    }

    static JsonParsingException at(String message, JsonLocation where) {
        return new JsonParsingException(message + " at " + where, where);
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
