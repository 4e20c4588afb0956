package org.jsonpjackson.json.jackson2.stream;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.util.JsonParserDelegate;

import java.io.IOException;

/**
 * The key length limit, for jackson-core 2.15, which has none (2.16 added {@code maxNameLength}).
 *
 * <p>Fails on the first key longer than the limit, with Jackson's own exception and wording, so that the limit
 * behaves and reads the same on every Jackson. As in {@link TokenCounting}, every way of reading tokens goes through
 * {@link #nextToken()}. Used only on 2.15, where the key is already read when it is measured: the limit still keeps
 * oversized keys out of the caller's hands, though not out of Jackson's buffer.
 */
final class NameLength extends JsonParserDelegate {

    private final int max;

    NameLength(JsonParser parser, int max) {
        super(parser);
        this.max = max;
    }

    @Override
    public JsonToken nextToken() throws IOException {
        JsonToken token = delegate.nextToken();
        if (token == JsonToken.FIELD_NAME) {
            int length = delegate.currentName().length();
            if (length > max) {
                throw new StreamConstraintsException("Name length (" + length + ") exceeds the maximum allowed ("
                        + max + ", from `StreamReadConstraints.getMaxNameLength()`)");
            }
        }
        return token;
    }

    @Override
    public JsonToken nextValue() throws IOException {
        JsonToken token = nextToken();
        return token == JsonToken.FIELD_NAME ? nextToken() : token;
    }
}
