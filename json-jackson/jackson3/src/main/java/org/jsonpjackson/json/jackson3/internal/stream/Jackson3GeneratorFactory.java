package org.jsonpjackson.json.jackson3.internal.stream;

import jakarta.json.JsonException;
import jakarta.json.stream.JsonGenerator;
import org.jsonpjackson.json.internal.stream.GeneratorFactoryBase;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.PrettyPrinter;
import tools.jackson.core.json.JsonFactory;

import java.io.OutputStream;
import java.io.Writer;
import java.util.Map;
import java.util.Objects;

/**
 * Creates JSON-P generators over a Jackson 3 factory. Immutable and thread-safe: create it once and share it.
 * Jackson 3 takes the pretty printer from the write context, so a pretty generator gets a context of its own.
 */
final class Jackson3GeneratorFactory extends GeneratorFactoryBase {

    private final JsonFactory jsonFactory;

    Jackson3GeneratorFactory(JsonFactory jsonFactory, Map<String, ?> config) {
        super(config);
        this.jsonFactory = Objects.requireNonNull(jsonFactory, "jsonFactory");
    }

    @Override
    protected JsonGenerator open(Writer writer) {
        try {
            return new Jackson3Generator(jsonFactory.createGenerator(context(), writer));
        } catch (JacksonException e) {
            throw new JsonException("Could not open a generator: " + e.getMessage(), e);
        }
    }

    @Override
    protected JsonGenerator open(OutputStream out) {
        try {
            return new Jackson3Generator(jsonFactory.createGenerator(context(), out, JsonEncoding.UTF8));
        } catch (JacksonException e) {
            throw new JsonException("Could not open a generator: " + e.getMessage(), e);
        }
    }

    private ObjectWriteContext context() {
        return pretty() ? new Indenting() : ObjectWriteContext.empty();
    }

    /** A write context whose pretty printer indents; the printer counts nesting, so each generator gets its own. */
    private static final class Indenting extends ObjectWriteContext.Base {
        @Override
        public PrettyPrinter getPrettyPrinter() {
            return new IndentingPrinter3();
        }

        @Override
        public boolean hasPrettyPrinter() {
            return true;
        }
    }
}
