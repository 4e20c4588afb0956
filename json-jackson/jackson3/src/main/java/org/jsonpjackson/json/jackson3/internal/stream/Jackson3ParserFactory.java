package org.jsonpjackson.json.jackson3.internal.stream;

import jakarta.json.JsonException;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.internal.config.JsonpSettings;
import org.jsonpjackson.json.internal.stream.ParserFactoryBase;
import tools.jackson.core.JacksonException;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.core.json.JsonFactory;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.Objects;

/**
 * Creates JSON-P parsers over a Jackson 3 factory. Immutable and thread-safe: create it once and share it.
 *
 * <p>The limits in {@link JsonpSettings} become the factory's {@link StreamReadConstraints}; Jackson 3 has every
 * one of them, so this layer enforces none itself. Jackson 3's factories are immutable: where the settings or
 * the features this layer needs differ from the given factory's, it works on a rebuilt copy.
 */
final class Jackson3ParserFactory extends ParserFactoryBase {

    private final JsonFactory jsonFactory;

    Jackson3ParserFactory(JsonFactory jsonFactory, JsonpSettings settings) {
        super(settings);
        JsonFactory limited = withLimits(Objects.requireNonNull(jsonFactory, "jsonFactory"), settings);
        // Streaming can honour only NONE: FIRST and LAST apply when a tree is built.
        boolean strictKeys = settings.duplicateKeys() == JsonpSettings.DuplicateKeys.NONE;
        this.jsonFactory = limited.isEnabled(StreamReadFeature.STRICT_DUPLICATE_DETECTION) == strictKeys
                ? limited
                : limited.rebuild().configure(StreamReadFeature.STRICT_DUPLICATE_DETECTION, strictKeys).build();
    }

    /**
     * The Jackson factory with {@code settings}' limits applied, and Jackson's closing of the input off (our
     * parsers close it themselves, so that a failing close reaches the caller): the same instance when both
     * already hold.
     */
    static JsonFactory withLimits(JsonFactory factory, JsonpSettings settings) {
        StreamReadConstraints have = factory.streamReadConstraints();
        boolean same = have.getMaxNestingDepth() == settings.maxDepth()
                && have.getMaxNumberLength() == settings.maxNumberLength()
                && have.getMaxStringLength() == settings.maxStringLength()
                && have.getMaxNameLength() == settings.maxNameLength()
                && have.getMaxDocumentLength() == settings.maxDocumentLength()
                && have.getMaxTokenCount() == settings.maxTokenCount()
                && !factory.isEnabled(StreamReadFeature.AUTO_CLOSE_SOURCE);
        if (same) {
            return factory;
        }
        StreamReadConstraints want = have.rebuild()
                .maxNestingDepth(settings.maxDepth())
                .maxNumberLength(settings.maxNumberLength())
                .maxStringLength(settings.maxStringLength())
                .maxNameLength(settings.maxNameLength())
                .maxDocumentLength(settings.maxDocumentLength())
                .maxTokenCount(settings.maxTokenCount())
                .build();
        return factory.rebuild().streamReadConstraints(want).disable(StreamReadFeature.AUTO_CLOSE_SOURCE).build();
    }

    @Override
    protected JsonParser open(Reader reader) {
        try {
            return new Jackson3Parser(jsonFactory.createParser(ObjectReadContext.empty(), reader), settings(), reader);
        } catch (JacksonException e) {
            throw new JsonException("Could not open a parser: " + e.getMessage(), e);
        }
    }

    @Override
    protected JsonParser open(InputStream checked) throws IOException {
        try {
            return new Jackson3Parser(jsonFactory.createParser(ObjectReadContext.empty(), checked), settings(), checked);
        } catch (JacksonIOException e) {
            // What the input or the encoding check raised while Jackson detected the encoding: the base reports it.
            throw e.getCause() instanceof IOException ? (IOException) e.getCause() : new IOException(e.getMessage(), e);
        }
    }

    @Override
    protected boolean jacksonRejectsEncodedSurrogates() {
        return true;
    }
}
