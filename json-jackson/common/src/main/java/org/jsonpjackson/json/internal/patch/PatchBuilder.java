package org.jsonpjackson.json.internal.patch;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonPatch;
import jakarta.json.JsonPatchBuilder;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;

import java.util.Objects;

/** Collects operations as their JSON form; {@link #build()} checks them by making a {@link Patch}. */
final class PatchBuilder implements JsonPatchBuilder {

    private final JsonProvider provider;
    private final JsonArrayBuilder operations;

    PatchBuilder(JsonProvider provider, JsonArrayBuilder operations) {
        this.provider = provider;
        this.operations = operations;
    }

    private JsonPatchBuilder op(JsonPatch.Operation op, String path, String from, JsonValue value) {
        JsonObjectBuilder o = provider.createObjectBuilder()
                .add("op", op.operationName())
                .add("path", Objects.requireNonNull(path, "path"));
        if (from != null) {
            o.add("from", from);
        }
        if (value != null) {
            o.add("value", value);
        }
        operations.add(o);
        return this;
    }

    @Override
    public JsonPatchBuilder add(String path, JsonValue value) {
        return op(JsonPatch.Operation.ADD, path, null, Objects.requireNonNull(value, "value"));
    }

    @Override
    public JsonPatchBuilder add(String path, String value) {
        return add(path, provider.createValue(Objects.requireNonNull(value, "value")));
    }

    @Override
    public JsonPatchBuilder add(String path, int value) {
        return add(path, provider.createValue(value));
    }

    @Override
    public JsonPatchBuilder add(String path, boolean value) {
        return add(path, value ? JsonValue.TRUE : JsonValue.FALSE);
    }

    @Override
    public JsonPatchBuilder remove(String path) {
        return op(JsonPatch.Operation.REMOVE, path, null, null);
    }

    @Override
    public JsonPatchBuilder replace(String path, JsonValue value) {
        return op(JsonPatch.Operation.REPLACE, path, null, Objects.requireNonNull(value, "value"));
    }

    @Override
    public JsonPatchBuilder replace(String path, String value) {
        return replace(path, provider.createValue(Objects.requireNonNull(value, "value")));
    }

    @Override
    public JsonPatchBuilder replace(String path, int value) {
        return replace(path, provider.createValue(value));
    }

    @Override
    public JsonPatchBuilder replace(String path, boolean value) {
        return replace(path, value ? JsonValue.TRUE : JsonValue.FALSE);
    }

    @Override
    public JsonPatchBuilder move(String path, String from) {
        return op(JsonPatch.Operation.MOVE, path, Objects.requireNonNull(from, "from"), null);
    }

    @Override
    public JsonPatchBuilder copy(String path, String from) {
        return op(JsonPatch.Operation.COPY, path, Objects.requireNonNull(from, "from"), null);
    }

    @Override
    public JsonPatchBuilder test(String path, JsonValue value) {
        return op(JsonPatch.Operation.TEST, path, null, Objects.requireNonNull(value, "value"));
    }

    @Override
    public JsonPatchBuilder test(String path, String value) {
        return test(path, provider.createValue(Objects.requireNonNull(value, "value")));
    }

    @Override
    public JsonPatchBuilder test(String path, int value) {
        return test(path, provider.createValue(value));
    }

    @Override
    public JsonPatchBuilder test(String path, boolean value) {
        return test(path, value ? JsonValue.TRUE : JsonValue.FALSE);
    }

    @Override
    public JsonPatch build() {
        return new Patch(provider, operations.build());
    }
}
