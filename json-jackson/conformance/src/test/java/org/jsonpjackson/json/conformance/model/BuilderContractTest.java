package org.jsonpjackson.json.conformance.model;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** JsonObjectBuilder's and JsonArrayBuilder's javadoc, method by method, where no other test pins it. */
class BuilderContractTest {

    private static final JsonProvider JSON = ProviderUnderTest.create();

    private static JsonObjectBuilder object() {
        return JSON.createObjectBuilder();
    }

    private static JsonArrayBuilder array() {
        return JSON.createArrayBuilder().add(1).add(2);
    }

    @Test
    void objectBuilderRefusesNullNamesAndValues() {
        List<ThrowingCallable> calls = List.of(
                () -> object().add(null, JsonValue.TRUE), () -> object().add("a", (JsonValue) null),
                () -> object().add(null, "s"), () -> object().add("a", (String) null),
                () -> object().add(null, BigInteger.ONE), () -> object().add("a", (BigInteger) null),
                () -> object().add(null, BigDecimal.ONE), () -> object().add("a", (BigDecimal) null),
                () -> object().add(null, 1), () -> object().add(null, 1L), () -> object().add(null, 1.5),
                () -> object().add(null, true), () -> object().addNull(null),
                () -> object().add(null, object()), () -> object().add("a", (JsonObjectBuilder) null),
                () -> object().add(null, array()), () -> object().add("a", (JsonArrayBuilder) null),
                () -> object().addAll(null), () -> object().remove(null));
        for (int i = 0; i < calls.size(); i++) {
            assertThatThrownBy(calls.get(i)).as("call %d", i).isInstanceOf(NullPointerException.class);
        }
    }

    @Test
    void arrayBuilderRefusesNullValues() {
        List<ThrowingCallable> calls = List.of(
                () -> array().add((JsonValue) null), () -> array().add((String) null),
                () -> array().add((BigDecimal) null), () -> array().add((BigInteger) null),
                () -> array().add((JsonObjectBuilder) null), () -> array().add((JsonArrayBuilder) null),
                () -> array().addAll(null), () -> array().add(0, (JsonValue) null), () -> array().add(0, (String) null),
                () -> array().add(0, (BigDecimal) null), () -> array().add(0, (BigInteger) null),
                () -> array().add(0, (JsonObjectBuilder) null), () -> array().add(0, (JsonArrayBuilder) null),
                () -> array().set(0, (JsonValue) null), () -> array().set(0, (String) null),
                () -> array().set(0, (BigDecimal) null), () -> array().set(0, (BigInteger) null),
                () -> array().set(0, (JsonObjectBuilder) null), () -> array().set(0, (JsonArrayBuilder) null));
        for (int i = 0; i < calls.size(); i++) {
            assertThatThrownBy(calls.get(i)).as("call %d", i).isInstanceOf(NullPointerException.class);
        }
    }

    @Test
    void notANumberAndInfinityAreNumberFormatExceptions() {
        assertThatThrownBy(() -> object().add("a", Double.NaN)).isInstanceOf(NumberFormatException.class);
        assertThatThrownBy(() -> object().add("a", Double.POSITIVE_INFINITY)).isInstanceOf(NumberFormatException.class);
        assertThatThrownBy(() -> array().add(Double.NEGATIVE_INFINITY)).isInstanceOf(NumberFormatException.class);
        assertThatThrownBy(() -> array().add(0, Double.NaN)).isInstanceOf(NumberFormatException.class);
        assertThatThrownBy(() -> array().set(0, Double.NaN)).isInstanceOf(NumberFormatException.class);
    }

    @Test
    void arrayIndexesOutOfRangeAreIndexOutOfBoundsExceptions() {
        // add: index < 0 || index > size; set and remove: index < 0 || index >= size
        assertThatThrownBy(() -> array().add(-1, 9)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> array().add(3, 9)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> array().addNull(3)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> array().set(2, 9)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> array().setNull(-1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> array().remove(2)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThat(array().add(2, 9).build().toString()).as("index equal to the size appends").isEqualTo("[1,2,9]");
    }

    @Test
    void insertingShiftsLaterValuesRightAndRemovingShiftsThemLeft() {
        assertThat(array().add(0, "x").add(1, true).addNull(3).build().toString()).isEqualTo("[\"x\",true,1,null,2]");
        assertThat(array().add(0, JSON.createObjectBuilder().add("k", 1)).build().toString()).isEqualTo("[{\"k\":1},1,2]");
        assertThat(array().set(1, "y").build().toString()).isEqualTo("[1,\"y\"]");
        assertThat(array().remove(0).build().toString()).isEqualTo("[2]");
    }

    @Test
    void buildClearsTheBuilder() {
        JsonObjectBuilder objects = object().add("a", 1);
        assertThat(objects.build()).hasSize(1);
        assertThat(objects.build()).isEmpty();
        JsonArrayBuilder arrays = array();
        assertThat(arrays.build()).hasSize(2);
        assertThat(arrays.add(3).build().toString()).isEqualTo("[3]");
    }

    @Test
    void anObjectIteratesInTheOrderNamesWereFirstAdded() {
        JsonObject built = object().add("z", 1).add("a", 2).add("m", 3).add("z", 4).build();
        assertThat(built.keySet()).containsExactly("z", "a", "m");
        assertThat(built.getInt("z")).as("the old value is replaced").isEqualTo(4);
    }

    @Test
    void addAllReplacesMembersOfTheSameNameAndRemoveIgnoresAbsentOnes() {
        JsonObject built = object().add("a", 1).add("b", 2).addAll(object().add("b", 3).add("c", 4)).remove("nope").build();
        assertThat(built).isEqualTo(JSON.createObjectBuilder(Map.of("a", 1, "b", 3, "c", 4)).build());
        assertThat(array().addAll(JSON.createArrayBuilder().add("x")).build().toString()).isEqualTo("[1,2,\"x\"]");
    }

    @Test
    void nestedBuildersAreBuiltWhenAdded() {
        JsonObjectBuilder inner = object().add("k", 1);
        JsonObject outer = object().add("inner", inner).add("list", array()).build();
        assertThat(outer.toString()).isEqualTo("{\"inner\":{\"k\":1},\"list\":[1,2]}");
        assertThat(inner.build()).as("the added builder was built, which cleared it").isEmpty();
    }
}
