package org.jsonpjackson.sim;

import java.util.Properties;

/** Whole numbers out of {@code sim.*}, {@code load.*} and {@code faults.*} properties, naming the key when one is malformed. */
public final class PropertyValues {

    private PropertyValues() {
    }

    /** The value of {@code key}, or {@code otherwise} when it is absent or blank. */
    public static long whole(Properties properties, String key, long otherwise) {
        String value = properties.getProperty(key);
        if (value == null || value.isBlank()) {
            return otherwise;
        }
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be a whole number: " + value, e);
        }
    }

    /** The same, as an {@code int}. */
    public static int integer(Properties properties, String key, int otherwise) {
        long value = whole(properties, key, otherwise);
        if (value != (int) value) {
            throw new IllegalArgumentException(key + " is out of range: " + value);
        }
        return (int) value;
    }
}
