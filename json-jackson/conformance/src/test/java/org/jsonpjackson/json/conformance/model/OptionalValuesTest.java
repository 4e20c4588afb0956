package org.jsonpjackson.json.conformance.model;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.spi.JsonProvider;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.jsonpjackson.json.internal.config.JsonpSettings;
import org.jsonpjackson.json.internal.model.JsonValues;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code createObjectBuilder(Map)} and {@code createArrayBuilder(Collection)} take an {@link Optional} for its
 * content: a present one is unwrapped, an empty one leaves out its member or element, at any depth.
 */
class OptionalValuesTest {

    private static final JsonProvider JSON = ProviderUnderTest.create();
    private static final JsonProvider PARSSON = new JsonProviderImpl();

    private static Map<String, Object> map(Object... keysAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    @Test
    void presentOptionalMemberIsUnwrapped() {
        assertThat(JSON.createObjectBuilder(map("a", Optional.of(1), "s", Optional.of("x"))).build().toString())
                .isEqualTo("{\"a\":1,\"s\":\"x\"}");
    }

    @Test
    void emptyOptionalMemberIsLeftOut() {
        JsonObject object = JSON.createObjectBuilder(map("a", 1, "gone", Optional.empty(), "b", 2)).build();
        assertThat(object).containsOnlyKeys("a", "b");
        assertThat(object.toString()).isEqualTo("{\"a\":1,\"b\":2}");
    }

    @Test
    void presentOptionalElementIsUnwrapped() {
        assertThat(JSON.createArrayBuilder(List.of(Optional.of(1), Optional.of(true))).build().toString())
                .isEqualTo("[1,true]");
    }

    @Test
    void emptyOptionalElementIsLeftOut() {
        JsonArray array = JSON.createArrayBuilder(List.of(1, Optional.empty(), 3)).build();
        assertThat(array.toString()).isEqualTo("[1,3]");
        assertThat(array).hasSize(2);
    }

    @Test
    void optionalsInsideNestedMapsCollectionsAndArraysFollowTheSameRule() {
        Map<String, Object> nested = map(
                "map", map("kept", Optional.of(1), "gone", Optional.empty()),
                "list", List.of(Optional.empty(), Optional.of(2)),
                "array", new Object[] {Optional.of("a"), Optional.empty()},
                "optionalMap", Optional.of(map("x", Optional.of(1))));
        assertThat(JSON.createObjectBuilder(nested).build().toString())
                .isEqualTo("{\"map\":{\"kept\":1},\"list\":[2],\"array\":[\"a\"],\"optionalMap\":{\"x\":1}}");
    }

    @Test
    void optionalsInsideOptionalsAreUnwrappedUntilAValueOrAnEmptyOne() {
        assertThat(JSON.createObjectBuilder(map("deep", Optional.of(Optional.of(5)), "emptyInside",
                Optional.of(Optional.empty()))).build().toString()).isEqualTo("{\"deep\":5}");
        assertThat(JSON.createArrayBuilder(List.of(Optional.of(Optional.empty()))).build()).isEmpty();
    }

    @Test
    void theBuilderFactoryTreatsOptionalsAlike() {
        var factory = JSON.createBuilderFactory(Map.of());
        assertThat(factory.createObjectBuilder(map("a", Optional.empty(), "b", Optional.of(2))).build().toString())
                .isEqualTo("{\"b\":2}");
        assertThat(factory.createArrayBuilder(List.of(Optional.empty(), Optional.of(2))).build().toString()).isEqualTo("[2]");
    }

    @Test
    void aValueNullIsStillJsonNullAndNotAnEmptyOptional() {
        assertThat(JSON.createObjectBuilder(map("n", null)).build().toString()).isEqualTo("{\"n\":null}");
        assertThat(JSON.createArrayBuilder(Arrays.asList(1, null)).build().toString()).isEqualTo("[1,null]");
    }

    @Test
    void anEmptyOptionalOnItsOwnHasNoJsonValue() {
        assertThatThrownBy(() -> JsonValues.toJsonValue(Optional.empty(), JsonpSettings.defaults()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("empty Optional");
    }

    /** Where Parsson handles Optionals (one level deep), we agree with it. */
    @Test
    void agreesWithParssonWhereParssonHandlesThem() {
        Map<String, Object> map = map("a", Optional.of(1), "b", Optional.empty(), "c", map("d", Optional.empty(), "e", 2));
        Collection<Object> list = List.of(Optional.of("x"), Optional.empty(), List.of(Optional.empty(), Optional.of(3)));
        assertThat(JSON.createObjectBuilder(map).build()).isEqualTo(PARSSON.createObjectBuilder(map).build());
        assertThat(JSON.createArrayBuilder(list).build()).isEqualTo(PARSSON.createArrayBuilder(list).build());
    }
}
