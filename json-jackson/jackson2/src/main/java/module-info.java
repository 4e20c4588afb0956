/**
 * A complete Jakarta JSON-P 2.1 provider over Jackson 2's streaming API.
 *
 * <p>The API is the package {@code org.jsonpjackson.json.jackson2}: {@link org.jsonpjackson.json.jackson2.JsonpJacksonProvider}
 * (the provider, also registered with the service loader) and {@link org.jsonpjackson.json.jackson2.JacksonInterop}
 * (between JSON-P and Jackson 2 streams). {@code Jsonp} and {@code JsonpConfig} come with the Jackson-free
 * module it requires, {@code org.jsonpjackson.json}. The streaming package is the implementation, not exported.
 */
module org.jsonpjackson.json.jackson2 {
    requires transitive org.jsonpjackson.json;
    requires transitive com.fasterxml.jackson.core;

    exports org.jsonpjackson.json.jackson2;

    provides jakarta.json.spi.JsonProvider with org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
}
