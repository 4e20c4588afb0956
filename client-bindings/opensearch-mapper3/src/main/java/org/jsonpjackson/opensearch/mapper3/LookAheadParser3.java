package org.jsonpjackson.opensearch.mapper3;

import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson3.Jackson3Interop;
import org.jsonpjackson.mapper.jackson3.TokenBufferAhead3;
import org.jsonpjackson.opensearch.mapper.common.LookAheadBase;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.util.TokenBuffer;


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
        return TokenBufferAhead3.start(handOver(), provider::createParser);
    }
}
