package org.jsonpjackson.json.internal.stream;

import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;

import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Objects;

/**
 * What every generator factory of ours does whichever Jackson writes: the pretty-printing setting and the
 * strict encoding of charsets other than UTF-8. A subclass per Jackson major version opens the Jackson
 * generator. Immutable and thread-safe: create it once and share it.
 *
 * <p>It honours {@link JsonGenerator#PRETTY_PRINTING}: present with any value, it turns pretty printing on.
 * Generators close the {@code Writer} or {@code OutputStream} they write to when they are closed.
 *
 * <p>Public only so that the Jackson modules can extend it; the module exports this package to them alone.
 */
public abstract class GeneratorFactoryBase implements JsonGeneratorFactory {

    private final boolean pretty;
    private final Map<String, ?> configInUse;

    protected GeneratorFactoryBase(Map<String, ?> config) {
        this.pretty = config != null && config.containsKey(JsonGenerator.PRETTY_PRINTING);
        this.configInUse = pretty ? Map.of(JsonGenerator.PRETTY_PRINTING, config.get(JsonGenerator.PRETTY_PRINTING)) : Map.of();
    }

    /** Whether generators indent, in JSON-P's customary format. */
    protected final boolean pretty() {
        return pretty;
    }

    /** A generator writing characters. */
    protected abstract JsonGenerator open(Writer writer);

    /** A generator writing UTF-8 bytes. */
    protected abstract JsonGenerator open(OutputStream out);

    @Override
    public JsonGenerator createGenerator(Writer writer) {
        return open(Objects.requireNonNull(writer, "writer"));
    }

    @Override
    public JsonGenerator createGenerator(OutputStream out) {
        return open(Objects.requireNonNull(out, "out"));
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
}
