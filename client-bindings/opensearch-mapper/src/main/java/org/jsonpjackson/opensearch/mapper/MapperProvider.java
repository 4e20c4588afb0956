package org.jsonpjackson.opensearch.mapper;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonToken;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.JacksonJsonProvider;

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

    @Override
    public JsonParser createParser(com.fasterxml.jackson.core.JsonParser parser) {
        return new LookAheadParser(this, super.createParser(parser));
    }

    /** A Jackson parser behind either kind of parser we hand out, or null for a foreign one. */
    static com.fasterxml.jackson.core.JsonParser jacksonBehind(JsonParser parser) {
        if (parser instanceof LookAheadParser) {
            return ((LookAheadParser) parser).handOver();
        }
        try {
            return JacksonJsonProvider.handOver(parser);
        } catch (IllegalArgumentException foreign) {
            return null;
        }
    }

    static JsonParser.Event event(JsonToken token) {
        if (token == null) {
            return null;
        }
        switch (token) {
            case START_OBJECT: return JsonParser.Event.START_OBJECT;
            case END_OBJECT: return JsonParser.Event.END_OBJECT;
            case START_ARRAY: return JsonParser.Event.START_ARRAY;
            case END_ARRAY: return JsonParser.Event.END_ARRAY;
            case FIELD_NAME: return JsonParser.Event.KEY_NAME;
            case VALUE_STRING: return JsonParser.Event.VALUE_STRING;
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT: return JsonParser.Event.VALUE_NUMBER;
            case VALUE_TRUE: return JsonParser.Event.VALUE_TRUE;
            case VALUE_FALSE: return JsonParser.Event.VALUE_FALSE;
            case VALUE_NULL: return JsonParser.Event.VALUE_NULL;
            default: return null;
        }
    }
}
