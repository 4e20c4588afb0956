package org.jsonpjackson.opensearch.mapper;

import com.fasterxml.jackson.core.JsonFactory;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.jsonpjackson.json.jackson2.JacksonJsonProvider;

import java.io.InputStream;
import java.io.Reader;

/**
 * Our provider, with parsers that can look ahead the way opensearch-java's deserializers ask. Everything
 * else (generators, readers, builders, patch) is the plain provider.
 */
final class MapperProvider extends JacksonJsonProvider {

    MapperProvider(JsonFactory factory) {
        super(factory);
    }

    @Override
    public JsonParser createParser(InputStream in) {
        return new LookAheadParser(this, super.createParser(in));
    }

    @Override
    public JsonParser createParser(Reader reader) {
        return new LookAheadParser(this, super.createParser(reader));
    }

    /** A look-ahead parser over a Jackson parser the mapper already holds, such as a buffer's. */
    JsonParser createParser(com.fasterxml.jackson.core.JsonParser parser) {
        return new LookAheadParser(this, JacksonInterop.parser(parser));
    }

    /** A Jackson parser behind either kind of parser we hand out, or null for a foreign one. */
    static com.fasterxml.jackson.core.JsonParser jacksonBehind(JsonParser parser) {
        if (parser instanceof LookAheadParser) {
            return ((LookAheadParser) parser).handOver();
        }
        try {
            return JacksonInterop.handOver(parser);
        } catch (IllegalArgumentException foreign) {
            return null;
        }
    }
}
