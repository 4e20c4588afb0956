package org.jsonpjackson.mapper.internal.elasticsearch;

import co.elastic.clients.json.BufferingJsonParser;
import co.elastic.clients.json.JsonData;
import co.elastic.clients.json.JsonpMapper;
import co.elastic.clients.json.LookAheadJsonParser;
import co.elastic.clients.json.UnexpectedJsonEventException;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.mapper.internal.JacksonLine;
import org.jsonpjackson.mapper.internal.LookAheadWalk;

import java.io.IOException;

/**
 * One of our JSON-P parsers, with the two extras elasticsearch-java asks of a parser:
 * <ul>
 *   <li>{@link LookAheadJsonParser}, for unions and internally tagged types (mapping properties, query shortcuts),
 *       walked by {@link LookAheadWalk} on the mapper's Jackson line: without it, elasticsearch-java reads the
 *       object into a {@code JsonObject}, prints it to a String and parses that again
 *       ({@code JsonpUtils.objectParser});</li>
 *   <li>{@link BufferingJsonParser}, which {@code JsonData.from} asks for: a {@code JsonData} kept as Jackson tokens,
 *       where elasticsearch-java would otherwise build a tree.</li>
 * </ul>
 */
final class LookAheadParser extends LookAheadWalk implements LookAheadJsonParser, BufferingJsonParser {

    private final JsonpMapper mapper;

    private LookAheadParser(JsonParser parser, JacksonLine<?, ?> line, JsonpMapper mapper) {
        super(parser, line);
        this.mapper = mapper;
    }

    /** The parsers of {@code mapper}'s provider: its {@code JsonData} names it as the mapper that read it. */
    static JacksonLine.Parsers parsers(JsonpMapper mapper) {
        return (plain, line) -> new LookAheadParser(plain, line, mapper);
    }

    @Override
    public JsonData getJsonData() {
        return BufferedJsonData.read(line(), this, mapper);
    }

    /**
     * As elasticsearch-java's own parsers do, a boolean type value counts as its text (enums such as
     * {@code "true"}/{@code "false"} arrive both ways).
     */
    @Override
    protected String typeText(Event value, Ahead ahead) throws IOException {
        if (value == Event.VALUE_STRING) {
            return ahead.text();
        }
        if (value == Event.VALUE_TRUE || value == Event.VALUE_FALSE) {
            return value == Event.VALUE_TRUE ? "true" : "false";
        }
        throw new UnexpectedJsonEventException(this, value, Event.VALUE_STRING);
    }
}
