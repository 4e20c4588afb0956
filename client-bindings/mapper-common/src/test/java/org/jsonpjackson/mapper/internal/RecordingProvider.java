package org.jsonpjackson.mapper.internal;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonWriter;
import jakarta.json.JsonWriterFactory;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParserFactory;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A provider that is not a mapper's own, for the tests of what a {@code JsonData} does for a mapper that is not ours
 * (the client's own, or ours on the other Jackson line): another object than the mapper's provider, so that no
 * mapper can replay its tokens into it, which records what it is asked to parse and leaves everything to the
 * provider it is given (one of ours). Shared by both clients' tests through this module's test jar, with
 * {@link #mapper}, which makes such a mapper of either client.
 */
public final class RecordingProvider extends JsonProvider {

    private final JsonProvider provider;
    private final List<String> readers = new ArrayList<>();
    private int streams;

    public RecordingProvider(JsonProvider provider) {
        this.provider = provider;
    }

    /** The texts it was given to parse through a {@code Reader}, in order. */
    public List<String> readers() {
        return readers;
    }

    /** How many parsers it made over bytes. */
    public int streams() {
        return streams;
    }

    /**
     * A mapper of the client's {@code mapperType} that is not ours: this provider, and {@code real} for the rest.
     */
    public <M> M mapper(Class<M> mapperType, M real) {
        return mapperType.cast(Proxy.newProxyInstance(mapperType.getClassLoader(), new Class<?>[] {mapperType},
                (proxy, method, args) -> {
                    if (method.getName().equals("jsonProvider")) {
                        return this;
                    }
                    try {
                        return method.invoke(real, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                }));
    }

    @Override
    public JsonParser createParser(Reader reader) {
        try {
            StringWriter text = new StringWriter();
            reader.transferTo(text);
            readers.add(text.toString());
            return provider.createParser(new StringReader(text.toString()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public JsonParser createParser(InputStream in) {
        streams++;
        return provider.createParser(in);
    }

    // the rest as the given provider does it

    @Override
    public JsonGenerator createGenerator(Writer writer) {
        return provider.createGenerator(writer);
    }

    @Override
    public JsonGenerator createGenerator(OutputStream out) {
        return provider.createGenerator(out);
    }

    @Override
    public JsonParserFactory createParserFactory(Map<String, ?> config) {
        return provider.createParserFactory(config);
    }

    @Override
    public JsonGeneratorFactory createGeneratorFactory(Map<String, ?> config) {
        return provider.createGeneratorFactory(config);
    }

    @Override
    public JsonReader createReader(Reader reader) {
        return provider.createReader(reader);
    }

    @Override
    public JsonReader createReader(InputStream in) {
        return provider.createReader(in);
    }

    @Override
    public JsonWriter createWriter(Writer writer) {
        return provider.createWriter(writer);
    }

    @Override
    public JsonWriter createWriter(OutputStream out) {
        return provider.createWriter(out);
    }

    @Override
    public JsonWriterFactory createWriterFactory(Map<String, ?> config) {
        return provider.createWriterFactory(config);
    }

    @Override
    public JsonReaderFactory createReaderFactory(Map<String, ?> config) {
        return provider.createReaderFactory(config);
    }

    @Override
    public JsonObjectBuilder createObjectBuilder() {
        return provider.createObjectBuilder();
    }

    @Override
    public JsonArrayBuilder createArrayBuilder() {
        return provider.createArrayBuilder();
    }

    @Override
    public JsonBuilderFactory createBuilderFactory(Map<String, ?> config) {
        return provider.createBuilderFactory(config);
    }
}
