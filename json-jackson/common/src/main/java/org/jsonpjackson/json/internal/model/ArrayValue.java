package org.jsonpjackson.json.internal.model;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/** An immutable JSON array over an array that only its builder ever held. */
final class ArrayValue extends AbstractList<JsonValue> implements JsonArray, RandomAccess {

    static final ArrayValue EMPTY = new ArrayValue(new JsonValue[0], 0);

    private final JsonValue[] elements;
    private final int size;

    ArrayValue(JsonValue[] elements, int size) {
        this.elements = elements;
        this.size = size;
    }

    /** The backing array, for reading only; its first {@link #size()} slots are the elements. */
    JsonValue[] elements() {
        return elements;
    }

    @Override
    public JsonValue get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("Index " + index + " out of bounds for array of size " + size);
        }
        return elements[index];
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public JsonObject getJsonObject(int index) {
        return (JsonObject) get(index);
    }

    @Override
    public JsonArray getJsonArray(int index) {
        return (JsonArray) get(index);
    }

    @Override
    public JsonNumber getJsonNumber(int index) {
        return (JsonNumber) get(index);
    }

    @Override
    public JsonString getJsonString(int index) {
        return (JsonString) get(index);
    }

    /** An unchecked view, as the API specifies: an element of another type fails only when it is read. */
    @Override
    @SuppressWarnings("unchecked")
    public <T extends JsonValue> List<T> getValuesAs(Class<T> clazz) {
        return (List<T>) this;
    }

    @Override
    public String getString(int index) {
        return getJsonString(index).getString();
    }

    @Override
    public String getString(int index, String defaultValue) {
        JsonValue value = index >= 0 && index < size ? elements[index] : null;
        return value instanceof JsonString ? ((JsonString) value).getString() : defaultValue;
    }

    @Override
    public int getInt(int index) {
        return getJsonNumber(index).intValue();
    }

    @Override
    public int getInt(int index, int defaultValue) {
        JsonValue value = index >= 0 && index < size ? elements[index] : null;
        return value instanceof JsonNumber ? ((JsonNumber) value).intValue() : defaultValue;
    }

    @Override
    public boolean getBoolean(int index) {
        JsonValue value = get(index);
        if (value == JsonValue.TRUE) {
            return true;
        }
        if (value == JsonValue.FALSE) {
            return false;
        }
        throw new ClassCastException("Element " + index + " is " + value.getValueType() + ", not a boolean");
    }

    @Override
    public boolean getBoolean(int index, boolean defaultValue) {
        JsonValue value = index >= 0 && index < size ? elements[index] : null;
        if (value == JsonValue.TRUE) {
            return true;
        }
        if (value == JsonValue.FALSE) {
            return false;
        }
        return defaultValue;
    }

    @Override
    public boolean isNull(int index) {
        return get(index) == JsonValue.NULL;
    }

    @Override
    public ValueType getValueType() {
        return ValueType.ARRAY;
    }

    /** List's hash, as List specifies it, over the array rather than through an iterator. */
    @Override
    public int hashCode() {
        int hash = 1;
        for (int i = 0; i < size; i++) {
            hash = 31 * hash + elements[i].hashCode();
        }
        return hash;
    }

    @Override
    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof ArrayValue)) {
            return super.equals(obj);
        }
        ArrayValue other = (ArrayValue) obj;
        if (other.size != size) {
            return false;
        }
        for (int i = 0; i < size; i++) {
            if (!elements[i].equals(other.elements[i])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        JsonText.append(sb, this);
        return sb.toString();
    }
}
