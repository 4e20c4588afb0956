package org.jsonpjackson.mapper.internal.elasticsearch;

import co.elastic.clients.json.DelegatingJsonGenerator;
import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.json.JsonpMapperBase;
import co.elastic.clients.json.JsonpSerializable;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.JacksonLine;
import org.jsonpjackson.mapper.internal.MapperDeserializers;

import java.util.EnumSet;
import java.util.function.Function;

/**
 * What both elasticsearch-java mappers ({@code elasticsearch-mapper} on Jackson 2 and elasticsearch-java 8.19,
 * {@code elasticsearch-mapper3} on Jackson 3 and 9.x) do, given their {@link JacksonLine}: each of them is its public
 * constructors and calls to these.
 *
 * <p>Not an API.
 */
public final class MapperParts {

    private MapperParts() {
    }

    /** The parsers of {@code mapper}'s provider: ours, with elasticsearch-java's look-ahead and buffering. */
    public static JacksonLine.Parsers parsers(JsonpMapper mapper) {
        return LookAheadParser.parsers(mapper);
    }

    /**
     * The mapper's deserializers: {@code JsonData} as tokens on its line, elasticsearch-java's own types (by their
     * {@code @JsonpDeserializable} field, and {@code Void}) as its mappers find them, anything else (your documents)
     * with the line's databind, where, as elasticsearch-java's mappers do, a single value fills a collection:
     * Elasticsearch returns a field with one value as that value, and with several as an array.
     */
    public static MapperDeserializers<JsonpDeserializer<?>> deserializers(JsonpMapper mapper, JacksonLine<?, ?> line) {
        return new MapperDeserializers<>(JsonData.class,
                anyValue(parser -> BufferedJsonData.read(line, parser, mapper)),
                JsonpMapperBase::findDeserializer, type -> anyValue(line.documents(type, true)));
    }

    /**
     * Writes {@code value}: itself if it knows how (elasticsearch-java's own types, JSON-P values), else with the
     * line's databind, to the generator underneath elasticsearch-java's wrappers (which leave out empty objects, for
     * one): your document is a value below that level.
     */
    public static void serialize(Object value, JsonGenerator generator, JsonpMapper mapper, JacksonLine<?, ?> line) {
        if (value instanceof JsonpSerializable) {
            ((JsonpSerializable) value).serialize(generator, mapper);
        } else if (value instanceof JsonValue) {
            generator.write((JsonValue) value);
        } else {
            line.writeValue(value, unwrap(generator));
        }
    }

    private static JsonGenerator unwrap(JsonGenerator generator) {
        while (generator instanceof DelegatingJsonGenerator) {
            generator = ((DelegatingJsonGenerator) generator).unwrap();
        }
        return generator;
    }

    /**
     * A deserializer of any value that {@code read} reads from the parser, made by elasticsearch-java: its form with
     * the event, which it calls at the value, where the form without hands over the parser before the value's event.
     */
    private static <T> JsonpDeserializer<T> anyValue(Function<JsonParser, T> read) {
        return JsonpDeserializer.of(EnumSet.allOf(JsonParser.Event.class),
                (parser, ignored, event) -> read.apply(parser));
    }
}
