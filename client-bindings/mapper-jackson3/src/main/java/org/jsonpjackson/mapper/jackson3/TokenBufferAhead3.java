package org.jsonpjackson.mapper.jackson3;

import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParser.Event;
import org.jsonpjackson.json.jackson3.Jackson3Interop;
import org.jsonpjackson.mapper.common.LookAheadWalk;
import tools.jackson.core.JsonToken;
import tools.jackson.core.util.JsonParserSequence;
import tools.jackson.databind.util.TokenBuffer;

import java.io.EOFException;
import java.util.function.Function;

/**
 * The steps of {@link LookAheadWalk} on a Jackson 3 parser: the fields read ahead go into a {@link TokenBuffer},
 * which is replayed in front of the rest of the stream. The same for both clients' Jackson 3 mappers; each gives
 * the way it wraps a Jackson parser into one of its JSON-P parsers.
 *
 * <p>Shared by two jars, written once; not an API.
 */
public final class TokenBufferAhead3 implements LookAheadWalk.Ahead {

    private final tools.jackson.core.JsonParser jp;
    private final TokenBuffer buffer;
    private final Function<tools.jackson.core.JsonParser, JsonParser> parsers;

    private TokenBufferAhead3(tools.jackson.core.JsonParser jp, Function<tools.jackson.core.JsonParser, JsonParser> parsers) {
        this.jp = jp;
        this.parsers = parsers;
        this.buffer = TokenBuffer.forBuffering(jp, jp.objectReadContext());
        buffer.copyCurrentEvent(jp);
    }

    /**
     * Starts reading ahead at the {@code START_OBJECT} the parser is on.
     *
     * @param jp the Jackson parser behind one of our JSON-P parsers, handed over at the object's start
     * @param parsers how the mapper wraps a Jackson parser (the replay) into one of its JSON-P parsers
     */
    public static LookAheadWalk.Ahead start(tools.jackson.core.JsonParser jp,
            Function<tools.jackson.core.JsonParser, JsonParser> parsers) {
        return new TokenBufferAhead3(jp, parsers);
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
        return parsers.apply(JsonParserSequence.createFlattened(false, buffer.asParser(jp.objectReadContext()), jp));
    }

    @Override
    public JsonParser replayAlone() {
        return parsers.apply(buffer.asParser(jp.objectReadContext()));
    }
}
