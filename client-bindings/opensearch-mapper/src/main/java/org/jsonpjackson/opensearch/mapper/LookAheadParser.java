package org.jsonpjackson.opensearch.mapper;

import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.JsonParserSequence;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.jsonpjackson.opensearch.mapper.common.LookAheadBase;

import java.io.EOFException;
import java.io.IOException;

/**
 * One of our JSON-P parsers, with the look-ahead of {@link LookAheadBase} on a Jackson 2 {@link TokenBuffer}.
 */
final class LookAheadParser extends LookAheadBase {

    private final MapperProvider provider;

    LookAheadParser(MapperProvider provider, JsonParser parser) {
        super(parser);
        this.provider = provider;
    }

    /** See {@link JacksonInterop#handOver(JsonParser)}. */
    com.fasterxml.jackson.core.JsonParser handOver() {
        return JacksonInterop.handOver(parser());
    }

    @Override
    protected Ahead startAhead() throws IOException {
        com.fasterxml.jackson.core.JsonParser jp = handOver();
        TokenBuffer buffer = new TokenBuffer(jp, null);
        buffer.copyCurrentEvent(jp);
        return new Ahead() {
            @Override
            public String nextField() throws IOException {
                JsonToken token = jp.nextToken();
                if (token == JsonToken.FIELD_NAME) {
                    return jp.currentName();
                }
                if (token != JsonToken.END_OBJECT) {
                    throw new EOFException("Unexpected end of input in an object");
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
        };
    }
}
