package org.jsonpjackson.mapper.internal.elasticsearch;

import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpDeserializerBase;
import co.elastic.clients.json.JsonpMapper;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.JacksonLine;
import org.jsonpjackson.mapper.internal.TokenValue;

import java.lang.reflect.Type;
import java.util.EnumSet;

/**
 * elasticsearch-java's {@link JsonData} kept as Jackson tokens, on either Jackson line: converting it
 * ({@code to}, {@code deserialize}) replays the tokens into databind or elasticsearch-java's deserializers, with no
 * String printed and parsed again. What it does is {@link TokenValue}'s, the same as opensearch-java's: this class
 * only speaks elasticsearch-java's interface. Public for the tests that check a {@code JsonData} is kept as tokens;
 * not an API.
 *
 * @param <B> the Jackson line's token buffer
 */
public final class BufferedJsonData<B> extends TokenValue<B, JsonpMapper> implements JsonData {

    private BufferedJsonData(B tokens, JacksonLine<B, ?> line, JsonpMapper origin) {
        super(tokens, line, origin);
    }

    /** The value at the parser's current event, read by {@code origin} on its line. */
    static <B> JsonData read(JacksonLine<B, ?> line, JsonParser parser, JsonpMapper origin) {
        return new BufferedJsonData<>(line.buffer(parser), line, origin);
    }

    /** The deserializer of {@code JsonData} for the mapper {@code origin}, on its line: any value, into tokens. */
    static <B> JsonpDeserializer<JsonData> deserializer(JacksonLine<B, ?> line, JsonpMapper origin) {
        return new JsonpDeserializerBase<JsonData>(EnumSet.allOf(JsonParser.Event.class)) {
            @Override
            public JsonData deserialize(JsonParser parser, JsonpMapper ignored, JsonParser.Event event) {
                return read(line, parser, origin);
            }
        };
    }

    @Override
    public JsonValue toJson(JsonpMapper mapper) {
        return toJson();
    }

    @Override
    public <T> T to(Type type) {
        return to(type, null);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T to(Type type, JsonpMapper mapper) {
        if (type instanceof Class<?> && ((Class<?>) type).isInstance(this)) {
            return (T) this;
        }
        JsonpMapper target = target(mapper);
        try (JsonParser parser = parserFor(target.jsonProvider())) {
            return target.deserialize(parser, type);
        }
    }

    @Override
    public <T> T deserialize(JsonpDeserializer<T> deserializer) {
        return deserialize(deserializer, null);
    }

    @Override
    public <T> T deserialize(JsonpDeserializer<T> deserializer, JsonpMapper mapper) {
        JsonpMapper target = target(mapper);
        try (JsonParser parser = parserFor(target.jsonProvider())) {
            return deserializer.deserialize(parser, target);
        }
    }

    @Override
    public void serialize(JsonGenerator generator, JsonpMapper mapper) {
        write(generator);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof JsonData && toJson().equals(((JsonData) other).toJson());
    }

    @Override
    public int hashCode() {
        return toJson().hashCode();
    }
}
