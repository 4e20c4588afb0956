package org.jsonpjackson.mapper.internal.opensearch;

import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.JacksonLine;
import org.opensearch.client.json.JsonpDeserializerBase;
import org.opensearch.client.json.JsonpMapper;

import java.lang.reflect.Type;
import java.util.EnumSet;

/** Your documents: the mapper's databind reads them straight from the stream, with no tree in between. */
final class Databind<R> extends JsonpDeserializerBase<Object> {

    private final JacksonLine<?, R> line;
    private final R reader;

    private Databind(JacksonLine<?, R> line, Type type) {
        super(EnumSet.allOf(JsonParser.Event.class));
        this.line = line;
        this.reader = line.reader(type, false);
    }

    static <R> Databind<R> of(JacksonLine<?, R> line, Type type) {
        return new Databind<>(line, type);
    }

    @Override
    public Object deserialize(JsonParser parser, JsonpMapper ignored, JsonParser.Event event) {
        return line.read(reader, parser);
    }
}
