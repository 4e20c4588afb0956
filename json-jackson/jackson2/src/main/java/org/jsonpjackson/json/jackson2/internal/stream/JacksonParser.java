package org.jsonpjackson.json.jackson2.internal.stream;

import com.fasterxml.jackson.core.JsonToken;
import jakarta.json.JsonException;
import jakarta.json.stream.JsonLocation;
import org.jsonpjackson.json.internal.config.JsonpSettings;
import org.jsonpjackson.json.internal.stream.JsonpParserBase;
import org.jsonpjackson.json.internal.stream.Utf8LeadByteCheck;

import java.io.Closeable;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * JSON-P's parser reading a Jackson 2 parser's tokens: each hook one call, its checked {@code IOException} a
 * JSON-P exception with the location of the problem.
 */
final class JacksonParser extends JsonpParserBase {

    private final com.fasterxml.jackson.core.JsonParser jp;
    /**
     * The input a strict parser must close in close(). Jackson's own closing is off for these, because it
     * also closes (and forgets) the input at the end of the data, hiding a failing close from the caller.
     */
    private final Closeable source;

    /** A strict parser over input it owns and closes. */
    JacksonParser(com.fasterxml.jackson.core.JsonParser jp, JsonpSettings settings, Closeable source) {
        super(settings, true);
        this.jp = jp;
        this.source = source;
        jp.disable(com.fasterxml.jackson.core.JsonParser.Feature.AUTO_CLOSE_SOURCE);
    }

    /** A lenient view of a caller's parser; closing it is left to Jackson's own rules. */
    JacksonParser(com.fasterxml.jackson.core.JsonParser jp, JsonpSettings settings) {
        super(settings, false);
        this.jp = jp;
        this.source = null;
        JsonToken at = jp.currentToken();
        if (at != null) {
            startAt(at.id(), jp.getParsingContext().getNestingDepth());
        }
    }

    com.fasterxml.jackson.core.JsonParser jackson() {
        return jp;
    }

    /** Gives the value at the current event to the caller's Jackson code and counts it as read. */
    com.fasterxml.jackson.core.JsonParser handOver() {
        countValueAsRead();
        return jp;
    }

    @Override
    protected int nextTokenId() {
        try {
            JsonToken t = jp.nextToken();
            return t == null ? END_OF_INPUT : t.id();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    protected int currentTokenId() {
        return jp.currentTokenId();
    }

    @Override
    protected String tokenText() {
        try {
            return jp.getText();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    protected String memberName() {
        try {
            return jp.currentName();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    protected int numberKind() {
        try {
            switch (jp.getNumberType()) {
                case INT:
                    return KIND_INT;
                case LONG:
                    return KIND_LONG;
                default:
                    return KIND_BIG;
            }
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    protected int intValue() {
        try {
            return jp.getIntValue();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    protected long longValue() {
        try {
            return jp.getLongValue();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    protected BigInteger bigIntegerValue() {
        try {
            return jp.getBigIntegerValue();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    protected BigDecimal decimalValue() {
        try {
            return jp.getDecimalValue();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    protected JsonLocation location() {
        return Locations.of(jp.currentLocation());
    }

    @Override
    protected JsonLocation tokenLocation() {
        return Locations.of(jp.currentTokenLocation());
    }

    @Override
    protected char[] copyTokenText(char[] buffer) {
        try {
            int length = jp.getTextLength();
            char[] into = buffer.length >= length ? buffer : new char[Math.max(length, 2 * buffer.length)];
            System.arraycopy(jp.getTextCharacters(), jp.getTextOffset(), into, 0, length);
            return into;
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    protected int tokenTextLength() {
        try {
            return jp.getTextLength();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    protected void finishToken() {
        try {
            jp.finishToken();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    protected boolean countsBytes() {
        return jp.currentTokenLocation().getCharOffset() < 0;
    }

    @Override
    protected boolean inArray() {
        return jp.getParsingContext().inArray();
    }

    @Override
    protected boolean inObject() {
        return jp.getParsingContext().inObject();
    }

    @Override
    protected void closeInput() {
        try {
            jp.close();
            if (source != null) {
                source.close();
            }
        } catch (IOException e) {
            throw new JsonException("Could not close the input: " + e.getMessage(), e);
        }
    }

    private JsonException failure(IOException e) {
        return ParseErrors.translate(e, jp, source instanceof Utf8LeadByteCheck ? (Utf8LeadByteCheck) source : null);
    }
}
