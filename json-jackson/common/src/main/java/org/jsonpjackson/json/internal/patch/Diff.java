package org.jsonpjackson.json.internal.patch;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;

import java.util.Map;

/**
 * Computes a JSON Patch that turns one value into another. Objects are compared member by member. Arrays
 * are aligned with the fewest additions, removals and replacements ({@link ArrayAlignment}); an array whose
 * alignment would exceed {@link ArrayAlignment#MAX_CELLS} is replaced whole. Wherever an object meets an
 * object, or an array an array, at the same place (a member, or aligned elements), the patch describes their
 * differences rather than replacing them.
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
            compareObjects(path, (JsonObject) source, (JsonObject) target);
        } else if (source instanceof JsonArray && target instanceof JsonArray) {
            compareArrays(path, (JsonArray) source, (JsonArray) target);
        } else {
            op("replace", path, target);
        }
    }

    private void compareObjects(String path, JsonObject source, JsonObject target) {
        for (Map.Entry<String, JsonValue> member : source.entrySet()) {
            String childPath = path + '/' + Pointer.escape(member.getKey());
            JsonValue other = target.get(member.getKey());
            if (other == null) {
                op("remove", childPath, null);
            } else {
                compare(childPath, member.getValue(), other);
            }
        }
        for (Map.Entry<String, JsonValue> member : target.entrySet()) {
            if (!source.containsKey(member.getKey())) {
                op("add", path + '/' + Pointer.escape(member.getKey()), member.getValue());
            }
        }
    }

    /**
     * The order makes each operation valid on the array as the previous ones left it, as in the reference
     * implementation: first the replacements and removals, from the last index to the first, each at its
     * index in the source (nothing before it has moved yet); then the additions, from the first index to
     * the last, each at its index in the target (everything before it is in place by then).
     */
    private void compareArrays(String path, JsonArray source, JsonArray target) {
        JsonValue[] from = source.toArray(new JsonValue[0]);
        JsonValue[] to = target.toArray(new JsonValue[0]);
        int[] edits = ArrayAlignment.align(from, to);
        if (edits == null) {
            op("replace", path, target);
            return;
        }
        int additions = 0;
        for (int e = 0; e < edits.length; e += 3) {
            switch (edits[e]) {
                case ArrayAlignment.REPLACE:
                    compare(path + '/' + edits[e + 1], from[edits[e + 1]], to[edits[e + 2]]);
                    break;
                case ArrayAlignment.REMOVE:
                    op("remove", path + '/' + edits[e + 1], null);
                    break;
                default:
                    additions++;
                    break;
            }
        }
        for (int e = edits.length - 3; additions > 0; e -= 3) {
            if (edits[e] == ArrayAlignment.ADD) {
                op("add", path + '/' + edits[e + 2], to[edits[e + 2]]);
                additions--;
            }
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
