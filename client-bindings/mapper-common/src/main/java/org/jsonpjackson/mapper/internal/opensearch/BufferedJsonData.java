package org.jsonpjackson.mapper.internal.opensearch;

import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.JacksonLine;
import org.jsonpjackson.mapper.internal.TokenValue;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpDeserializer;
import org.opensearch.client.json.JsonpDeserializerBase;
import org.opensearch.client.json.JsonpMapper;

import java.util.EnumSet;

/**
 * opensearch-java's {@link JsonData} kept as Jackson tokens, on either Jackson line: {@code to(...)} and
 * {@code deserialize(...)} replay the tokens, where opensearch-java's own prints its value to a String and parses it
 * again. What it does is {@link TokenValue}'s, the same as elasticsearch-java's: this class only speaks
 * opensearch-java's interface. Public for the tests that check a {@code JsonData} is kept as tokens; not an API.
 *
 * @param <B> the Jackson line's token buffer
 */
public final class BufferedJsonData<B> extends TokenValue<B, JsonpMapper> implements JsonData {

    private BufferedJsonData(B tokens, JacksonLine<B, ?> line, JsonpMapper origin) {
        super(tokens, line, origin);
    }

    /** The deserializer of {@code JsonData} for the mapper {@code origin}, on its line: any value, into tokens. */
    static <B> JsonpDeserializer<JsonData> deserializer(JacksonLine<B, ?> line, JsonpMapper origin) {
        return new JsonpDeserializerBase<JsonData>(EnumSet.allOf(JsonParser.Event.class)) {
            @Override
            public JsonData deserialize(JsonParser parser, JsonpMapper ignored, JsonParser.Event event) {
                return new BufferedJsonData<>(line.buffer(parser), line, origin);
            }
        };
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
        JsonpMapper target = target(mapper);
        try (JsonParser parser = parserFor(target.jsonProvider())) {
            return target.deserialize(parser, clazz);
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
