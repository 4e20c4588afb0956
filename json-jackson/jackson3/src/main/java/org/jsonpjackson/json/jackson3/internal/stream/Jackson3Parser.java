package org.jsonpjackson.json.jackson3.internal.stream;

import jakarta.json.JsonException;
import jakarta.json.stream.JsonLocation;
import org.jsonpjackson.json.internal.config.JsonpSettings;
import org.jsonpjackson.json.internal.stream.JsonpParserBase;
import org.jsonpjackson.json.internal.stream.Utf8LeadByteCheck;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

import java.io.Closeable;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * JSON-P's parser reading a Jackson 3 parser's tokens: each hook one call, Jackson's unchecked
 * {@link JacksonException} a JSON-P exception with the location of the problem.
 */
final class Jackson3Parser extends JsonpParserBase {

    private final JsonParser jp;
    /**
     * The input a strict parser must close in close(). Jackson's own closing is off for these (the factory
     * disables {@code AUTO_CLOSE_SOURCE}), because it also closes the input at the end of the data, hiding a
     * failing close from the caller.
     */
    private final Closeable source;

    /** A strict parser over input it owns and closes. */
    Jackson3Parser(JsonParser jp, JsonpSettings settings, Closeable source) {
        super(settings, true);
        this.jp = jp;
        this.source = source;
    }

    /** A lenient view of a caller's parser; closing it is left to Jackson's own rules. */
    Jackson3Parser(JsonParser jp, JsonpSettings settings) {
        super(settings, false);
        this.jp = jp;
        this.source = null;
        JsonToken at = jp.currentToken();
        if (at != null) {
            startAt(at.id(), jp.streamReadContext().getNestingDepth());
        }
    }

    JsonParser jackson() {
        return jp;
    }

    /** Gives the value at the current event to the caller's Jackson code and counts it as read. */
    JsonParser handOver() {
        countValueAsRead();
        return jp;
    }

    @Override
    protected int nextTokenId() {
        try {
            JsonToken t = jp.nextToken();
            return t == null ? END_OF_INPUT : t.id();
        } catch (JacksonException e) {
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
            return jp.getString();
        } catch (JacksonException e) {
            throw failure(e);
        }
    }

    @Override
    protected String memberName() {
        try {
            return jp.currentName();
        } catch (JacksonException e) {
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
        } catch (JacksonException e) {
            throw failure(e);
        }
    }

    @Override
    protected int intValue() {
        try {
            return jp.getIntValue();
        } catch (JacksonException e) {
            throw failure(e);
        }
    }

    @Override
    protected long longValue() {
        try {
            return jp.getLongValue();
        } catch (JacksonException e) {
            throw failure(e);
        }
    }

    @Override
    protected BigInteger bigIntegerValue() {
        try {
            return jp.getBigIntegerValue();
        } catch (JacksonException e) {
            throw failure(e);
        }
    }

    @Override
    protected BigDecimal decimalValue() {
        try {
            return jp.getDecimalValue();
        } catch (JacksonException e) {
            throw failure(e);
        }
    }

    @Override
    protected JsonLocation location() {
        return Locations3.of(jp.currentLocation());
    }

    @Override
    protected JsonLocation tokenLocation() {
        return Locations3.of(jp.currentTokenLocation());
    }

    @Override
    protected char[] copyTokenText(char[] buffer) {
        try {
            int length = jp.getStringLength();
            char[] into = buffer.length >= length ? buffer : new char[Math.max(length, 2 * buffer.length)];
            System.arraycopy(jp.getStringCharacters(), jp.getStringOffset(), into, 0, length);
            return into;
        } catch (JacksonException e) {
            throw failure(e);
        }
    }

    @Override
    protected int tokenTextLength() {
        try {
            return jp.getStringLength();
        } catch (JacksonException e) {
            throw failure(e);
        }
    }

    @Override
    protected void finishToken() {
        try {
            jp.finishToken();
        } catch (JacksonException e) {
            throw failure(e);
        }
    }

    @Override
    protected boolean countsBytes() {
        return jp.currentTokenLocation().getCharOffset() < 0;
    }

    @Override
    protected boolean inArray() {
        return jp.streamReadContext().inArray();
    }

    @Override
    protected boolean inObject() {
        return jp.streamReadContext().inObject();
    }

    @Override
    protected void closeInput() {
        try {
            jp.close();
            if (source != null) {
                source.close();
            }
        } catch (JacksonException | IOException e) {
            throw new JsonException("Could not close the input: " + e.getMessage(), e);
        }
    }

    private JsonException failure(JacksonException e) {
        return ParseErrors3.translate(e, jp, source instanceof Utf8LeadByteCheck ? (Utf8LeadByteCheck) source : null);
    }
}
