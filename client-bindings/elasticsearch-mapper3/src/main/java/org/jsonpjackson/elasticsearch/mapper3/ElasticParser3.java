package org.jsonpjackson.elasticsearch.mapper3;

import co.elastic.clients.json.JsonData;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.elasticsearch.mapper.common.LookAheadBase;
import org.jsonpjackson.json.jackson3.Jackson3Interop;
import org.jsonpjackson.mapper.jackson3.TokenBufferAhead3;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.util.TokenBuffer;


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
        return TokenBufferAhead3.start(handOver(), jp -> mapper.provider().createParser(jp));
    }
}
