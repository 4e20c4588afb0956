package org.jsonpjackson.elasticsearch.mapper3;

import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpDeserializerBase;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.json.JsonpMapperBase;
import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.json.JsonException;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.elasticsearch.mapper.common.MapperParts;
import org.jsonpjackson.json.jackson3.Jackson3Interop;
import org.jsonpjackson.mapper.common.Attributes;
import org.jsonpjackson.mapper.common.Deserializers;
import org.jsonpjackson.mapper.jackson3.IsoInstants3;
import tools.jackson.core.JacksonException;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.TokenStreamFactory;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.util.TokenBuffer;

import java.lang.reflect.Type;
import java.util.EnumSet;
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
 */
public final class JsonpJackson3Mapper implements JsonpMapper {

    private final ObjectMapper objectMapper;
    private final ElasticProvider3 provider;
    private final Deserializers<JsonpDeserializer<?>> deserializers;
    private final Map<String, Object> attributes;

    /** A mapper over {@link #defaultObjectMapper()}. */
    public JsonpJackson3Mapper() {
        this(defaultObjectMapper());
    }

    /**
     * A mapper over your {@code ObjectMapper}, a JSON one, which it never changes; its factory parses and
     * generates, so its features (and {@code StreamReadConstraints}) apply to every response.
     */
    public JsonpJackson3Mapper(ObjectMapper objectMapper) {
        this.objectMapper = Objects.requireNonNull(objectMapper, "objectMapper");
        this.provider = new ElasticProvider3(jsonFactoryOf(objectMapper), this);
        // elasticsearch-java's own types by their @JsonpDeserializable field, and Void, as its mappers find them
        this.deserializers = new Deserializers<>(JsonData.class, new BufferedJsonData3.Deserializer(this),
                JsonpMapperBase::findDeserializer, type -> new Databind<>(this, type));
        this.attributes = Map.of();
    }

    private JsonpJackson3Mapper(JsonpJackson3Mapper base, Map<String, Object> attributes) {
        this.objectMapper = base.objectMapper;
        this.provider = base.provider;
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
        return JsonMapper.builder()
                .disable(SerializationFeature.INDENT_OUTPUT)
                .disable(DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS)
                .changeDefaultPropertyInclusion(inclusion -> inclusion.withValueInclusion(JsonInclude.Include.NON_NULL))
                .addModule(IsoInstants3.module())
                .build();
    }

    /** JSON-P is JSON: a mapper for another format (Smile, CBOR...) has no JSON factory to read with. */
    private static JsonFactory jsonFactoryOf(ObjectMapper objectMapper) {
        TokenStreamFactory factory = objectMapper.tokenStreamFactory();
        if (!(factory instanceof JsonFactory)) {
            throw new IllegalArgumentException("objectMapper: a JSON ObjectMapper is needed (a JsonMapper), not one over "
                    + factory.getClass().getName());
        }
        return (JsonFactory) factory;
    }

    /** The Jackson mapper used for your documents. */
    public ObjectMapper objectMapper() {
        return objectMapper;
    }

    @Override
    public JsonProvider jsonProvider() {
        return provider;
    }

    ElasticProvider3 provider() {
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
        tools.jackson.core.JsonGenerator jg;
        try {
            jg = Jackson3Interop.handOver(generator);
        } catch (IllegalArgumentException foreign) {
            generator.write(toJsonValue(value));
            return;
        }
        try {
            objectMapper.writeValue(jg, value);
        } catch (JacksonException e) {
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
        return new JsonpJackson3Mapper(this, Attributes.with(attributes, name, value));
    }

    /** The value at the parser's current event as tokens: copied from our parser, or written from a foreign one. */
    TokenBuffer buffer(JsonParser parser) {
        tools.jackson.core.JsonParser jp = ElasticProvider3.jacksonBehind(parser);
        if (jp != null) {
            TokenBuffer buffer = TokenBuffer.forBuffering(jp, jp.objectReadContext());
            buffer.copyCurrentStructure(jp);
            return buffer;
        }
        TokenBuffer buffer = TokenBuffer.forGeneration();
        try (JsonGenerator out = Jackson3Interop.generator(buffer)) {
            out.write(parser.getValue());
        }
        return buffer;
    }

    JsonParser replay(TokenBuffer tokens) {
        return provider.createParser(tokens.asParser(ObjectReadContext.empty()));
    }

    private JsonValue toJsonValue(Object value) {
        TokenBuffer buffer = TokenBuffer.forGeneration();
        try {
            objectMapper.writeValue(buffer, value);
        } catch (JacksonException e) {
            throw new JsonException("Could not serialize a " + value.getClass().getName() + ": " + e.getMessage(), e);
        }
        try (JsonParser parser = replay(buffer)) {
            parser.next();
            return parser.getValue();
        }
    }

    /** Your documents: databind reads them straight from the stream, with no tree in between. */
    private static final class Databind<T> extends JsonpDeserializerBase<T> {

        private final JsonpJackson3Mapper mapper;
        private final ObjectReader reader;

        Databind(JsonpJackson3Mapper mapper, Type type) {
            super(EnumSet.allOf(JsonParser.Event.class));
            this.mapper = mapper;
            // Elasticsearch returns a field with one value as that value, and with several as an array; a document
            // in the middle of a response (a hit's _source) is followed by the rest of it, which is not an error
            this.reader = mapper.objectMapper.readerFor(mapper.objectMapper.constructType(type))
                    .with(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
                    .without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        }

        @Override
        public T deserialize(JsonParser parser, JsonpMapper ignored, JsonParser.Event event) {
            tools.jackson.core.JsonParser jp = ElasticProvider3.jacksonBehind(parser);
            if (jp == null) {
                jp = mapper.buffer(parser).asParser(ObjectReadContext.empty());
            }
            try {
                return reader.readValue(jp);
            } catch (JacksonException e) {
                throw new JsonParsingException("Could not deserialize a " + reader.getValueType() + ": "
                        + e.getMessage(), e, parser.getLocation());
            }
        }
    }
}
