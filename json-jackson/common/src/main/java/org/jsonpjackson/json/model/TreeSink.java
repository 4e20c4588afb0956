package org.jsonpjackson.json.model;

import jakarta.json.JsonValue;

import java.math.BigDecimal;

/**
 * The token writes a tree walk ({@link #write}) makes: a generator's, in practice. One implementation per JVM in
 * the common case, so the calls are inlined.
 */
public interface TreeSink {

    void startObject();

    void endObject();

    void startArray();

    void endArray();

    void name(String name);

    void string(String value);

    /** An int or a long of our model; its text is {@code Long.toString}, as {@code JsonNumber.toString()} gives it. */
    void number(long value);

    /** Any other number, as its exact decimal. */
    void number(BigDecimal value);

    void bool(boolean value);

    void nullValue();

    /**
     * Writes a whole value into {@code sink}. On our own model it tests the final classes and reads their fields,
     * so a value costs no interface call or cast to an interface, and an object member no wrapper entry of the
     * unmodifiable view; any other JSON-P value goes through the interfaces. Recursion depth is that of a tree
     * already held in memory.
     */
    static void write(JsonValue value, TreeSink sink) {
        TreeWalk.write(value, sink);
    }
}
