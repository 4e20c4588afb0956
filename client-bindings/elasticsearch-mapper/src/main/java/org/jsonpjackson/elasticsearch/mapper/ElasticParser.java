package org.jsonpjackson.elasticsearch.mapper;

import co.elastic.clients.json.JsonData;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.elasticsearch.mapper.common.LookAheadBase;
import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.jsonpjackson.mapper.jackson2.TokenBufferAhead;

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
        return TokenBufferAhead.start(jackson(), jp -> mapper.provider().createParser(jp));
    }
}
