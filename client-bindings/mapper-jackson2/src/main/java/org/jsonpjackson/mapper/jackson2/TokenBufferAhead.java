package org.jsonpjackson.mapper.jackson2;

import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.JsonParserSequence;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParser.Event;
import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.jsonpjackson.mapper.common.LookAheadWalk;

import java.io.EOFException;
import java.io.IOException;
import java.util.function.Function;

/**
 * The steps of {@link LookAheadWalk} on a Jackson 2 parser: the fields read ahead go into a {@link TokenBuffer},
 * which is replayed in front of the rest of the stream. The same for both clients' Jackson 2 mappers; each gives
 * the way it wraps a Jackson parser into one of its JSON-P parsers.
 *
 * <p>Shared by two jars, written once; not an API.
 */
public final class TokenBufferAhead implements LookAheadWalk.Ahead {

    private final com.fasterxml.jackson.core.JsonParser jp;
    private final TokenBuffer buffer;
    private final Function<com.fasterxml.jackson.core.JsonParser, JsonParser> parsers;

    private TokenBufferAhead(com.fasterxml.jackson.core.JsonParser jp,
            Function<com.fasterxml.jackson.core.JsonParser, JsonParser> parsers) throws IOException {
        this.jp = jp;
        this.parsers = parsers;
        this.buffer = new TokenBuffer(jp, null);
        buffer.copyCurrentEvent(jp);
    }

    /**
     * Starts reading ahead at the {@code START_OBJECT} the parser is on.
     *
     * @param jp the Jackson parser behind one of our JSON-P parsers, handed over at the object's start
     * @param parsers how the mapper wraps a Jackson parser (the replay) into one of its JSON-P parsers
     */
    public static LookAheadWalk.Ahead start(com.fasterxml.jackson.core.JsonParser jp,
            Function<com.fasterxml.jackson.core.JsonParser, JsonParser> parsers) throws IOException {
        return new TokenBufferAhead(jp, parsers);
    }

    @Override
    public String nextField() throws IOException {
        JsonToken token = jp.nextToken();
        if (token == JsonToken.FIELD_NAME) {
            return jp.currentName();
        }
        if (token != JsonToken.END_OBJECT) {
            throw new EOFException("The object ends before its closing brace");
        }
        buffer.copyCurrentEvent(jp);
        return null;
    }

    @Override
    public Event nextValue() throws IOException {
        return JacksonInterop.event(jp.nextToken());
    }

    @Override
    public String text() throws IOException {
        return jp.getText();
    }

    @Override
    public void keepName(String name) throws IOException {
        buffer.writeFieldName(name);
    }

    @Override
    public void keepCurrent() throws IOException {
        buffer.copyCurrentEvent(jp);
    }

    @Override
    public void keepField() throws IOException {
        buffer.copyCurrentStructure(jp);
    }

    @Override
    public JsonParser replayWithRest() {
        return parsers.apply(JsonParserSequence.createFlattened(false, buffer.asParser(), jp));
    }

    @Override
    public JsonParser replayAlone() {
        return parsers.apply(buffer.asParser());
    }
}
