package org.jsonpjackson.json.jackson2.internal.stream;

import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import jakarta.json.JsonException;
import org.jsonpjackson.json.internal.stream.JsonpGeneratorBase;
import org.jsonpjackson.json.internal.stream.NumberText;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;

/** JSON-P's generator writing through a Jackson 2 generator: each token one call, its checked failure a {@code JsonException}. */
final class JacksonGenerator extends JsonpGeneratorBase {

    private final com.fasterxml.jackson.core.JsonGenerator g;
    /** Whether a {@code BigDecimal} may go out as its {@code toString()}, raw (see {@link NumberText}). */
    private final boolean rawDecimals;
    private final JacksonNumberText decimalText = new JacksonNumberText();

    JacksonGenerator(com.fasterxml.jackson.core.JsonGenerator g) {
        this.g = g;
        // what Jackson's writeNumber(BigDecimal) would write otherwise: plain notation, or a quoted string
        this.rawDecimals = !g.isEnabled(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
                && !g.isEnabled(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS.mappedFeature());
    }

    com.fasterxml.jackson.core.JsonGenerator jackson() {
        return g;
    }

    /** Checks that a value may be written here, then counts the one the caller writes through Jackson. */
    com.fasterxml.jackson.core.JsonGenerator handOver() {
        countValueAsWritten();
        return g;
    }

    @Override
    protected void startObject() {
        try {
            g.writeStartObject();
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void endObject() {
        try {
            g.writeEndObject();
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void startArray() {
        try {
            g.writeStartArray();
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void endArray() {
        try {
            g.writeEndArray();
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void name(String name) {
        try {
            g.writeFieldName(name);
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void string(String value) {
        try {
            g.writeString(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void number(int value) {
        try {
            g.writeNumber(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void number(long value) {
        try {
            g.writeNumber(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void number(double value) {
        try {
            g.writeNumber(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void number(BigInteger value) {
        try {
            g.writeNumber(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void number(BigDecimal value) {
        try {
            if (rawDecimals) {
                decimalText.hold(value.toString());
                g.writeRawValue(decimalText);
            } else {
                g.writeNumber(value);
            }
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void bool(boolean value) {
        try {
            g.writeBoolean(value);
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void nullValue() {
        try {
            g.writeNull();
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void flushOutput() {
        try {
            g.flush();
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void closeOutput() {
        try {
            g.close();
        } catch (IOException e) {
            throw ioFailure(e);
        }
    }

    private static JsonException ioFailure(IOException e) {
        return new JsonException("I/O error while generating JSON: " + e.getMessage(), e);
    }
}
