package org.jsonpjackson.mapper.internal;

import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;

import java.io.StringReader;

/**
 * A JSON value kept as the Jackson tokens it was read as: what both clients' {@code JsonData} do alike, whatever the
 * Jackson line. Converting it replays the tokens into databind or the client's deserializers, with no String printed
 * and parsed again. Each client's {@code JsonData} adds its own interface's methods, which differ ({@code to(Class)}
 * against {@code to(Type)}), and decides nothing of its own:
 * <ul>
 *   <li>the mapper a conversion uses is the one given, and the mapper that read the value when none is given (the
 *       one-argument forms, and {@code null}): {@link #target};</li>
 *   <li>the value's text is {@link #toString()}, what the origin's {@code ObjectMapper} writes; a mapper that cannot
 *       replay our tokens (not ours on the same Jackson line: the client's own, or ours on the other line) parses
 *       that text with its own provider, from a {@code Reader} ({@link #parserFor}).</li>
 * </ul>
 * One behaviour for both clients: opensearch-mapper used to give the other mapper UTF-8 bytes and take the origin
 * for {@code null}, elasticsearch-mapper the String and the origin for the one-argument forms. The String is what
 * {@code toString()} must produce anyway, and a provider reads it as JSON-P text, without a charset to agree on.
 *
 * <p>Not an API.
 *
 * @param <B> the Jackson line's token buffer
 * @param <M> the client's {@code JsonpMapper}
 */
public abstract class TokenValue<B, M> {

    private final B tokens;
    private final JacksonLine<B, ?> line;
    private final M origin;

    protected TokenValue(B tokens, JacksonLine<B, ?> line, M origin) {
        this.tokens = tokens;
        this.line = line;
        this.origin = origin;
    }

    /** The mapper a conversion uses: {@code mapper}, or the one that read the value when it is null. */
    protected final M target(M mapper) {
        return mapper != null ? mapper : origin;
    }

    /**
     * A parser over the value for a mapper whose provider is {@code provider}: a replay of the tokens if it is ours on
     * this Jackson line, else its own parser over {@link #toString()}.
     */
    protected final JsonParser parserFor(JsonProvider provider) {
        JsonParser replay = line.replayFor(tokens, provider);
        return replay != null ? replay : provider.createParser(new StringReader(line.text(tokens)));
    }

    /** Writes the tokens: straight into one of our generators, as a JSON-P value into another. */
    protected final void write(JsonGenerator generator) {
        line.write(tokens, generator);
    }

    public final JsonValue toJson() {
        return line.toJson(tokens);
    }

    /** The value as JSON text, as the origin's {@code ObjectMapper} writes it. */
    @Override
    public final String toString() {
        return line.text(tokens);
    }
}
