package org.jsonpjackson.elasticsearch.mapper3;

import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpDeserializerBase;
import co.elastic.clients.json.JsonpMapper;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.elasticsearch.mapper.common.TokenJsonData;
import org.jsonpjackson.json.jackson3.Jackson3Interop;
import tools.jackson.databind.util.TokenBuffer;

import java.io.StringWriter;
import java.util.EnumSet;

/** A {@link JsonData} kept as Jackson 3 tokens; see {@link TokenJsonData}. */
final class BufferedJsonData3 extends TokenJsonData {

    private final TokenBuffer tokens;
    private final JsonpJackson3Mapper origin;

    BufferedJsonData3(TokenBuffer tokens, JsonpJackson3Mapper origin) {
        super(origin);
        this.tokens = tokens;
        this.origin = origin;
    }

    /** Ours replay the tokens; another mapper (elasticsearch-java's own, our Jackson 2 one) gets JSON text. */
    @Override
    protected JsonParser replayFor(JsonpMapper mapper) {
        return mapper instanceof JsonpJackson3Mapper ? ((JsonpJackson3Mapper) mapper).replay(tokens) : null;
    }

    /** Into one of our generators, the tokens go straight to its Jackson generator. */
    @Override
    public void serialize(JsonGenerator generator, JsonpMapper mapper) {
        tools.jackson.core.JsonGenerator jg;
        try {
            jg = Jackson3Interop.handOver(generator);
        } catch (IllegalArgumentException foreign) {
            generator.write(toJson());
            return;
        }
        tokens.serialize(jg);
    }

    @Override
    public String toString() {
        StringWriter out = new StringWriter();
        try (tools.jackson.core.JsonGenerator jg = origin.objectMapper().createGenerator(out)) {
            tokens.serialize(jg);
        }
        return out.toString();
    }

    /** Reads any value into tokens. */
    static final class Deserializer extends JsonpDeserializerBase<JsonData> {

        private final JsonpJackson3Mapper mapper;

        Deserializer(JsonpJackson3Mapper mapper) {
            super(EnumSet.allOf(JsonParser.Event.class));
            this.mapper = mapper;
        }

        @Override
        public JsonData deserialize(JsonParser parser, JsonpMapper ignored, JsonParser.Event event) {
            return new BufferedJsonData3(mapper.buffer(parser), mapper);
        }
    }
}
