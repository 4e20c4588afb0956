package org.jsonpjackson.json.internal.patch;

import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonPointer;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;

import java.util.ArrayList;
import java.util.List;

/**
 * An RFC 6901 JSON Pointer. Values are immutable, so every change rebuilds the path from the root to the
 * changed node and shares the rest of the tree.
 */
final class Pointer implements JsonPointer {

    /** What a change does to the object or array that holds the pointer's last token. */
    private enum Change { ADD, REMOVE, REPLACE }

    private final JsonProvider provider;
    private final String text;
    private final String[] tokens;

    Pointer(JsonProvider provider, String text) {
        this.provider = provider;
        this.text = text;
        this.tokens = parse(text);
    }

    private static String[] parse(String text) {
        if (text.isEmpty()) {
            return new String[0];
        }
        if (text.charAt(0) != '/') {
            throw new JsonException("Invalid JSON Pointer '" + text + "': it must be empty or start with '/'");
        }
        List<String> tokens = new ArrayList<>();
        StringBuilder token = new StringBuilder();
        for (int i = 1; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : '/';
            if (c == '/') {
                tokens.add(token.toString());
                token.setLength(0);
            } else if (c == '~' && i + 1 < text.length() && (text.charAt(i + 1) == '0' || text.charAt(i + 1) == '1')) {
                token.append(text.charAt(i + 1) == '0' ? '~' : '/');
                i++;
            } else {
                // A '~' outside an escape is kept as it is, as the TCK allows: a key like "m~n" stays reachable.
                token.append(c);
            }
        }
        return tokens.toArray(new String[0]);
    }

    static String escape(String token) {
        return token.replace("~", "~0").replace("/", "~1");
    }

    /** Whether this pointer lies strictly inside {@code other}, as a move into itself would. */
    boolean isStrictlyInside(Pointer other) {
        if (tokens.length <= other.tokens.length) {
            return false;
        }
        for (int i = 0; i < other.tokens.length; i++) {
            if (!tokens[i].equals(other.tokens[i])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public <T extends JsonStructure> T add(T target, JsonValue value) {
        return change(target, Change.ADD, value);
    }

    @Override
    public <T extends JsonStructure> T remove(T target) {
        return change(target, Change.REMOVE, null);
    }

    @Override
    public <T extends JsonStructure> T replace(T target, JsonValue value) {
        return change(target, Change.REPLACE, value);
    }

    @Override
    public boolean containsValue(JsonStructure target) {
        JsonValue node = target;
        for (String token : tokens) {
            if (node instanceof JsonObject) {
                node = ((JsonObject) node).get(token);
                if (node == null) {
                    return false;
                }
            } else if (node instanceof JsonArray) {
                int index = arrayIndex(token);
                if (index < 0 || index >= ((JsonArray) node).size()) {
                    return false;
                }
                node = ((JsonArray) node).get(index);
            } else {
                return false;
            }
        }
        return true;
    }

    @Override
    public JsonValue getValue(JsonStructure target) {
        JsonValue node = target;
        for (int i = 0; i < tokens.length; i++) {
            node = child(node, i);
        }
        return node;
    }

    private JsonValue child(JsonValue node, int i) {
        String token = tokens[i];
        if (node instanceof JsonObject) {
            JsonValue child = ((JsonObject) node).get(token);
            if (child == null) {
                throw fail("no member '" + token + "'");
            }
            return child;
        }
        if (node instanceof JsonArray) {
            JsonArray array = (JsonArray) node;
            int index = existingIndex(token, array.size());
            return array.get(index);
        }
        throw fail("'" + token + "' is below a " + node.getValueType() + ", which has no members");
    }

    @SuppressWarnings("unchecked")
    private <T extends JsonStructure> T change(T target, Change change, JsonValue value) {
        if (target == null) {
            throw new NullPointerException("target");
        }
        if (tokens.length == 0) {
            if (change == Change.REMOVE) {
                throw fail("the whole document cannot be removed");
            }
            if (!(value instanceof JsonStructure)) {
                throw fail("the whole document can only be replaced by an object or array, not " + value);
            }
            return (T) value;
        }
        return (T) rebuild(target, 0, change, value);
    }

    private JsonValue rebuild(JsonValue node, int i, Change change, JsonValue value) {
        String token = tokens[i];
        boolean last = i == tokens.length - 1;
        if (node instanceof JsonObject) {
            JsonObject object = (JsonObject) node;
            if (last) {
                if (change != Change.ADD && !object.containsKey(token)) {
                    throw fail("no member '" + token + "' to " + change.name().toLowerCase(java.util.Locale.ROOT));
                }
                return change == Change.REMOVE
                        ? provider.createObjectBuilder(object).remove(token).build()
                        : provider.createObjectBuilder(object).add(token, value).build();
            }
            JsonValue updated = rebuild(child(node, i), i + 1, change, value);
            return provider.createObjectBuilder(object).add(token, updated).build();
        }
        if (node instanceof JsonArray) {
            JsonArray array = (JsonArray) node;
            if (last) {
                if (change == Change.ADD) {
                    int index = "-".equals(token) ? array.size() : arrayIndex(token);
                    if (index < 0 || index > array.size()) {
                        throw fail("index '" + token + "' is not within 0.." + array.size() + " for add");
                    }
                    return provider.createArrayBuilder(array).add(index, value).build();
                }
                int index = existingIndex(token, array.size());
                return change == Change.REMOVE
                        ? provider.createArrayBuilder(array).remove(index).build()
                        : provider.createArrayBuilder(array).set(index, value).build();
            }
            int index = existingIndex(token, array.size());
            JsonValue updated = rebuild(array.get(index), i + 1, change, value);
            return provider.createArrayBuilder(array).set(index, updated).build();
        }
        throw fail("'" + token + "' is below a " + node.getValueType() + ", which has no members");
    }

    private int existingIndex(String token, int size) {
        int index = arrayIndex(token);
        if (index < 0 || index >= size) {
            throw fail("array index '" + token + "' is not within 0.." + (size - 1));
        }
        return index;
    }

    /** The index a token names, or -1 for anything that is not a plain decimal without leading zeros. */
    private static int arrayIndex(String token) {
        int n = token.length();
        if (n == 0 || n > 9 || (n > 1 && token.charAt(0) == '0')) {
            return -1;
        }
        int index = 0;
        for (int i = 0; i < n; i++) {
            char c = token.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            index = index * 10 + (c - '0');
        }
        return index;
    }

    private JsonException fail(String why) {
        return new JsonException("JSON Pointer '" + text + "': " + why);
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Pointer && text.equals(((Pointer) obj).text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return text;
    }
}
