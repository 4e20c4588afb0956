package org.jsonpjackson.mapper.internal.opensearch;

import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.ClientApi;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpDeserializer;
import org.opensearch.client.json.JsonpDeserializerBase;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.opensearch._types.ErrorCause;

import java.io.StringReader;
import java.util.EnumSet;
import java.util.Map;

/** opensearch-java's side of the tests every mapper runs: see {@link ClientApi}. */
public final class OpenSearchJavaApi implements ClientApi<JsonpMapper, JsonData> {

    /** A deserializer that reads the value and makes the mapper it was handed. */
    private static final JsonpDeserializer<Object> WHICH_MAPPER =
            new JsonpDeserializerBase<>(EnumSet.allOf(JsonParser.Event.class)) {
                @Override
                public Object deserialize(JsonParser parser, JsonpMapper mapper, JsonParser.Event event) {
                    parser.getValue();
                    return mapper;
                }
            };

    @Override
    public Class<JsonpMapper> mapperType() {
        return JsonpMapper.class;
    }

    @Override
    public Class<JsonData> jsonDataType() {
        return JsonData.class;
    }

    @Override
    public Map<Class<?>, String> ownTypes() {
        return Map.of(JsonData.class, "{\"a\":1}", ErrorCause.class, "{\"type\":\"oops\"}");
    }

    @Override
    public JsonProvider provider(JsonpMapper mapper) {
        return mapper.jsonProvider();
    }

    @Override
    public Object read(JsonpMapper mapper, String json, Class<?> type) {
        try (JsonParser parser = mapper.jsonProvider().createParser(new StringReader(json))) {
            return mapper.deserialize(parser, type);
        }
    }

    @Override
    public void serialize(JsonpMapper mapper, Object value, JsonGenerator generator) {
        mapper.serialize(value, generator);
    }

    @Override
    public <T> T to(JsonData data, Class<T> type) {
        return data.to(type);
    }

    @Override
    public <T> T to(JsonData data, Class<T> type, JsonpMapper mapper) {
        return data.to(type, mapper);
    }

    @Override
    public Object deserialize(JsonData data, Class<?> type, JsonpMapper mapper) {
        return data.deserialize(JsonpDeserializer.of(type), mapper);
    }

    @Override
    public Object mapperSeen(JsonData data) {
        return data.deserialize(WHICH_MAPPER);
    }

    @Override
    public Object mapperSeen(JsonData data, JsonpMapper mapper) {
        return data.deserialize(WHICH_MAPPER, mapper);
    }
}
