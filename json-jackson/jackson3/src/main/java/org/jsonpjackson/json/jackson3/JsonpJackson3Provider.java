package org.jsonpjackson.json.jackson3;

import jakarta.json.stream.JsonGeneratorFactory;
import jakarta.json.stream.JsonParserFactory;
import org.jsonpjackson.json.internal.config.JsonpSettings;
import org.jsonpjackson.json.jackson3.internal.stream.Jackson3Streams;
import org.jsonpjackson.json.internal.provider.ProviderBase;
import tools.jackson.core.json.JsonFactory;

import java.util.Map;
import java.util.Objects;

/**
 * A complete Jakarta JSON-P 2.1 provider over Jackson 3's streaming API ({@code tools.jackson.core}), with the
 * same configuration keys, limits, defaults, error positions and behaviour as the Jackson 2 provider, which
 * shares everything with it but the streams.
 *
 * <p>Our limits replace Jackson 3's defaults where they differ: nesting depth 1000, as Parsson and our Jackson 2
 * provider (Jackson 3's own default is 500), so that a document one provider reads the other reads too.
 *
 * <p>The no-argument constructor, which the service loader calls, costs a few field writes: the default
 * factories are built once per class loader and shared. A provider over a caller's {@link JsonFactory}
 * (for example a {@code JsonMapper}'s) builds its own factories, so create it once and keep it. Every provider
 * is immutable and thread-safe.
 *
 * <p>Its config keys and their defaults are in {@link org.jsonpjackson.json.JsonpConfig}; the bridge between
 * its parsers and generators and Jackson 3's is {@link Jackson3Interop}.
 *
 * @since 0.1.0
 */
public class JsonpJackson3Provider extends ProviderBase {

    private final JsonFactory jsonFactory;

    /** The provider with the default Jackson 3 factory and the default settings. */
    public JsonpJackson3Provider() {
        super(Defaults.FACTORIES);
        this.jsonFactory = Defaults.JSON_FACTORY;
    }

    /**
     * A provider reading and writing with the caller's Jackson 3 factory, for example a {@code JsonMapper}'s
     * {@code tokenStreamFactory()}, so that its features apply. Jackson 3's factories are immutable: the
     * settings' limits are applied to a rebuilt copy when they differ.
     */
    public JsonpJackson3Provider(JsonFactory jsonFactory) {
        this(Jackson3Streams.withLimits(Objects.requireNonNull(jsonFactory, "jsonFactory"), JsonpSettings.defaults()),
                jsonFactory);
    }

    private JsonpJackson3Provider(JsonFactory limited, JsonFactory given) {
        super(new ProviderBase.Defaults(Jackson3Streams.parserFactory(limited, JsonpSettings.defaults()),
                Jackson3Streams.generatorFactory(given, Map.of())));
        this.jsonFactory = limited;
    }

    /** The Jackson 3 factory this provider reads with. */
    public JsonFactory jsonFactory() {
        return jsonFactory;
    }

    @Override
    protected JsonParserFactory parserFactory(JsonpSettings settings) {
        return Jackson3Streams.parserFactory(jsonFactory, settings);
    }

    @Override
    protected JsonGeneratorFactory generatorFactory(Map<String, ?> config) {
        return Jackson3Streams.generatorFactory(jsonFactory, config);
    }

    /** Built on first use of the no-argument constructor, then shared by every instance it makes. */
    private static final class Defaults {
        static final JsonFactory JSON_FACTORY;
        static final ProviderBase.Defaults FACTORIES;

        static {
            JsonpSettings settings = JsonpSettings.defaults();
            JSON_FACTORY = Jackson3Streams.withLimits(new JsonFactory(), settings);
            FACTORIES = new ProviderBase.Defaults(Jackson3Streams.parserFactory(JSON_FACTORY, settings),
                    Jackson3Streams.generatorFactory(JSON_FACTORY, Map.of()));
        }
    }
}
