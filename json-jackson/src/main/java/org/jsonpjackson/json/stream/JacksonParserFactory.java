package org.jsonpjackson.json.stream;

import org.jsonpjackson.json.JsonpConfig;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParserFactory;
import org.jsonpjackson.json.config.JsonpSettings;

import java.io.Closeable;
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
 * Creates JSON-P parsers over Jackson. Immutable and thread-safe: create it once and share it.
 *
 * <p>The limits in {@link JsonpSettings} become the Jackson factory's {@link StreamReadConstraints}; when
 * they differ from what the given factory has, the factory is copied, never changed.
 */
final class JacksonParserFactory implements JsonParserFactory {

    private static final Set<String> SUPPORTED;

    static {
        Set<String> keys = new HashSet<>(JsonpSettings.limitKeys());
        keys.add(JsonpConfig.KEY_STRATEGY);
        SUPPORTED = Set.copyOf(keys);
    }

    private final JsonFactory jsonFactory;
    private final JsonpSettings settings;
    /** Whether this layer counts tokens, because a limit is set and the jackson-core at hand cannot. */
    private final boolean countsTokens;
    /** Whether this layer measures the input, because a limit is set and the jackson-core at hand cannot. */
    private final boolean measuresInput;

    JacksonParserFactory(JsonFactory jsonFactory, JsonpSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.jsonFactory = withLimits(Objects.requireNonNull(jsonFactory, "jsonFactory"), settings);
        this.countsTokens = settings.maxTokenCount() != -1 && !JacksonLine.LIMITS_TOKEN_COUNT;
        this.measuresInput = settings.maxDocumentLength() != -1 && !JacksonLine.LIMITS_DOCUMENT_LENGTH;
    }

    /**
     * The Jackson factory with {@code settings}' limits applied: the same instance when they already match.
     * A limit the jackson-core at hand does not have (see {@link JacksonLine}) is left to this layer.
     */
    static JsonFactory withLimits(JsonFactory factory, JsonpSettings settings) {
        StreamReadConstraints have = factory.streamReadConstraints();
        StreamReadConstraints.Builder want = have.rebuild()
                .maxNestingDepth(settings.maxDepth())
                .maxNumberLength(settings.maxNumberLength())
                .maxStringLength(settings.maxStringLength());
        boolean same = have.getMaxNestingDepth() == settings.maxDepth()
                && have.getMaxNumberLength() == settings.maxNumberLength()
                && have.getMaxStringLength() == settings.maxStringLength();
        if (JacksonLine.LIMITS_DOCUMENT_LENGTH) {
            same &= Since216.apply(want, have, settings);
        }
        if (JacksonLine.LIMITS_TOKEN_COUNT) {
            same &= Since218.apply(want, have, settings);
        }
        return same ? factory : factory.copy().setStreamReadConstraints(want.build());
    }

    /** The Jackson factory this factory reads with, limits applied. */
    JsonFactory jsonFactory() {
        return jsonFactory;
    }

    @Override
    public JsonParser createParser(Reader reader) {
        Objects.requireNonNull(reader, "reader");
        if (measuresInput) {
            reader = new DocumentLength.OfChars(reader, settings.maxDocumentLength());
        }
        try {
            return strict(jsonFactory.createParser(reader), reader);
        } catch (IOException e) {
            throw new JsonException("Could not open a parser: " + e.getMessage(), e);
        }
    }

    /** Detects UTF-8, UTF-16 or UTF-32, with or without a byte order mark, as RFC 4627 describes. */
    @Override
    public JsonParser createParser(InputStream in) {
        Objects.requireNonNull(in, "in");
        try {
            InputStream checked = EncodingCheck.checked(
                    measuresInput ? new DocumentLength.OfBytes(in, settings.maxDocumentLength()) : in);
            return strict(jsonFactory.createParser(checked), checked);
        } catch (EncodingCheck.LoneNul e) {
            throw ParseErrors.at("Illegal character ((CTRL-CHAR, code 0)): a lone NUL byte is no JSON text",
                    new Location(1, 1, 0));
        } catch (IOException e) {
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

    private JsonParser strict(com.fasterxml.jackson.core.JsonParser jp, Closeable source) {
        if (settings.duplicateKeys() == JsonpSettings.DuplicateKeys.NONE) {
            // Streaming can honour only NONE: FIRST and LAST apply when a tree is built.
            jp.enable(com.fasterxml.jackson.core.JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        }
        if (countsTokens) {
            jp = new TokenCounting(jp, settings.maxTokenCount());
        }
        return new JacksonParser(jp, settings, source);
    }

    /** The limits jackson-core 2.16 added; called only where Jackson has them. Returns whether they match. */
    private static final class Since216 {
        static boolean apply(StreamReadConstraints.Builder want, StreamReadConstraints have, JsonpSettings settings) {
            want.maxDocumentLength(settings.maxDocumentLength());
            return have.getMaxDocumentLength() == settings.maxDocumentLength();
        }
    }

    /** The limit jackson-core 2.18 added; called only where Jackson has it. Returns whether it matches. */
    private static final class Since218 {
        static boolean apply(StreamReadConstraints.Builder want, StreamReadConstraints have, JsonpSettings settings) {
            want.maxTokenCount(settings.maxTokenCount());
            return have.getMaxTokenCount() == settings.maxTokenCount();
        }
    }
}
