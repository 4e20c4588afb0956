package org.jsonpjackson.elasticsearch.mapper;

import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpDeserializerBase;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.json.JsonpMapperBase;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import jakarta.json.JsonException;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.elasticsearch.mapper.common.MapperParts;
import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.jsonpjackson.mapper.common.Attributes;
import org.jsonpjackson.mapper.common.Deserializers;
import org.jsonpjackson.mapper.jackson2.IsoInstants;

import java.io.IOException;
import java.lang.reflect.Type;
import java.util.EnumSet;
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
 */
public final class JsonpJacksonMapper implements JsonpMapper {

    private final ObjectMapper objectMapper;
    private final ElasticProvider provider;
    private final Deserializers<JsonpDeserializer<?>> deserializers;
    private final Map<String, Object> attributes;

    /** A mapper over {@link #defaultObjectMapper()}. */
    public JsonpJacksonMapper() {
        this(defaultObjectMapper());
    }

    /**
     * A mapper over your {@code ObjectMapper}, which it never changes; its factory parses and generates, so its
     * features (and {@code StreamReadConstraints}) apply to every response.
     */
    public JsonpJacksonMapper(ObjectMapper objectMapper) {
        this.objectMapper = Objects.requireNonNull(objectMapper, "objectMapper");
        this.provider = new ElasticProvider(objectMapper.getFactory(), this);
        // elasticsearch-java's own types by their @JsonpDeserializable field, and Void, as its mappers find them
        this.deserializers = new Deserializers<>(JsonData.class, new BufferedJsonData.Deserializer(this),
                JsonpMapperBase::findDeserializer, type -> new Databind<>(this, type));
        this.attributes = Map.of();
    }

    private JsonpJacksonMapper(JsonpJacksonMapper base, Map<String, Object> attributes) {
        this.objectMapper = base.objectMapper;
        this.provider = base.provider;
        this.deserializers = base.deserializers;
        this.attributes = attributes;
    }

    /**
     * A new {@code ObjectMapper} set up as this mapper's default: elasticsearch-java's default (no indentation,
     * null properties left out), plus {@code java.time} as ISO-8601 text (which Elasticsearch date fields accept)
     * and {@code Optional}, and instants in the form Elasticsearch writes ({@code 2026-09-17T14:02:16Z}) read by
     * arithmetic instead of {@code DateTimeFormatter}, with JavaTimeModule's results and errors: 1.42 times as many
     * 30-hit search responses of mail documents read per second, with half the allocation (JMH
     * {@code ElasticsearchSearchResponseBenchmark}, 2026-11-25). Start from it to configure your own.
     */
    public static ObjectMapper defaultObjectMapper() {
        return new ObjectMapper()
                .configure(SerializationFeature.INDENT_OUTPUT, false)
                .configure(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, false)
                .setSerializationInclusion(JsonInclude.Include.NON_NULL)
                .registerModule(new JavaTimeModule())
                .registerModule(new Jdk8Module())
                .registerModule(IsoInstants.module());
    }

    /** The Jackson mapper used for your documents. */
    public ObjectMapper objectMapper() {
        return objectMapper;
    }

    @Override
    public JsonProvider jsonProvider() {
        return provider;
    }

    ElasticProvider provider() {
        return provider;
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
        if (MapperParts.writeItself(value, generator, this)) {
            return;
        }
        generator = MapperParts.unwrap(generator);
        com.fasterxml.jackson.core.JsonGenerator jackson;
        try {
            jackson = JacksonInterop.handOver(generator);
        } catch (IllegalArgumentException foreign) {
            generator.write(toJsonValue(value));
            return;
        }
        try {
            objectMapper.writeValue(jackson, value);
        } catch (IOException e) {
            throw new JsonException("Could not serialize a " + value.getClass().getName() + ": " + e.getMessage(), e);
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T attribute(String name) {
        return (T) attributes.get(name);
    }

    @Override
    public <T> JsonpMapper withAttribute(String name, T value) {
        return new JsonpJacksonMapper(this, Attributes.with(attributes, name, value));
    }

    /** The value at the parser's current event as tokens: copied from our parser, or written from a foreign one. */
    TokenBuffer buffer(JsonParser parser) {
        try {
            if (parser instanceof ElasticParser) {
                com.fasterxml.jackson.core.JsonParser jackson = ((ElasticParser) parser).jackson();
                TokenBuffer tokens = new TokenBuffer(jackson, null);
                tokens.copyCurrentStructure(jackson);
                return tokens;
            }
            TokenBuffer tokens = new TokenBuffer(objectMapper, false);
            try (JsonGenerator out = JacksonInterop.generator(tokens)) {
                out.write(parser.getValue());
            }
            return tokens;
        } catch (IOException e) {
            throw new JsonException("Could not buffer a JSON value: " + e.getMessage(), e);
        }
    }

    JsonParser replay(TokenBuffer tokens) {
        return provider.createParser(tokens.asParser(objectMapper));
    }

    private JsonValue toJsonValue(Object value) {
        TokenBuffer tokens = new TokenBuffer(objectMapper, false);
        try {
            objectMapper.writeValue(tokens, value);
        } catch (IOException e) {
            throw new JsonException("Could not serialize a " + value.getClass().getName() + ": " + e.getMessage(), e);
        }
        try (JsonParser parser = replay(tokens)) {
            parser.next();
            return parser.getValue();
        }
    }

    /** Your documents: databind reads them straight from the stream, with no tree in between. */
    private static final class Databind<T> extends JsonpDeserializerBase<T> {

        private final JsonpJacksonMapper mapper;
        private final ObjectReader reader;

        Databind(JsonpJacksonMapper mapper, Type type) {
            super(EnumSet.allOf(JsonParser.Event.class));
            this.mapper = mapper;
            // Elasticsearch returns a field with one value as that value, and with several as an array
            this.reader = mapper.objectMapper.readerFor(mapper.objectMapper.constructType(type))
                    .with(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY);
        }

        @Override
        public T deserialize(JsonParser parser, JsonpMapper ignored, JsonParser.Event event) {
            try {
                com.fasterxml.jackson.core.JsonParser jackson = parser instanceof ElasticParser
                        ? ((ElasticParser) parser).jackson()
                        : mapper.buffer(parser).asParser(mapper.objectMapper);
                return reader.readValue(jackson);
            } catch (IOException e) {
                throw new JsonParsingException("Could not deserialize a " + reader.getValueType() + ": "
                        + e.getMessage(), e, parser.getLocation());
            }
        }
    }
}
