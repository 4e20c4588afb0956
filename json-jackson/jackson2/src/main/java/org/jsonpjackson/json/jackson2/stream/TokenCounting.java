package org.jsonpjackson.json.jackson2.stream;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.util.JsonParserDelegate;

import java.io.IOException;

/**
 * The token count limit, for a jackson-core older than 2.18, which cannot enforce it.
 *
 * <p>Counts as Jackson 2.18 and later do: every token a parser returns, and fails on the first one past the
 * limit, with Jackson's own exception and wording. Every way of reading tokens goes through
 * {@link #nextToken()}: Jackson's {@code nextFieldName()}, {@code nextTextValue()} and the like call it, and
 * {@link #nextValue()} and {@link #skipChildren()} are routed through it here, so databind reading a handed-over
 * value is counted too. Used only when such a limit is set, so parsing without one pays nothing.
 */
final class TokenCounting extends JsonParserDelegate {

    private final long max;
    private long count;

    TokenCounting(JsonParser parser, long max) {
        super(parser);
        this.max = max;
    }

    @Override
    public JsonToken nextToken() throws IOException {
        JsonToken token = delegate.nextToken();
        if (token != null && ++count > max) {
            throw new StreamConstraintsException("Token count (" + count + ") exceeds the maximum allowed ("
                    + max + ", from `StreamReadConstraints.getMaxTokenCount()`)");
        }
        return token;
    }

    @Override
    public JsonToken nextValue() throws IOException {
        JsonToken token = nextToken();
        return token == JsonToken.FIELD_NAME ? nextToken() : token;
    }

    @Override
    public JsonParser skipChildren() throws IOException {
        JsonToken at = currentToken();
        if (at != JsonToken.START_OBJECT && at != JsonToken.START_ARRAY) {
            return this;
        }
        int open = 1;
        while (open > 0) {
            JsonToken token = nextToken();
            if (token == null) {
                return this;
            }
            if (token.isStructStart()) {
                open++;
            } else if (token.isStructEnd()) {
                open--;
            }
        }
        return this;
    }
}
