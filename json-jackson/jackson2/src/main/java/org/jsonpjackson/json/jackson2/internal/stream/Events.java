package org.jsonpjackson.json.jackson2.internal.stream;

import com.fasterxml.jackson.core.JsonToken;
import jakarta.json.stream.JsonParser.Event;
import org.jsonpjackson.json.internal.stream.JsonpParserBase;

/** Jackson 2's tokens as JSON-P's events, through the one table of the parser base, by token id. */
final class Events {

    private Events() {
    }

    /**
     * The event for {@code token}, or null for none: the end of input ({@code null}), and the tokens JSON has
     * no event for ({@code NOT_AVAILABLE}, {@code VALUE_EMBEDDED_OBJECT}).
     */
    static Event of(JsonToken token) {
        return token == null ? null : JsonpParserBase.eventOf(token.id());
    }
}
