package org.jsonpjackson.elasticsearch.mapper;

import com.fasterxml.jackson.core.JsonFactory;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.jsonpjackson.json.jackson2.JacksonJsonProvider;

import java.io.InputStream;
import java.io.Reader;

/**
 * Our provider, whose parsers are {@link ElasticParser}s: elasticsearch-java's transports parse every response
 * with {@code mapper.jsonProvider().createParser(InputStream)}. Generators, readers, builders, pointer and patch
 * are the plain provider's, so nothing needs Parsson.
 */
final class ElasticProvider extends JacksonJsonProvider {

    private final JsonpJacksonMapper mapper;

    ElasticProvider(JsonFactory factory, JsonpJacksonMapper mapper) {
        super(factory);
        this.mapper = mapper;
    }

    @Override
    public JsonParser createParser(InputStream in) {
        return new ElasticParser(mapper, super.createParser(in));
    }

    @Override
    public JsonParser createParser(Reader reader) {
        return new ElasticParser(mapper, super.createParser(reader));
    }

    /** A parser over a Jackson parser the mapper holds already, such as a buffer's. */
    JsonParser createParser(com.fasterxml.jackson.core.JsonParser jackson) {
        return new ElasticParser(mapper, JacksonInterop.parser(jackson));
    }
}
