package org.jsonpjackson.json;

import com.fasterxml.jackson.core.JsonFactory;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonMergePatch;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonPatch;
import jakarta.json.JsonPatchBuilder;
import jakarta.json.JsonPointer;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonString;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.JsonWriter;
import jakarta.json.JsonWriterFactory;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParserFactory;
import org.jsonpjackson.json.config.JsonpSettings;
import org.jsonpjackson.json.io.JsonIo;
import org.jsonpjackson.json.model.JsonValues;
import org.jsonpjackson.json.patch.JsonPatches;
import org.jsonpjackson.json.stream.JacksonStreams;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collection;
import java.util.Map;
import java.util.Objects;

/**
 * A complete Jakarta JSON-P 2.1 provider over Jackson's streaming API.
 *
 * <p>Runs on jackson-core 2.15 and later, and on JSON-P API 2.0 and 2.1. Constructing it on an older
 * jackson-core fails at once with a {@code JsonException} naming the version found and the one needed.
 *
 * <p>The no-argument constructor, which the service loader calls, costs a few field writes: the default
 * factories are built once per class loader and shared. A provider over a caller's {@link JsonFactory}
 * builds its own factories, so create it once and keep it. Every provider is immutable and thread-safe.
 *
 * <p>Its config keys and their defaults are in {@link JsonpConfig}; the bridge between its parsers and
 * generators and Jackson's is {@link JacksonInterop}.
 */
public class JacksonJsonProvider extends JsonProvider {

    private final JsonFactory jsonFactory;
    private final JsonParserFactory parsers;
    private final JsonGeneratorFactory generators;
    private final JsonReaderFactory readers;
    private final JsonWriterFactory writers;
    private final JsonBuilderFactory builders;

    /** The provider with the default Jackson factory and the default settings. */
    public JacksonJsonProvider() {
        JacksonStreams.requireSupportedJackson();
        this.jsonFactory = Defaults.JSON_FACTORY;
        this.parsers = Defaults.PARSERS;
        this.generators = Defaults.GENERATORS;
        this.readers = Defaults.READERS;
        this.writers = Defaults.WRITERS;
        this.builders = Defaults.BUILDERS;
    }

    /**
     * A provider reading and writing with the caller's Jackson factory, for example an {@code ObjectMapper}'s,
     * so that its features and limits apply. The settings' limits are applied to a copy when they differ.
     */
    public JacksonJsonProvider(JsonFactory jsonFactory) {
        JacksonStreams.requireSupportedJackson();
        JsonpSettings settings = JsonpSettings.defaults();
        this.jsonFactory = JacksonStreams.withLimits(Objects.requireNonNull(jsonFactory, "jsonFactory"), settings);
        this.parsers = JacksonStreams.parserFactory(this.jsonFactory, settings);
        this.generators = JacksonStreams.generatorFactory(jsonFactory, Map.of());
        this.readers = JsonIo.readerFactory(parsers);
        this.writers = JsonIo.writerFactory(generators);
        this.builders = JsonValues.builderFactory(settings);
    }

    /** The Jackson factory this provider reads and writes with. */
    public JsonFactory jsonFactory() {
        return jsonFactory;
    }

    @Override
    public JsonParser createParser(Reader reader) {
        return parsers.createParser(reader);
    }

    @Override
    public JsonParser createParser(InputStream in) {
        return parsers.createParser(in);
    }

    @Override
    public JsonParserFactory createParserFactory(Map<String, ?> config) {
        return JacksonStreams.parserFactory(jsonFactory, JsonpSettings.from(config));
    }

    @Override
    public JsonGenerator createGenerator(Writer writer) {
        return generators.createGenerator(writer);
    }

    @Override
    public JsonGenerator createGenerator(OutputStream out) {
        return generators.createGenerator(out);
    }

    @Override
    public JsonGeneratorFactory createGeneratorFactory(Map<String, ?> config) {
        return JacksonStreams.generatorFactory(jsonFactory, config);
    }

    @Override
    public JsonReader createReader(Reader reader) {
        return readers.createReader(reader);
    }

    @Override
    public JsonReader createReader(InputStream in) {
        return readers.createReader(in);
    }

    @Override
    public JsonWriter createWriter(Writer writer) {
        return writers.createWriter(writer);
    }

    @Override
    public JsonWriter createWriter(OutputStream out) {
        return writers.createWriter(out);
    }

    @Override
    public JsonWriterFactory createWriterFactory(Map<String, ?> config) {
        return JsonIo.writerFactory(createGeneratorFactory(config));
    }

    @Override
    public JsonReaderFactory createReaderFactory(Map<String, ?> config) {
        return JsonIo.readerFactory(createParserFactory(config));
    }

    @Override
    public JsonObjectBuilder createObjectBuilder() {
        return builders.createObjectBuilder();
    }

    @Override
    public JsonObjectBuilder createObjectBuilder(JsonObject object) {
        return builders.createObjectBuilder(object);
    }

    @Override
    public JsonObjectBuilder createObjectBuilder(Map<String, ?> map) {
        return JsonValues.objectBuilder(map, JsonpSettings.defaults());
    }

    @Override
    public JsonArrayBuilder createArrayBuilder() {
        return builders.createArrayBuilder();
    }

    @Override
    public JsonArrayBuilder createArrayBuilder(JsonArray array) {
        return builders.createArrayBuilder(array);
    }

    @Override
    public JsonArrayBuilder createArrayBuilder(Collection<?> collection) {
        return builders.createArrayBuilder(collection);
    }

    @Override
    public JsonPointer createPointer(String jsonPointer) {
        return JsonPatches.pointer(this, jsonPointer);
    }

    @Override
    public JsonPatchBuilder createPatchBuilder() {
        return JsonPatches.patchBuilder(this);
    }

    @Override
    public JsonPatchBuilder createPatchBuilder(JsonArray array) {
        return JsonPatches.patchBuilder(this, array);
    }

    @Override
    public JsonPatch createPatch(JsonArray array) {
        return JsonPatches.patch(this, array);
    }

    @Override
    public JsonPatch createDiff(JsonStructure source, JsonStructure target) {
        return JsonPatches.diff(this, source, target);
    }

    @Override
    public JsonMergePatch createMergePatch(JsonValue patch) {
        return JsonPatches.mergePatch(this, patch);
    }

    @Override
    public JsonMergePatch createMergeDiff(JsonValue source, JsonValue target) {
        return JsonPatches.mergeDiff(this, source, target);
    }

    @Override
    public JsonBuilderFactory createBuilderFactory(Map<String, ?> config) {
        return JsonValues.builderFactory(JsonpSettings.from(config));
    }

    @Override
    public JsonString createValue(String value) {
        return JsonValues.string(value);
    }

    @Override
    public JsonNumber createValue(int value) {
        return JsonValues.number(value);
    }

    @Override
    public JsonNumber createValue(long value) {
        return JsonValues.number(value);
    }

    @Override
    public JsonNumber createValue(double value) {
        return JsonValues.number(value, JsonpSettings.defaults().maxBigIntegerScale());
    }

    @Override
    public JsonNumber createValue(BigDecimal value) {
        return JsonValues.number(value, JsonpSettings.defaults().maxBigIntegerScale());
    }

    @Override
    public JsonNumber createValue(BigInteger value) {
        return JsonValues.number(value, JsonpSettings.defaults().maxBigIntegerScale());
    }

    @Override
    public JsonNumber createValue(Number value) {
        return JsonValues.number(value, JsonpSettings.defaults().maxBigIntegerScale());
    }

    /** Built on first use of the no-argument constructor, then shared by every instance it makes. */
    private static final class Defaults {
        static final JsonFactory JSON_FACTORY;
        static final JsonParserFactory PARSERS;
        static final JsonGeneratorFactory GENERATORS;
        static final JsonReaderFactory READERS;
        static final JsonWriterFactory WRITERS;
        static final JsonBuilderFactory BUILDERS;

        static {
            JsonpSettings settings = JsonpSettings.defaults();
            JSON_FACTORY = JacksonStreams.withLimits(new JsonFactory(), settings);
            PARSERS = JacksonStreams.parserFactory(JSON_FACTORY, settings);
            GENERATORS = JacksonStreams.generatorFactory(JSON_FACTORY, Map.of());
            READERS = JsonIo.readerFactory(PARSERS);
            WRITERS = JsonIo.writerFactory(GENERATORS);
            BUILDERS = JsonValues.builderFactory(settings);
        }
    }
}
