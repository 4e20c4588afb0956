package org.jsonpjackson.mapper.internal.jackson2;

import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.JsonParserSequence;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParser.Event;
import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.jsonpjackson.mapper.internal.LookAheadWalk;

import java.io.EOFException;
import java.io.IOException;

/**
 * The steps of {@link LookAheadWalk} on a Jackson 2 parser: the fields read ahead go into a {@link TokenBuffer},
 * which is replayed, as one of the mapper's parsers, in front of the rest of the stream. The same for both clients'
 * Jackson 2 mappers.
 */
final class TokenBufferAhead implements LookAheadWalk.Ahead {

    private final com.fasterxml.jackson.core.JsonParser jp;
    private final TokenBuffer buffer;
    private final LookAheadProvider provider;

    /**
     * Starts reading ahead at the {@code START_OBJECT} the parser is on.
     *
     * @param jp       the Jackson parser behind one of our JSON-P parsers, handed over at the object's start
     * @param provider the mapper's provider, whose parsers replay
     */
    TokenBufferAhead(com.fasterxml.jackson.core.JsonParser jp, LookAheadProvider provider) throws IOException {
        this.jp = jp;
        this.provider = provider;
        this.buffer = new TokenBuffer(jp, null);
        buffer.copyCurrentEvent(jp);
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
        return provider.createParser(JsonParserSequence.createFlattened(false, buffer.asParser(), jp));
    }

    @Override
    public JsonParser replayAlone() {
        return provider.createParser(buffer.asParser());
    }
}
