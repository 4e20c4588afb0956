package org.jsonpjackson.mapper.internal.jackson3;

import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParser.Event;
import org.jsonpjackson.json.jackson3.Jackson3Interop;
import org.jsonpjackson.mapper.internal.LookAheadWalk;
import tools.jackson.core.JsonToken;
import tools.jackson.core.util.JsonParserSequence;
import tools.jackson.databind.util.TokenBuffer;

import java.io.EOFException;

/**
 * The steps of {@link LookAheadWalk} on a Jackson 3 parser: the fields read ahead go into a {@link TokenBuffer},
 * which is replayed, as one of the mapper's parsers, in front of the rest of the stream. The same for both clients'
 * Jackson 3 mappers.
 */
final class TokenBufferAhead3 implements LookAheadWalk.Ahead {

    private final tools.jackson.core.JsonParser jp;
    private final TokenBuffer buffer;
    private final LookAheadProvider3 provider;

    /**
     * Starts reading ahead at the {@code START_OBJECT} the parser is on.
     *
     * @param jp       the Jackson parser behind one of our JSON-P parsers, handed over at the object's start
     * @param provider the mapper's provider, whose parsers replay
     */
    TokenBufferAhead3(tools.jackson.core.JsonParser jp, LookAheadProvider3 provider) {
        this.jp = jp;
        this.provider = provider;
        this.buffer = TokenBuffer.forBuffering(jp, jp.objectReadContext());
        buffer.copyCurrentEvent(jp);
    }

    @Override
    public String nextField() throws EOFException {
        JsonToken token = jp.nextToken();
        if (token == JsonToken.PROPERTY_NAME) {
            return jp.currentName();
        }
        if (token != JsonToken.END_OBJECT) {
            throw new EOFException("The object ends before its closing brace");
        }
        buffer.copyCurrentEvent(jp);
        return null;
    }

    @Override
    public Event nextValue() {
        return Jackson3Interop.event(jp.nextToken());
    }

    @Override
    public String text() {
        return jp.getString();
    }

    @Override
    public void keepName(String name) {
        buffer.writeName(name);
    }

    @Override
    public void keepCurrent() {
        buffer.copyCurrentEvent(jp);
    }

    @Override
    public void keepField() {
        buffer.copyCurrentStructure(jp);
    }

    @Override
    public JsonParser replayWithRest() {
        return provider.createParser(JsonParserSequence.createFlattened(false, buffer.asParser(jp.objectReadContext()), jp));
    }

    @Override
    public JsonParser replayAlone() {
        return provider.createParser(buffer.asParser(jp.objectReadContext()));
    }
}
