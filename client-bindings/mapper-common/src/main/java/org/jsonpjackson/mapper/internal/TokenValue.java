package org.jsonpjackson.mapper.internal;

import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;

import java.io.StringReader;
import java.lang.reflect.Type;

/**
 * A JSON value kept as the Jackson tokens it was read as: what both clients' {@code JsonData} do, whatever the
 * Jackson line, written once. Converting it replays the tokens into databind or the client's deserializers, with no
 * String printed and parsed again. Each client's {@code JsonData} is a shell of the methods whose signatures name its
 * own types ({@code to(Class)} against {@code to(Type)}, its {@code JsonpDeserializer}), each a call to this class,
 * and two look-ups only the client can make ({@link #providerOf}, {@link #jsonOf}); it decides nothing of its own:
 * <ul>
 *   <li>the mapper a conversion uses is the one given, and the mapper that read the value when none is given (the
 *       one-argument forms, and {@code null});</li>
 *   <li>the value's text is {@link #toString()}, what the origin's {@code ObjectMapper} writes; a mapper that cannot
 *       replay our tokens (not ours on the same Jackson line: the client's own, or ours on the other line) parses
 *       that text with its own provider, from a {@code Reader};</li>
 *   <li>equal JSON makes equal values, whichever implementation of the client's {@code JsonData} the other is.</li>
 * </ul>
 * One behaviour for both clients: opensearch-mapper used to give the other mapper UTF-8 bytes and take the origin
 * for {@code null}, elasticsearch-mapper the String and the origin for the one-argument forms. The String is what
 * {@code toString()} must produce anyway, and a provider reads it as JSON-P text, without a charset to agree on.
 *
 * <p>{@link #toJson(Object)} and {@link #serialize} implement the clients' methods of those names: their parameters
 * are the client's mapper, {@code M} here, so the compiler bridges them to these.
 *
 * <p>Not an API.
 *
 * @param <B> the Jackson line's token buffer
 * @param <M> the client's {@code JsonpMapper}
 */
public abstract class TokenValue<B, M> {

    /**
     * How a conversion reads the value once the mapper and the parser are settled: with the client's mapper
     * ({@code target.deserialize(parser, type)}) or one of its deserializers.
     *
     * @param <M> the client's {@code JsonpMapper}
     * @param <A> what the conversion reads with: a type, or a deserializer
     * @param <T> what it makes
     */
    @FunctionalInterface
    protected interface Conversion<M, A, T> {
        T read(JsonParser parser, M target, A with);
    }

    private final B tokens;
    private final JacksonLine<B, ?> line;
    private final M origin;

    /** The value at the parser's current event, read by the mapper {@code origin} on its line. */
    protected TokenValue(JacksonLine<B, ?> line, JsonParser parser, M origin) {
        this.tokens = line.buffer(parser);
        this.line = line;
        this.origin = origin;
    }

    /** The provider of the client's {@code mapper}, whose parser a conversion by that mapper reads. */
    protected abstract JsonProvider providerOf(M mapper);

    /** The JSON of {@code other} if it is one of the client's {@code JsonData}, else {@code null}. */
    protected abstract JsonValue jsonOf(Object other);

    /**
     * The value as {@code type}: this value itself if it is one ({@code JsonData} asked for as {@code JsonData}),
     * else as {@link #convert} reads it.
     */
    @SuppressWarnings("unchecked")
    protected final <A extends Type, T> T convertTo(A type, M mapper, Conversion<M, A, T> conversion) {
        if (type instanceof Class<?> && ((Class<?>) type).isInstance(this)) {
            return (T) this;
        }
        return convert(type, mapper, conversion);
    }

    /**
     * The value read by {@code conversion} with {@code with}, for {@code mapper} (the one that read the value when it
     * is null): from a replay of the tokens if that mapper is ours on this Jackson line, else from its own parser over
     * {@link #toString()}.
     */
    protected final <A, T> T convert(A with, M mapper, Conversion<M, A, T> conversion) {
        M target = mapper != null ? mapper : origin;
        JsonProvider provider = providerOf(target);
        JsonParser replay = line.replayFor(tokens, provider);
        try (JsonParser parser = replay != null ? replay : provider.createParser(new StringReader(line.text(tokens)))) {
            return conversion.read(parser, target, with);
        }
    }

    public final JsonValue toJson() {
        return line.toJson(tokens);
    }

    /** The value as a JSON-P value: the tokens say it whatever the mapper, so {@code mapper} is not needed. */
    public final JsonValue toJson(M mapper) {
        return toJson();
    }

    /** Writes the tokens: straight into one of our generators, as a JSON-P value into another. */
    public final void serialize(JsonGenerator generator, M mapper) {
        line.write(tokens, generator);
    }

    /** Equal to any of the client's {@code JsonData} (ours or not) whose JSON is equal. */
    @Override
    public final boolean equals(Object other) {
        JsonValue json = jsonOf(other);
        return json != null && toJson().equals(json);
    }

    @Override
    public final int hashCode() {
        return toJson().hashCode();
    }

    /** The value as JSON text, as the origin's {@code ObjectMapper} writes it. */
    @Override
    public final String toString() {
        return line.text(tokens);
    }
}
