package org.jsonpjackson.json.internal.model;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.Map;
import java.util.Set;

/**
 * An immutable JSON object over a map that only its builder ever held, so it needs no defensive copy.
 * Key order is the order in which the keys were first added.
 */
final class ObjectValue extends AbstractMap<String, JsonValue> implements JsonObject {

    static final ObjectValue EMPTY = new ObjectValue(Collections.emptyMap());

    private final Map<String, JsonValue> members;
    /** The map behind {@link #members}, read by {@link TreeWalk} without the view's wrapper entries. */
    private final Map<String, JsonValue> held;

    ObjectValue(Map<String, JsonValue> members) {
        this.held = members;
        this.members = Collections.unmodifiableMap(members);
    }

    /** The members' own map, for reading only. */
    Map<String, JsonValue> members() {
        return held;
    }

    @Override
    public JsonArray getJsonArray(String name) {
        return (JsonArray) members.get(name);
    }

    @Override
    public JsonObject getJsonObject(String name) {
        return (JsonObject) members.get(name);
    }

    @Override
    public JsonNumber getJsonNumber(String name) {
        return (JsonNumber) members.get(name);
    }

    @Override
    public JsonString getJsonString(String name) {
        return (JsonString) members.get(name);
    }

    @Override
    public String getString(String name) {
        return getJsonString(name).getString();
    }

    @Override
    public String getString(String name, String defaultValue) {
        JsonValue value = members.get(name);
        return value instanceof JsonString ? ((JsonString) value).getString() : defaultValue;
    }

    @Override
    public int getInt(String name) {
        return getJsonNumber(name).intValue();
    }

    @Override
    public int getInt(String name, int defaultValue) {
        JsonValue value = members.get(name);
        return value instanceof JsonNumber ? ((JsonNumber) value).intValue() : defaultValue;
    }

    @Override
    public boolean getBoolean(String name) {
        JsonValue value = members.get(name);
        if (value == null) {
            throw new NullPointerException("No member named '" + name + "'");
        }
        if (value == JsonValue.TRUE) {
            return true;
        }
        if (value == JsonValue.FALSE) {
            return false;
        }
        throw new ClassCastException("Member '" + name + "' is " + value.getValueType() + ", not a boolean");
    }

    @Override
    public boolean getBoolean(String name, boolean defaultValue) {
        JsonValue value = members.get(name);
        if (value == JsonValue.TRUE) {
            return true;
        }
        if (value == JsonValue.FALSE) {
            return false;
        }
        return defaultValue;
    }

    @Override
    public boolean isNull(String name) {
        JsonValue value = members.get(name);
        if (value == null) {
            throw new NullPointerException("No member named '" + name + "'");
        }
        return value == JsonValue.NULL;
    }

    @Override
    public ValueType getValueType() {
        return ValueType.OBJECT;
    }

    @Override
    public JsonValue get(Object key) {
        return members.get(key);
    }

    @Override
    public boolean containsKey(Object key) {
        return members.containsKey(key);
    }

    @Override
    public int size() {
        return members.size();
    }

    @Override
    public Set<Entry<String, JsonValue>> entrySet() {
        return members.entrySet();
    }

    @Override
    public Set<String> keySet() {
        return members.keySet();
    }

    /** The map's own hash, as Map specifies it, without AbstractMap's per-entry wrappers of the unmodifiable view. */
    @Override
    public int hashCode() {
        return members.hashCode();
    }

    @Override
    public boolean equals(Object obj) {
        return obj == this || members.equals(obj);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        JsonText.append(sb, this);
        return sb.toString();
    }
}
