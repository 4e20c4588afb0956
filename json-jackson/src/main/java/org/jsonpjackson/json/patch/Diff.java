package org.jsonpjackson.json.patch;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;

import java.util.Map;

/**
 * Computes a JSON Patch that turns one value into another: members are compared by name and array
 * elements by position, so the patch is small for edits in place, appends and truncations.
 */
final class Diff {

    private final JsonProvider provider;
    private final JsonArrayBuilder operations;

    private Diff(JsonProvider provider) {
        this.provider = provider;
        this.operations = provider.createArrayBuilder();
    }

    static JsonArray between(JsonProvider provider, JsonValue source, JsonValue target) {
        Diff diff = new Diff(provider);
        diff.compare("", source, target);
        return diff.operations.build();
    }

    private void compare(String path, JsonValue source, JsonValue target) {
        if (source.equals(target)) {
            return;
        }
        if (source instanceof JsonObject && target instanceof JsonObject) {
            JsonObject s = (JsonObject) source;
            JsonObject t = (JsonObject) target;
            for (Map.Entry<String, JsonValue> member : s.entrySet()) {
                String childPath = path + '/' + Pointer.escape(member.getKey());
                JsonValue other = t.get(member.getKey());
                if (other == null) {
                    op("remove", childPath, null);
                } else {
                    compare(childPath, member.getValue(), other);
                }
            }
            for (Map.Entry<String, JsonValue> member : t.entrySet()) {
                if (!s.containsKey(member.getKey())) {
                    op("add", path + '/' + Pointer.escape(member.getKey()), member.getValue());
                }
            }
        } else if (source instanceof JsonArray && target instanceof JsonArray) {
            JsonArray s = (JsonArray) source;
            JsonArray t = (JsonArray) target;
            int common = Math.min(s.size(), t.size());
            for (int i = 0; i < common; i++) {
                compare(path + '/' + i, s.get(i), t.get(i));
            }
            // Remove from the end so that each index is still valid when its turn comes.
            for (int i = s.size() - 1; i >= common; i--) {
                op("remove", path + '/' + i, null);
            }
            for (int i = common; i < t.size(); i++) {
                op("add", path + '/' + i, t.get(i));
            }
        } else {
            op("replace", path, target);
        }
    }

    private void op(String op, String path, JsonValue value) {
        if (value == null) {
            operations.add(provider.createObjectBuilder().add("op", op).add("path", path));
        } else {
            operations.add(provider.createObjectBuilder().add("op", op).add("path", path).add("value", value));
        }
    }
}
