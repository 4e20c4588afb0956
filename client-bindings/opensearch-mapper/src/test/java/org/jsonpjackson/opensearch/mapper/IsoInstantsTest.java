package org.jsonpjackson.opensearch.mapper;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.BeanDeserializer;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The fast instant reader against JavaTimeModule's own, on random ISO-8601 text and on text broken at random:
 * every input must give the same instant, or the same kind of error.
 */
class IsoInstantsTest {

    /** JavaTimeModule alone: the oracle. */
    private static final ObjectMapper STANDARD = new ObjectMapper().registerModule(new JavaTimeModule());
    private static final ObjectMapper DEFAULT = JsonpJacksonMapper.defaultObjectMapper();

    static final class Dated {
        public Instant at;
    }

    static final class Formatted {
        @JsonFormat(pattern = "yyyy-MM-dd HH:mm", timezone = "UTC")
        public Instant at;
    }

    @Test
    void agreesWithJavaTimeModuleOnRandomText() throws Exception {
        long seed = Long.getLong("instants.seed", 20261123L);
        System.out.println("IsoInstantsTest seed " + seed + " (-Dinstants.seed=N for another)");
        Random random = new Random(seed);
        List<String> inputs = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            String valid = randomIso(random);
            inputs.add(valid);
            inputs.add(broken(valid, random));
        }
        int fast = 0;
        for (String input : inputs) {
            String json = "{\"at\":\"" + input + "\"}";
            String expected = outcome(STANDARD, json);
            assertThat(outcome(DEFAULT, json)).as("%s (seed %d: -Dinstants.seed=%d)", input, seed, seed).isEqualTo(expected);
            if (org.jsonpjackson.opensearch.mapper.common.IsoInstantText.parse(input.toCharArray(), 0, input.length()) != null) {
                fast++;
                assertThat(expected).as("%s read fast but refused by JavaTimeModule (seed %d)", input, seed).startsWith("ok ");
            }
        }
        // the fast path must carry most valid inputs, or the module is dead weight
        assertThat(fast).as("seed %d", seed).isGreaterThan(15_000);
    }

    /** Every form that is not the exact one goes to JavaTimeModule and gets its answer. */
    @ParameterizedTest
    @ValueSource(strings = {
        "2026-09-17T14:02:16Z", "2026-09-17T14:02:16.5Z", "2026-09-17T14:02:16.123456789Z", "0000-01-01T00:00:00Z",
        "9999-12-31T23:59:59.999999999Z", "2024-02-29T12:00:00Z", "2026-09-17t14:02:16z", "2026-09-17T14:02:16+01:00",
        "2026-09-17T14:02:16+0000", " 2026-09-17T14:02:16Z ", "2026-09-17T24:00:00Z", "2026-12-31T23:59:60Z",
        "2026-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-00-10T00:00:00Z", "2026-09-17T14:02:16.Z",
        "2026-09-17T14:02:16.1234567891Z", "+12026-09-17T14:02:16Z", "-0001-01-01T00:00:00Z", "2026-09-17", "", "x"})
    void eachEdgeAsJavaTimeModuleReadsIt(String input) throws Exception {
        String json = "{\"at\":\"" + input + "\"}";
        assertThat(outcome(DEFAULT, json)).isEqualTo(outcome(STANDARD, json));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1758117736", "1758117736.5", "-1", "null"})
    void numbersAndNullAreJavaTimeModules(String value) throws Exception {
        String json = "{\"at\":" + value + "}";
        assertThat(outcome(DEFAULT, json)).isEqualTo(outcome(STANDARD, json));
        ObjectMapper nanos = JsonpJacksonMapper.defaultObjectMapper()
                .configure(DeserializationFeature.READ_DATE_TIMESTAMPS_AS_NANOSECONDS, false);
        ObjectMapper standardNanos = new ObjectMapper().registerModule(new JavaTimeModule())
                .configure(DeserializationFeature.READ_DATE_TIMESTAMPS_AS_NANOSECONDS, false);
        assertThat(outcome(nanos, json)).isEqualTo(outcome(standardNanos, json));
    }

    @Test
    void aPropertyWithAFormatOfItsOwnIsReadByThatFormat() throws Exception {
        String iso = "{\"at\":\"2026-09-17T14:02:16Z\"}";
        String pattern = "{\"at\":\"2026-09-17 14:02\"}";
        assertThat(outcome(DEFAULT, iso, Formatted.class)).isEqualTo(outcome(STANDARD, iso, Formatted.class)).startsWith("error ");
        assertThat(outcome(DEFAULT, pattern, Formatted.class)).isEqualTo(outcome(STANDARD, pattern, Formatted.class))
                .isEqualTo("ok 2026-09-17T14:02:00Z");
    }

    @Test
    void aPlainPropertyIsReadByTheFastReader() throws Exception {
        JavaType type = DEFAULT.constructType(Dated.class);
        var context = ((com.fasterxml.jackson.databind.deser.DefaultDeserializationContext) DEFAULT.getDeserializationContext())
                .createInstance(DEFAULT.getDeserializationConfig(), null, null);
        BeanDeserializer bean = (BeanDeserializer) context.findRootValueDeserializer(type);
        assertThat(bean.findProperty("at").getValueDeserializer().getClass().getName())
                .isEqualTo(IsoInstants.class.getName() + "$Fast");
        assertThat(STANDARD.readValue("{\"at\":\"2026-09-17T14:02:16.25Z\"}", Dated.class).at)
                .isEqualTo(DEFAULT.readValue("{\"at\":\"2026-09-17T14:02:16.25Z\"}", Dated.class).at)
                .isEqualTo(Instant.parse("2026-09-17T14:02:16.25Z"));
    }

    @Test
    void writesWhatJavaTimeModuleWrites() throws Exception {
        Dated dated = new Dated();
        dated.at = Instant.parse("2026-09-17T14:02:16.120Z");
        ObjectMapper standardText = new ObjectMapper().registerModule(new JavaTimeModule())
                .configure(com.fasterxml.jackson.databind.SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, false);
        assertThat(DEFAULT.writeValueAsString(dated)).isEqualTo(standardText.writeValueAsString(dated))
                .isEqualTo("{\"at\":\"2026-09-17T14:02:16.120Z\"}");
    }

    private static String outcome(ObjectMapper mapper, String json) {
        return outcome(mapper, json, Dated.class);
    }

    private static String outcome(ObjectMapper mapper, String json, Class<?> type) {
        try {
            Object value = mapper.readValue(json, type);
            Instant at = type == Dated.class ? ((Dated) value).at : ((Formatted) value).at;
            return "ok " + at;
        } catch (Exception e) {
            return "error " + e.getClass().getName();
        }
    }

    private static String randomIso(Random random) {
        long seconds = random.nextLong(-62_167_219_200L, 253_402_300_800L); // 0000-01-01 to 9999-12-31
        String text = Instant.ofEpochSecond(seconds).toString();
        int digits = random.nextInt(10);
        if (digits == 0) {
            return text;
        }
        StringBuilder fraction = new StringBuilder(".");
        for (int i = 0; i < digits; i++) {
            fraction.append((char) ('0' + random.nextInt(10)));
        }
        return text.substring(0, text.length() - 1) + fraction + "Z";
    }

    private static final String NOISE = "0123456789-T:.Zz+ t/";

    private static String broken(String valid, Random random) {
        StringBuilder text = new StringBuilder(valid);
        int at = random.nextInt(text.length());
        switch (random.nextInt(4)) {
            case 0 -> text.setCharAt(at, NOISE.charAt(random.nextInt(NOISE.length())));
            case 1 -> text.deleteCharAt(at);
            case 2 -> text.insert(at, NOISE.charAt(random.nextInt(NOISE.length())));
            default -> {
                // a field at or past its bound: month 13, day 31 or 32, hour 24, minute or second 60
                String[] bounds = {"5:13", "8:31", "8:32", "8:29", "8:30", "11:24", "14:60", "17:60", "5:00", "8:00"};
                String[] bound = bounds[random.nextInt(bounds.length)].split(":");
                int from = Integer.parseInt(bound[0]);
                text.replace(from, from + 2, bound[1]);
            }
        }
        return text.toString();
    }
}
