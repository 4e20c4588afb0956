package org.jsonpjackson.elasticsearch.mapper3;

import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson3.Jackson3Interop;
import org.jsonpjackson.json.jackson3.Jackson3JsonProvider;
import tools.jackson.core.json.JsonFactory;

import java.io.InputStream;
import java.io.Reader;

/**
 * Our Jackson 3 provider, whose parsers are {@link ElasticParser3}s: elasticsearch-java's transports parse every
 * response with {@code mapper.jsonProvider().createParser(InputStream)}. Generators, readers, builders, pointer and
 * patch are the plain provider's, so nothing needs Parsson.
 */
final class ElasticProvider3 extends Jackson3JsonProvider {

    private final JsonpJackson3Mapper mapper;

    ElasticProvider3(JsonFactory factory, JsonpJackson3Mapper mapper) {
        super(factory);
        this.mapper = mapper;
    }

    @Override
    public JsonParser createParser(InputStream in) {
        return new ElasticParser3(mapper, super.createParser(in));
    }

    @Override
    public JsonParser createParser(Reader reader) {
        return new ElasticParser3(mapper, super.createParser(reader));
    }

    /** A parser over a Jackson parser the mapper holds already, such as a buffer's. */
    JsonParser createParser(tools.jackson.core.JsonParser parser) {
        return new ElasticParser3(mapper, Jackson3Interop.parser(parser));
    }

    /** The Jackson parser behind either kind of parser we hand out, positioned on its value; null for a foreign one. */
    static tools.jackson.core.JsonParser jacksonBehind(JsonParser parser) {
        if (parser instanceof ElasticParser3) {
            return ((ElasticParser3) parser).handOver();
        }
        try {
            return Jackson3Interop.handOver(parser);
        } catch (IllegalArgumentException foreign) {
            return null;
        }
    }
}
