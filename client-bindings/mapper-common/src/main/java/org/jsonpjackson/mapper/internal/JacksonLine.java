package org.jsonpjackson.mapper.internal;

import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;

import java.io.IOException;
import java.lang.reflect.Type;
import java.util.function.Function;

/**
 * What a mapper does on its Jackson line, whatever its client: buffer a value into Jackson tokens and replay them,
 * read a document with databind from one of our parsers, write one through databind into one of our generators, and
 * the text of tokens. Written once per Jackson line ({@code mapper-jackson2}, {@code mapper-jackson3}); each client's
 * half ({@code internal.opensearch}, {@code internal.elasticsearch}) adapts it to the client's own interfaces. Each
 * mapper holds one, for its {@code ObjectMapper}, in a final field; one instance, shared by the copies
 * {@code withAttribute} makes.
 *
 * <p>An abstract class with one final subclass per line, not an interface: a call through it is a call to a final
 * method of a class the JIT knows.
 *
 * <p>Not an API.
 *
 * @param <B> the line's token buffer
 * @param <R> the line's reader of documents (databind's {@code ObjectReader})
 */
public abstract class JacksonLine<B, R> {

    /** How a client wraps one of our plain parsers into the parser it asks for (its look-ahead interfaces). */
    @FunctionalInterface
    public interface Parsers {
        /** The client's parser over {@code plain}, one of {@code line}'s parsers. */
        JsonParser wrap(JsonParser plain, JacksonLine<?, ?> line);
    }

    protected JacksonLine() {
    }

    /** The mapper's provider: ours on this line, whose parsers are the client's ({@link Parsers}). */
    public abstract JsonProvider provider();

    // the look-ahead of LookAheadWalk

    /** Hands {@code plain} (one of our parsers, on a {@code START_OBJECT}) over to Jackson, to read ahead. */
    public abstract LookAheadWalk.Ahead startAhead(JsonParser plain) throws IOException;

    /** Whether an unchecked exception is a failure to read the stream (Jackson 3's are unchecked). */
    public abstract boolean isReadFailure(RuntimeException e);

    // values kept as tokens (each client's JsonData)

    /** The value at the parser's current event as tokens: copied from one of our parsers, or written from another. */
    public abstract B buffer(JsonParser parser);

    /** The tokens as one of this mapper's parsers, or null when {@code provider} is not one of this line's. */
    public abstract JsonParser replayFor(B tokens, JsonProvider provider);

    /** The tokens as a JSON-P value. */
    public abstract JsonValue toJson(B tokens);

    /** The tokens as JSON text, as the mapper's {@code ObjectMapper} writes it. */
    public abstract String text(B tokens);

    /** Writes the tokens: straight to the Jackson generator behind one of our generators, as a value to another. */
    public abstract void write(B tokens, JsonGenerator generator);

    // documents, with databind

    /**
     * The reader of documents of {@code type}.
     *
     * @param singleValueAsArray whether a single value fills a collection (elasticsearch-java's mappers do so)
     */
    public abstract R reader(Type type, boolean singleValueAsArray);

    /** Reads the value at the parser's current event with {@code reader}: straight from one of our parsers. */
    public abstract Object read(R reader, JsonParser parser);

    /**
     * Your documents of {@code type}: databind reads each straight from the stream, with no tree in between, with a
     * reader made once, here. Each client's mapper wraps it in its own deserializer.
     *
     * @param singleValueAsArray whether a single value fills a collection (elasticsearch-java's mappers do so)
     */
    public final Function<JsonParser, Object> documents(Type type, boolean singleValueAsArray) {
        R reader = reader(type, singleValueAsArray);
        return parser -> read(reader, parser);
    }

    /**
     * Writes {@code value} with databind: straight to the Jackson generator behind one of our generators, or, to
     * another, as the JSON-P value databind writes.
     */
    public abstract void writeValue(Object value, JsonGenerator generator);
}
