package org.jsonpjackson.json.jackson3.internal.stream;

import org.jsonpjackson.json.internal.stream.Indentation;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.PrettyPrinter;

/** JSON-P's customary pretty format (see {@link Indentation}) as Jackson 3's pretty printer. */
final class IndentingPrinter3 implements PrettyPrinter {

    private final Indentation indentation = new Indentation();

    @Override
    public void writeRootValueSeparator(JsonGenerator g) {
        g.writeRaw('\n');
    }

    @Override
    public void writeStartObject(JsonGenerator g) {
        g.writeRaw('{');
        indentation.open();
    }

    @Override
    public void writeEndObject(JsonGenerator g, int entries) {
        if (indentation.close(entries)) {
            g.writeRaw(indentation.lineBreak());
        }
        g.writeRaw('}');
    }

    @Override
    public void writeObjectEntrySeparator(JsonGenerator g) {
        g.writeRaw(',');
        g.writeRaw(indentation.lineBreak());
    }

    @Override
    public void writeObjectNameValueSeparator(JsonGenerator g) {
        g.writeRaw(Indentation.NAME_VALUE);
    }

    @Override
    public void writeStartArray(JsonGenerator g) {
        g.writeRaw('[');
        indentation.open();
    }

    @Override
    public void writeEndArray(JsonGenerator g, int values) {
        if (indentation.close(values)) {
            g.writeRaw(indentation.lineBreak());
        }
        g.writeRaw(']');
    }

    @Override
    public void writeArrayValueSeparator(JsonGenerator g) {
        g.writeRaw(',');
        g.writeRaw(indentation.lineBreak());
    }

    @Override
    public void beforeArrayValues(JsonGenerator g) {
        g.writeRaw(indentation.lineBreak());
    }

    @Override
    public void beforeObjectEntries(JsonGenerator g) {
        g.writeRaw(indentation.lineBreak());
    }
}
