package org.jsonpjackson.json.stream;

import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.JsonTokenId;
import jakarta.json.stream.JsonParser.Event;

/**
 * The one table from Jackson tokens to JSON-P events, indexed by token id so that the parser's hot loop pays
 * an array read per token rather than a switch on the enum.
 */
final class Events {

    private static final Event[] BY_TOKEN_ID = new Event[JsonTokenId.ID_EMBEDDED_OBJECT + 1];

    static {
        BY_TOKEN_ID[JsonTokenId.ID_START_OBJECT] = Event.START_OBJECT;
        BY_TOKEN_ID[JsonTokenId.ID_END_OBJECT] = Event.END_OBJECT;
        BY_TOKEN_ID[JsonTokenId.ID_START_ARRAY] = Event.START_ARRAY;
        BY_TOKEN_ID[JsonTokenId.ID_END_ARRAY] = Event.END_ARRAY;
        BY_TOKEN_ID[JsonTokenId.ID_FIELD_NAME] = Event.KEY_NAME;
        BY_TOKEN_ID[JsonTokenId.ID_STRING] = Event.VALUE_STRING;
        BY_TOKEN_ID[JsonTokenId.ID_NUMBER_INT] = Event.VALUE_NUMBER;
        BY_TOKEN_ID[JsonTokenId.ID_NUMBER_FLOAT] = Event.VALUE_NUMBER;
        BY_TOKEN_ID[JsonTokenId.ID_TRUE] = Event.VALUE_TRUE;
        BY_TOKEN_ID[JsonTokenId.ID_FALSE] = Event.VALUE_FALSE;
        BY_TOKEN_ID[JsonTokenId.ID_NULL] = Event.VALUE_NULL;
    }

    private Events() {
    }

    /**
     * The event for {@code token}, or null for none: the end of input ({@code null}), and the tokens JSON has
     * no event for ({@code NOT_AVAILABLE}, {@code VALUE_EMBEDDED_OBJECT}).
     */
    static Event of(JsonToken token) {
        if (token == null) {
            return null;
        }
        int id = token.id();
        return id >= 0 && id < BY_TOKEN_ID.length ? BY_TOKEN_ID[id] : null;
    }
}
