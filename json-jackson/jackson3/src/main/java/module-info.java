/**
 * A complete Jakarta JSON-P 2.1 provider over Jackson 3's streaming API ({@code tools.jackson.core}).
 *
 * <p>The API is the package {@code org.jsonpjackson.json.jackson3}: {@link org.jsonpjackson.json.jackson3.JsonpJackson3Provider}
 * (the provider, also registered with the service loader) and {@link org.jsonpjackson.json.jackson3.Jackson3Interop}
 * (between JSON-P and Jackson 3 streams). {@code Jsonp} and {@code JsonpConfig} come with the Jackson-free module
 * it requires, {@code org.jsonpjackson.json}. The streaming package is the implementation, not exported.
 */
module org.jsonpjackson.json.jackson3 {
    requires transitive org.jsonpjackson.json;
    requires transitive tools.jackson.core;

    exports org.jsonpjackson.json.jackson3;

    provides jakarta.json.spi.JsonProvider with org.jsonpjackson.json.jackson3.JsonpJackson3Provider;
}
