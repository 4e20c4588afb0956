package org.jsonpjackson.mapper.internal.opensearch;

import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.JacksonLine;
import org.jsonpjackson.mapper.internal.LookAheadWalk;
import org.opensearch.client.json.LookAheadJsonParser;
import org.opensearch.client.json.UnexpectedJsonEventException;

import java.io.IOException;

/**
 * One of our JSON-P parsers, plus the look-ahead opensearch-java uses for unions and internally tagged types
 * ({@link LookAheadJsonParser}), walked by {@link LookAheadWalk} on the mapper's Jackson line: a type field's value
 * must be a string.
 */
final class LookAheadParser extends LookAheadWalk implements LookAheadJsonParser {

    /** The parsers of both opensearch-java mappers: they need nothing of their mapper but its line. */
    static final JacksonLine.Parsers PARSERS = LookAheadParser::new;

    private LookAheadParser(JsonParser parser, JacksonLine<?, ?> line) {
        super(parser, line);
    }

    @Override
    protected String typeText(Event value, Ahead ahead) throws IOException {
        if (value != Event.VALUE_STRING) {
            throw new UnexpectedJsonEventException(this, value, Event.VALUE_STRING);
        }
        return ahead.text();
    }
}
