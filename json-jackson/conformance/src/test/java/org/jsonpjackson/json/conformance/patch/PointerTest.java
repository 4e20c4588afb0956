package org.jsonpjackson.json.conformance.patch;

import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonPointer;
import jakarta.json.JsonReader;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.StringReader;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** JsonPointer's javadoc, method by method, and RFC 6901, where PatchTest does not already cover them. */
class PointerTest {

    private static final JsonProvider JSON = ProviderUnderTest.create();

    private static JsonStructure json(String text) {
        try (JsonReader reader = JSON.createReader(new StringReader(text.replace('\'', '"')))) {
            return reader.read();
        }
    }

    private static JsonValue value(String text) {
        try (JsonReader reader = JSON.createReader(new StringReader(text.replace('\'', '"')))) {
            return reader.readValue();
        }
    }

    private static final JsonStructure DOC = json("{'a':[1,2],'o':{'k':'v'},'n':5}");

    /** RFC 6902 section 4.3: the target of a replace must exist. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "index_equal_to_size|/a/2",
        "dash|/a/-",
        "missing_member|/o/nope",
        "missing_parent_object|/nope/k",
        "missing_parent_array_element|/a/5/k",
        "below_a_scalar|/n/k"})
    void replaceOfATargetThatDoesNotExistIsAJsonException(String name, String pointer) {
        assertThatThrownBy(() -> JSON.createPointer(pointer).replace(DOC, JsonValue.TRUE))
                .isInstanceOf(JsonException.class).hasMessageContaining(pointer);
    }

    @Test
    void replaceOfAnExistingTargetReplacesIt() {
        assertThat(JSON.createPointer("/a/1").replace(DOC, JsonValue.TRUE)).isEqualTo(json("{'a':[1,true],'o':{'k':'v'},'n':5}"));
        assertThat(JSON.createPointer("/o/k").replace(DOC, JsonValue.NULL)).isEqualTo(json("{'a':[1,2],'o':{'k':null},'n':5}"));
    }

    /**
     * The javadoc says replace of the target itself is a JsonException, but RFC 6902 section 4.3 lets a patch
     * replace the whole document, and JsonPatch's replace is this method. We follow the RFC, as Parsson does.
     */
    @Test
    void replaceOfTheWholeDocumentFollowsRfc6902() {
        assertThat(JSON.createPointer("").replace(DOC, JsonValue.EMPTY_JSON_ARRAY)).isEqualTo(JsonValue.EMPTY_JSON_ARRAY);
        assertThatThrownBy(() -> JSON.createPointer("").replace(DOC, JsonValue.TRUE)).isInstanceOf(JsonException.class);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        // javadoc of add, item 2: insert, shifting the rest; "-" and the size append
        "insert_shifts_right|/a/0|9|{'a':[9,1,2],'o':{'k':'v'},'n':5}",
        "index_equal_to_size_appends|/a/2|9|{'a':[1,2,9],'o':{'k':'v'},'n':5}",
        "dash_appends|/a/-|9|{'a':[1,2,9],'o':{'k':'v'},'n':5}",
        // item 3: an existing member is replaced, a new one added
        "existing_member_is_replaced|/o/k|9|{'a':[1,2],'o':{'k':9},'n':5}",
        "new_member_is_added|/o/x|9|{'a':[1,2],'o':{'k':'v','x':9},'n':5}",
        // item 1: the whole document
        "whole_document|''|{'z':1}|{'z':1}"})
    void addFollowsTheJavadoc(String name, String pointer, String added, String expected) {
        String path = pointer.equals("''") ? "" : pointer;
        assertThat(JSON.createPointer(path).add(DOC, value(added))).isEqualTo(json(expected));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "index_past_size|/a/3", "negative_index|/a/-1", "leading_zero|/a/01", "not_a_number|/a/x",
        "missing_parent|/nope/x", "below_a_scalar|/n/x"})
    void addOutOfRangeOrUnderANonExistingParentIsAJsonException(String name, String pointer) {
        assertThatThrownBy(() -> JSON.createPointer(pointer).add(DOC, JsonValue.TRUE)).isInstanceOf(JsonException.class);
    }

    @Test
    void addOfAScalarAsTheWholeDocumentIsAJsonException() {
        assertThatThrownBy(() -> JSON.createPointer("").add(DOC, JsonValue.TRUE)).isInstanceOf(JsonException.class);
    }

    @Test
    void removeShiftsLaterElementsLeft() {
        assertThat(JSON.createPointer("/a/0").remove(DOC)).isEqualTo(json("{'a':[2],'o':{'k':'v'},'n':5}"));
        assertThat(JSON.createPointer("/o/k").remove(DOC)).isEqualTo(json("{'a':[1,2],'o':{},'n':5}"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "index_equal_to_size|/a/2", "dash|/a/-", "missing_member|/o/nope", "missing_parent|/nope/k", "whole_document|''"})
    void removeOfATargetThatDoesNotExistOrOfTheDocumentIsAJsonException(String name, String pointer) {
        String path = pointer.equals("''") ? "" : pointer;
        assertThatThrownBy(() -> JSON.createPointer(path).remove(DOC)).isInstanceOf(JsonException.class);
    }

    @Test
    void aNullTargetIsANullPointerException() {
        JsonPointer pointer = JSON.createPointer("/a");
        assertThatThrownBy(() -> pointer.add(null, JsonValue.TRUE)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> pointer.remove(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> pointer.replace(null, JsonValue.TRUE)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> pointer.getValue(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void theTargetIsNeverChanged() {
        JsonStructure before = json("{'a':[1,2],'o':{'k':'v'},'n':5}");
        JSON.createPointer("/a/0").add(DOC, JsonValue.TRUE);
        JSON.createPointer("/a/0").remove(DOC);
        JSON.createPointer("/o/k").replace(DOC, JsonValue.TRUE);
        assertThat(DOC).isEqualTo(before);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "/", "/a~1b", "/m~0n", "/a/0"})
    void toStringIsThePointerAsWritten(String pointer) {
        assertThat(JSON.createPointer(pointer).toString()).isEqualTo(pointer);
    }

    /**
     * RFC 6901's grammar allows '~' only in "~0" and "~1". The TCK and the other providers accept any other
     * '~' as itself, so a key such as "m~n" stays reachable; we do the same.
     */
    @Test
    void aTildeOutsideAnEscapeIsTakenAsItself() {
        JsonObject object = (JsonObject) json("{'m~n':1,'a~2b':2}");
        assertThat(JSON.createPointer("/m~n").getValue(object)).isEqualTo(JSON.createValue(1));
        assertThat(JSON.createPointer("/a~2b").getValue(object)).isEqualTo(JSON.createValue(2));
    }

    /** RFC 6901 section 4: an array index is digits without a leading zero; anything else is no index. */
    @ParameterizedTest
    @ValueSource(strings = {"/a/99999999999", "/a/+1", "/a/1e0", "/a/ 1", "/a/"})
    void anIndexThatIsNoDecimalNumberIsAJsonExceptionNotANumberFormatException(String pointer) {
        assertThat(JSON.createPointer(pointer).containsValue(DOC)).isFalse();
        assertThatThrownBy(() -> JSON.createPointer(pointer).getValue(DOC)).isInstanceOf(JsonException.class);
    }

    @Test
    void containsValueOfTheWholeDocumentAndBelowAScalar() {
        assertThat(JSON.createPointer("").containsValue(DOC)).isTrue();
        assertThat(JSON.createPointer("/n/0").containsValue(DOC)).isFalse();
        assertThat(JSON.createPointer("/o/k").containsValue(DOC)).isTrue();
    }
}
