package org.jsonpjackson.elasticsearch.mapper3;

import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpMapper;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.Attributes;
import org.jsonpjackson.mapper.internal.MapperDeserializers;
import org.jsonpjackson.mapper.internal.elasticsearch.MapperParts;
import org.jsonpjackson.mapper.internal.jackson3.Jackson3Line;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

import java.lang.reflect.Type;
import java.util.Map;
import java.util.Objects;

/**
 * A {@link JsonpMapper} for elasticsearch-java 9 over the json-jackson3 provider, with Jackson 3 databind
 * ({@code tools.jackson}) for your documents: a drop-in for elasticsearch-java's {@code Jackson3JsonpMapper} (same
 * kinds of constructors) that needs no Parsson, and no Jackson 2, at run time. elasticsearch-java's own Jackson 3
 * provider implements only parsers and generators and finds Parsson through the service loader for everything else
 * (trees, builders, {@code JsonData.toJson()}); ours is complete. Besides:
 * <ul>
 *   <li>each type's deserializer is found once; elasticsearch-java looks its annotation and field up by
 *       reflection on every call;</li>
 *   <li>your {@code ObjectMapper} is used as you gave it: elasticsearch-java's mapper works on (and returns) a copy
 *       rebuilt with {@code ACCEPT_SINGLE_VALUE_AS_ARRAY} on and {@code FAIL_ON_TRAILING_TOKENS} off; here only the
 *       readers of your documents have them (a field Elasticsearch returns with one value still fills a
 *       {@code List}, and a hit's {@code _source} is followed by the rest of the response);</li>
 *   <li>{@link JsonData} read from a response is a Jackson token buffer, converted without a String round trip,
 *       and the look-ahead of unions buffers tokens, as elasticsearch-java's own mapper does.</li>
 * </ul>
 * Instances are immutable and thread-safe; share one.
 *
 * @since 0.1.0
 */
public final class ElasticsearchJackson3Mapper implements JsonpMapper {

    private final ObjectMapper objectMapper;
    private final Jackson3Line line;
    private final MapperDeserializers<JsonpDeserializer<?>> deserializers;
    private final Map<String, Object> attributes;

    /** A mapper over {@link #defaultObjectMapper()}. */
    public ElasticsearchJackson3Mapper() {
        this(defaultObjectMapper());
    }

    /**
     * A mapper over your {@code ObjectMapper}, a JSON one, which it never changes; its factory parses and
     * generates, so its features (and {@code StreamReadConstraints}) apply to every response.
     */
    public ElasticsearchJackson3Mapper(ObjectMapper objectMapper) {
        this.objectMapper = Objects.requireNonNull(objectMapper, "objectMapper");
        this.line = new Jackson3Line(objectMapper, Jackson3Line.jsonFactoryOf(objectMapper), MapperParts.parsers(this));
        this.deserializers = MapperParts.deserializers(this, line);
        this.attributes = Map.of();
    }

    private ElasticsearchJackson3Mapper(ElasticsearchJackson3Mapper base, Map<String, Object> attributes) {
        this.objectMapper = base.objectMapper;
        this.line = base.line;
        this.deserializers = base.deserializers;
        this.attributes = attributes;
    }

    /**
     * A new {@code JsonMapper} set up as this mapper's default: elasticsearch-java's default without its indentation
     * (null properties left out), with {@code java.time} written as ISO-8601 text, which Elasticsearch date fields
     * accept, and instants in the form Elasticsearch writes read by arithmetic instead of {@code DateTimeFormatter},
     * with Jackson's results and errors. {@code java.time} and {@code Optional} are part of Jackson 3's databind.
     * Start from its {@code rebuild()} to configure your own.
     */
    public static JsonMapper defaultObjectMapper() {
        return Jackson3Line.defaultObjectMapper();
    }

    /** The Jackson mapper used for your documents. */
    public ObjectMapper objectMapper() {
        return objectMapper;
    }

    @Override
    public JsonProvider jsonProvider() {
        return line.provider();
    }

    @Override
    public <T> T deserialize(JsonParser parser, Type type) {
        return this.<T>deserializer(type).deserialize(parser, this);
    }

    @Override
    public <T> T deserialize(JsonParser parser, Type type, JsonParser.Event event) {
        return this.<T>deserializer(type).deserialize(parser, this, event);
    }

    @SuppressWarnings("unchecked")
    private <T> JsonpDeserializer<T> deserializer(Type type) {
        return (JsonpDeserializer<T>) deserializers.of(type);
    }

    @Override
    public <T> void serialize(T value, JsonGenerator generator) {
        MapperParts.serialize(value, generator, this, line);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T attribute(String name) {
        return (T) attributes.get(name);
    }

    @Override
    public <T> JsonpMapper withAttribute(String name, T value) {
        return new ElasticsearchJackson3Mapper(this, Attributes.with(attributes, name, value));
    }
}
