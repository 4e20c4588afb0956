package org.jsonpjackson.elasticsearch.mapper;

import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpMapper;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import jakarta.json.JsonException;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson2.JacksonInterop;

import java.io.IOException;
import java.io.StringWriter;
import java.lang.reflect.Type;

/**
 * A {@link JsonData} held as the Jackson tokens it was read as. Converting it ({@code to}, {@code deserialize})
 * replays the tokens into databind or elasticsearch-java's deserializers, with no String printed and parsed again;
 * only another kind of mapper, which cannot read our tokens, gets JSON text for its own provider.
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
        try (JsonParser parser = origin.replay(tokens)) {
            parser.next();
            return parser.getValue();
        }
    }

    @Override
    public JsonValue toJson(JsonpMapper mapper) {
        return toJson();
    }

    @Override
    public <T> T to(Type type) {
        return to(type, origin);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T to(Type type, JsonpMapper mapper) {
        if (type instanceof Class<?> && ((Class<?>) type).isInstance(this)) {
            return (T) this;
        }
        JsonpMapper target = mapper != null ? mapper : origin;
        try (JsonParser parser = parserFor(target)) {
            return target.deserialize(parser, type);
        }
    }

    @Override
    public <T> T deserialize(JsonpDeserializer<T> deserializer) {
        return deserialize(deserializer, origin);
    }

    @Override
    public <T> T deserialize(JsonpDeserializer<T> deserializer, JsonpMapper mapper) {
        JsonpMapper target = mapper != null ? mapper : origin;
        try (JsonParser parser = parserFor(target)) {
            return deserializer.deserialize(parser, target);
        }
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

    private JsonParser parserFor(JsonpMapper mapper) {
        if (mapper instanceof JsonpJacksonMapper) {
            return ((JsonpJacksonMapper) mapper).replay(tokens);
        }
        return mapper.jsonProvider().createParser(new java.io.StringReader(toString()));
    }

    /** The value as JSON text, for logs and debuggers (and for a foreign mapper, above). */
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
}
