package org.jsonpjackson.json.internal.patch;

import jakarta.json.JsonArray;
import jakarta.json.JsonMergePatch;
import jakarta.json.JsonPatch;
import jakarta.json.JsonPatchBuilder;
import jakarta.json.JsonPointer;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;

import java.util.Objects;

/**
 * JSON Pointer (RFC 6901), JSON Patch (RFC 6902) and JSON Merge Patch (RFC 7396). They build the values
 * they return through the given provider, so they work with any value model.
 */
public final class JsonPatches {

    private JsonPatches() {
    }

    public static JsonPointer pointer(JsonProvider provider, String jsonPointer) {
        return new Pointer(provider, Objects.requireNonNull(jsonPointer, "jsonPointer"));
    }

    public static JsonPatch patch(JsonProvider provider, JsonArray operations) {
        return new Patch(provider, Objects.requireNonNull(operations, "operations"));
    }

    public static JsonPatchBuilder patchBuilder(JsonProvider provider) {
        return new PatchBuilder(provider, provider.createArrayBuilder());
    }

    public static JsonPatchBuilder patchBuilder(JsonProvider provider, JsonArray operations) {
        return new PatchBuilder(provider, provider.createArrayBuilder(Objects.requireNonNull(operations, "operations")));
    }

    public static JsonPatch diff(JsonProvider provider, JsonStructure source, JsonStructure target) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(target, "target");
        return new Patch(provider, Diff.between(provider, source, target));
    }

    public static JsonMergePatch mergePatch(JsonProvider provider, JsonValue patch) {
        return new MergePatch(provider, Objects.requireNonNull(patch, "patch"));
    }

    public static JsonMergePatch mergeDiff(JsonProvider provider, JsonValue source, JsonValue target) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(target, "target");
        return new MergePatch(provider, MergePatch.diff(provider, source, target));
    }
}
