package org.jsonpjackson.json;

import jakarta.json.JsonException;
import jakarta.json.spi.JsonProvider;

import java.util.Iterator;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * The application's JSON-P provider, looked up once and cached.
 *
 * <p>{@code JsonProvider.provider()} and every {@code jakarta.json.Json} method repeat the whole service
 * look-up on each call: a system property, a class-path scan with blocking file reads, and a reflective
 * instantiation. The cost grows with the class path: 16.5 microseconds a call in the project's JMH quick suite
 * ({@code LookupBenchmark}, a class path of 50 jars), against 0.2 microseconds for a whole parse of a
 * two-element array with the cached provider. Call {@link #provider()} instead, and keep the result.
 *
 * @since 0.1.0
 */
public final class Jsonp {

    private Jsonp() {
    }

    /**
     * The provider, found on first use and the same instance ever after.
     *
     * @throws JsonException if no JSON-P provider is on the class path, saying what to add
     */
    public static JsonProvider provider() {
        return Holder.PROVIDER;
    }

    /** Class initialisation makes the look-up happen once, and safely under concurrent first calls. */
    private static final class Holder {
        static final JsonProvider PROVIDER = lookUp();
    }

    /**
     * First the API's own look-up, which honours the {@code jakarta.json.provider} system property and the
     * context class loader; then this library's class loader, which finds us where the context loader
     * cannot see us (application servers, plug-in systems, threads with no context loader).
     */
    @SuppressForbidden(reason = "the one cached JSON-P look-up of the product code (the build accepts no other suppression there)")
    private static JsonProvider lookUp() {
        JsonException apiFailure;
        try {
            return JsonProvider.provider();
        } catch (JsonException | ServiceConfigurationError e) {
            apiFailure = e instanceof JsonException ? (JsonException) e : new JsonException(e.getMessage(), e);
        }
        try {
            Iterator<JsonProvider> found = ServiceLoader.load(JsonProvider.class, Jsonp.class.getClassLoader()).iterator();
            if (found.hasNext()) {
                return found.next();
            }
        } catch (ServiceConfigurationError e) {
            apiFailure.addSuppressed(e);
        }
        throw new JsonException("No Jakarta JSON-P provider found. Add org.jsonpjackson:json-jackson (on Jackson 2)"
                + " or org.jsonpjackson:json-jackson3 (on Jackson 3) to the class path; each registers its provider"
                + " in META-INF/services/jakarta.json.spi.JsonProvider. Or name a provider class in the"
                + " jakarta.json.provider system property.", apiFailure);
    }
}
