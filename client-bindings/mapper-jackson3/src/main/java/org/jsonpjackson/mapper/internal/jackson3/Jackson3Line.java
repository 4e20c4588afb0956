package org.jsonpjackson.mapper.internal.jackson3;

import jakarta.json.JsonException;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.jackson3.Jackson3Interop;
import org.jsonpjackson.mapper.internal.JacksonLine;
import org.jsonpjackson.mapper.internal.LookAheadWalk;
import com.fasterxml.jackson.annotation.JsonInclude;
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

import java.io.StringWriter;
import java.lang.reflect.Type;
import java.util.Objects;
import java.util.Optional;

/**
 * A mapper's Jackson 3 side, the same for opensearch-java's and elasticsearch-java's: values buffered into a
 * {@link TokenBuffer} and replayed as one of the mapper's parsers, documents read and written by the
 * {@code ObjectMapper} straight from and to the Jackson parser and generator behind ours. One per mapper.
 *
 * <p>Not an API.
 */
public final class Jackson3Line extends JacksonLine<TokenBuffer, ObjectReader> {

    private final ObjectMapper objectMapper;
    private final LookAheadProvider3 provider;

    /**
     * @param objectMapper the mapper's databind, a JSON one
     * @param jsonFactory  the factory its provider parses and generates with
     * @param parsers      how its client wraps our parsers
     */
    public Jackson3Line(ObjectMapper objectMapper, JsonFactory jsonFactory, Parsers parsers) {
        this.objectMapper = objectMapper;
        this.provider = new LookAheadProvider3(jsonFactory, parsers, this);
    }

    /**
     * A new {@code JsonMapper} as every Jackson 3 mapper of ours has by default (each documents it on its
     * {@code defaultObjectMapper()}): no indentation, null properties left out, {@code java.time} written as ISO-8601
     * text, and ISO instants read by {@link IsoInstants3}.
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
    public static JsonFactory jsonFactoryOf(ObjectMapper objectMapper) {
        TokenStreamFactory factory = Objects.requireNonNull(objectMapper, "objectMapper").tokenStreamFactory();
        if (!(factory instanceof JsonFactory)) {
            throw new IllegalArgumentException("objectMapper: a JSON ObjectMapper is needed (a JsonMapper), not one over "
                    + factory.getClass().getName());
        }
        return (JsonFactory) factory;
    }

    @Override
    public JsonProvider provider() {
        return provider;
    }

    @Override
    public LookAheadWalk.Ahead startAhead(JsonParser plain) {
        return new TokenBufferAhead3(Jackson3Interop.handOver(plain), provider);
    }

    /** Jackson 3 reports a broken stream with unchecked exceptions. */
    @Override
    public boolean isReadFailure(RuntimeException e) {
        return e instanceof JacksonException;
    }

    @Override
    public TokenBuffer buffer(JsonParser parser) {
        tools.jackson.core.JsonParser jp = behind(parser);
        if (jp != null) {
            try {
                TokenBuffer tokens = TokenBuffer.forBuffering(jp, jp.objectReadContext());
                tokens.copyCurrentStructure(jp);
                return tokens;
            } catch (JacksonException e) {
                throw limitExceeded(e, jp).orElseThrow(() -> e);
            }
        }
        return written(parser);
    }

    /**
     * Our parsers' error, naming the setting, when Jackson failed on one of the provider's input limits while
     * reading from {@code jp}; empty otherwise.
     */
    private static Optional<RuntimeException> limitExceeded(JacksonException e, tools.jackson.core.JsonParser jp) {
        return Jackson3Interop.limitExceeded(e, jp).map(RuntimeException.class::cast);
    }

    /** The value at a foreign parser's current event, written as tokens. */
    private static TokenBuffer written(JsonParser parser) {
        TokenBuffer tokens = TokenBuffer.forGeneration();
        try (JsonGenerator out = Jackson3Interop.generator(tokens)) {
            out.write(parser.getValue());
        }
        return tokens;
    }

    /**
     * The Jackson parser behind one of our parsers, plain or the client's, lent for the value at its current event;
     * null for another provider's parser (our Jackson 2 one included).
     */
    private static tools.jackson.core.JsonParser behind(JsonParser parser) {
        JsonParser plain = parser instanceof LookAheadWalk ? ((LookAheadWalk) parser).plain() : parser;
        try {
            return Jackson3Interop.handOver(plain);
        } catch (IllegalArgumentException foreign) {
            return null;
        }
    }

    @Override
    public JsonParser replayFor(TokenBuffer tokens, JsonProvider provider) {
        return provider instanceof LookAheadProvider3 ? ((LookAheadProvider3) provider).replay(tokens) : null;
    }

    /** The tokens as one of this mapper's parsers. */
    JsonParser replay(TokenBuffer tokens) {
        return provider.createParser(tokens.asParser(ObjectReadContext.empty()));
    }

    @Override
    public JsonValue toJson(TokenBuffer tokens) {
        try (JsonParser parser = Jackson3Interop.parser(tokens.asParser(ObjectReadContext.empty()))) {
            parser.next();
            return parser.getValue();
        }
    }

    @Override
    public String text(TokenBuffer tokens) {
        StringWriter out = new StringWriter();
        try (tools.jackson.core.JsonGenerator jg = objectMapper.createGenerator(out)) {
            tokens.serialize(jg);
        }
        return out.toString();
    }

    @Override
    public void write(TokenBuffer tokens, JsonGenerator generator) {
        tools.jackson.core.JsonGenerator jg;
        try {
            jg = Jackson3Interop.handOver(generator);
        } catch (IllegalArgumentException foreign) {
            generator.write(toJson(tokens));
            return;
        }
        tokens.serialize(jg);
    }

    /**
     * Jackson 3 checks for trailing tokens by default ({@code FAIL_ON_TRAILING_TOKENS}), even when it reads from a
     * parser it is given: a document in the middle of a response (a hit's {@code _source}) is followed by the rest of
     * the response, which is the client's to read, not an error.
     */
    @Override
    public ObjectReader reader(Type type, boolean singleValueAsArray) {
        ObjectReader reader = objectMapper.readerFor(objectMapper.constructType(type))
                .without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        return singleValueAsArray ? reader.with(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY) : reader;
    }

    @Override
    public Object read(ObjectReader reader, JsonParser parser) {
        tools.jackson.core.JsonParser jp = behind(parser);
        if (jp == null) {
            jp = written(parser).asParser(ObjectReadContext.empty());
        }
        try {
            return reader.readValue(jp);
        } catch (JacksonException e) {
            throw limitExceeded(e, jp).orElseGet(() -> new JsonParsingException("Could not deserialize a "
                    + reader.getValueType() + ": " + e.getMessage(), e, parser.getLocation()));
        }
    }

    /**
     * Databind's failures are {@code JsonException}s, as on Jackson 2 (where they are checked and must be wrapped):
     * one behaviour for every mapper, whose callers speak JSON-P.
     */
    @Override
    public void writeValue(Object value, JsonGenerator generator) {
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
            throw cannotWrite(value, e);
        }
    }

    /** What databind writes for {@code value}, as a JSON-P value: for a generator that is not ours. */
    private JsonValue toJsonValue(Object value) {
        TokenBuffer tokens = TokenBuffer.forGeneration();
        try {
            objectMapper.writeValue(tokens, value);
        } catch (JacksonException e) {
            throw cannotWrite(value, e);
        }
        return toJson(tokens);
    }

    private static JsonException cannotWrite(Object value, JacksonException e) {
        return new JsonException("Could not serialize a " + value.getClass().getName() + ": " + e.getMessage(), e);
    }
}
