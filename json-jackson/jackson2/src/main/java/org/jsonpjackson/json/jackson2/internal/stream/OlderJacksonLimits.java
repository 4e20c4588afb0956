package org.jsonpjackson.json.jackson2.internal.stream;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.util.JsonParserDelegate;

import java.io.IOException;

/**
 * The limits a jackson-core older than the build's cannot enforce, enforced here as later versions do: the key
 * length ({@code maxNameLength}, which 2.16 added) and the token count ({@code maxTokenCount}, 2.18). Each fails on the
 * first token past its limit, with Jackson's own exception and wording, so that a limit behaves and reads the same on
 * every Jackson.
 *
 * <p>Every way of reading tokens goes through {@link #nextToken()}: Jackson's {@code nextFieldName()},
 * {@code nextTextValue()} and the like call it, and {@link #nextValue()} and {@link #skipChildren()} are routed
 * through it here, so databind reading a handed-over value is held to the limits too, and skipped keys are measured as
 * Jackson measures them. A key is measured once Jackson has read it: the limit keeps oversized keys from the caller,
 * though not from Jackson's buffer. Used only where such a limit applies, so parsing on a newer Jackson pays nothing.
 */
final class OlderJacksonLimits extends JsonParserDelegate {

    /** The token count limit, or -1 where Jackson enforces it or none is set. */
    private final long maxTokens;
    /** The key length limit, or -1 where Jackson enforces it. */
    private final int maxName;
    private long count;

    OlderJacksonLimits(JsonParser parser, long maxTokens, int maxName) {
        super(parser);
        this.maxTokens = maxTokens;
        this.maxName = maxName;
    }

    @Override
    public JsonToken nextToken() throws IOException {
        JsonToken token = delegate.nextToken();
        if (maxTokens >= 0 && token != null && ++count > maxTokens) {
            throw new StreamConstraintsException("Token count (" + count + ") exceeds the maximum allowed ("
                    + maxTokens + ", from `StreamReadConstraints.getMaxTokenCount()`)");
        }
        if (maxName >= 0 && token == JsonToken.FIELD_NAME) {
            int length = delegate.currentName().length();
            if (length > maxName) {
                throw new StreamConstraintsException("Name length (" + length + ") exceeds the maximum allowed ("
                        + maxName + ", from `StreamReadConstraints.getMaxNameLength()`)");
            }
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
