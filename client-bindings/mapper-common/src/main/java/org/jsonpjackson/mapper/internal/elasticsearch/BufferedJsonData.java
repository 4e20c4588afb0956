package org.jsonpjackson.mapper.internal.elasticsearch;

import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpMapper;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.JacksonLine;
import org.jsonpjackson.mapper.internal.TokenValue;

import java.lang.reflect.Type;

/**
 * elasticsearch-java's {@link JsonData} kept as Jackson tokens, on either Jackson line: converting it
 * ({@code to}, {@code deserialize}) replays the tokens into databind or elasticsearch-java's deserializers, with no
 * String printed and parsed again. What it does is {@link TokenValue}'s, the same as opensearch-java's: this class is
 * only the methods whose signatures name elasticsearch-java's types. Public for the tests that check a
 * {@code JsonData} is kept as tokens; not an API.
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
    public <T> T to(Type type) {
        return to(type, null);
    }

    @Override
    public <T> T to(Type type, JsonpMapper mapper) {
        return convertTo(type, mapper, (parser, target, as) -> target.deserialize(parser, as));
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
