package org.jsonpjackson.json.internal.model;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.util.List;
import java.util.Map;

/** Renders strings as JSON text for the values' {@code toString()}, escaping what RFC 8259 requires. */
final class JsonText {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private JsonText() {
    }

    /** Appends {@code value} as compact JSON text, the form the spec asks of {@code toString()}. */
    static void append(StringBuilder sb, JsonValue value) {
        switch (value.getValueType()) {
            case OBJECT:
                sb.append('{');
                boolean first = true;
                for (Map.Entry<String, JsonValue> e : ((JsonObject) value).entrySet()) {
                    if (!first) {
                        sb.append(',');
                    }
                    first = false;
                    appendQuoted(sb, e.getKey());
                    sb.append(':');
                    append(sb, e.getValue());
                }
                sb.append('}');
                break;
            case ARRAY:
                sb.append('[');
                List<JsonValue> list = (JsonArray) value;
                for (int i = 0, n = list.size(); i < n; i++) {
                    if (i > 0) {
                        sb.append(',');
                    }
                    append(sb, list.get(i));
                }
                sb.append(']');
                break;
            case STRING:
                appendQuoted(sb, ((JsonString) value).getString());
                break;
            default:
                sb.append(value.toString());
        }
    }

    static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2);
        appendQuoted(sb, s);
        return sb.toString();
    }

    static void appendQuoted(StringBuilder sb, String s) {
        sb.append('"');
        int start = 0;
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c != '"' && c != '\\') {
                continue;
            }
            sb.append(s, start, i);
            start = i + 1;
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\b': sb.append("\\b"); break;
                case '\f': sb.append("\\f"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    sb.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
            }
        }
        sb.append(s, start, s.length()).append('"');
    }
}
