package org.jsonpjackson.json.jackson2.internal.stream;

import org.jsonpjackson.json.internal.stream.Indentation;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;

import java.io.IOException;

/** JSON-P's customary pretty format (see {@link Indentation}) as Jackson 2's pretty printer. */
final class IndentingPrinter implements PrettyPrinter {

    private final Indentation indentation = new Indentation();

    @Override
    public void writeRootValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw('\n');
    }

    @Override
    public void writeStartObject(JsonGenerator g) throws IOException {
        g.writeRaw('{');
        indentation.open();
    }

    @Override
    public void writeEndObject(JsonGenerator g, int entries) throws IOException {
        if (indentation.close(entries)) {
            g.writeRaw(indentation.lineBreak());
        }
        g.writeRaw('}');
    }

    @Override
    public void writeObjectEntrySeparator(JsonGenerator g) throws IOException {
        g.writeRaw(',');
        g.writeRaw(indentation.lineBreak());
    }

    @Override
    public void writeObjectFieldValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw(Indentation.NAME_VALUE);
    }

    @Override
    public void writeStartArray(JsonGenerator g) throws IOException {
        g.writeRaw('[');
        indentation.open();
    }

    @Override
    public void writeEndArray(JsonGenerator g, int values) throws IOException {
        if (indentation.close(values)) {
            g.writeRaw(indentation.lineBreak());
        }
        g.writeRaw(']');
    }

    @Override
    public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw(',');
        g.writeRaw(indentation.lineBreak());
    }

    @Override
    public void beforeArrayValues(JsonGenerator g) throws IOException {
        g.writeRaw(indentation.lineBreak());
    }

    @Override
    public void beforeObjectEntries(JsonGenerator g) throws IOException {
        g.writeRaw(indentation.lineBreak());
    }
}
