package org.jsonpjackson.opensearch.mapper;

import com.fasterxml.jackson.databind.util.TokenBuffer;
import jakarta.json.JsonException;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpDeserializer;
import org.opensearch.client.json.JsonpDeserializerBase;
import org.opensearch.client.json.JsonpMapper;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.EnumSet;

/**
 * A {@link JsonData} kept as Jackson tokens, as read. {@code to(...)} and {@code deserialize(...)} replay the
 * tokens; opensearch-java's own {@code JsonData} prints its value to a String and parses it again.
 */
final class BufferedJsonData implements JsonData {

    private final TokenBuffer tokens;
    private final JsonpJacksonMapper origin;

    BufferedJsonData(TokenBuffer tokens, JsonpJacksonMapper origin) {
        this.tokens = tokens;
        this.origin = origin;
    }

    @Override
    public JsonValue toJson() {
        try (JsonParser parser = origin.parserOver(tokens)) {
            parser.next();
            return parser.getValue();
        }
    }

    @Override
    public JsonValue toJson(JsonpMapper mapper) {
        return toJson();
    }

    @Override
    public <T> T to(Class<T> clazz) {
        return to(clazz, null);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T to(Class<T> clazz, JsonpMapper mapper) {
        if (clazz.isInstance(this)) {
            return (T) this;
        }
        JsonpMapper target = mapper != null ? mapper : origin;
        try (JsonParser parser = parserFor(target)) {
            return target.deserialize(parser, clazz);
        }
    }

    @Override
    public <T> T deserialize(JsonpDeserializer<T> deserializer) {
        return deserialize(deserializer, null);
    }

    @Override
    public <T> T deserialize(JsonpDeserializer<T> deserializer, JsonpMapper mapper) {
        JsonpMapper target = mapper != null ? mapper : origin;
        try (JsonParser parser = parserFor(target)) {
            return deserializer.deserialize(parser, target);
        }
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

    /** Ours replay the tokens; another mapper gets JSON text, parsed by its own provider. */
    private JsonParser parserFor(JsonpMapper mapper) {
        if (mapper instanceof JsonpJacksonMapper) {
            return ((JsonpJacksonMapper) mapper).parserOver(tokens);
        }
        return mapper.jsonProvider().createParser(new ByteArrayInputStream(bytes()));
    }

    private byte[] bytes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (com.fasterxml.jackson.core.JsonGenerator jg = origin.objectMapper().getFactory().createGenerator(out)) {
            tokens.serialize(jg);
        } catch (IOException e) {
            throw new JsonException("Could not write a JsonData: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }

    @Override
    public String toString() {
        return new String(bytes(), java.nio.charset.StandardCharsets.UTF_8);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof JsonData && toJson().equals(((JsonData) other).toJson());
    }

    @Override
    public int hashCode() {
        return toJson().hashCode();
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
