package org.jsonpjackson.elasticsearch.mapper3;

import co.elastic.clients.json.JsonData;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.elasticsearch.mapper.common.LookAheadBase;
import org.jsonpjackson.json.jackson3.Jackson3Interop;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonToken;
import tools.jackson.core.util.JsonParserSequence;
import tools.jackson.databind.util.TokenBuffer;

import java.io.EOFException;

/**
 * One of our JSON-P parsers, with elasticsearch-java's look-ahead ({@link LookAheadBase}) on a Jackson 3
 * {@link TokenBuffer}, and {@link JsonData} kept as Jackson 3 tokens.
 */
final class ElasticParser3 extends LookAheadBase {

    private final JsonpJackson3Mapper mapper;

    ElasticParser3(JsonpJackson3Mapper mapper, JsonParser parser) {
        super(parser);
        this.mapper = mapper;
    }

    /** The Jackson parser behind ours, lent for the value at the current event; see {@link Jackson3Interop#handOver}. */
    tools.jackson.core.JsonParser handOver() {
        return Jackson3Interop.handOver(parser());
    }

    @Override
    public JsonData getJsonData() {
        return new BufferedJsonData3(mapper.buffer(this), mapper);
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
                return mapper.provider().createParser(JsonParserSequence.createFlattened(false,
                        buffer.asParser(jp.objectReadContext()), jp));
            }

            @Override
            public JsonParser replayAlone() {
                return mapper.provider().createParser(buffer.asParser(jp.objectReadContext()));
            }
        };
    }
}
