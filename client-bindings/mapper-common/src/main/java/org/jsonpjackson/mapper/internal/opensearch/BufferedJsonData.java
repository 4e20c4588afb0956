package org.jsonpjackson.mapper.internal.opensearch;

import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.JacksonLine;
import org.jsonpjackson.mapper.internal.TokenValue;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpDeserializer;
import org.opensearch.client.json.JsonpMapper;

/**
 * opensearch-java's {@link JsonData} kept as Jackson tokens, on either Jackson line: {@code to(...)} and
 * {@code deserialize(...)} replay the tokens, where opensearch-java's own prints its value to a String and parses it
 * again. What it does is {@link TokenValue}'s, the same as elasticsearch-java's: this class is only the methods whose
 * signatures name opensearch-java's types. Public for the tests that check a {@code JsonData} is kept as tokens; not
 * an API.
 *
 * @param <B> the Jackson line's token buffer
 */
public final class BufferedJsonData<B> extends TokenValue<B, JsonpMapper> implements JsonData {

    private BufferedJsonData(JacksonLine<B, ?> line, JsonParser parser, JsonpMapper origin) {
        super(line, parser, origin);
    }

    /** The value at the parser's current event, read by {@code origin} on its line. */
    static JsonData read(JacksonLine<?, ?> line, JsonParser parser, JsonpMapper origin) {
        return new BufferedJsonData<>(line, parser, origin);
    }

    @Override
    public <T> T to(Class<T> clazz) {
        return to(clazz, null);
    }

    @Override
    public <T> T to(Class<T> clazz, JsonpMapper mapper) {
        return convertTo(clazz, mapper, (parser, target, type) -> target.deserialize(parser, type));
    }

    @Override
    public <T> T deserialize(JsonpDeserializer<T> deserializer) {
        return deserialize(deserializer, null);
    }

    @Override
    public <T> T deserialize(JsonpDeserializer<T> deserializer, JsonpMapper mapper) {
        return convert(deserializer, mapper, (parser, target, with) -> with.deserialize(parser, target));
    }

    @Override
    protected JsonProvider providerOf(JsonpMapper mapper) {
        return mapper.jsonProvider();
    }

    @Override
    protected JsonValue jsonOf(Object other) {
        return other instanceof JsonData ? ((JsonData) other).toJson() : null;
    }
}
