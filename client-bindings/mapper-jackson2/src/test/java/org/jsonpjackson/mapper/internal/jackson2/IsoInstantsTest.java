package org.jsonpjackson.mapper.internal.jackson2;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.BeanDeserializer;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.jsonpjackson.mapper.internal.IsoInstantText;
import org.jsonpjackson.mapper.internal.IsoTexts;

import java.time.Instant;
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
    /** JavaTimeModule with the fast reader, as every Jackson 2 mapper of ours sets its default up. */
    private static final ObjectMapper DEFAULT = fast();

    private static ObjectMapper fast() {
        return new ObjectMapper().registerModule(new JavaTimeModule()).registerModule(IsoInstants.module());
    }

    static final class Dated {
        public Instant at;
    }

    static final class Formatted {
        @JsonFormat(pattern = "yyyy-MM-dd HH:mm", timezone = "UTC")
        public Instant at;
    }

    @Test
    void theModuleIsRegisteredUnderItsName() {
        assertThat(DEFAULT.getRegisteredModuleIds()).contains(IsoInstants.MODULE_NAME);
    }

    @Test
    void agreesWithJavaTimeModuleOnRandomText() throws Exception {
        long seed = Long.getLong("instants.seed", 20261123L);
        System.out.println("IsoInstantsTest seed " + seed + " (-Dinstants.seed=N for another)");
        Random random = new Random(seed);
        List<String> inputs = IsoTexts.validAndBroken(random, 20_000);
        int fast = 0;
        for (String input : inputs) {
            String json = "{\"at\":\"" + input + "\"}";
            String expected = outcome(STANDARD, json);
            assertThat(outcome(DEFAULT, json)).as("%s (seed %d: -Dinstants.seed=%d)", input, seed, seed).isEqualTo(expected);
            if (IsoInstantText.parse(input.toCharArray(), 0, input.length()) != null) {
                fast++;
                assertThat(expected).as("%s read fast but refused by JavaTimeModule (seed %d)", input, seed).startsWith("ok ");
            }
        }
        // the fast path must carry most valid inputs, or the module is dead weight
        assertThat(fast).as("seed %d", seed).isGreaterThan(15_000);
    }

    static List<String> edges() {
        return IsoTexts.EDGES;
    }

    /** Every form that is not the exact one goes to JavaTimeModule and gets its answer. */
    @ParameterizedTest
    @MethodSource("edges")
    void eachEdgeAsJavaTimeModuleReadsIt(String input) throws Exception {
        String json = "{\"at\":\"" + input + "\"}";
        assertThat(outcome(DEFAULT, json)).isEqualTo(outcome(STANDARD, json));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1758117736", "1758117736.5", "-1", "null"})
    void numbersAndNullAreJavaTimeModules(String value) throws Exception {
        String json = "{\"at\":" + value + "}";
        assertThat(outcome(DEFAULT, json)).isEqualTo(outcome(STANDARD, json));
        ObjectMapper nanos = fast()
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
        ObjectMapper fastText = fast().configure(com.fasterxml.jackson.databind.SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, false);
        assertThat(fastText.writeValueAsString(dated)).isEqualTo(standardText.writeValueAsString(dated))
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
}
