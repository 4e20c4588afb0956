package org.jsonpjackson.json.conformance.io;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import jakarta.json.JsonWriter;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.StringJoiner;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Trees of random numbers, written by {@code JsonWriter}: every number must come out as the text it had before the
 * tree walk was made fast, {@link JsonNumber#toString()} of each value (for ours, {@code Long.toString} of an int
 * or long and {@link BigDecimal#toString()} of anything else, which is what the generator writes). The expected
 * document is assembled here by hand, not by any writer of ours. Numbers come from every way of making one: parsed
 * from text, {@code createValue} and the builders' {@code add} of each Java type. Parsson's trees, written by our
 * writer, must match Parsson's own writer. The seed is printed; {@code -Djsonpj.seed=N} repeats a run.
 */
class WriteTreeNumbersTest {

    private static final JsonProvider JSON = ProviderUnderTest.create();
    private static final JsonProvider PARSSON = new JsonProviderImpl();
    private static final int VALUES = 400;

    @RepeatedTest(5)
    void everyNumberKeepsItsTextInArraysAndObjects() {
        long seed = seed();
        Random random = new Random(seed);
        List<JsonNumber> numbers = new ArrayList<>();
        for (int i = 0; i < VALUES; i++) {
            numbers.add(randomNumber(random, JSON));
        }
        String context = "seed " + seed;

        JsonArrayBuilder array = JSON.createArrayBuilder();
        JsonObjectBuilder object = JSON.createObjectBuilder();
        StringJoiner expectedArray = new StringJoiner(",", "[", "]");
        StringJoiner expectedObject = new StringJoiner(",", "{", "}");
        for (int i = 0; i < numbers.size(); i++) {
            JsonNumber n = numbers.get(i);
            array.add(n);
            object.add("k" + i, n);
            expectedArray.add(n.toString());
            expectedObject.add("\"k" + i + "\":" + n);
        }
        // Built through add(type) too, so the builders' own conversions are covered, not only add(JsonValue).
        JsonArrayBuilder typedBuilder = JSON.createArrayBuilder();
        for (int i = 0; i < VALUES; i++) {
            addTypedTo(random, typedBuilder);
        }
        JsonValue typed = typedBuilder.build();
        StringJoiner expectedTyped = new StringJoiner(",", "[", "]");
        for (JsonValue v : typed.asJsonArray()) {
            expectedTyped.add(v.toString());
        }
        String arrayText = expectedArray.toString();
        String objectText = expectedObject.toString();
        String typedText = expectedTyped.toString();

        assertThat(write(JSON, array.build())).as(context).isEqualTo(arrayText);
        assertThat(writeUtf8(JSON, object.build())).as(context).isEqualTo(objectText);
        assertThat(write(JSON, typed)).as(context).isEqualTo(typedText);
        // Nested: the same values one and two levels down, through the generator's write(name, value) as well.
        String nested = "{\"a\":" + arrayText + ",\"o\":" + objectText + ",\"t\":[" + typedText + "]}";
        JsonValue tree = read(JSON, nested);
        assertThat(write(JSON, tree)).as(context).isEqualTo(nested);
        StringWriter out = new StringWriter();
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartObject().write("tree", tree).writeEnd();
        }
        assertThat(out.toString()).as(context).isEqualTo("{\"tree\":" + nested + "}");
    }

    @RepeatedTest(5)
    void parsedNumbersKeepTheirTextAsTheReaderReadIt() {
        long seed = seed();
        Random random = new Random(seed);
        StringJoiner text = new StringJoiner(",", "[", "]");
        for (int i = 0; i < VALUES; i++) {
            text.add(randomNumberText(random));
        }
        JsonValue tree = read(JSON, text.toString());
        StringJoiner expected = new StringJoiner(",", "[", "]");
        for (JsonValue v : tree.asJsonArray()) {
            expected.add(v.toString());
        }
        assertThat(write(JSON, tree)).as("seed " + seed + ", input " + text).isEqualTo(expected.toString());
        assertThat(writeUtf8(JSON, tree)).as("seed " + seed).isEqualTo(expected.toString());
    }

    /** Another provider's tree goes through the interfaces; the text of its numbers is Parsson's own writer's. */
    @RepeatedTest(3)
    void parssonTreesWrittenByOursMatchParssonsWriter() {
        long seed = seed();
        Random random = new Random(seed);
        JsonArrayBuilder array = PARSSON.createArrayBuilder();
        JsonObjectBuilder object = PARSSON.createObjectBuilder();
        for (int i = 0; i < VALUES; i++) {
            JsonNumber n = randomNumber(random, PARSSON);
            array.add(n);
            object.add("k" + i, n);
        }
        JsonValue parsedByParsson = read(PARSSON, "[" + randomNumberText(random) + "," + randomNumberText(random) + "]");
        JsonValue tree = PARSSON.createObjectBuilder()
                .add("a", array).add("o", object).add("p", parsedByParsson).build();
        assertThat(write(JSON, tree)).as("seed " + seed).isEqualTo(write(PARSSON, tree));
    }

    @Test
    void fixedCases() {
        assertThat(write(JSON, read(JSON, "[-0,-0.0,0e0,-0E-0,1E+2,1e2,1.50,-1.5e-7,12345678901234567890,"
                + "-9223372036854775808,9223372036854775807,2147483648,1E400,0.000]")))
                .isEqualTo("[0,0.0,0,0,1E+2,1E+2,1.50,-1.5E-7,12345678901234567890,"
                        + "-9223372036854775808,9223372036854775807,2147483648,1E+400,0.000]");
        JsonValue built = JSON.createArrayBuilder()
                .add(-0.0).add(0.1).add(1e20).add(1e-7).add(Double.MAX_VALUE).add(Double.MIN_VALUE)
                .add(new BigDecimal("-0.00")).add(new BigDecimal("1E+3")).add(BigInteger.TEN.pow(30).negate())
                .add(Long.MIN_VALUE).add(Integer.MIN_VALUE)
                .add(JSON.createValue(2.5)).add(JSON.createValue(new BigDecimal("7e-3"))).add(JSON.createValue(BigInteger.ONE))
                .build();
        assertThat(write(JSON, built)).isEqualTo("[0.0,0.1,1.0E+20,1.0E-7,1.7976931348623157E+308,4.9E-324,"
                + "0.00,1E+3,-1000000000000000000000000000000,-9223372036854775808,-2147483648,2.5,0.007,1]");
    }

    /** A number made in one of the API's ways, at random. */
    private static JsonNumber randomNumber(Random random, JsonProvider provider) {
        switch (random.nextInt(9)) {
            case 0:
                return provider.createValue(smallOrEdgeInt(random));
            case 1:
                return provider.createValue(random.nextLong());
            case 2:
                return provider.createValue(randomDouble(random));
            case 3:
                return provider.createValue(randomDecimal(random));
            case 4:
                return provider.createValue(new BigInteger(1 + random.nextInt(200), random).multiply(
                        BigInteger.valueOf(random.nextBoolean() ? 1 : -1)));
            case 5:
                return (JsonNumber) read(provider, "[" + randomNumberText(random) + "]").asJsonArray().get(0);
            case 6:
                // Numbers as the builders make them: add(int), add(long), add(double), ...
                JsonArrayBuilder b = provider.createArrayBuilder();
                addTypedTo(random, b);
                return b.build().getJsonNumber(0);
            case 7:
                return provider.createValue(random.nextBoolean() ? -0.0 : 0.0);
            default:
                return (JsonNumber) read(provider, "[" + (random.nextBoolean() ? "-0" : "-0.0e" + random.nextInt(5))
                        + "]").asJsonArray().get(0);
        }
    }

    private static void addTypedTo(Random random, JsonArrayBuilder builder) {
        switch (random.nextInt(5)) {
            case 0:
                builder.add(smallOrEdgeInt(random));
                break;
            case 1:
                builder.add(random.nextLong());
                break;
            case 2:
                builder.add(randomDouble(random));
                break;
            case 3:
                builder.add(randomDecimal(random));
                break;
            default:
                builder.add(new BigInteger(1 + random.nextInt(100), random));
        }
    }

    private static int smallOrEdgeInt(Random random) {
        switch (random.nextInt(4)) {
            case 0:
                return random.nextInt(256) - 128;
            case 1:
                return random.nextBoolean() ? Integer.MIN_VALUE : Integer.MAX_VALUE;
            default:
                return random.nextInt();
        }
    }

    private static double randomDouble(Random random) {
        switch (random.nextInt(4)) {
            case 0:
                return Double.longBitsToDouble(random.nextLong() & ~(0x7ffL << 52) | (long) (random.nextInt(0x7fe) + 1) << 52);
            case 1:
                return Math.round(random.nextGaussian() * 1e6) / 1e4;
            case 2:
                return random.nextInt(1000);
            default:
                return random.nextDouble() * Math.pow(10, random.nextInt(40) - 20) * (random.nextBoolean() ? 1 : -1);
        }
    }

    /** Unscaled values up to 40 digits, scales either side of zero: plain, with trailing zeros and with exponents. */
    private static BigDecimal randomDecimal(Random random) {
        BigInteger unscaled = new BigInteger(1 + random.nextInt(130), random);
        if (random.nextBoolean()) {
            unscaled = unscaled.negate();
        }
        return new BigDecimal(unscaled, random.nextInt(61) - 30);
    }

    /** JSON number text: sign, integer part, fraction and exponent each present or not. */
    private static String randomNumberText(Random random) {
        StringBuilder sb = new StringBuilder();
        if (random.nextBoolean()) {
            sb.append('-');
        }
        int intDigits = random.nextInt(4) == 0 ? 1 + random.nextInt(25) : 1 + random.nextInt(6);
        sb.append(random.nextInt(5) == 0 ? 0 : 1 + random.nextInt(9));
        if (sb.charAt(sb.length() - 1) != '0') {
            for (int i = 1; i < intDigits; i++) {
                sb.append(random.nextInt(10));
            }
        }
        if (random.nextBoolean()) {
            sb.append('.');
            for (int i = 0, n = 1 + random.nextInt(12); i < n; i++) {
                sb.append(random.nextInt(10));
            }
        }
        if (random.nextInt(3) == 0) {
            sb.append(random.nextBoolean() ? 'e' : 'E');
            int pick = random.nextInt(3);
            sb.append(pick == 0 ? "" : pick == 1 ? "+" : "-");
            sb.append(random.nextInt(40));
        }
        return sb.toString();
    }

    private static long seed() {
        String fixed = System.getProperty("jsonpj.seed");
        long seed = fixed != null ? Long.parseLong(fixed) : new Random().nextLong();
        System.out.println("WriteTreeNumbersTest seed " + seed + " (-Djsonpj.seed=" + seed + " repeats it)");
        return seed;
    }

    private static JsonValue read(JsonProvider provider, String json) {
        try (JsonReader reader = provider.createReader(new StringReader(json))) {
            return reader.readValue();
        }
    }

    private static String write(JsonProvider provider, JsonValue value) {
        StringWriter out = new StringWriter();
        try (JsonWriter writer = provider.createWriter(out)) {
            writer.write(value);
        }
        return out.toString();
    }

    private static String writeUtf8(JsonProvider provider, JsonValue value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonWriter writer = provider.createWriter(out)) {
            writer.write(value);
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
