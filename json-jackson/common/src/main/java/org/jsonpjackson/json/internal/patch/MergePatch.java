package org.jsonpjackson.json.internal.patch;

import jakarta.json.JsonMergePatch;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;

import java.util.Map;

/** An RFC 7396 JSON Merge Patch. */
final class MergePatch implements JsonMergePatch {

    private final JsonProvider provider;
    private final JsonValue patch;

    MergePatch(JsonProvider provider, JsonValue patch) {
        this.provider = provider;
        this.patch = patch;
    }

    @Override
    public JsonValue apply(JsonValue target) {
        return merge(target, patch);
    }

    private JsonValue merge(JsonValue target, JsonValue patch) {
        if (!(patch instanceof JsonObject)) {
            return patch;
        }
        JsonObjectBuilder result = target instanceof JsonObject
                ? provider.createObjectBuilder((JsonObject) target)
                : provider.createObjectBuilder();
        JsonObject existing = target instanceof JsonObject ? (JsonObject) target : JsonValue.EMPTY_JSON_OBJECT;
        for (Map.Entry<String, JsonValue> member : ((JsonObject) patch).entrySet()) {
            if (member.getValue() == JsonValue.NULL || member.getValue().getValueType() == JsonValue.ValueType.NULL) {
                result.remove(member.getKey());
            } else {
                JsonValue before = existing.get(member.getKey());
                result.add(member.getKey(), merge(before == null ? JsonValue.NULL : before, member.getValue()));
            }
        }
        return result.build();
    }

    /** The merge patch that turns {@code source} into {@code target}. */
    static JsonValue diff(JsonProvider provider, JsonValue source, JsonValue target) {
        if (!(source instanceof JsonObject) || !(target instanceof JsonObject)) {
            return target;
        }
        JsonObject s = (JsonObject) source;
        JsonObject t = (JsonObject) target;
        JsonObjectBuilder patch = provider.createObjectBuilder();
        for (Map.Entry<String, JsonValue> member : s.entrySet()) {
            JsonValue other = t.get(member.getKey());
            if (other == null) {
                patch.addNull(member.getKey());
            } else if (!member.getValue().equals(other)) {
                patch.add(member.getKey(), diff(provider, member.getValue(), other));
            }
        }
        for (Map.Entry<String, JsonValue> member : t.entrySet()) {
            if (!s.containsKey(member.getKey())) {
                patch.add(member.getKey(), member.getValue());
            }
        }
        return patch.build();
    }

    @Override
    public JsonValue toJsonValue() {
        return patch;
    }

    @Override
    public String toString() {
        return patch.toString();
    }
}
