/**
 * A complete Jakarta JSON-P 2.1 provider over Jackson's streaming API.
 *
 * <p>The API is the package {@code org.jsonpjackson.json}: {@link org.jsonpjackson.json.JacksonJsonProvider}
 * (the provider, also registered with the service loader), {@link org.jsonpjackson.json.Jsonp} (the provider,
 * looked up once), {@link org.jsonpjackson.json.JacksonInterop} (between JSON-P and Jackson streams) and
 * {@link org.jsonpjackson.json.JsonpConfig} (config keys and defaults). The other packages are the
 * implementation: their few public types are public so that the provider can reach them across packages, and
 * they are not exported.
 */
module org.jsonpjackson.json {
    requires transitive jakarta.json;
    requires transitive com.fasterxml.jackson.core;

    exports org.jsonpjackson.json;

    // Jsonp's fallback look-up through this module's own class loader.
    uses jakarta.json.spi.JsonProvider;

    provides jakarta.json.spi.JsonProvider with org.jsonpjackson.json.JacksonJsonProvider;
}
