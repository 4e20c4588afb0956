package org.jsonpjackson.opensearch.mapper.common;

import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpDeserializer;
import org.opensearch.client.json.JsonpMapper;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

/**
 * A {@link JsonData} kept as Jackson tokens, as read. {@code to(...)} and {@code deserialize(...)} replay the
 * tokens; opensearch-java's own {@code JsonData} prints its value to a String and parses it again. Each mapper
 * supplies the replay and the text on its Jackson line; what to do with them is written here, once.
 *
 * <p>Shared by the two mappers, written once; not an API.
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

    /** The value as JSON text, in UTF-8. */
    protected abstract byte[] bytes();

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

    private JsonParser parserFor(JsonpMapper mapper) {
        JsonParser replay = replayFor(mapper);
        return replay != null ? replay : mapper.jsonProvider().createParser(new ByteArrayInputStream(bytes()));
    }

    @Override
    public String toString() {
        return new String(bytes(), StandardCharsets.UTF_8);
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
