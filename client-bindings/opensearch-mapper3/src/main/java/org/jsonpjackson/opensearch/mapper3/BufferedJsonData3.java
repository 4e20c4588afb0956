package org.jsonpjackson.opensearch.mapper3;

import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson3.Jackson3Interop;
import org.jsonpjackson.opensearch.mapper.common.TokenJsonData;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpDeserializerBase;
import org.opensearch.client.json.JsonpMapper;
import tools.jackson.databind.util.TokenBuffer;

import java.io.ByteArrayOutputStream;
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

    /** Ours replay the tokens; another mapper (our Jackson 2 one included) gets JSON text. */
    @Override
    protected JsonParser replayFor(JsonpMapper mapper) {
        return mapper instanceof JsonpJackson3Mapper ? ((JsonpJackson3Mapper) mapper).parserOver(tokens) : null;
    }

    @Override
    protected byte[] bytes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (tools.jackson.core.JsonGenerator jg = origin.objectMapper().createGenerator(out)) {
            tokens.serialize(jg);
        }
        return out.toByteArray();
    }

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
