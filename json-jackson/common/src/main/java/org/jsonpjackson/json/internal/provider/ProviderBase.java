package org.jsonpjackson.json.internal.provider;

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
import org.jsonpjackson.json.internal.config.JsonpSettings;
import org.jsonpjackson.json.internal.io.JsonIo;
import org.jsonpjackson.json.internal.model.JsonValues;
import org.jsonpjackson.json.internal.patch.JsonPatches;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collection;
import java.util.Map;

/**
 * The whole JSON-P provider except its streams: readers and writers over the streams, builders, values,
 * JSON Pointer, Patch, Merge Patch and diff, none of which depends on Jackson. A provider per Jackson major
 * version extends it and supplies the parser and generator factories.
 *
 * <p>The default factories are handed in once, so the no-argument constructor the service loader calls costs
 * a few field writes. Every provider is immutable and thread-safe.
 *
 * <p>Public only so that the Jackson modules can extend it; the module exports this package to them alone.
 */
public abstract class ProviderBase extends JsonProvider {

    private final JsonParserFactory parsers;
    private final JsonGeneratorFactory generators;
    private final JsonReaderFactory readers;
    private final JsonWriterFactory writers;
    private final JsonBuilderFactory builders;

    /** Over the default factories, shared by every provider of a class: see {@link Defaults}. */
    protected ProviderBase(Defaults defaults) {
        this.parsers = defaults.parsers;
        this.generators = defaults.generators;
        this.readers = defaults.readers;
        this.writers = defaults.writers;
        this.builders = defaults.builders;
    }

    /** The parser factory for {@code settings}: the subclass's Jackson, its limits set from them. */
    protected abstract JsonParserFactory parserFactory(JsonpSettings settings);

    /** The generator factory for {@code config} (pretty printing). */
    protected abstract JsonGeneratorFactory generatorFactory(Map<String, ?> config);

    /**
     * The factories a provider with the default settings uses. Build them once per provider class (in a
     * holder class, for example) and pass them to every instance.
     */
    public static final class Defaults {
        final JsonParserFactory parsers;
        final JsonGeneratorFactory generators;
        final JsonReaderFactory readers;
        final JsonWriterFactory writers;
        final JsonBuilderFactory builders;

        public Defaults(JsonParserFactory parsers, JsonGeneratorFactory generators) {
            this.parsers = parsers;
            this.generators = generators;
            this.readers = JsonIo.readerFactory(parsers);
            this.writers = JsonIo.writerFactory(generators);
            this.builders = JsonValues.builderFactory(JsonpSettings.defaults());
        }
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
        return parserFactory(JsonpSettings.from(config));
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
        return generatorFactory(config == null ? Map.of() : config);
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
}
