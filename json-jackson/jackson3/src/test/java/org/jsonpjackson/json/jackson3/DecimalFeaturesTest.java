package org.jsonpjackson.json.jackson3;

import jakarta.json.stream.JsonGenerator;
import org.junit.jupiter.api.Test;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonWriteFeature;

import java.io.StringWriter;
import java.math.BigDecimal;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A factory of the user's that writes decimals in plain notation, or numbers as strings, keeps doing so through
 * JSON-P: the generator's one-copy path for a decimal's text is only taken where Jackson would write that text.
 */
class DecimalFeaturesTest {

    private static final BigDecimal THOUSAND = new BigDecimal("1E+3");

    @Test
    void byDefaultADecimalIsItsToString() {
        assertThat(write(new JsonFactory())).isEqualTo("[1E+3]");
    }

    @Test
    void aFactoryWritingDecimalsPlainIsObeyed() {
        assertThat(write(JsonFactory.builder().enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN).build()))
                .isEqualTo("[1000]");
    }

    @Test
    void aFactoryWritingNumbersAsStringsIsObeyed() {
        assertThat(write(JsonFactory.builder().enable(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS).build()))
                .isEqualTo("[\"1E+3\"]");
    }

    private static String write(JsonFactory factory) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = new JsonpJackson3Provider(factory).createGenerator(out)) {
            g.writeStartArray().write(THOUSAND).writeEnd();
        }
        return out.toString();
    }
}
