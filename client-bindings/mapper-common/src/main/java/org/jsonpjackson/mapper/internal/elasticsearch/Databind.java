package org.jsonpjackson.mapper.internal.elasticsearch;

import co.elastic.clients.json.JsonpDeserializerBase;
import co.elastic.clients.json.JsonpMapper;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.JacksonLine;

import java.lang.reflect.Type;
import java.util.EnumSet;

/**
 * Your documents: the mapper's databind reads them straight from the stream, with no tree in between. As
 * elasticsearch-java's mappers do, a single value fills a collection: Elasticsearch returns a field with one value
 * as that value, and with several as an array.
 */
final class Databind<R> extends JsonpDeserializerBase<Object> {

    private final JacksonLine<?, R> line;
    private final R reader;

    private Databind(JacksonLine<?, R> line, Type type) {
        super(EnumSet.allOf(JsonParser.Event.class));
        this.line = line;
        this.reader = line.reader(type, true);
    }

    static <R> Databind<R> of(JacksonLine<?, R> line, Type type) {
        return new Databind<>(line, type);
    }

    @Override
    public Object deserialize(JsonParser parser, JsonpMapper ignored, JsonParser.Event event) {
        return line.read(reader, parser);
    }
}
