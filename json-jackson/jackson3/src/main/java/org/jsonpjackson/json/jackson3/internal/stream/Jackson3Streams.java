package org.jsonpjackson.json.jackson3.internal.stream;

import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParserFactory;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.internal.config.JsonpSettings;
import org.jsonpjackson.json.internal.stream.JsonpParserBase;
import tools.jackson.core.JsonToken;
import tools.jackson.core.json.JsonFactory;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The Jackson 3 streaming layer's one entry point for the rest of the provider: JSON-P parsers and generators
 * over Jackson 3, and the bridge between the two APIs.
 *
 * <p>Public only because the provider and the interop class live in another package; the module does not export
 * this package, and users reach the bridge through {@code org.jsonpjackson.json.jackson3.Jackson3Interop}.
 */
public final class Jackson3Streams {

    private Jackson3Streams() {
    }

    /**
     * {@code factory} with {@code settings}' limits applied and Jackson's closing of the input off: the same
     * instance when they already hold, else a rebuilt copy (Jackson 3's factories are immutable).
     */
    public static JsonFactory withLimits(JsonFactory factory, JsonpSettings settings) {
        return Jackson3ParserFactory.withLimits(factory, settings);
    }

    /** A parser factory reading with {@code factory}, its limits set from {@code settings}. */
    public static JsonParserFactory parserFactory(JsonFactory factory, JsonpSettings settings) {
        return new Jackson3ParserFactory(factory, settings);
    }

    /** A generator factory writing with {@code factory}, pretty printing if {@code config} asks for it. */
    public static JsonGeneratorFactory generatorFactory(JsonFactory factory, Map<String, ?> config) {
        return new Jackson3GeneratorFactory(factory, config == null ? Map.of() : config);
    }

    /** A lenient JSON-P view of a caller's Jackson parser, with the default settings. */
    public static JsonParser view(tools.jackson.core.JsonParser parser) {
        return new Jackson3Parser(Objects.requireNonNull(parser, "parser"), JsonpSettings.defaults());
    }

    /** A JSON-P view of a caller's Jackson generator. */
    public static JsonGenerator view(tools.jackson.core.JsonGenerator generator) {
        return new Jackson3Generator(Objects.requireNonNull(generator, "generator"));
    }

    /** The Jackson parser behind one of our parsers. */
    public static tools.jackson.core.JsonParser unwrap(JsonParser parser) {
        return ours(parser).jackson();
    }

    /** The Jackson generator behind one of our generators. */
    public static tools.jackson.core.JsonGenerator unwrap(JsonGenerator generator) {
        return ours(generator).jackson();
    }

    /** The Jackson parser on the value at {@code parser}'s current event, that value counted as read. */
    public static tools.jackson.core.JsonParser handOver(JsonParser parser) {
        return ours(parser).handOver();
    }

    /** The Jackson generator for one value where {@code generator} expects one, that value counted as written. */
    public static tools.jackson.core.JsonGenerator handOver(JsonGenerator generator) {
        return ours(generator).handOver();
    }

    /** Our parsers' error for the input limit a failure of Jackson code reading from {@code parser} comes from. */
    public static Optional<JsonParsingException> limitExceeded(Throwable failure,
            tools.jackson.core.JsonParser parser) {
        return Optional.ofNullable(ParseErrors3.limitExceeded(failure, parser));
    }

    /** The JSON-P event for a Jackson token, or null where JSON-P has none (including the end of input). */
    public static JsonParser.Event event(JsonToken token) {
        return token == null ? null : JsonpParserBase.eventOf(token.id());
    }

    private static Jackson3Parser ours(JsonParser parser) {
        if (parser instanceof Jackson3Parser) {
            return (Jackson3Parser) parser;
        }
        throw new IllegalArgumentException("Not a Jackson 3-backed parser: "
                + (parser == null ? "null" : parser.getClass().getName()));
    }

    private static Jackson3Generator ours(JsonGenerator generator) {
        if (generator instanceof Jackson3Generator) {
            return (Jackson3Generator) generator;
        }
        throw new IllegalArgumentException("Not a Jackson 3-backed generator: "
                + (generator == null ? "null" : generator.getClass().getName()));
    }
}
