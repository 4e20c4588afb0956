package org.jsonpjackson.mapper.internal.opensearch;

import jakarta.json.JsonException;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.JacksonLine;
import org.jsonpjackson.mapper.internal.MapperDeserializers;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpDeserializable;
import org.opensearch.client.json.JsonpDeserializer;
import org.opensearch.client.json.JsonpMapper;
import org.opensearch.client.json.JsonpSerializable;

import java.lang.reflect.Field;
import java.util.EnumSet;
import java.util.function.Function;

/**
 * What both opensearch-java mappers ({@code opensearch-mapper} on Jackson 2, {@code opensearch-mapper3} on Jackson 3)
 * do, given their {@link JacksonLine}: each of them is its public constructors, its settings and calls to these.
 *
 * <p>Not an API.
 */
public final class MapperParts {

    /** The parsers of the mappers' providers: ours, with opensearch-java's look-ahead. */
    public static final JacksonLine.Parsers PARSERS = LookAheadParser.PARSERS;

    private MapperParts() {
    }

    /**
     * The mapper's deserializers: {@code JsonData} as tokens on its line, opensearch-java's own types as opensearch-java
     * finds them, anything else (your documents) with the line's databind.
     */
    public static MapperDeserializers<JsonpDeserializer<?>> deserializers(JsonpMapper mapper, JacksonLine<?, ?> line) {
        return new MapperDeserializers<>(JsonData.class,
                anyValue(parser -> BufferedJsonData.read(line, parser, mapper)),
                MapperParts::builtIn, type -> anyValue(line.documents(type, false)));
    }

    /**
     * Writes {@code value}: itself if it knows how (opensearch-java's own types, JSON-P values), else with the line's
     * databind.
     */
    public static void serialize(Object value, JsonGenerator generator, JsonpMapper mapper, JacksonLine<?, ?> line) {
        if (value instanceof JsonpSerializable) {
            ((JsonpSerializable) value).serialize(generator, mapper);
        } else if (value instanceof JsonValue) {
            generator.write((JsonValue) value);
        } else {
            line.writeValue(value, generator);
        }
    }

    /**
     * opensearch-java's deserializer for one of its own types, from the static field its {@link JsonpDeserializable}
     * annotation names; {@code null} for any other class. Reflection: called once per class (the mappers' cache
     * does), not per value as opensearch-java's own mappers do.
     */
    static JsonpDeserializer<?> builtIn(Class<?> type) {
        JsonpDeserializable annotation = type.getAnnotation(JsonpDeserializable.class);
        if (annotation == null) {
            return null;
        }
        try {
            Field field = type.getDeclaredField(annotation.field());
            return (JsonpDeserializer<?>) field.get(null);
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new JsonException("No deserializer in " + type.getName() + "." + annotation.field(), e);
        }
    }

    /**
     * A deserializer of any value that {@code read} reads from the parser, made by opensearch-java: its form with
     * the event, which it calls at the value, where the form without hands over the parser before the value's event.
     */
    private static <T> JsonpDeserializer<T> anyValue(Function<JsonParser, T> read) {
        return JsonpDeserializer.of(EnumSet.allOf(JsonParser.Event.class),
                (parser, ignored, event) -> read.apply(parser));
    }
}
