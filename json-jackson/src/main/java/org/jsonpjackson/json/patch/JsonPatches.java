package org.jsonpjackson.json.patch;
import jakarta.json.*;
import jakarta.json.spi.JsonProvider;
// TEMPORARY STUB - replaced by branch patch
public final class JsonPatches {
  public static JsonPointer pointer(JsonProvider p, String s) { throw new UnsupportedOperationException(); }
  public static JsonPatch patch(JsonProvider p, JsonArray a) { throw new UnsupportedOperationException(); }
  public static JsonPatchBuilder patchBuilder(JsonProvider p) { throw new UnsupportedOperationException(); }
  public static JsonPatchBuilder patchBuilder(JsonProvider p, JsonArray a) { throw new UnsupportedOperationException(); }
  public static JsonPatch diff(JsonProvider p, JsonStructure a, JsonStructure b) { throw new UnsupportedOperationException(); }
  public static JsonMergePatch mergePatch(JsonProvider p, JsonValue a) { throw new UnsupportedOperationException(); }
  public static JsonMergePatch mergeDiff(JsonProvider p, JsonValue a, JsonValue b) { throw new UnsupportedOperationException(); }
}
