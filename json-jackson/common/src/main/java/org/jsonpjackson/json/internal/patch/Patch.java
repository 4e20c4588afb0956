package org.jsonpjackson.json.internal.patch;

import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonPatch;
import jakarta.json.JsonString;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;

import java.util.Map;

/**
 * An RFC 6902 JSON Patch. The operations are checked when the patch is made, so a malformed patch fails
 * before it touches any document, naming the operation's index.
 */
final class Patch implements JsonPatch {

    private static final class Step {
        final JsonPatch.Operation op;
        final Pointer path;
        final Pointer from;
        final JsonValue value;

        Step(JsonPatch.Operation op, Pointer path, Pointer from, JsonValue value) {
            this.op = op;
            this.path = path;
            this.from = from;
            this.value = value;
        }
    }

    private final JsonArray operations;
    private final Step[] steps;

    Patch(JsonProvider provider, JsonArray operations) {
        this.operations = operations;
        this.steps = new Step[operations.size()];
        for (int i = 0; i < steps.length; i++) {
            steps[i] = parse(provider, operations.get(i), i);
        }
    }

    private static Step parse(JsonProvider provider, JsonValue raw, int index) {
        if (!(raw instanceof JsonObject)) {
            throw new JsonException("Patch operation " + index + " is not an object: " + raw);
        }
        JsonObject object = (JsonObject) raw;
        JsonPatch.Operation op = JsonPatch.Operation.fromOperationName(text(object, "op", index));
        Pointer path = new Pointer(provider, text(object, "path", index));
        Pointer from = null;
        JsonValue value = null;
        switch (op) {
            case ADD:
            case REPLACE:
            case TEST:
                value = object.get("value");
                if (value == null) {
                    throw new JsonException("Patch operation " + index + " (" + op.operationName() + ") has no 'value'");
                }
                break;
            case MOVE:
            case COPY:
                from = new Pointer(provider, text(object, "from", index));
                break;
            default:
                break;
        }
        return new Step(op, path, from, value);
    }

    private static String text(JsonObject object, String member, int index) {
        JsonValue value = object.get(member);
        if (!(value instanceof JsonString)) {
            throw new JsonException("Patch operation " + index + " needs a string '" + member + "', found " + value);
        }
        return ((JsonString) value).getString();
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T extends JsonStructure> T apply(T target) {
        JsonStructure result = target;
        for (int i = 0; i < steps.length; i++) {
            Step step = steps[i];
            try {
                result = applyStep(step, result);
            } catch (JsonException e) {
                throw new JsonException("Patch operation " + i + " (" + step.op.operationName() + " '" + step.path
                        + "') failed: " + e.getMessage(), e);
            }
        }
        return (T) result;
    }

    private static JsonStructure applyStep(Step step, JsonStructure target) {
        switch (step.op) {
            case ADD:
                return step.path.add(target, step.value);
            case REMOVE:
                return step.path.remove(target);
            case REPLACE:
                return step.path.replace(target, step.value);
            case MOVE:
                if (step.from.equals(step.path)) {
                    step.from.getValue(target);
                    return target;
                }
                if (step.path.isStrictlyInside(step.from)) {
                    throw new JsonException("cannot move '" + step.from + "' into its own child '" + step.path + "'");
                }
                JsonValue moved = step.from.getValue(target);
                return step.path.add(step.from.remove(target), moved);
            case COPY:
                return step.path.add(target, step.from.getValue(target));
            case TEST:
                JsonValue actual = step.path.getValue(target);
                if (!equal(actual, step.value)) {
                    throw new JsonException("test failed: the value is " + actual + ", not " + step.value);
                }
                return target;
            default:
                throw new JsonException("Unknown operation " + step.op);
        }
    }

    /**
     * Equality as RFC 6902 section 4.6 defines it for "test": numbers by value (1 equals 1.0 and 1e0, which
     * {@link JsonValue#equals} tells apart by scale), objects by members regardless of order, arrays element
     * by element, everything else as {@code equals}.
     */
    static boolean equal(JsonValue a, JsonValue b) {
        if (a instanceof JsonNumber && b instanceof JsonNumber) {
            return ((JsonNumber) a).bigDecimalValue().compareTo(((JsonNumber) b).bigDecimalValue()) == 0;
        }
        if (a instanceof JsonArray && b instanceof JsonArray) {
            JsonArray x = (JsonArray) a;
            JsonArray y = (JsonArray) b;
            if (x.size() != y.size()) {
                return false;
            }
            for (int i = 0; i < x.size(); i++) {
                if (!equal(x.get(i), y.get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof JsonObject && b instanceof JsonObject) {
            JsonObject x = (JsonObject) a;
            JsonObject y = (JsonObject) b;
            if (x.size() != y.size()) {
                return false;
            }
            for (Map.Entry<String, JsonValue> member : x.entrySet()) {
                JsonValue other = y.get(member.getKey());
                if (other == null || !equal(member.getValue(), other)) {
                    return false;
                }
            }
            return true;
        }
        return a.equals(b);
    }

    @Override
    public JsonArray toJsonArray() {
        return operations;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Patch && operations.equals(((Patch) obj).operations);
    }

    @Override
    public int hashCode() {
        return operations.hashCode();
    }

    @Override
    public String toString() {
        return operations.toString();
    }
}
