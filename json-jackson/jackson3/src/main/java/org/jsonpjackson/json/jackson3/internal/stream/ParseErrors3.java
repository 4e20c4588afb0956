package org.jsonpjackson.json.jackson3.internal.stream;

import jakarta.json.JsonException;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.internal.stream.ErrorPosition;
import org.jsonpjackson.json.internal.stream.Location;
import org.jsonpjackson.json.internal.stream.ParseFailures;
import org.jsonpjackson.json.internal.stream.Utf8LeadByteCheck;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.TokenStreamContext;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.base.ParserBase;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.core.io.ContentReference;

import java.io.CharConversionException;
import java.io.StringWriter;
import java.nio.charset.CharacterCodingException;

/** Turns Jackson 3's failures into JSON-P's typed exceptions, each with the location of the problem. */
final class ParseErrors3 {

    private ParseErrors3() {
    }

    /** {@code bytes} is the check over the parser's UTF-8 input, or null when there is none. */
    static JsonException translate(JacksonException e, JsonParser parser, Utf8LeadByteCheck bytes) {
        if (e instanceof StreamConstraintsException) {
            return limit((StreamConstraintsException) e, parser);
        }
        if (e instanceof JacksonIOException) {
            // An I/O failure underneath: the charset decoder's, or the input's own.
            Throwable cause = e.getCause();
            if (cause instanceof CharacterCodingException || cause instanceof CharConversionException) {
                return ParseFailures.charset(cause, Locations3.of(parser.currentLocation()));
            }
            return new JsonException("I/O error while parsing: " + (cause == null ? e.getMessage() : cause.getMessage()), e);
        }
        if (e instanceof StreamReadException) {
            TokenStreamLocation reported = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
            // Jackson's byte parser reads UTF-8 and reports byte offsets; otherwise it reads characters.
            Location where = ErrorPosition.of(e.getOriginalMessage(), Locations3.of(reported),
                    reported != null && reported.getByteOffset() >= 0, ErrorPosition.Reporting.JACKSON_3, failed(parser), bytes);
            // The array or object the parser failed in, and where it opened: Jackson words that in its own syntax.
            TokenStreamContext context = parser.streamReadContext();
            char open = context == null ? 0 : context.inArray() ? '[' : context.inObject() ? '{' : 0;
            Location openedAt = open == 0 ? null : Locations3.of(context.startLocation(ContentReference.unknown()));
            return ParseFailures.syntax(e.getOriginalMessage(), where, e, bytes, open, openedAt);
        }
        return new JsonException("Jackson failed while parsing: " + e.getMessage(), e);
    }

    /**
     * The limit a failure of Jackson code reading from {@code parser} (one of our Jackson parsers, lent by a
     * hand-over) comes from, as our parsers report it; null when it comes from none. Databind wraps the parser's
     * failure, so the causes are searched.
     */
    static JsonParsingException limitExceeded(Throwable failure, JsonParser parser) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof StreamConstraintsException) {
                return limit((StreamConstraintsException) cause, parser);
            }
        }
        return null;
    }

    private static JsonParsingException limit(StreamConstraintsException e, JsonParser parser) {
        return ParseFailures.limit(e.getOriginalMessage(), Locations3.of(parser.currentTokenLocation()), e);
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
                return Locations3.of(parser.currentTokenLocation()).getStreamOffset();
            }

            @Override
            public String unread() {
                StringWriter rest = new StringWriter();
                try {
                    parser.releaseBuffered(rest);
                } catch (RuntimeException e) {
                    return "";
                }
                return rest.toString();
            }
        };
    }
}
