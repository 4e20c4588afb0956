package org.jsonpjackson.opensearch.mapper;

import com.fasterxml.jackson.databind.util.TokenBuffer;
import jakarta.json.JsonException;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.jsonpjackson.opensearch.mapper.common.TokenJsonData;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpDeserializerBase;
import org.opensearch.client.json.JsonpMapper;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.EnumSet;

/** A {@link JsonData} kept as Jackson 2 tokens; see {@link TokenJsonData}. */
final class BufferedJsonData extends TokenJsonData {

    private final TokenBuffer tokens;
    private final JsonpJacksonMapper origin;

    BufferedJsonData(TokenBuffer tokens, JsonpJacksonMapper origin) {
        super(origin);
        this.tokens = tokens;
        this.origin = origin;
    }

    /** Ours replay the tokens; another mapper gets JSON text. */
    @Override
    protected JsonParser replayFor(JsonpMapper mapper) {
        return mapper instanceof JsonpJacksonMapper ? ((JsonpJacksonMapper) mapper).parserOver(tokens) : null;
    }

    @Override
    protected byte[] bytes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (com.fasterxml.jackson.core.JsonGenerator jg = origin.objectMapper().getFactory().createGenerator(out)) {
            tokens.serialize(jg);
        } catch (IOException e) {
            throw new JsonException("Could not write a JsonData: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }

    @Override
    public void serialize(JsonGenerator generator, JsonpMapper mapper) {
        com.fasterxml.jackson.core.JsonGenerator jg;
        try {
            jg = JacksonInterop.handOver(generator);
        } catch (IllegalArgumentException foreign) {
            generator.write(toJson());
            return;
        }
        try {
            tokens.serialize(jg);
        } catch (IOException e) {
            throw new JsonException("Could not write a JsonData: " + e.getMessage(), e);
        }
    }

    /** Reads any value into tokens. */
    static final class Deserializer extends JsonpDeserializerBase<JsonData> {

        private final JsonpJacksonMapper mapper;

        Deserializer(JsonpJacksonMapper mapper) {
            super(EnumSet.allOf(JsonParser.Event.class));
            this.mapper = mapper;
        }

        @Override
        public JsonData deserialize(JsonParser parser, JsonpMapper ignored, JsonParser.Event event) {
            return new BufferedJsonData(mapper.buffer(parser), mapper);
        }
    }
}
