package org.jsonpjackson.json.jackson3.internal.stream;

import jakarta.json.JsonException;
import org.jsonpjackson.json.internal.stream.JsonpGeneratorBase;
import org.jsonpjackson.json.internal.stream.NumberText;
import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.json.JsonGeneratorBase;
import tools.jackson.core.json.JsonWriteFeature;

import java.math.BigDecimal;
import java.math.BigInteger;

/** JSON-P's generator writing through a Jackson 3 generator: each token one call, its unchecked failure a {@code JsonException}. */
final class Jackson3Generator extends JsonpGeneratorBase {

    private final tools.jackson.core.JsonGenerator g;
    /** Whether a {@code BigDecimal} may go out as its {@code toString()}, raw (see {@link NumberText}). */
    private final boolean rawDecimals;
    private final Jackson3NumberText decimalText = new Jackson3NumberText();

    Jackson3Generator(tools.jackson.core.JsonGenerator g) {
        this.g = g;
        // what Jackson's writeNumber(BigDecimal) would write otherwise: plain notation, or a quoted string
        this.rawDecimals = !g.isEnabled(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
                && g instanceof JsonGeneratorBase && !((JsonGeneratorBase) g).isEnabled(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS);
    }

    tools.jackson.core.JsonGenerator jackson() {
        return g;
    }

    /** Checks that a value may be written here, then counts the one the caller writes through Jackson. */
    tools.jackson.core.JsonGenerator handOver() {
        countValueAsWritten();
        return g;
    }

    @Override
    protected void startObject() {
        try {
            g.writeStartObject();
        } catch (JacksonException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void endObject() {
        try {
            g.writeEndObject();
        } catch (JacksonException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void startArray() {
        try {
            g.writeStartArray();
        } catch (JacksonException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void endArray() {
        try {
            g.writeEndArray();
        } catch (JacksonException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void name(String name) {
        try {
            g.writeName(name);
        } catch (JacksonException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void string(String value) {
        try {
            g.writeString(value);
        } catch (JacksonException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void number(int value) {
        try {
            g.writeNumber(value);
        } catch (JacksonException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void number(long value) {
        try {
            g.writeNumber(value);
        } catch (JacksonException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void number(double value) {
        try {
            g.writeNumber(value);
        } catch (JacksonException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void number(BigInteger value) {
        try {
            g.writeNumber(value);
        } catch (JacksonException e) {
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
        } catch (JacksonException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void bool(boolean value) {
        try {
            g.writeBoolean(value);
        } catch (JacksonException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void nullValue() {
        try {
            g.writeNull();
        } catch (JacksonException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void flushOutput() {
        try {
            g.flush();
        } catch (JacksonException e) {
            throw ioFailure(e);
        }
    }

    @Override
    protected void closeOutput() {
        try {
            g.close();
        } catch (JacksonException e) {
            throw ioFailure(e);
        }
    }

    private static JsonException ioFailure(JacksonException e) {
        return new JsonException("I/O error while generating JSON: " + e.getMessage(), e);
    }
}
