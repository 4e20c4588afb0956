package org.jsonpjackson.sim.jmap;

import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;

/** How the JMAP API reads requests and writes responses. */
public abstract class JsonCodec {

    private JsonCodec() {
    }

    abstract JsonReader reader(InputStream in);

    abstract JsonGenerator generator(OutputStream out);

    /** Factories made once from {@code provider}, then reused: what a server should do. */
    public static JsonCodec of(JsonProvider provider) {
        JsonReaderFactory readers = provider.createReaderFactory(Map.of());
        JsonGeneratorFactory generators = provider.createGeneratorFactory(Map.of());
        return new JsonCodec() {
            @Override
            JsonReader reader(InputStream in) {
                return readers.createReader(in);
            }

            @Override
            JsonGenerator generator(OutputStream out) {
                return generators.createGenerator(out);
            }

            @Override
            public String toString() {
                return "JsonCodec[" + provider.getClass().getName() + "]";
            }
        };
    }
}
