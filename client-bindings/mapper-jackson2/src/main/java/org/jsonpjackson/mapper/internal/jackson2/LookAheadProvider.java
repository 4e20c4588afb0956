package org.jsonpjackson.mapper.internal.jackson2;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson2.JacksonInterop;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.jsonpjackson.mapper.internal.JacksonLine;

import java.io.InputStream;
import java.io.Reader;

/**
 * A mapper's provider: ours, whose parsers are its client's (with the look-ahead its deserializers ask for); the
 * clients' transports parse every response with {@code mapper.jsonProvider().createParser(InputStream)}. Everything
 * else (generators, readers, builders, pointer, patch) is the plain provider's, so nothing needs Parsson.
 */
final class LookAheadProvider extends JsonpJacksonProvider {

    private final JacksonLine.Parsers parsers;
    private final Jackson2Line line;

    LookAheadProvider(JsonFactory factory, JacksonLine.Parsers parsers, Jackson2Line line) {
        super(factory);
        this.parsers = parsers;
        this.line = line;
    }

    @Override
    public JsonParser createParser(InputStream in) {
        return parsers.wrap(super.createParser(in), line);
    }

    @Override
    public JsonParser createParser(Reader reader) {
        return parsers.wrap(super.createParser(reader), line);
    }

    /** The client's parser over a Jackson parser the mapper holds already, such as a buffer's. */
    JsonParser createParser(com.fasterxml.jackson.core.JsonParser jp) {
        return parsers.wrap(JacksonInterop.parser(jp), line);
    }

    /** The tokens as one of this provider's mapper's parsers. */
    JsonParser replay(TokenBuffer tokens) {
        return line.replay(tokens);
    }
}
