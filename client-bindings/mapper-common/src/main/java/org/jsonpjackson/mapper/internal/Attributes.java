package org.jsonpjackson.mapper.internal;

import java.util.HashMap;
import java.util.Map;

/**
 * A mapper's attributes ({@code JsonpMapper.withAttribute} of either client): immutable maps, copied on change.
 *
 * <p>Shared by every mapper, written once; not an API.
 */
public final class Attributes {

    private Attributes() {
    }

    /** An immutable copy of {@code attributes} with {@code name} set to {@code value}, or removed for null. */
    public static Map<String, Object> with(Map<String, Object> attributes, String name, Object value) {
        Map<String, Object> copy = new HashMap<>(attributes);
        if (value == null) {
            copy.remove(name);
        } else {
            copy.put(name, value);
        }
        return Map.copyOf(copy);
    }
}
