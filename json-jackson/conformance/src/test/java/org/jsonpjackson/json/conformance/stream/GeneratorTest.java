package org.jsonpjackson.json.conformance.stream;

import jakarta.json.JsonException;
import jakarta.json.stream.JsonGenerationException;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonGeneratorFactory;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.jsonpjackson.json.internal.model.JsonValues;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GeneratorTest {

    private static final JsonProvider PROVIDER = ProviderUnderTest.create();
    private static final JsonGeneratorFactory COMPACT = PROVIDER.createGeneratorFactory(Map.of());
    private static final JsonGeneratorFactory PRETTY =
            PROVIDER.createGeneratorFactory(Map.of(JsonGenerator.PRETTY_PRINTING, true));

    private static String write(JsonGeneratorFactory factory, Consumer<JsonGenerator> body) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = factory.createGenerator(out)) {
            body.accept(g);
        }
        return out.toString();
    }

    private static void everyKind(JsonGenerator g) {
        g.writeStartObject()
                .write("s", "tab\there \"quoted\" \u0001")
                .write("i", 42).write("l", 1L << 40).write("d", 0.5)
                .write("bd", new BigDecimal("1.50")).write("bi", new BigInteger("123456789012345678901234567890"))
                .write("t", true).writeNull("n")
                .writeStartArray("a").write(1).write("x").writeNull().write(false).writeStartObject().writeEnd()
                .writeStartArray().writeEnd().writeEnd()
                .writeKey("k").write(JsonValues.number(7))
                .writeStartObject("o").write("v", JsonValues.string("w")).writeEnd()
                .writeEnd();
    }

    @Test
    void writesEveryKindOfValueAsParssonDoes() {
        StringWriter parsson = new StringWriter();
        try (JsonGenerator g = new JsonProviderImpl().createGenerator(parsson)) {
            everyKind(g);
        }
        assertThat(write(COMPACT, GeneratorTest::everyKind)).isEqualTo(parsson.toString());
    }

    @Test
    void prettyPrintsWithFourSpacesAndKeepsEmptyStructuresOnOneLine() {
        String json = write(PRETTY, g -> g.writeStartObject().write("a", 1)
                .writeStartArray("b").write(true).writeStartObject().writeEnd().writeEnd().writeEnd());
        assertThat(json).isEqualTo("{\n    \"a\": 1,\n    \"b\": [\n        true,\n        {}\n    ]\n}");
        assertThat(PRETTY.getConfigInUse()).containsOnlyKeys(JsonGenerator.PRETTY_PRINTING);
        assertThat(COMPACT.getConfigInUse()).isEmpty();
    }

    @Test
    void valueWithoutANameInAnObjectIsRefused() {
        StringWriter out = new StringWriter();
        JsonGenerator g = COMPACT.createGenerator(out).writeStartObject();
        assertThatThrownBy(() -> g.write(1)).isInstanceOf(JsonGenerationException.class).hasMessageContaining("name");
        assertThatThrownBy(g::writeStartArray).isInstanceOf(JsonGenerationException.class);
    }

    @Test
    void namedValueOutsideAnObjectIsRefused() {
        JsonGenerator root = COMPACT.createGenerator(new StringWriter());
        assertThatThrownBy(() -> root.write("a", 1)).isInstanceOf(JsonGenerationException.class);
        JsonGenerator array = COMPACT.createGenerator(new StringWriter()).writeStartArray();
        assertThatThrownBy(() -> array.write("a", 1)).isInstanceOf(JsonGenerationException.class);
        assertThatThrownBy(() -> array.writeKey("a")).isInstanceOf(JsonGenerationException.class);
    }

    @Test
    void writeKeyMustBeFollowedByAValue() {
        JsonGenerator g = COMPACT.createGenerator(new StringWriter()).writeStartObject().writeKey("k");
        assertThatThrownBy(() -> g.writeKey("again")).isInstanceOf(JsonGenerationException.class);
        assertThatThrownBy(g::writeEnd).isInstanceOf(JsonGenerationException.class);
    }

    @Test
    void writeEndWithNothingOpenAndASecondRootAreRefused() {
        JsonGenerator g = COMPACT.createGenerator(new StringWriter());
        assertThatThrownBy(g::writeEnd).isInstanceOf(JsonGenerationException.class);
        g.writeStartArray().writeEnd();
        assertThatThrownBy(() -> g.write(1)).isInstanceOf(JsonGenerationException.class).hasMessageContaining("root");
    }

    @Test
    void nonFiniteDoublesAreRefused() {
        JsonGenerator g = COMPACT.createGenerator(new StringWriter()).writeStartArray();
        assertThatThrownBy(() -> g.write(Double.NaN)).isInstanceOf(NumberFormatException.class);
        assertThatThrownBy(() -> g.write(Double.POSITIVE_INFINITY)).isInstanceOf(NumberFormatException.class);
    }

    @Test
    void incompleteJsonAtCloseIsReportedAndTheStreamLeftOpen() {
        ClosingWriter out = new ClosingWriter();
        JsonGenerator g = COMPACT.createGenerator(out).writeStartObject().write("a", 1);
        assertThatThrownBy(g::close).isInstanceOf(JsonGenerationException.class).hasMessageContaining("incomplete");
        assertThat(out.closed).isFalse();
    }

    @Test
    void completeJsonAtCloseClosesTheStream() {
        ClosingWriter out = new ClosingWriter();
        COMPACT.createGenerator(out).writeStartArray().writeEnd().close();
        assertThat(out.closed).isTrue();
        assertThat(out.toString()).isEqualTo("[]");
    }

    @Test
    void failingWriterBecomesJsonException() {
        Writer broken = new Writer() {
            @Override
            public void write(char[] buf, int off, int len) throws IOException {
                throw new IOException("pipe broken");
            }

            @Override
            public void flush() throws IOException {
                throw new IOException("pipe broken");
            }

            @Override
            public void close() {
            }
        };
        JsonGenerator g = COMPACT.createGenerator(broken).writeStartArray().write("x").writeEnd();
        assertThatThrownBy(g::flush).isInstanceOf(JsonException.class).hasMessageContaining("pipe broken");
    }

    @Test
    void writesEachUnicodeCharsetItIsGiven() {
        for (String name : new String[] {"UTF-8", "UTF-16BE", "UTF-16LE", "UTF-32BE", "UTF-32LE", "ISO-8859-1"}) {
            Charset charset = Charset.forName(name);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            COMPACT.createGenerator(out, charset).writeStartArray().write("café").writeEnd().close();
            assertThat(new String(out.toByteArray(), charset)).as(name).isEqualTo("[\"café\"]");
        }
    }

    @Test
    void characterTheCharsetCannotHoldIsAnError() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        JsonGenerator g = COMPACT.createGenerator(out, StandardCharsets.US_ASCII).writeStartArray().write("€").writeEnd();
        assertThatThrownBy(g::close).isInstanceOf(JsonException.class);
    }

    private static final class ClosingWriter extends StringWriter {
        boolean closed;

        @Override
        public void close() throws IOException {
            closed = true;
            super.close();
        }
    }
}
