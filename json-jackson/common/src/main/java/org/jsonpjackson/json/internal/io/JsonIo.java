package org.jsonpjackson.json.internal.io;

import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonWriter;
import jakarta.json.JsonWriterFactory;
import jakarta.json.stream.JsonGeneratorFactory;
import jakarta.json.stream.JsonParserFactory;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.Charset;
import java.util.Map;
import java.util.Objects;

/**
 * Readers and writers of whole JSON texts, built on a parser or generator factory. The factories are as
 * immutable and thread-safe as the factories they wrap; readers and writers are for one thread.
 */
public final class JsonIo {

    private JsonIo() {
    }

    public static JsonReaderFactory readerFactory(JsonParserFactory parsers) {
        Objects.requireNonNull(parsers, "parsers");
        return new JsonReaderFactory() {
            @Override
            public JsonReader createReader(Reader reader) {
                return new ValueReader(parsers.createParser(reader));
            }

            @Override
            public JsonReader createReader(InputStream in) {
                return new ValueReader(parsers.createParser(in));
            }

            @Override
            public JsonReader createReader(InputStream in, Charset charset) {
                return new ValueReader(parsers.createParser(in, charset));
            }

            @Override
            public Map<String, ?> getConfigInUse() {
                return parsers.getConfigInUse();
            }
        };
    }

    public static JsonWriterFactory writerFactory(JsonGeneratorFactory generators) {
        Objects.requireNonNull(generators, "generators");
        return new JsonWriterFactory() {
            @Override
            public JsonWriter createWriter(Writer writer) {
                return new ValueWriter(generators.createGenerator(writer));
            }

            @Override
            public JsonWriter createWriter(OutputStream out) {
                return new ValueWriter(generators.createGenerator(out));
            }

            @Override
            public JsonWriter createWriter(OutputStream out, Charset charset) {
                return new ValueWriter(generators.createGenerator(out, charset));
            }

            @Override
            public Map<String, ?> getConfigInUse() {
                return generators.getConfigInUse();
            }
        };
    }
}
