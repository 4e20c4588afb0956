package org.jsonpjackson.mapper.internal.jackson3;

import com.fasterxml.jackson.annotation.JsonFormat;
import org.jsonpjackson.mapper.internal.IsoInstantText;
import org.jsonpjackson.mapper.internal.IsoTexts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;

import java.time.Instant;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The fast instant reader against Jackson 3's own {@code InstantDeserializer}, on the same random, broken and edge
 * texts as the Jackson 2 reader's test: every input must give the same instant, or the same kind of error.
 */
class IsoInstants3Test {

    /** Jackson 3's own reader (java.time is part of its databind): the oracle. */
    private static final ObjectMapper STANDARD = JsonMapper.builder().build();
    /** The same with the fast reader, as every Jackson 3 mapper of ours sets its default up. */
    private static final ObjectMapper FAST = JsonMapper.builder().addModule(IsoInstants3.module()).build();

    static final class Dated {
        public Instant at;
    }

    static final class Formatted {
        @JsonFormat(pattern = "yyyy-MM-dd HH:mm", timezone = "UTC")
        public Instant at;
    }

    @Test
    void theModuleIsRegisteredUnderItsName() {
        assertThat(FAST.registeredModules()).anyMatch(m -> IsoInstants3.MODULE_NAME.equals(m.getModuleName()));
    }

    @Test
    void agreesWithJacksonsReaderOnRandomText() {
        long seed = Long.getLong("instants.seed", 20261125L);
        System.out.println("IsoInstants3Test seed " + seed + " (-Dinstants.seed=N for another)");
        List<String> inputs = IsoTexts.validAndBroken(new Random(seed), 20_000);
        int fast = 0;
        for (String input : inputs) {
            String json = "{\"at\":\"" + input + "\"}";
            String expected = outcome(STANDARD, json, Dated.class);
            assertThat(outcome(FAST, json, Dated.class)).as("%s (seed %d: -Dinstants.seed=%d)", input, seed, seed)
                    .isEqualTo(expected);
            if (IsoInstantText.parse(input.toCharArray(), 0, input.length()) != null) {
                fast++;
                assertThat(expected).as("%s read fast but refused by Jackson 3 (seed %d)", input, seed).startsWith("ok ");
            }
        }
        assertThat(fast).as("the fast path carries most valid inputs (seed %d)", seed).isGreaterThan(15_000);
    }

    static List<String> edges() {
        return IsoTexts.EDGES;
    }

    @ParameterizedTest
    @MethodSource("edges")
    void eachEdgeAsJacksonReadsIt(String input) {
        String json = "{\"at\":\"" + input + "\"}";
        assertThat(outcome(FAST, json, Dated.class)).isEqualTo(outcome(STANDARD, json, Dated.class));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1758117736", "1758117736.5", "-1", "null"})
    void numbersAndNullAreJacksons(String value) {
        String json = "{\"at\":" + value + "}";
        assertThat(outcome(FAST, json, Dated.class)).isEqualTo(outcome(STANDARD, json, Dated.class));
        ObjectMapper fastMillis = FAST.rebuild().disable(DateTimeFeature.READ_DATE_TIMESTAMPS_AS_NANOSECONDS).build();
        ObjectMapper standardMillis = STANDARD.rebuild().disable(DateTimeFeature.READ_DATE_TIMESTAMPS_AS_NANOSECONDS).build();
        assertThat(outcome(fastMillis, json, Dated.class)).isEqualTo(outcome(standardMillis, json, Dated.class));
    }

    @Test
    void aPropertyWithAFormatOfItsOwnIsReadByThatFormat() {
        String iso = "{\"at\":\"2026-09-17T14:02:16Z\"}";
        String pattern = "{\"at\":\"2026-09-17 14:02\"}";
        assertThat(outcome(FAST, iso, Formatted.class)).isEqualTo(outcome(STANDARD, iso, Formatted.class)).startsWith("error ");
        assertThat(outcome(FAST, pattern, Formatted.class)).isEqualTo(outcome(STANDARD, pattern, Formatted.class))
                .isEqualTo("ok 2026-09-17T14:02:00Z");
    }

    private static String outcome(ObjectMapper mapper, String json, Class<?> type) {
        try {
            Object value = mapper.readValue(json, type);
            Instant at = type == Dated.class ? ((Dated) value).at : ((Formatted) value).at;
            return "ok " + at;
        } catch (RuntimeException e) {
            return "error " + e.getClass().getName();
        }
    }
}
