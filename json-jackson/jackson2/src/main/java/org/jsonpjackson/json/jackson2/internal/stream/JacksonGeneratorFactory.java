package org.jsonpjackson.json.jackson2.internal.stream;

import org.jsonpjackson.json.internal.stream.GeneratorFactoryBase;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import jakarta.json.JsonException;
import jakarta.json.stream.JsonGenerator;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.util.Map;
import java.util.Objects;

/** Creates JSON-P generators over a Jackson 2 factory. Immutable and thread-safe: create it once and share it. */
final class JacksonGeneratorFactory extends GeneratorFactoryBase {

    private final JsonFactory jsonFactory;

    JacksonGeneratorFactory(JsonFactory jsonFactory, Map<String, ?> config) {
        super(config);
        this.jsonFactory = Objects.requireNonNull(jsonFactory, "jsonFactory");
    }

    @Override
    protected JsonGenerator open(Writer writer) {
        try {
            return configured(jsonFactory.createGenerator(writer));
        } catch (IOException e) {
            throw new JsonException("Could not open a generator: " + e.getMessage(), e);
        }
    }

    @Override
    protected JsonGenerator open(OutputStream out) {
        try {
            return configured(jsonFactory.createGenerator(out, JsonEncoding.UTF8));
        } catch (IOException e) {
            throw new JsonException("Could not open a generator: " + e.getMessage(), e);
        }
    }

    private JsonGenerator configured(com.fasterxml.jackson.core.JsonGenerator g) {
        if (pretty()) {
            g.setPrettyPrinter(new IndentingPrinter());
        }
        return new JacksonGenerator(g);
    }
}
