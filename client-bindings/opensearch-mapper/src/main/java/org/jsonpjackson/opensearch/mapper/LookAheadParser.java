package org.jsonpjackson.opensearch.mapper;

import com.fasterxml.jackson.databind.util.TokenBuffer;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.jsonpjackson.mapper.jackson2.TokenBufferAhead;
import org.jsonpjackson.opensearch.mapper.common.LookAheadBase;

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
        return TokenBufferAhead.start(handOver(), provider::createParser);
    }
}
