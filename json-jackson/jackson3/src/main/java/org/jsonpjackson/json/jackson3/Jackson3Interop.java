package org.jsonpjackson.json.jackson3;

import tools.jackson.core.JsonToken;
import jakarta.json.stream.JsonGenerationException;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.jackson3.internal.stream.Jackson3Streams;

import java.util.Optional;

/**
 * The bridge between JSON-P and Jackson 3 streams, for code that speaks both: a mapper that reads a document
 * with JSON-P and hands its values to databind, or a Jackson parser a caller already holds.
 *
 * <p>{@link #parser} and {@link #generator} view a Jackson parser or generator through JSON-P;
 * {@link #unwrap(JsonParser)} and {@link #unwrap(JsonGenerator)} go back; {@link #handOver(JsonParser)} and
 * {@link #handOver(JsonGenerator)} lend the Jackson side for one value without losing JSON-P's place. When
 * Jackson code fails on an input limit while reading a lent value, {@link #limitExceeded} gives the error this
 * provider's parsers give for it, naming the setting. The others
 * work on parsers and generators made by {@link JsonpJackson3Provider}, and throw
 * {@code IllegalArgumentException} for any other.
 *
 * @since 0.1.0
 */
public final class Jackson3Interop {

    private Jackson3Interop() {
    }

    /**
     * A JSON-P view of a caller's Jackson parser, which may already be inside a document. It is lenient about
     * what follows the current value, since the caller owns the stream. Closing it closes {@code parser}.
     */
    public static JsonParser parser(tools.jackson.core.JsonParser parser) {
        return Jackson3Streams.view(parser);
    }

    /** A JSON-P view of a caller's Jackson generator, checking JSON-P's rules. Closing it closes {@code generator}. */
    public static JsonGenerator generator(tools.jackson.core.JsonGenerator generator) {
        return Jackson3Streams.view(generator);
    }

    /**
     * The Jackson parser behind a parser from this provider.
     *
     * @throws IllegalArgumentException if {@code parser} did not come from this provider
     */
    public static tools.jackson.core.JsonParser unwrap(JsonParser parser) {
        return Jackson3Streams.unwrap(parser);
    }

    /**
     * The Jackson generator behind a generator from this provider.
     *
     * @throws IllegalArgumentException if {@code generator} did not come from this provider
     */
    public static tools.jackson.core.JsonGenerator unwrap(JsonGenerator generator) {
        return Jackson3Streams.unwrap(generator);
    }

    /**
     * Lets Jackson code read the value at the parser's current event, for example with databind. The
     * returned Jackson parser sits on that event's token (a scalar, {@code START_OBJECT} or
     * {@code START_ARRAY}); {@code parser} counts the value as read, so its next event is the one after the
     * value. Read through the value's last token before using {@code parser} again. The rest of the stream
     * follows the value, and Jackson 3's databind by default fails on anything after the value it read
     * ({@code DeserializationFeature.FAIL_ON_TRAILING_TOKENS}): read with a reader that has it off.
     *
     * @throws IllegalArgumentException if {@code parser} did not come from this provider
     * @throws IllegalStateException if no value starts at the current event
     */
    public static tools.jackson.core.JsonParser handOver(JsonParser parser) {
        return Jackson3Streams.handOver(parser);
    }

    /**
     * The error this provider's parsers give for an input limit, when {@code failure}, thrown by Jackson code
     * (databind, say) reading the value {@link #handOver(JsonParser)} lent as {@code parser}, comes from one: a
     * {@code JsonParsingException} that names the setting that lifts the limit
     * ({@code org.jsonpjackson.json.maxStringLength}, for one) and says where. Empty when the failure comes from no
     * limit: its own report stands. Looks through databind's wrapping.
     */
    public static Optional<JsonParsingException> limitExceeded(Throwable failure,
            tools.jackson.core.JsonParser parser) {
        return Jackson3Streams.limitExceeded(failure, parser);
    }

    /**
     * Lets Jackson code write one value where {@code generator} expects one: at the root, in an array, or
     * after {@code writeKey}. {@code generator} checks that a value may go here and counts it as written.
     * Write exactly one complete value to the returned Jackson generator.
     *
     * @throws IllegalArgumentException if {@code generator} did not come from this provider
     * @throws JsonGenerationException if no value may be written here
     */
    public static tools.jackson.core.JsonGenerator handOver(JsonGenerator generator) {
        return Jackson3Streams.handOver(generator);
    }

    /**
     * The JSON-P event a Jackson token stands for, as this provider's parsers report it; null for the end of
     * input and for tokens JSON-P has no event for ({@code NOT_AVAILABLE}, {@code VALUE_EMBEDDED_OBJECT}).
     */
    public static JsonParser.Event event(JsonToken token) {
        return Jackson3Streams.event(token);
    }
}
