package org.jsonpjackson.elasticsearch.mapper;

import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpMapper;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.Attributes;
import org.jsonpjackson.mapper.internal.MapperDeserializers;
import org.jsonpjackson.mapper.internal.elasticsearch.MapperParts;
import org.jsonpjackson.mapper.internal.jackson2.Jackson2Line;

import java.lang.reflect.Type;
import java.util.Map;
import java.util.Objects;

/**
 * A {@link JsonpMapper} for elasticsearch-java 8.19 over the json-jackson provider, with Jackson databind for
 * your documents: a drop-in for elasticsearch-java's {@code JacksonJsonpMapper} (same constructors) that needs
 * no Parsson at run time. elasticsearch-java's own Jackson provider implements only parsers and generators and
 * finds Parsson through the service loader for everything else (trees, builders, {@code JsonData.toJson()});
 * ours is complete. Besides:
 * <ul>
 *   <li>each type's deserializer is found once; elasticsearch-java looks its annotation and field up by
 *       reflection on every call;</li>
 *   <li>your {@code ObjectMapper} is left as you gave it: elasticsearch-java's mapper turns
 *       {@code ACCEPT_SINGLE_VALUE_AS_ARRAY} on in it, for every other use too; here only the readers of your
 *       documents have it (a field Elasticsearch returns with one value still fills a {@code List});</li>
 *   <li>{@link JsonData} read from a response is a Jackson token buffer, converted without a String round trip,
 *       and the look-ahead of unions buffers tokens, as elasticsearch-java's own mapper does.</li>
 * </ul>
 * Instances are immutable and thread-safe; share one.
 *
 * @since 0.1.0
 */
public final class ElasticsearchJacksonMapper implements JsonpMapper {

    private final ObjectMapper objectMapper;
    private final Jackson2Line line;
    private final MapperDeserializers<JsonpDeserializer<?>> deserializers;
    private final Map<String, Object> attributes;

    /** A mapper over {@link #defaultObjectMapper()}. */
    public ElasticsearchJacksonMapper() {
        this(defaultObjectMapper());
    }

    /**
     * A mapper over your {@code ObjectMapper}, which it never changes; its factory parses and generates, so its
     * features (and {@code StreamReadConstraints}) apply to every response.
     */
    public ElasticsearchJacksonMapper(ObjectMapper objectMapper) {
        this.objectMapper = Objects.requireNonNull(objectMapper, "objectMapper");
        this.line = new Jackson2Line(objectMapper, objectMapper.getFactory(), MapperParts.parsers(this));
        this.deserializers = MapperParts.deserializers(this, line);
        this.attributes = Map.of();
    }

    private ElasticsearchJacksonMapper(ElasticsearchJacksonMapper base, Map<String, Object> attributes) {
        this.objectMapper = base.objectMapper;
        this.line = base.line;
        this.deserializers = base.deserializers;
        this.attributes = attributes;
    }

    /**
     * A new {@code ObjectMapper} set up as this mapper's default: elasticsearch-java's default (no indentation,
     * null properties left out), plus {@code java.time} as ISO-8601 text (which Elasticsearch date fields accept)
     * and {@code Optional}, and instants in the form Elasticsearch writes ({@code 2026-09-17T14:02:16Z}) read by
     * arithmetic instead of {@code DateTimeFormatter}, with JavaTimeModule's results and errors, faster and with less
     * allocation ({@code ElasticsearchSearchResponseBenchmark} measures it). Start from it to configure your own.
     */
    public static ObjectMapper defaultObjectMapper() {
        return Jackson2Line.defaultObjectMapper();
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
        return new ElasticsearchJacksonMapper(this, Attributes.with(attributes, name, value));
    }
}
