package org.jsonpjackson.bench.parse;

import com.fasterxml.jackson.core.JsonTokenId;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser.Event;

import java.math.BigDecimal;
import java.util.Map;

/**
 * One checksum over everything a parse produced: each event, each key and string (its hash), each number
 * (an integral one as a long, any other as its exact BigDecimal). Every alternative computes the same value
 * for the same input, which the agreement test asserts, so a parser that skips work cannot win.
 */
final class Checksum {

    static final long SEED = 17;

    private Checksum() {
    }

    static long mix(long h, long value) {
        return h * 31 + value;
    }

    static long event(long h, Event e) {
        return mix(h, e.ordinal());
    }

    static long string(long h, String s) {
        return mix(h, s.hashCode());
    }

    static long integral(long h, long value) {
        return mix(h, value);
    }

    static long decimal(long h, BigDecimal value) {
        return mix(h, value.hashCode());
    }

    /** Raw Jackson has no JSON-P events; map its token ids onto the same event codes. */
    static long token(long h, int tokenId) {
        switch (tokenId) {
            case JsonTokenId.ID_START_OBJECT: return event(h, Event.START_OBJECT);
            case JsonTokenId.ID_END_OBJECT: return event(h, Event.END_OBJECT);
            case JsonTokenId.ID_START_ARRAY: return event(h, Event.START_ARRAY);
            case JsonTokenId.ID_END_ARRAY: return event(h, Event.END_ARRAY);
            case JsonTokenId.ID_FIELD_NAME: return event(h, Event.KEY_NAME);
            case JsonTokenId.ID_STRING: return event(h, Event.VALUE_STRING);
            case JsonTokenId.ID_NUMBER_INT:
            case JsonTokenId.ID_NUMBER_FLOAT: return event(h, Event.VALUE_NUMBER);
            case JsonTokenId.ID_TRUE: return event(h, Event.VALUE_TRUE);
            case JsonTokenId.ID_FALSE: return event(h, Event.VALUE_FALSE);
            case JsonTokenId.ID_NULL: return event(h, Event.VALUE_NULL);
            default: throw new IllegalStateException("Unexpected Jackson token id " + tokenId);
        }
    }

    /**
     * A Jackson 2 {@code JsonNode} tree, walked as {@link #tree} walks a JSON-P one. A number is integral when
     * JSON-P would say so: an integer, or a decimal of scale 0 ({@code 1E0}), which needs the tree to hold decimals
     * exactly ({@code USE_BIG_DECIMAL_FOR_FLOATS}, trailing zeros kept).
     */
    static long node(long h, com.fasterxml.jackson.databind.JsonNode node) {
        switch (node.getNodeType()) {
            case OBJECT:
                h = event(h, Event.START_OBJECT);
                for (Map.Entry<String, com.fasterxml.jackson.databind.JsonNode> member : node.properties()) {
                    h = string(event(h, Event.KEY_NAME), member.getKey());
                    h = node(h, member.getValue());
                }
                return event(h, Event.END_OBJECT);
            case ARRAY:
                h = event(h, Event.START_ARRAY);
                for (com.fasterxml.jackson.databind.JsonNode item : node) {
                    h = node(h, item);
                }
                return event(h, Event.END_ARRAY);
            case STRING:
                return string(event(h, Event.VALUE_STRING), node.textValue());
            case NUMBER:
                h = event(h, Event.VALUE_NUMBER);
                return node.isIntegralNumber() ? integral(h, node.longValue()) : number(h, node.decimalValue());
            case BOOLEAN:
                return event(h, node.booleanValue() ? Event.VALUE_TRUE : Event.VALUE_FALSE);
            case NULL:
                return event(h, Event.VALUE_NULL);
            default:
                throw new IllegalStateException("Unexpected node " + node.getNodeType());
        }
    }

    /** The same for a Jackson 3 {@code JsonNode} tree. */
    static long node3(long h, tools.jackson.databind.JsonNode node) {
        switch (node.getNodeType()) {
            case OBJECT:
                h = event(h, Event.START_OBJECT);
                for (Map.Entry<String, tools.jackson.databind.JsonNode> member : node.properties()) {
                    h = string(event(h, Event.KEY_NAME), member.getKey());
                    h = node3(h, member.getValue());
                }
                return event(h, Event.END_OBJECT);
            case ARRAY:
                h = event(h, Event.START_ARRAY);
                for (tools.jackson.databind.JsonNode item : node) {
                    h = node3(h, item);
                }
                return event(h, Event.END_ARRAY);
            case STRING:
                return string(event(h, Event.VALUE_STRING), node.stringValue());
            case NUMBER:
                h = event(h, Event.VALUE_NUMBER);
                return node.isIntegralNumber() ? integral(h, node.longValue()) : number(h, node.decimalValue());
            case BOOLEAN:
                return event(h, node.booleanValue() ? Event.VALUE_TRUE : Event.VALUE_FALSE);
            case NULL:
                return event(h, Event.VALUE_NULL);
            default:
                throw new IllegalStateException("Unexpected node " + node.getNodeType());
        }
    }

    /** A decimal as JSON-P reads it: integral when its scale is 0. */
    private static long number(long h, BigDecimal value) {
        return value.scale() == 0 ? integral(h, value.longValue()) : decimal(h, value);
    }

    /** Walks a tree in document order and produces exactly the events a streaming parser would. */
    static long tree(long h, JsonValue value) {
        switch (value.getValueType()) {
            case OBJECT:
                h = event(h, Event.START_OBJECT);
                for (Map.Entry<String, JsonValue> member : ((JsonObject) value).entrySet()) {
                    h = string(event(h, Event.KEY_NAME), member.getKey());
                    h = tree(h, member.getValue());
                }
                return event(h, Event.END_OBJECT);
            case ARRAY:
                h = event(h, Event.START_ARRAY);
                for (JsonValue item : (JsonArray) value) {
                    h = tree(h, item);
                }
                return event(h, Event.END_ARRAY);
            case STRING:
                return string(event(h, Event.VALUE_STRING), ((JsonString) value).getString());
            case NUMBER:
                JsonNumber n = (JsonNumber) value;
                h = event(h, Event.VALUE_NUMBER);
                return n.isIntegral() ? integral(h, n.longValue()) : decimal(h, n.bigDecimalValue());
            case TRUE:
                return event(h, Event.VALUE_TRUE);
            case FALSE:
                return event(h, Event.VALUE_FALSE);
            case NULL:
                return event(h, Event.VALUE_NULL);
            default:
                throw new IllegalStateException("Unexpected value type " + value.getValueType());
        }
    }
}
