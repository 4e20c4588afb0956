package org.jsonpjackson.json.jackson2.internal.stream;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.base.ParserBase;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.ContentReference;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import jakarta.json.JsonException;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.internal.stream.ErrorPosition;
import org.jsonpjackson.json.internal.stream.Location;
import org.jsonpjackson.json.internal.stream.ParseFailures;
import org.jsonpjackson.json.internal.stream.Utf8LeadByteCheck;

import java.io.CharConversionException;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.CharacterCodingException;

/** Turns Jackson 2's failures into JSON-P's typed exceptions, each with the location of the problem. */
final class ParseErrors {

    private ParseErrors() {
    }

    /** {@code bytes} is the check over the parser's UTF-8 input, or null when there is none. */
    static JsonException translate(IOException e, JsonParser given, Utf8LeadByteCheck bytes) {
        // The parser that failed, under the delegate that enforces limits an older Jackson lacks: its position
        // fields are what the error's position is computed from.
        JsonParser parser = given;
        while (parser instanceof JsonParserDelegate) {
            parser = ((JsonParserDelegate) parser).delegate();
        }
        if (e instanceof StreamConstraintsException) {
            return limit((StreamConstraintsException) e, parser);
        }
        if (e instanceof JsonProcessingException) {
            JsonProcessingException jpe = (JsonProcessingException) e;
            JsonLocation reported = jpe.getLocation() != null ? jpe.getLocation() : parser.currentLocation();
            // Jackson's byte parser reads UTF-8 and reports byte offsets; otherwise it reads characters.
            Location where = ErrorPosition.of(jpe.getOriginalMessage(), Locations.of(reported),
                    reported != null && reported.getByteOffset() >= 0, JacksonCore.REPORTS_ONE_CHARACTER_LATE
                            ? ErrorPosition.Reporting.JACKSON_2_BEFORE_2_16 : ErrorPosition.Reporting.JACKSON_2,
                    failed(parser), bytes);
            // The array or object the parser failed in, and where it opened: Jackson words that in its own syntax.
            JsonStreamContext context = parser.getParsingContext();
            char open = context == null ? 0 : context.inArray() ? '[' : context.inObject() ? '{' : 0;
            Location openedAt = open == 0 ? null : Locations.of(context.startLocation(ContentReference.unknown()));
            return ParseFailures.syntax(jpe.getOriginalMessage(), where, e, bytes, open, openedAt);
        }
        if (e instanceof CharacterCodingException || e instanceof CharConversionException) {
            return ParseFailures.charset(e, Locations.of(parser.currentLocation()));
        }
        return new JsonException("I/O error while parsing: " + e.getMessage(), e);
    }

    /**
     * The limit a failure of Jackson code reading from {@code given} (one of our Jackson parsers, lent by a hand-over)
     * comes from, as our parsers report it; null when it comes from none. Databind wraps the parser's failure, so
     * the causes are searched.
     */
    static JsonParsingException limitExceeded(Throwable failure, JsonParser given) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof StreamConstraintsException) {
                return limit((StreamConstraintsException) cause, given);
            }
        }
        return null;
    }

    private static JsonParsingException limit(StreamConstraintsException e, JsonParser given) {
        JsonParser parser = given;
        while (parser instanceof JsonParserDelegate) {
            parser = ((JsonParserDelegate) parser).delegate();
        }
        return ParseFailures.limit(e.getOriginalMessage(), Locations.of(parser.currentTokenLocation()), e);
    }

    private static ErrorPosition.FailedParser failed(JsonParser parser) {
        return new ErrorPosition.FailedParser() {
            @Override
            public long tokenStartOffset() {
                // After a key, Jackson reads the value in the call that returns the key, and its token location is
                // the key's; its base parser keeps the start of the token it failed on, one past it.
                if (parser instanceof ParserBase) {
                    long onePast = ((ParserBase) parser).getTokenCharacterOffset();
                    return onePast > 0 ? onePast - 1 : -1;
                }
                return Locations.of(parser.currentTokenLocation()).getStreamOffset();
            }

            @Override
            public String unread() {
                StringWriter rest = new StringWriter();
                try {
                    parser.releaseBuffered(rest);
                } catch (IOException | RuntimeException e) {
                    return "";
                }
                return rest.toString();
            }
        };
    }
}
