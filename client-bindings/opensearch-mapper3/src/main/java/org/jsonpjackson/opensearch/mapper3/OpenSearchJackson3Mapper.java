package org.jsonpjackson.opensearch.mapper3;

import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.Attributes;
import org.jsonpjackson.mapper.internal.MapperDeserializers;
import org.jsonpjackson.mapper.internal.jackson3.Jackson3Line;
import org.jsonpjackson.mapper.internal.opensearch.MapperParts;
import org.opensearch.client.json.JsonData;
import org.opensearch.client.json.JsonpDeserializer;
import org.opensearch.client.json.JsonpMapper;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.util.TokenBuffer;

import java.util.Map;
import java.util.Objects;

/**
 * A {@link JsonpMapper} for opensearch-java over the json-jackson3 provider, with Jackson 3 databind
 * ({@code tools.jackson}) for your documents: the counterpart of opensearch-java's
 * {@code org.opensearch.client.json.jackson3.JacksonJsonpMapper}, with the same kinds of constructors, that needs
 * no Parsson (and no Jackson 2) at run time and:
 * <ul>
 *   <li>finds each class's deserializer once, not by reflection on every call;</li>
 *   <li>reads {@link JsonData} into a Jackson {@link TokenBuffer}, and converts it with {@code to(...)}
 *       without printing and re-parsing a String;</li>
 *   <li>hands documents straight between the JSON-P stream and databind, with no intermediate tree;</li>
 *   <li>gives opensearch-java parsers that look ahead in a buffer instead of a String round trip.</li>
 * </ul>
 * Instances are immutable and thread-safe; share one. Configure with {@link #builder()}.
 *
 * @since 0.1.0
 */
public final class OpenSearchJackson3Mapper implements JsonpMapper {

    private final ObjectMapper objectMapper;
    private final Jackson3Line line;
    private final MapperDeserializers<JsonpDeserializer<?>> deserializers;
    private final Map<String, Object> attributes;
    private final boolean ignoreUnknownFields;

    /** A mapper over {@link #defaultObjectMapper()}. */
    public OpenSearchJackson3Mapper() {
        this(defaultObjectMapper());
    }

    /**
     * A new {@code JsonMapper} set up as this mapper's default: it leaves out null properties, writes no
     * indentation, writes {@code java.time} values as ISO-8601 text (which OpenSearch date fields accept), and
     * reads ISO-8601 instants ({@code 2026-09-17T14:02:16Z}, as OpenSearch writes them) without
     * {@code DateTimeFormatter}, with the same results and errors as Jackson's own reader. {@code java.time} and
     * {@code Optional} are part of Jackson 3's databind. Start from its {@code rebuild()} to configure your own.
     */
    public static JsonMapper defaultObjectMapper() {
        return Jackson3Line.defaultObjectMapper();
    }

    /** A mapper over your {@code ObjectMapper}; its JSON factory's features apply to parsing and generating. */
    public OpenSearchJackson3Mapper(ObjectMapper objectMapper) {
        this(objectMapper, Jackson3Line.jsonFactoryOf(objectMapper));
    }

    public OpenSearchJackson3Mapper(ObjectMapper objectMapper, JsonFactory jsonFactory) {
        this(objectMapper, jsonFactory, Builder.DEFAULT_IGNORE_UNKNOWN_FIELDS);
    }

    private OpenSearchJackson3Mapper(ObjectMapper objectMapper, JsonFactory jsonFactory, boolean ignoreUnknownFields) {
        this.objectMapper = Objects.requireNonNull(objectMapper, "objectMapper");
        this.line = new Jackson3Line(this.objectMapper, Objects.requireNonNull(jsonFactory, "jsonFactory"),
                MapperParts.PARSERS);
        this.deserializers = MapperParts.deserializers(this, line);
        this.attributes = Map.of();
        this.ignoreUnknownFields = ignoreUnknownFields;
    }

    private OpenSearchJackson3Mapper(OpenSearchJackson3Mapper base, Map<String, Object> attributes) {
        this.objectMapper = base.objectMapper;
        this.line = base.line;
        this.deserializers = base.deserializers;
        this.attributes = attributes;
        this.ignoreUnknownFields = base.ignoreUnknownFields;
    }

    /** A builder for a mapper configured beyond its constructors' reach; see {@link Builder} for the defaults. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Whether opensearch-java's own types (responses, aggregations...) skip fields they do not know, as
     * opensearch-java's mappers do by default. When false, an unknown field is a {@code JsonParsingException}
     * naming it. Your documents follow your {@code ObjectMapper}'s
     * {@code DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES} instead.
     */
    @Override
    public boolean ignoreUnknownFields() {
        return ignoreUnknownFields;
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
    @SuppressWarnings("unchecked")
    public <T> T deserialize(JsonParser parser, Class<T> clazz) {
        return ((JsonpDeserializer<T>) deserializers.of(clazz)).deserialize(parser, this);
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
        return new OpenSearchJackson3Mapper(this, Attributes.with(attributes, name, value));
    }

    /**
     * Configures an {@link OpenSearchJackson3Mapper}. Not thread-safe; the mapper it builds is immutable. Jackson 3's
     * mappers are immutable too: where a setting needs a change, the {@code ObjectMapper} is rebuilt.
     */
    public static final class Builder {

        /** opensearch-java's own default: unknown fields of its types are skipped. */
        public static final boolean DEFAULT_IGNORE_UNKNOWN_FIELDS = true;

        private ObjectMapper objectMapper;
        private JsonFactory jsonFactory;
        private boolean ignoreUnknownFields = DEFAULT_IGNORE_UNKNOWN_FIELDS;
        private Boolean serializeNulls;

        private Builder() {
        }

        /** The {@code ObjectMapper} for your documents, a JSON one. Default: {@link #defaultObjectMapper()}. */
        public Builder objectMapper(ObjectMapper objectMapper) {
            this.objectMapper = Objects.requireNonNull(objectMapper, "objectMapper");
            return this;
        }

        /** The Jackson factory for parsing and generating. Default: the {@code ObjectMapper}'s. */
        public Builder jsonFactory(JsonFactory jsonFactory) {
            this.jsonFactory = Objects.requireNonNull(jsonFactory, "jsonFactory");
            return this;
        }

        /** See {@link OpenSearchJackson3Mapper#ignoreUnknownFields()}. Default {@value #DEFAULT_IGNORE_UNKNOWN_FIELDS}. */
        public Builder ignoreUnknownFields(boolean ignoreUnknownFields) {
            this.ignoreUnknownFields = ignoreUnknownFields;
            return this;
        }

        /**
         * Whether null properties of your documents are written ({@code "field":null}) or left out. Default: as the
         * {@code ObjectMapper} says (the default one leaves them out). Setting it rebuilds the {@code ObjectMapper}.
         */
        public Builder serializeNulls(boolean serializeNulls) {
            this.serializeNulls = serializeNulls;
            return this;
        }

        public OpenSearchJackson3Mapper build() {
            ObjectMapper mapper = objectMapper == null ? defaultObjectMapper() : objectMapper;
            if (serializeNulls != null) {
                JsonInclude.Include inclusion = serializeNulls ? JsonInclude.Include.ALWAYS : JsonInclude.Include.NON_NULL;
                mapper = mapper.rebuild().changeDefaultPropertyInclusion(i -> i.withValueInclusion(inclusion)).build();
            }
            return new OpenSearchJackson3Mapper(mapper, jsonFactory == null ? Jackson3Line.jsonFactoryOf(mapper) : jsonFactory,
                    ignoreUnknownFields);
        }
    }
}
