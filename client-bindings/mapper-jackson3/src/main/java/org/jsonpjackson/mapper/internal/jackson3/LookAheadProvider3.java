package org.jsonpjackson.mapper.internal.jackson3;

import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson3.Jackson3Interop;
import org.jsonpjackson.json.jackson3.JsonpJackson3Provider;
import org.jsonpjackson.mapper.internal.JacksonLine;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.util.TokenBuffer;

import java.io.InputStream;
import java.io.Reader;

/**
 * A mapper's Jackson 3 provider: ours, whose parsers are its client's (with the look-ahead its deserializers ask
 * for); the clients' transports parse every response with {@code mapper.jsonProvider().createParser(InputStream)}.
 * Everything else (generators, readers, builders, pointer, patch) is the plain provider's, so nothing needs Parsson.
 */
final class LookAheadProvider3 extends JsonpJackson3Provider {

    private final JacksonLine.Parsers parsers;
    private final Jackson3Line line;

    LookAheadProvider3(JsonFactory factory, JacksonLine.Parsers parsers, Jackson3Line line) {
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
    JsonParser createParser(tools.jackson.core.JsonParser jp) {
        return parsers.wrap(Jackson3Interop.parser(jp), line);
    }

    /** The tokens as one of this provider's mapper's parsers. */
    JsonParser replay(TokenBuffer tokens) {
        return line.replay(tokens);
    }
}
