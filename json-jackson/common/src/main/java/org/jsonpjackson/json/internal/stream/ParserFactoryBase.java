package org.jsonpjackson.json.internal.stream;

import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParserFactory;
import org.jsonpjackson.json.JsonpConfig;
import org.jsonpjackson.json.internal.config.JsonpSettings;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What every parser factory of ours does whichever Jackson reads: the settings, the encoding detection and
 * checks on bytes, the strict decoding of other charsets, parsers over trees. A subclass per Jackson major
 * version opens the Jackson parser. Immutable and thread-safe: create it once and share it.
 *
 * <p>Public only so that the Jackson modules can extend it; the module exports this package to them alone.
 */
public abstract class ParserFactoryBase implements JsonParserFactory {

    private static final Set<String> SUPPORTED;

    static {
        Set<String> keys = new HashSet<>(JsonpSettings.limitKeys());
        keys.add(JsonpConfig.KEY_STRATEGY);
        SUPPORTED = Set.copyOf(keys);
    }

    private final JsonpSettings settings;

    protected ParserFactoryBase(JsonpSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    protected final JsonpSettings settings() {
        return settings;
    }

    /** A strict parser over characters. */
    protected abstract JsonParser open(Reader reader);

    /**
     * A strict parser over bytes in UTF-8, UTF-16 or UTF-32, which {@code checked} already checks for what
     * Jackson lets through; for a lone zero byte it throws what {@code EncodingCheck} raises, and this base reports it.
     */
    protected abstract JsonParser open(InputStream checked) throws IOException;

    /** Whether this factory's Jackson itself rejects a surrogate encoded in UTF-8 (2.21 and later, and 3.x). */
    protected abstract boolean jacksonRejectsEncodedSurrogates();

    /** The input as this factory's Jackson should see it; a subclass may wrap it to enforce a limit. */
    protected InputStream measured(InputStream in) {
        return in;
    }

    @Override
    public JsonParser createParser(Reader reader) {
        return open(Objects.requireNonNull(reader, "reader"));
    }

    /** Detects UTF-8, UTF-16 or UTF-32, with or without a byte order mark, as RFC 4627 describes. */
    @Override
    public JsonParser createParser(InputStream in) {
        Objects.requireNonNull(in, "in");
        try {
            return open(EncodingCheck.checked(measured(in), !jacksonRejectsEncodedSurrogates()));
        } catch (IOException e) {
            if (EncodingCheck.isLoneNulFailure(e)) {
                throw ParseFailures.at("Illegal character ((CTRL-CHAR, code 0)): a lone NUL byte is no JSON text",
                        new Location(1, 1, 0));
            }
            throw new JsonException("Could not open a parser (detecting the encoding): " + e.getMessage(), e);
        }
    }

    @Override
    public JsonParser createParser(InputStream in, Charset charset) {
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(charset, "charset");
        if (charset.equals(StandardCharsets.UTF_8)) {
            return createParser(in);
        }
        // Bytes that are not valid in the declared charset are an error, never a replacement character.
        return createParser(new InputStreamReader(in, charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)));
    }

    @Override
    public JsonParser createParser(JsonObject obj) {
        return new TreeParser(Objects.requireNonNull(obj, "obj"));
    }

    @Override
    public JsonParser createParser(JsonArray array) {
        return new TreeParser(Objects.requireNonNull(array, "array"));
    }

    @Override
    public Map<String, ?> getConfigInUse() {
        return settings.inUse(SUPPORTED);
    }
}
