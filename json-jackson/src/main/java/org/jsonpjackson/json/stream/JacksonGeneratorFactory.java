package org.jsonpjackson.json.stream;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import jakarta.json.JsonException;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Objects;

/**
 * Creates JSON-P generators over Jackson. Immutable and thread-safe: create it once and share it.
 *
 * <p>It honours {@link JsonGenerator#PRETTY_PRINTING}: present with any value, it turns pretty printing on.
 * Generators close the {@code Writer} or {@code OutputStream} they write to when they are closed.
 */
final class JacksonGeneratorFactory implements JsonGeneratorFactory {

    private final JsonFactory jsonFactory;
    private final boolean pretty;
    private final Map<String, ?> configInUse;

    JacksonGeneratorFactory(JsonFactory jsonFactory, Map<String, ?> config) {
        this.jsonFactory = Objects.requireNonNull(jsonFactory, "jsonFactory");
        this.pretty = config != null && config.containsKey(JsonGenerator.PRETTY_PRINTING);
        this.configInUse = pretty ? Map.of(JsonGenerator.PRETTY_PRINTING, config.get(JsonGenerator.PRETTY_PRINTING)) : Map.of();
    }

    @Override
    public JsonGenerator createGenerator(Writer writer) {
        Objects.requireNonNull(writer, "writer");
        try {
            return configured(jsonFactory.createGenerator(writer));
        } catch (IOException e) {
            throw new JsonException("Could not open a generator: " + e.getMessage(), e);
        }
    }

    @Override
    public JsonGenerator createGenerator(OutputStream out) {
        Objects.requireNonNull(out, "out");
        try {
            return configured(jsonFactory.createGenerator(out, JsonEncoding.UTF8));
        } catch (IOException e) {
            throw new JsonException("Could not open a generator: " + e.getMessage(), e);
        }
    }

    /**
     * UTF-8 goes to Jackson's byte writer; any other charset through a strict encoder, so a character the
     * charset cannot hold is an error rather than a silent {@code ?}.
     */
    @Override
    public JsonGenerator createGenerator(OutputStream out, Charset charset) {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(charset, "charset");
        if (charset.equals(StandardCharsets.UTF_8)) {
            return createGenerator(out);
        }
        return createGenerator(new OutputStreamWriter(out, charset.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)));
    }

    @Override
    public Map<String, ?> getConfigInUse() {
        return configInUse;
    }

    private JsonGenerator configured(com.fasterxml.jackson.core.JsonGenerator g) {
        if (pretty) {
            g.setPrettyPrinter(new IndentingPrinter());
        }
        return new JacksonGenerator(g);
    }
}
