package org.jsonpjackson.elasticsearch.mapper;

import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpDeserializerBase;
import co.elastic.clients.json.JsonpMapper;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import jakarta.json.JsonException;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.elasticsearch.mapper.common.TokenJsonData;
import org.jsonpjackson.json.jackson2.JacksonInterop;

import java.io.IOException;
import java.io.StringWriter;
import java.util.EnumSet;

/** A {@link JsonData} kept as Jackson tokens; see {@link TokenJsonData}. */
final class BufferedJsonData extends TokenJsonData {

    private final TokenBuffer tokens;
    private final JsonpJacksonMapper origin;

    BufferedJsonData(TokenBuffer tokens, JsonpJacksonMapper origin) {
        super(origin);
        this.tokens = tokens;
        this.origin = origin;
    }

    /** Ours replay the tokens; another mapper (elasticsearch-java's own) gets JSON text. */
    @Override
    protected JsonParser replayFor(JsonpMapper mapper) {
        return mapper instanceof JsonpJacksonMapper ? ((JsonpJacksonMapper) mapper).replay(tokens) : null;
    }

    /** Into one of our generators, the tokens go straight to its Jackson generator. */
    @Override
    public void serialize(JsonGenerator generator, JsonpMapper mapper) {
        com.fasterxml.jackson.core.JsonGenerator jackson;
        try {
            jackson = JacksonInterop.handOver(generator);
        } catch (IllegalArgumentException foreign) {
            generator.write(toJson());
            return;
        }
        try {
            tokens.serialize(jackson);
        } catch (IOException e) {
            throw new JsonException("Could not write a JsonData: " + e.getMessage(), e);
        }
    }

    @Override
    public String toString() {
        StringWriter out = new StringWriter();
        try (com.fasterxml.jackson.core.JsonGenerator jackson = origin.objectMapper().getFactory().createGenerator(out)) {
            tokens.serialize(jackson);
        } catch (IOException e) {
            throw new JsonException("Could not write a JsonData: " + e.getMessage(), e);
        }
        return out.toString();
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
