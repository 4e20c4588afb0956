// A modular application: it names only the Jackson 2 provider's module, which brings the JSON-P API, the
// Jackson-free module (Jsonp, JsonpConfig) and jackson-core.
module example {
    requires org.jsonpjackson.json.jackson2;
    exports example;
}
