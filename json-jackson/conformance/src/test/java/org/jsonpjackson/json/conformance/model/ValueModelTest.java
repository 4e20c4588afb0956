package org.jsonpjackson.json.conformance.model;

import org.jsonpjackson.json.JsonpConfig;
import jakarta.json.JsonArray;
import jakarta.json.JsonConfig;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.json.internal.config.JsonpSettings;
import org.jsonpjackson.json.internal.model.JsonValues;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ValueModelTest {

    private static final JsonpSettings DEFAULTS = JsonpSettings.defaults();
    private static final JsonProviderImpl PARSSON = new JsonProviderImpl();

    @Test
    void intsAndLongsStayPrimitiveAndEqualEachOtherAndBigDecimals() {
        JsonNumber i = JsonValues.number(5);
        JsonNumber l = JsonValues.number(5L);
        JsonNumber d = JsonValues.number(new BigDecimal("5"), 100);
        assertThat(JsonValues.isPrimitive(i)).isTrue();
        assertThat(JsonValues.isPrimitive(d)).isFalse();
        assertThat(i).isEqualTo(l).isEqualTo(d).isEqualTo(PARSSON.createValue(5));
        assertThat(i.hashCode()).isEqualTo(l.hashCode()).isEqualTo(d.hashCode()).isEqualTo(PARSSON.createValue(5).hashCode());
        assertThat(i.numberValue()).isInstanceOf(Integer.class);
        assertThat(l.numberValue()).isInstanceOf(Long.class);
        // BigDecimal equality counts the scale, as the spec defines equals through bigDecimalValue().
        assertThat(JsonValues.number(new BigDecimal("5.0"), 100)).isNotEqualTo(i);
    }

    @Test
    void numbersMatchParssonOnConversionsAndText() {
        Object[][] cases = {{1.5}, {1e300}, {-0.0}, {new BigDecimal("1e2")}, {new BigInteger("99999999999999999999")},
            {Long.MIN_VALUE}, {Integer.MAX_VALUE}};
        for (Object[] c : cases) {
            Number n = (Number) c[0];
            JsonNumber ours = JsonValues.number(n, 100_000);
            JsonNumber theirs = PARSSON.createValue(n);
            assertThat(ours.toString()).as("toString of %s", n).isEqualTo(theirs.toString());
            assertThat(ours.isIntegral()).as("isIntegral of %s", n).isEqualTo(theirs.isIntegral());
            assertThat(ours.longValue()).as("longValue of %s", n).isEqualTo(theirs.longValue());
            assertThat(ours.intValue()).as("intValue of %s", n).isEqualTo(theirs.intValue());
            assertThat(ours).isEqualTo(theirs);
        }
    }

    @Test
    void exactConversionsThrowWhenTheyWouldLoseInformation() {
        assertThatThrownBy(() -> JsonValues.number(1L << 40).intValueExact()).isInstanceOf(ArithmeticException.class);
        assertThatThrownBy(() -> JsonValues.number(new BigDecimal("1.5"), 100).longValueExact())
                .isInstanceOf(ArithmeticException.class);
    }

    @Test
    void hugeScaleIsRefusedForIntegerConversionNamingTheKey() {
        JsonNumber huge = JsonValues.number(new BigDecimal("1e1000000"), 100_000);
        assertThat(huge.bigDecimalValue().scale()).isEqualTo(-1_000_000);
        assertThatThrownBy(huge::bigIntegerValue).isInstanceOf(JsonException.class)
                .hasMessageContaining(JsonpConfig.MAX_BIG_INTEGER_SCALE);
        assertThatThrownBy(huge::intValue).isInstanceOf(JsonException.class);
        assertThat(huge.doubleValue()).isInfinite();
    }

    @Test
    void nonFiniteDoublesAreRefused() {
        assertThatThrownBy(() -> JsonValues.number(Double.NaN, 100)).isInstanceOf(NumberFormatException.class);
    }

    @Test
    void toStringIsCompactJsonWithEscapes() {
        JsonObject object = JsonValues.objectBuilder(DEFAULTS)
                .add("s", "a\"b\\c\n\u0001é").add("n", 1).add("a", JsonValues.arrayBuilder(DEFAULTS).add(true).addNull())
                .build();
        assertThat(object.toString()).isEqualTo("{\"s\":\"a\\\"b\\\\c\\n\\u0001é\",\"n\":1,\"a\":[true,null]}");
        assertThat(object.toString()).isEqualTo(PARSSON.createObjectBuilder(object).build().toString());
    }

    @Test
    void valuesAreImmutableAndKeepKeyOrder() {
        JsonObject object = JsonValues.objectBuilder(DEFAULTS).add("z", 1).add("a", 2).add("m", 3).build();
        assertThat(object.keySet()).containsExactly("z", "a", "m");
        assertThatThrownBy(() -> object.put("x", JsonValue.NULL)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> object.remove("z")).isInstanceOf(UnsupportedOperationException.class);
        JsonArray array = JsonValues.arrayBuilder(DEFAULTS).add(1).build();
        assertThatThrownBy(() -> array.add(JsonValue.NULL)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> array.set(0, JsonValue.NULL)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void copyBuildersDoNotShareStateWithTheirSource() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("list", new ArrayList<>(List.of(1, "two")));
        map.put("nested", Map.of("x", true));
        map.put("nothing", null);
        JsonObject object = JsonValues.objectBuilder(map, DEFAULTS).build();
        map.put("later", 1);
        assertThat(object).containsOnlyKeys("list", "nested", "nothing");
        assertThat(object.getJsonArray("list").toString()).isEqualTo("[1,\"two\"]");
        assertThat(object.isNull("nothing")).isTrue();

        var builder = JsonValues.objectBuilder(object, DEFAULTS).add("extra", 1);
        assertThat(builder.build()).hasSize(4);
        assertThat(object).hasSize(3);
    }

    @Test
    void unsupportedTypesAreNamed() {
        assertThatThrownBy(() -> JsonValues.arrayBuilder(List.of(new Object()), DEFAULTS))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("java.lang.Object");
    }

    @Test
    void buildersHonourTheKeyStrategy() {
        assertThat(withStrategy(JsonConfig.KeyStrategy.LAST).add("k", 1).add("k", 2).build().getInt("k")).isEqualTo(2);
        assertThat(withStrategy(JsonConfig.KeyStrategy.FIRST).add("k", 1).add("k", 2).build().getInt("k")).isEqualTo(1);
        assertThatThrownBy(() -> withStrategy(JsonConfig.KeyStrategy.NONE).add("k", 1).add("k", 2))
                .isInstanceOf(JsonException.class).hasMessageContaining("'k'");
    }

    private static jakarta.json.JsonObjectBuilder withStrategy(JsonConfig.KeyStrategy strategy) {
        return JsonValues.builderFactory(JsonpSettings.from(Map.of(JsonConfig.KEY_STRATEGY, strategy))).createObjectBuilder();
    }

    @Test
    void arrayBuilderInsertsSetsAndRemovesByIndex() {
        JsonArray array = JsonValues.arrayBuilder(DEFAULTS).add(1).add(3).add(1, 2).add(0, "first").set(3, false)
                .remove(1).build();
        assertThat(array.toString()).isEqualTo("[\"first\",2,false]");
        assertThatThrownBy(() -> JsonValues.arrayBuilder(DEFAULTS).add(1, 1)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void builderStartsAfreshAfterBuild() {
        var builder = JsonValues.arrayBuilder(DEFAULTS).add(1);
        JsonArray first = builder.build();
        JsonArray second = builder.add(2).build();
        assertThat(first.toString()).isEqualTo("[1]");
        assertThat(second.toString()).isEqualTo("[2]");
    }

    @Test
    void typedGettersFollowTheApi() {
        JsonObject object = JsonValues.objectBuilder(DEFAULTS).add("b", true).add("s", "x").add("n", JsonValue.NULL).build();
        assertThat(object.getBoolean("b")).isTrue();
        assertThat(object.getBoolean("missing", true)).isTrue();
        assertThat(object.getString("s", "d")).isEqualTo("x");
        assertThat(object.getInt("s", 9)).isEqualTo(9);
        assertThatThrownBy(() -> object.getBoolean("s")).isInstanceOf(ClassCastException.class);
        assertThatThrownBy(() -> object.isNull("missing")).isInstanceOf(NullPointerException.class);
    }

    /** Objects and arrays hash and compare as Map and List specify, so they mix with any provider's values. */
    @Test
    void objectsAndArraysHashAndCompareLikeAnyOtherProvidersValues() {
        Map<String, Object> content = new LinkedHashMap<>();
        content.put("id", 7);
        content.put("name", "x");
        content.put("tags", List.of("a", 1, true));
        content.put("nothing", null);
        JsonObject ours = JsonValues.objectBuilder(content, DEFAULTS).build();
        JsonObject theirs = PARSSON.createObjectBuilder(content).build();
        assertThat(ours).isEqualTo(theirs);
        assertThat(theirs).isEqualTo(ours);
        assertThat(ours.hashCode()).isEqualTo(theirs.hashCode());
        JsonArray ourArray = ours.getJsonArray("tags");
        JsonArray theirArray = theirs.getJsonArray("tags");
        assertThat(ourArray).isEqualTo(theirArray);
        assertThat(theirArray).isEqualTo(ourArray);
        assertThat(ourArray.hashCode()).isEqualTo(theirArray.hashCode()).isEqualTo(List.copyOf(theirArray).hashCode());
        assertThat(ours).isNotEqualTo(JsonValues.objectBuilder(Map.of("id", 7), DEFAULTS).build());
        assertThat(ourArray).isNotEqualTo(JsonValues.arrayBuilder(List.of("a", 1), DEFAULTS).build());
        assertThat(ourArray).isNotEqualTo(JsonValues.arrayBuilder(List.of("a", 1, false), DEFAULTS).build());
    }
}
