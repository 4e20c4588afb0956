/**
 * The Jackson-free half of the JSON-P providers: the object model, builders, readers and writers, JSON Pointer,
 * Patch, Merge Patch and diff, the settings, and JSON-P's streaming rules over any token stream. The providers on
 * Jackson 2 ({@code org.jsonpjackson.json.jackson2}) and Jackson 3 ({@code org.jsonpjackson.json.jackson3}) build
 * on it; nothing in it is written twice.
 *
 * <p>The API is the package {@code org.jsonpjackson.json}: {@link org.jsonpjackson.json.Jsonp} (the provider,
 * looked up once) and {@link org.jsonpjackson.json.JsonpConfig} (config keys and defaults). The other packages
 * are exported to the two Jackson modules alone, and are named {@code org.jsonpjackson.json.internal.*} so that on
 * the class path, where no module closes them, their names say they are not API.
 */
module org.jsonpjackson.json {
    requires transitive jakarta.json;

    exports org.jsonpjackson.json;
    exports org.jsonpjackson.json.internal.config to org.jsonpjackson.json.jackson2, org.jsonpjackson.json.jackson3;
    exports org.jsonpjackson.json.internal.io to org.jsonpjackson.json.jackson2, org.jsonpjackson.json.jackson3;
    exports org.jsonpjackson.json.internal.model to org.jsonpjackson.json.jackson2, org.jsonpjackson.json.jackson3;
    exports org.jsonpjackson.json.internal.patch to org.jsonpjackson.json.jackson2, org.jsonpjackson.json.jackson3;
    exports org.jsonpjackson.json.internal.provider to org.jsonpjackson.json.jackson2, org.jsonpjackson.json.jackson3;
    exports org.jsonpjackson.json.internal.stream to org.jsonpjackson.json.jackson2, org.jsonpjackson.json.jackson3;

    // Jsonp's fallback look-up through this module's own class loader.
    uses jakarta.json.spi.JsonProvider;
}
