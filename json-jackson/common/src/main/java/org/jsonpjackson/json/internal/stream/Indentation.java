package org.jsonpjackson.json.internal.stream;

/**
 * JSON-P's customary pretty format, whichever Jackson writes it: one member or element per line, four spaces a
 * level, {@code "key": value}; empty objects and arrays stay on one line. Each Jackson module's pretty printer
 * asks this what to write at each point. It counts nesting, so each generator needs its own.
 *
 * <p>Public only for the Jackson modules; the module exports this package to them alone.
 */
public final class Indentation {

    /** Between a member's name and its value. */
    public static final String NAME_VALUE = ": ";

    private static final String SPACES = " ".repeat(64);

    private int level;

    /** An object or array opens: one level deeper. */
    public void open() {
        level++;
    }

    /** An object or array closes; whether it had members or elements, and so ends on a line of its own. */
    public boolean close(int entries) {
        level--;
        return entries > 0;
    }

    /** A line break and the indentation of the current level. */
    public String lineBreak() {
        int spaces = level * 4;
        if (spaces < SPACES.length()) {
            return "\n" + SPACES.substring(0, spaces);
        }
        return "\n" + " ".repeat(spaces);
    }
}
