package org.jsonpjackson.json.conformance.stream;

import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.StringJoiner;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code JsonGenerator.write(BigDecimal)} writes {@link BigDecimal#toString()}, as Parsson does, whether to bytes or
 * to chars, in arrays and under names, pretty or not, and wherever the number falls against the generator's output
 * buffer (the generator copies a decimal's text into Jackson's buffer in one step, and hands it over another way
 * when it does not fit). The expected text is assembled here from {@code toString()}; Parsson's generator, given
 * the same calls, is a second oracle. Random decimals, seed printed; {@code -Djsonpj.seed=N} repeats a run.
 */
class DecimalTextTest {

    private static final JsonProvider JSON = ProviderUnderTest.create();
    private static final JsonProvider PARSSON = new JsonProviderImpl();
    private static final int VALUES = 3000;

    @RepeatedTest(3)
    void randomDecimalsComeOutAsTheirToString() {
        long seed = seed();
        Random random = new Random(seed);
        List<BigDecimal> decimals = new ArrayList<>();
        for (int i = 0; i < VALUES; i++) {
            decimals.add(randomDecimal(random));
        }
        StringJoiner array = new StringJoiner(",", "[", "]");
        StringJoiner object = new StringJoiner(",", "{", "}");
        for (int i = 0; i < decimals.size(); i++) {
            array.add(decimals.get(i).toString());
            object.add("\"k" + i + "\":" + decimals.get(i));
        }
        Consumer<JsonGenerator> writeArray = g -> {
            g.writeStartArray();
            decimals.forEach(g::write);
            g.writeEnd();
        };
        Consumer<JsonGenerator> writeObject = g -> {
            g.writeStartObject();
            for (int i = 0; i < decimals.size(); i++) {
                g.write("k" + i, decimals.get(i));
            }
            g.writeEnd();
        };
        String context = "seed " + seed;
        for (JsonProvider provider : List.of(JSON, PARSSON)) {
            String who = context + ", " + provider.getClass().getName();
            assertThat(toBytes(provider, writeArray)).as(who + ", array, UTF-8").isEqualTo(array.toString());
            assertThat(toChars(provider, writeArray)).as(who + ", array, chars").isEqualTo(array.toString());
            assertThat(toBytes(provider, writeObject)).as(who + ", object, UTF-8").isEqualTo(object.toString());
            assertThat(toChars(provider, writeObject)).as(who + ", object, chars").isEqualTo(object.toString());
        }
        assertThat(pretty(JSON, writeArray).replaceAll("\\s", "")).as(context + ", pretty").isEqualTo(array.toString());
    }

    /** A long decimal at every position around the end of the first output buffer, so one of them straddles it. */
    @Test
    void aDecimalStraddlingTheOutputBufferIsWrittenWhole() {
        BigDecimal decimal = new BigDecimal("-12345678901234567890.123456789012345678901234567890E-7");
        for (int pad = 7900; pad < 8200; pad++) {
            String padding = "x".repeat(pad);
            Consumer<JsonGenerator> write = g -> g.writeStartArray().write(padding).write(decimal).write(decimal).writeEnd();
            String expected = "[\"" + padding + "\"," + decimal + "," + decimal + "]";
            assertThat(toBytes(JSON, write)).as("padding " + pad).isEqualTo(expected);
            assertThat(toChars(JSON, write)).as("padding " + pad).isEqualTo(expected);
        }
    }

    private static String toBytes(JsonProvider provider, Consumer<JsonGenerator> write) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = provider.createGenerator(out)) {
            write.accept(g);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    private static String toChars(JsonProvider provider, Consumer<JsonGenerator> write) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = provider.createGenerator(out)) {
            write.accept(g);
        }
        return out.toString();
    }

    private static String pretty(JsonProvider provider, Consumer<JsonGenerator> write) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = provider.createGeneratorFactory(Map.of(JsonGenerator.PRETTY_PRINTING, true))
                .createGenerator(out)) {
            write.accept(g);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Up to 45 digits, either sign, a scale from -30 to 30: plain and scientific {@code toString()}s. */
    private static BigDecimal randomDecimal(Random random) {
        BigInteger unscaled = new BigInteger(1 + random.nextInt(150), random);
        return new BigDecimal(random.nextBoolean() ? unscaled : unscaled.negate(), random.nextInt(61) - 30);
    }

    private static long seed() {
        String fixed = System.getProperty("jsonpj.seed");
        long seed = fixed != null ? Long.parseLong(fixed) : new Random().nextLong();
        System.out.println("DecimalTextTest seed " + seed + " (-Djsonpj.seed=" + seed + " repeats it)");
        return seed;
    }
}
