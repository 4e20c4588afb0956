package org.jsonpjackson.elasticsearch.mapper.common;

import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpMapper;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser;

import java.io.StringReader;
import java.lang.reflect.Type;

/**
 * A {@link JsonData} held as the Jackson tokens it was read as. Converting it ({@code to}, {@code deserialize})
 * replays the tokens into databind or elasticsearch-java's deserializers, with no String printed and parsed again;
 * only another kind of mapper, which cannot read our tokens, gets JSON text for its own provider. Each mapper
 * supplies the replay, the text and the writing on its Jackson line; what to do with them is written here, once.
 *
 * <p>Shared by the two elasticsearch-java mappers, written once; not an API.
 */
public abstract class TokenJsonData implements JsonData {

    private final JsonpMapper origin;

    protected TokenJsonData(JsonpMapper origin) {
        this.origin = origin;
    }

    /**
     * A parser that replays the tokens for {@code mapper}, or null when it cannot take them (a mapper that is not
     * ours on the same Jackson line): it is then given the text, parsed by its own provider.
     */
    protected abstract JsonParser replayFor(JsonpMapper mapper);

    /** The value as JSON text, for logs and debuggers (and for a foreign mapper, above). */
    @Override
    public abstract String toString();

    @Override
    public JsonValue toJson() {
        try (JsonParser parser = parserFor(origin)) {
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

    private JsonParser parserFor(JsonpMapper mapper) {
        JsonParser replay = replayFor(mapper);
        return replay != null ? replay : mapper.jsonProvider().createParser(new StringReader(toString()));
    }
}
