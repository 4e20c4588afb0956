package org.jsonpjackson.json.internal.stream;

import jakarta.json.stream.JsonLocation;

/**
 * An immutable JSON-P location; -1 marks what is unknown. Public for the Jackson modules, which turn their
 * Jackson's locations into these.
 */
public final class Location implements JsonLocation {

    public static final Location UNKNOWN = new Location(-1, -1, -1);

    private final long line;
    private final long column;
    private final long offset;

    public Location(long line, long column, long offset) {
        this.line = line;
        this.column = column;
        this.offset = offset;
    }

    /** The same line, {@code columns} columns (and as many characters or bytes) further on. */
    public Location shifted(long columns) {
        return new Location(line, column < 0 ? column : column + columns, offset + columns);
    }

    @Override
    public long getLineNumber() {
        return line;
    }

    @Override
    public long getColumnNumber() {
        return column;
    }

    @Override
    public long getStreamOffset() {
        return offset;
    }

    @Override
    public String toString() {
        return "line " + line + ", column " + column + ", offset " + offset;
    }
}
