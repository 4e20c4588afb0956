package org.jsonpjackson.opensearch.mapper3;

import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson3.Jackson3Interop;
import org.jsonpjackson.json.jackson3.Jackson3JsonProvider;
import tools.jackson.core.json.JsonFactory;

import java.io.InputStream;
import java.io.Reader;

/**
 * Our Jackson 3 provider, with parsers that can look ahead the way opensearch-java's deserializers ask. Everything
 * else (generators, readers, builders, patch) is the plain provider.
 */
final class MapperProvider3 extends Jackson3JsonProvider {

    MapperProvider3(JsonFactory factory) {
        super(factory);
    }

    @Override
    public JsonParser createParser(InputStream in) {
        return new LookAheadParser3(this, super.createParser(in));
    }

    @Override
    public JsonParser createParser(Reader reader) {
        return new LookAheadParser3(this, super.createParser(reader));
    }

    /** A look-ahead parser over a Jackson parser the mapper already holds, such as a buffer's. */
    JsonParser createParser(tools.jackson.core.JsonParser parser) {
        return new LookAheadParser3(this, Jackson3Interop.parser(parser));
    }

    /** The Jackson parser behind either kind of parser we hand out, positioned on its value; null for a foreign one. */
    static tools.jackson.core.JsonParser jacksonBehind(JsonParser parser) {
        if (parser instanceof LookAheadParser3) {
            return ((LookAheadParser3) parser).handOver();
        }
        try {
            return Jackson3Interop.handOver(parser);
        } catch (IllegalArgumentException foreign) {
            return null;
        }
    }
}
