package org.jsonpjackson.json.internal.model;

import jakarta.json.JsonString;

/** An immutable JSON string. {@code toString()} is the quoted, escaped JSON text. */
final class StringValue implements JsonString {

    private final String value;

    StringValue(String value) {
        this.value = value;
    }

    @Override
    public String getString() {
        return value;
    }

    @Override
    public CharSequence getChars() {
        return value;
    }

    @Override
    public ValueType getValueType() {
        return ValueType.STRING;
    }

    @Override
    public boolean equals(Object obj) {
        return this == obj || obj instanceof JsonString && value.equals(((JsonString) obj).getString());
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @Override
    public String toString() {
        return JsonText.quote(value);
    }
}
