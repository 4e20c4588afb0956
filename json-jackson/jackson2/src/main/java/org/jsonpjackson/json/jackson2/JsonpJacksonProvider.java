package org.jsonpjackson.json.jackson2;

import com.fasterxml.jackson.core.JsonFactory;
import jakarta.json.stream.JsonGeneratorFactory;
import jakarta.json.stream.JsonParserFactory;
import org.jsonpjackson.json.internal.config.JsonpSettings;
import org.jsonpjackson.json.jackson2.internal.stream.JacksonStreams;
import org.jsonpjackson.json.internal.provider.ProviderBase;

import java.util.Map;
import java.util.Objects;

/**
 * A complete Jakarta JSON-P 2.1 provider over Jackson 2's streaming API ({@code com.fasterxml.jackson.core}).
 *
 * <p>Runs on jackson-core 2.15 and later, and on JSON-P API 2.0 and 2.1. Constructing it on an older
 * jackson-core fails at once with a {@code JsonException} naming the version found and the one needed.
 *
 * <p>The no-argument constructor, which the service loader calls, costs a few field writes: the default
 * factories are built once per class loader and shared. A provider over a caller's {@link JsonFactory}
 * builds its own factories, so create it once and keep it. Every provider is immutable and thread-safe.
 *
 * <p>Its config keys and their defaults are in {@link org.jsonpjackson.json.JsonpConfig}; the bridge between
 * its parsers and generators and Jackson's is {@link JacksonInterop}.
 *
 * @since 0.1.0
 */
public class JsonpJacksonProvider extends ProviderBase {

    private final JsonFactory jsonFactory;

    /** The provider with the default Jackson factory and the default settings. */
    public JsonpJacksonProvider() {
        super(defaults());
        this.jsonFactory = Defaults.JSON_FACTORY;
    }

    /**
     * A provider reading and writing with the caller's Jackson factory, for example an {@code ObjectMapper}'s,
     * so that its features and limits apply. The settings' limits are applied to a copy when they differ.
     */
    public JsonpJacksonProvider(JsonFactory jsonFactory) {
        this(limited(jsonFactory), jsonFactory);
    }

    private JsonpJacksonProvider(JsonFactory limited, JsonFactory given) {
        super(new ProviderBase.Defaults(JacksonStreams.parserFactory(limited, JsonpSettings.defaults()),
                JacksonStreams.generatorFactory(given, Map.of())));
        this.jsonFactory = limited;
    }

    /** The shared default factories, after the check that this jackson-core is one we run on. */
    private static ProviderBase.Defaults defaults() {
        JacksonStreams.requireSupportedJackson();
        return Defaults.FACTORIES;
    }

    private static JsonFactory limited(JsonFactory jsonFactory) {
        JacksonStreams.requireSupportedJackson();
        return JacksonStreams.withLimits(Objects.requireNonNull(jsonFactory, "jsonFactory"), JsonpSettings.defaults());
    }

    /** The Jackson factory this provider reads and writes with. */
    public JsonFactory jsonFactory() {
        return jsonFactory;
    }

    @Override
    protected JsonParserFactory parserFactory(JsonpSettings settings) {
        return JacksonStreams.parserFactory(jsonFactory, settings);
    }

    @Override
    protected JsonGeneratorFactory generatorFactory(Map<String, ?> config) {
        return JacksonStreams.generatorFactory(jsonFactory, config);
    }

    /** Built on first use of the no-argument constructor, then shared by every instance it makes. */
    private static final class Defaults {
        static final JsonFactory JSON_FACTORY;
        static final ProviderBase.Defaults FACTORIES;

        static {
            JsonpSettings settings = JsonpSettings.defaults();
            JSON_FACTORY = JacksonStreams.withLimits(new JsonFactory(), settings);
            FACTORIES = new ProviderBase.Defaults(JacksonStreams.parserFactory(JSON_FACTORY, settings),
                    JacksonStreams.generatorFactory(JSON_FACTORY, Map.of()));
        }
    }
}
