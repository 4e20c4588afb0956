package org.jsonpjackson.opensearch.mapper.common;

import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.common.LookAheadWalk;
import org.opensearch.client.json.LookAheadJsonParser;
import org.opensearch.client.json.UnexpectedJsonEventException;

import java.io.IOException;
import java.util.Map;

/**
 * One of our JSON-P parsers, plus the look-ahead opensearch-java uses for unions and internally tagged types
 * ({@link LookAheadJsonParser}), walked by {@link LookAheadWalk}: a type field's value must be a string.
 *
 * <p>Shared by the two mappers, written once; not an API.
 */
public abstract class LookAheadBase extends LookAheadWalk implements LookAheadJsonParser {

    protected LookAheadBase(JsonParser parser) {
        super(parser);
    }

    @Override
    protected String typeText(Event value, Ahead ahead) throws IOException {
        if (value != Event.VALUE_STRING) {
            throw new UnexpectedJsonEventException(this, value, Event.VALUE_STRING);
        }
        return ahead.text();
    }

    @Override
    public Map.Entry<String, JsonParser> lookAheadFieldValue(String name, String defaultValue) {
        return fieldValue(name, defaultValue);
    }

    @Override
    public <V> Map.Entry<V, JsonParser> findVariant(Map<String, V> variants) {
        return variant(variants);
    }
}
