package org.jsonpjackson.mapper.internal.jackson2;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonFactory;
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
import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.jsonpjackson.mapper.internal.JacksonLine;
import org.jsonpjackson.mapper.internal.LookAheadWalk;

import java.io.IOException;
import java.io.StringWriter;
import java.lang.reflect.Type;
import java.util.Optional;

/**
 * A mapper's Jackson 2 side, the same for opensearch-java's and elasticsearch-java's: values buffered into a
 * {@link TokenBuffer} and replayed as one of the mapper's parsers, documents read and written by the
 * {@code ObjectMapper} straight from and to the Jackson parser and generator behind ours. One per mapper.
 *
 * <p>Not an API.
 */
public final class Jackson2Line extends JacksonLine<TokenBuffer, ObjectReader> {

    private final ObjectMapper objectMapper;
    private final LookAheadProvider provider;

    /**
     * @param objectMapper the mapper's databind
     * @param jsonFactory  the factory its provider parses and generates with
     * @param parsers      how its client wraps our parsers
     */
    public Jackson2Line(ObjectMapper objectMapper, JsonFactory jsonFactory, Parsers parsers) {
        this.objectMapper = objectMapper;
        this.provider = new LookAheadProvider(jsonFactory, parsers, this);
    }

    /**
     * A new {@code ObjectMapper} as every Jackson 2 mapper of ours has by default (each documents it on its
     * {@code defaultObjectMapper()}): no indentation, null properties left out, {@code java.time} as ISO-8601 text,
     * {@code Optional}, and ISO instants read by {@link IsoInstants}.
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

    @Override
    public JsonProvider provider() {
        return provider;
    }

    @Override
    public LookAheadWalk.Ahead startAhead(JsonParser plain) throws IOException {
        return new TokenBufferAhead(JacksonInterop.handOver(plain), provider);
    }

    /** Jackson 2 reports a broken stream with checked exceptions. */
    @Override
    public boolean isReadFailure(RuntimeException e) {
        return false;
    }

    @Override
    public TokenBuffer buffer(JsonParser parser) {
        com.fasterxml.jackson.core.JsonParser jp = behind(parser);
        try {
            if (jp != null) {
                TokenBuffer tokens = new TokenBuffer(jp, null);
                tokens.copyCurrentStructure(jp);
                return tokens;
            }
            return written(parser);
        } catch (IOException e) {
            throw limitExceeded(e, jp).orElseGet(() -> new JsonException("Could not buffer a JSON value: "
                    + e.getMessage(), e));
        }
    }

    /**
     * Our parsers' error, naming the setting, when Jackson failed on one of the provider's input limits while
     * reading from {@code jp}; empty otherwise, and for a foreign parser's value ({@code jp} null).
     */
    private static Optional<JsonException> limitExceeded(IOException e, com.fasterxml.jackson.core.JsonParser jp) {
        return jp == null ? Optional.empty() : JacksonInterop.limitExceeded(e, jp).map(JsonException.class::cast);
    }

    /** The value at a foreign parser's current event, written as tokens. */
    private TokenBuffer written(JsonParser parser) throws IOException {
        TokenBuffer tokens = new TokenBuffer(objectMapper, false);
        try (JsonGenerator out = JacksonInterop.generator(tokens)) {
            out.write(parser.getValue());
        }
        return tokens;
    }

    /**
     * The Jackson parser behind one of our parsers, plain or the client's, lent for the value at its current event;
     * null for another provider's parser (our Jackson 3 one included).
     */
    private static com.fasterxml.jackson.core.JsonParser behind(JsonParser parser) {
        JsonParser plain = parser instanceof LookAheadWalk ? ((LookAheadWalk) parser).plain() : parser;
        try {
            return JacksonInterop.handOver(plain);
        } catch (IllegalArgumentException foreign) {
            return null;
        }
    }

    @Override
    public JsonParser replayFor(TokenBuffer tokens, JsonProvider provider) {
        return provider instanceof LookAheadProvider ? ((LookAheadProvider) provider).replay(tokens) : null;
    }

    /** The tokens as one of this mapper's parsers. */
    JsonParser replay(TokenBuffer tokens) {
        return provider.createParser(tokens.asParser(objectMapper));
    }

    @Override
    public JsonValue toJson(TokenBuffer tokens) {
        try (JsonParser parser = JacksonInterop.parser(tokens.asParser(objectMapper))) {
            parser.next();
            return parser.getValue();
        }
    }

    @Override
    public String text(TokenBuffer tokens) {
        StringWriter out = new StringWriter();
        try (com.fasterxml.jackson.core.JsonGenerator jg = objectMapper.getFactory().createGenerator(out)) {
            tokens.serialize(jg);
        } catch (IOException e) {
            throw new JsonException("Could not write a JsonData: " + e.getMessage(), e);
        }
        return out.toString();
    }

    @Override
    public void write(TokenBuffer tokens, JsonGenerator generator) {
        com.fasterxml.jackson.core.JsonGenerator jg;
        try {
            jg = JacksonInterop.handOver(generator);
        } catch (IllegalArgumentException foreign) {
            generator.write(toJson(tokens));
            return;
        }
        try {
            tokens.serialize(jg);
        } catch (IOException e) {
            throw new JsonException("Could not write a JsonData: " + e.getMessage(), e);
        }
    }

    @Override
    public ObjectReader reader(Type type, boolean singleValueAsArray) {
        ObjectReader reader = objectMapper.readerFor(objectMapper.constructType(type));
        return singleValueAsArray ? reader.with(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY) : reader;
    }

    @Override
    public Object read(ObjectReader reader, JsonParser parser) {
        com.fasterxml.jackson.core.JsonParser jp = behind(parser);
        try {
            if (jp == null) {
                jp = written(parser).asParser(objectMapper);
            }
            return reader.readValue(jp);
        } catch (IOException e) {
            throw limitExceeded(e, jp).orElseGet(() -> new JsonParsingException("Could not deserialize a "
                    + reader.getValueType() + ": " + e.getMessage(), e, parser.getLocation()));
        }
    }

    @Override
    public void writeValue(Object value, JsonGenerator generator) {
        com.fasterxml.jackson.core.JsonGenerator jg;
        try {
            jg = JacksonInterop.handOver(generator);
        } catch (IllegalArgumentException foreign) {
            generator.write(toJsonValue(value));
            return;
        }
        try {
            objectMapper.writeValue(jg, value);
        } catch (IOException e) {
            throw cannotWrite(value, e);
        }
    }

    /** What databind writes for {@code value}, as a JSON-P value: for a generator that is not ours. */
    private JsonValue toJsonValue(Object value) {
        TokenBuffer tokens = new TokenBuffer(objectMapper, false);
        try {
            objectMapper.writeValue(tokens, value);
        } catch (IOException e) {
            throw cannotWrite(value, e);
        }
        return toJson(tokens);
    }

    private static JsonException cannotWrite(Object value, IOException e) {
        return new JsonException("Could not serialize a " + value.getClass().getName() + ": " + e.getMessage(), e);
    }
}
