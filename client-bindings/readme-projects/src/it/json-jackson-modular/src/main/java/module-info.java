// A modular application: it names only the provider's module, which brings the JSON-P API and jackson-core.
module example {
    requires org.jsonpjackson.json;
    exports example;
}
