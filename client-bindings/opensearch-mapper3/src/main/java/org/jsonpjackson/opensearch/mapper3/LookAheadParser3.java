package org.jsonpjackson.opensearch.mapper3;

import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson3.Jackson3Interop;
import org.jsonpjackson.opensearch.mapper.common.LookAheadBase;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonToken;
import tools.jackson.core.util.JsonParserSequence;
import tools.jackson.databind.util.TokenBuffer;

import java.io.EOFException;

/** One of our JSON-P parsers, with the look-ahead of {@link LookAheadBase} on a Jackson 3 {@link TokenBuffer}. */
final class LookAheadParser3 extends LookAheadBase {

    private final MapperProvider3 provider;

    LookAheadParser3(MapperProvider3 provider, JsonParser parser) {
        super(parser);
        this.provider = provider;
    }

    /** See {@link Jackson3Interop#handOver(JsonParser)}. */
    tools.jackson.core.JsonParser handOver() {
        return Jackson3Interop.handOver(parser());
    }

    /** Jackson 3 reports a broken stream with unchecked exceptions. */
    @Override
    protected boolean isReadFailure(RuntimeException e) {
        return e instanceof JacksonException;
    }

    @Override
    protected Ahead startAhead() {
        tools.jackson.core.JsonParser jp = handOver();
        TokenBuffer buffer = TokenBuffer.forBuffering(jp, jp.objectReadContext());
        buffer.copyCurrentEvent(jp);
        return new Ahead() {
            @Override
            public String nextField() throws EOFException {
                JsonToken token = jp.nextToken();
                if (token == JsonToken.PROPERTY_NAME) {
                    return jp.currentName();
                }
                if (token != JsonToken.END_OBJECT) {
                    throw new EOFException("Unexpected end of input in an object");
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
                return provider.createParser(JsonParserSequence.createFlattened(false,
                        buffer.asParser(jp.objectReadContext()), jp));
            }

            @Override
            public JsonParser replayAlone() {
                return provider.createParser(buffer.asParser(jp.objectReadContext()));
            }
        };
    }
}
