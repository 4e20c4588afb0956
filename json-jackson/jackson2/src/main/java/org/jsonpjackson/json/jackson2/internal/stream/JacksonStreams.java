package org.jsonpjackson.json.jackson2.internal.stream;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonToken;
import jakarta.json.JsonException;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParserFactory;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.internal.config.JsonpSettings;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The streaming layer's one entry point for the rest of the provider: JSON-P parsers and generators over
 * Jackson, and the bridge between the two APIs.
 *
 * <p>Public only because the provider and the reader live in other packages; the module does not export this
 * package, and users reach the bridge through {@code org.jsonpjackson.json.jackson2.JacksonInterop}.
 */
public final class JacksonStreams {

    private JacksonStreams() {
    }

    /**
     * Fails with a message naming the jackson-core found and the one needed, when it is older than the floor.
     *
     * @throws JsonException if jackson-core is older than 2.15
     */
    public static void requireSupportedJackson() {
        JacksonCore.requireSupported();
    }

    /**
     * {@code factory} with {@code settings}' limits applied: the same instance when they already match, else a
     * copy. A limit the jackson-core at hand lacks is left to the parsers.
     */
    public static JsonFactory withLimits(JsonFactory factory, JsonpSettings settings) {
        return JacksonParserFactory.withLimits(factory, settings);
    }

    /** A parser factory reading with {@code factory}, its limits set from {@code settings}. */
    public static JsonParserFactory parserFactory(JsonFactory factory, JsonpSettings settings) {
        return new JacksonParserFactory(factory, settings);
    }

    /** A generator factory writing with {@code factory}, pretty printing if {@code config} asks for it. */
    public static JsonGeneratorFactory generatorFactory(JsonFactory factory, Map<String, ?> config) {
        return new JacksonGeneratorFactory(factory, config == null ? Map.of() : config);
    }

    /** A lenient JSON-P view of a caller's Jackson parser, with the default settings. */
    public static JsonParser view(com.fasterxml.jackson.core.JsonParser parser) {
        return new JacksonParser(Objects.requireNonNull(parser, "parser"), JsonpSettings.defaults());
    }

    /** A JSON-P view of a caller's Jackson generator. */
    public static JsonGenerator view(com.fasterxml.jackson.core.JsonGenerator generator) {
        return new JacksonGenerator(Objects.requireNonNull(generator, "generator"));
    }

    /** The Jackson parser behind one of our parsers. */
    public static com.fasterxml.jackson.core.JsonParser unwrap(JsonParser parser) {
        return ours(parser).jackson();
    }

    /** The Jackson generator behind one of our generators. */
    public static com.fasterxml.jackson.core.JsonGenerator unwrap(JsonGenerator generator) {
        return ours(generator).jackson();
    }

    /** The Jackson parser on the value at {@code parser}'s current event, that value counted as read. */
    public static com.fasterxml.jackson.core.JsonParser handOver(JsonParser parser) {
        return ours(parser).handOver();
    }

    /** The Jackson generator for one value where {@code generator} expects one, that value counted as written. */
    public static com.fasterxml.jackson.core.JsonGenerator handOver(JsonGenerator generator) {
        return ours(generator).handOver();
    }

    /** Our parsers' error for the input limit a failure of Jackson code reading from {@code parser} comes from. */
    public static Optional<JsonParsingException> limitExceeded(Throwable failure,
            com.fasterxml.jackson.core.JsonParser parser) {
        return Optional.ofNullable(ParseErrors.limitExceeded(failure, parser));
    }

    /** The JSON-P event for a Jackson token, or null where JSON-P has none (including the end of input). */
    public static JsonParser.Event event(JsonToken token) {
        return Events.of(token);
    }

    private static JacksonParser ours(JsonParser parser) {
        if (parser instanceof JacksonParser) {
            return (JacksonParser) parser;
        }
        throw new IllegalArgumentException("Not a Jackson-backed parser: "
                + (parser == null ? "null" : parser.getClass().getName()));
    }

    private static JacksonGenerator ours(JsonGenerator generator) {
        if (generator instanceof JacksonGenerator) {
            return (JacksonGenerator) generator;
        }
        throw new IllegalArgumentException("Not a Jackson-backed generator: "
                + (generator == null ? "null" : generator.getClass().getName()));
    }
}
