package org.jsonpjackson.elasticsearch.mapper;

import co.elastic.clients.json.JsonData;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.JsonParserSequence;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.elasticsearch.mapper.common.LookAheadBase;
import org.jsonpjackson.json.jackson2.JacksonInterop;

import java.io.EOFException;
import java.io.IOException;

/**
 * One of our provider's parsers, with elasticsearch-java's look-ahead ({@link LookAheadBase}) on a Jackson
 * {@link TokenBuffer}, and {@link JsonData} kept as Jackson tokens.
 */
final class ElasticParser extends LookAheadBase {

    private final JsonpJacksonMapper mapper;

    ElasticParser(JsonpJacksonMapper mapper, JsonParser parser) {
        super(parser);
        this.mapper = mapper;
    }

    /** The Jackson parser behind ours, lent for the value at the current event; see {@link JacksonInterop#handOver}. */
    com.fasterxml.jackson.core.JsonParser jackson() {
        return JacksonInterop.handOver(parser());
    }

    @Override
    public JsonData getJsonData() {
        return new BufferedJsonData(mapper.buffer(this), mapper);
    }

    @Override
    protected Ahead startAhead() throws IOException {
        com.fasterxml.jackson.core.JsonParser jp = jackson();
        TokenBuffer seen = new TokenBuffer(jp, null);
        seen.copyCurrentEvent(jp);
        return new Ahead() {
            @Override
            public String nextField() throws IOException {
                JsonToken token = jp.nextToken();
                if (token == JsonToken.FIELD_NAME) {
                    return jp.currentName();
                }
                if (token != JsonToken.END_OBJECT) {
                    throw new EOFException("The object ends before its closing brace");
                }
                seen.copyCurrentEvent(jp);
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
                seen.writeFieldName(name);
            }

            @Override
            public void keepCurrent() throws IOException {
                seen.copyCurrentEvent(jp);
            }

            @Override
            public void keepField() throws IOException {
                seen.copyCurrentStructure(jp);
            }

            @Override
            public JsonParser replayWithRest() {
                return mapper.provider().createParser(JsonParserSequence.createFlattened(false, seen.asParser(), jp));
            }

            @Override
            public JsonParser replayAlone() {
                return mapper.provider().createParser(seen.asParser());
            }
        };
    }
}
