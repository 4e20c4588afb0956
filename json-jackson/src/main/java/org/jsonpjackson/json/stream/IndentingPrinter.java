package org.jsonpjackson.json.stream;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;

import java.io.IOException;

/**
 * JSON-P's customary pretty format: one member or element per line, four spaces a level, {@code "key": value}.
 * Empty objects and arrays stay on one line. It counts nesting, so each generator needs its own.
 */
final class IndentingPrinter implements PrettyPrinter {

    private static final String SPACES = " ".repeat(64);

    private int level;

    @Override
    public void writeRootValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw('\n');
    }

    @Override
    public void writeStartObject(JsonGenerator g) throws IOException {
        g.writeRaw('{');
        level++;
    }

    @Override
    public void writeEndObject(JsonGenerator g, int nrOfEntries) throws IOException {
        level--;
        if (nrOfEntries > 0) {
            newLine(g);
        }
        g.writeRaw('}');
    }

    @Override
    public void writeObjectEntrySeparator(JsonGenerator g) throws IOException {
        g.writeRaw(',');
        newLine(g);
    }

    @Override
    public void writeObjectFieldValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw(": ");
    }

    @Override
    public void writeStartArray(JsonGenerator g) throws IOException {
        g.writeRaw('[');
        level++;
    }

    @Override
    public void writeEndArray(JsonGenerator g, int nrOfValues) throws IOException {
        level--;
        if (nrOfValues > 0) {
            newLine(g);
        }
        g.writeRaw(']');
    }

    @Override
    public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw(',');
        newLine(g);
    }

    @Override
    public void beforeArrayValues(JsonGenerator g) throws IOException {
        newLine(g);
    }

    @Override
    public void beforeObjectEntries(JsonGenerator g) throws IOException {
        newLine(g);
    }

    private void newLine(JsonGenerator g) throws IOException {
        g.writeRaw('\n');
        int spaces = level * 4;
        while (spaces > 0) {
            int n = Math.min(spaces, SPACES.length());
            g.writeRaw(SPACES, 0, n);
            spaces -= n;
        }
    }
}
