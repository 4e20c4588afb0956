package org.jsonpjackson.json.jackson2.internal.stream;

import org.jsonpjackson.json.internal.stream.ParserFactoryBase;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import jakarta.json.JsonException;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.internal.config.JsonpSettings;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.Objects;

/**
 * Creates JSON-P parsers over Jackson. Immutable and thread-safe: create it once and share it.
 *
 * <p>The limits in {@link JsonpSettings} become the Jackson factory's {@link StreamReadConstraints}; when
 * they differ from what the given factory has, the factory is copied, never changed.
 */
final class JacksonParserFactory extends ParserFactoryBase {

    private final JsonFactory jsonFactory;
    /** Whether this layer counts tokens, because a limit is set and the jackson-core at hand cannot. */
    private final boolean countsTokens;
    /** Whether this layer measures the input, because a limit is set and the jackson-core at hand cannot. */
    private final boolean measuresInput;
    /** Whether this layer limits keys' lengths, because the jackson-core at hand (2.15) has no such limit. */
    private final boolean measuresNames;

    JacksonParserFactory(JsonFactory jsonFactory, JsonpSettings settings) {
        super(settings);
        this.jsonFactory = withLimits(Objects.requireNonNull(jsonFactory, "jsonFactory"), settings);
        this.countsTokens = settings.maxTokenCount() != -1 && !JacksonCore.LIMITS_TOKEN_COUNT;
        this.measuresInput = settings.maxDocumentLength() != -1 && !JacksonCore.LIMITS_DOCUMENT_LENGTH;
        this.measuresNames = !JacksonCore.LIMITS_DOCUMENT_LENGTH;
    }

    /**
     * The Jackson factory with {@code settings}' limits applied: the same instance when they already match.
     * A limit the jackson-core at hand does not have (see {@link JacksonCore}) is left to this layer.
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
        if (JacksonCore.LIMITS_DOCUMENT_LENGTH) {
            same &= Since216.apply(want, have, settings);
        }
        if (JacksonCore.LIMITS_TOKEN_COUNT) {
            same &= Since218.apply(want, have, settings);
        }
        return same ? factory : factory.copy().setStreamReadConstraints(want.build());
    }

    /** The Jackson factory this factory reads with, limits applied. */
    JsonFactory jsonFactory() {
        return jsonFactory;
    }

    @Override
    protected JsonParser open(Reader reader) {
        if (measuresInput) {
            reader = new DocumentLength.OfChars(reader, settings().maxDocumentLength());
        }
        try {
            return strict(jsonFactory.createParser(reader), reader);
        } catch (IOException e) {
            throw new JsonException("Could not open a parser: " + e.getMessage(), e);
        }
    }

    @Override
    protected boolean jacksonRejectsEncodedSurrogates() {
        return JacksonCore.REJECTS_ENCODED_SURROGATES;
    }

    @Override
    protected InputStream measured(InputStream in) {
        return measuresInput ? new DocumentLength.OfBytes(in, settings().maxDocumentLength()) : in;
    }

    @Override
    protected JsonParser open(InputStream checked) throws IOException {
        return strict(jsonFactory.createParser(checked), checked);
    }

    private JsonParser strict(com.fasterxml.jackson.core.JsonParser jp, Closeable source) {
        JsonpSettings settings = settings();
        if (settings.duplicateKeys() == JsonpSettings.DuplicateKeys.NONE) {
            // Streaming can honour only NONE: FIRST and LAST apply when a tree is built.
            jp.enable(com.fasterxml.jackson.core.JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        }
        if (countsTokens || measuresNames) {
            jp = new OlderJacksonLimits(jp, countsTokens ? settings.maxTokenCount() : -1,
                    measuresNames ? settings.maxNameLength() : -1);
        }
        return new JacksonParser(jp, settings, source);
    }

    /** The limits jackson-core 2.16 added; called only where Jackson has them. Returns whether they match. */
    private static final class Since216 {
        static boolean apply(StreamReadConstraints.Builder want, StreamReadConstraints have, JsonpSettings settings) {
            want.maxDocumentLength(settings.maxDocumentLength()).maxNameLength(settings.maxNameLength());
            return have.getMaxDocumentLength() == settings.maxDocumentLength()
                    && have.getMaxNameLength() == settings.maxNameLength();
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
