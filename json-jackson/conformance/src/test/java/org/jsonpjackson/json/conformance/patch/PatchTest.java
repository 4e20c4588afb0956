package org.jsonpjackson.json.conformance.patch;

import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.StringReader;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PatchTest {

    private static final JsonProvider JSON = ProviderUnderTest.create();

    private static JsonValue json(String text) {
        try (JsonReader reader = JSON.createReader(new StringReader(text.replace('\'', '"')))) {
            return reader.readValue();
        }
    }

    private static final JsonObject RFC6901 = (JsonObject) json(
            "{'foo':['bar','baz'],'':0,'a/b':1,'c%d':2,'e^f':3,'g|h':4,'i\\\\j':5,'k\\'l':6,' ':7,'m~n':8}");

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', ignoreLeadingAndTrailingWhitespace = false, value = {
        "/foo|['bar','baz']", "/foo/0|'bar'", "/|0", "/a~1b|1", "/c%d|2", "/e^f|3", "/i\\j|5", "/ |7", "/m~0n|8"})
    void resolvesTheRfc6901Examples(String pointer, String expected) {
        assertThat(JSON.createPointer(pointer).getValue(RFC6901)).isEqualTo(json(expected));
    }

    @Test
    void emptyPointerIsTheWholeDocument() {
        assertThat(JSON.createPointer("").getValue(RFC6901)).isSameAs(RFC6901);
    }

    @ParameterizedTest
    @CsvSource(quoteCharacter = '"', value = {"/foo/2", "/foo/01", "/foo/-", "/nope", "/foo/0/deeper", "/foo/x"})
    void missingOrInvalidTargetsAreJsonExceptionsNamingThePointer(String pointer) {
        assertThat(JSON.createPointer(pointer).containsValue(RFC6901)).isFalse();
        assertThatThrownBy(() -> JSON.createPointer(pointer).getValue(RFC6901))
                .isInstanceOf(JsonException.class).hasMessageContaining(pointer);
    }

    @Test
    void pointerMustStartWithASlash() {
        assertThatThrownBy(() -> JSON.createPointer("foo")).isInstanceOf(JsonException.class);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        // RFC 6902 appendix A, in order
        "{'foo':'bar'}|[{'op':'add','path':'/baz','value':'qux'}]|{'baz':'qux','foo':'bar'}",
        "{'foo':['bar','baz']}|[{'op':'add','path':'/foo/1','value':'qux'}]|{'foo':['bar','qux','baz']}",
        "{'baz':'qux','foo':'bar'}|[{'op':'remove','path':'/baz'}]|{'foo':'bar'}",
        "{'foo':['bar','qux','baz']}|[{'op':'remove','path':'/foo/1'}]|{'foo':['bar','baz']}",
        "{'baz':'qux','foo':'bar'}|[{'op':'replace','path':'/baz','value':'boo'}]|{'baz':'boo','foo':'bar'}",
        "{'foo':{'bar':'baz','waldo':'fred'},'qux':{'corge':'grault'}}|[{'op':'move','from':'/foo/waldo','path':'/qux/thud'}]|{'foo':{'bar':'baz'},'qux':{'corge':'grault','thud':'fred'}}",
        "{'foo':['all','grass','cows','eat']}|[{'op':'move','from':'/foo/1','path':'/foo/3'}]|{'foo':['all','cows','eat','grass']}",
        "{'baz':'qux','foo':['a',2,'c']}|[{'op':'test','path':'/baz','value':'qux'},{'op':'test','path':'/foo/1','value':2}]|{'baz':'qux','foo':['a',2,'c']}",
        "{'foo':'bar'}|[{'op':'add','path':'/child','value':{'grandchild':{}}}]|{'foo':'bar','child':{'grandchild':{}}}",
        "{'foo':['bar']}|[{'op':'add','path':'/foo/-','value':['abc','def']}]|{'foo':['bar',['abc','def']]}",
        "{'/':9,'~1':10}|[{'op':'test','path':'/~01','value':10}]|{'/':9,'~1':10}",
        "{'a':1}|[{'op':'copy','from':'/a','path':'/b'}]|{'a':1,'b':1}",
        "[1,2]|[{'op':'replace','path':'','value':{'x':1}}]|{'x':1}",
        // A.11: members an operation does not define are ignored
        "{'foo':'bar'}|[{'op':'add','path':'/baz','value':'qux','xyz':123}]|{'foo':'bar','baz':'qux'}",
        // 4.1: add to an existing member replaces it; add at the root replaces the document
        "{'a':1}|[{'op':'add','path':'/a','value':2}]|{'a':2}",
        "{'a':1}|[{'op':'add','path':'','value':[1]}]|[1]",
        // 4.4: a move to where the value is changes nothing
        "{'a':1}|[{'op':'move','from':'/a','path':'/a'}]|{'a':1}",
        // JSON null is a value like any other
        "{'a':1}|[{'op':'add','path':'/b','value':null},{'op':'test','path':'/b','value':null}]|{'a':1,'b':null}",
        // 4.6: numbers are equal when their values are, whatever their notation or scale
        "{'n':1}|[{'op':'test','path':'/n','value':1.0},{'op':'test','path':'/n','value':1e0}]|{'n':1}",
        "{'n':[100,{'x':0.5}]}|[{'op':'test','path':'/n','value':[1e2,{'x':5e-1}]}]|{'n':[100,{'x':0.5}]}",
        // 4.6: objects are equal with the same members, in any order
        "{'o':{'a':1,'b':2}}|[{'op':'test','path':'/o','value':{'b':2,'a':1}}]|{'o':{'a':1,'b':2}}"})
    void appliesTheRfc6902Examples(String source, String patch, String expected) {
        JsonStructure in = (JsonStructure) json(source);
        JsonStructure out = JSON.createPatch(json(patch).asJsonArray()).apply(in);
        assertThat(out).isEqualTo(json(expected));
        assertThat(in).as("the input is never changed").isEqualTo(json(source));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "{'baz':'qux'}|[{'op':'test','path':'/baz','value':'bar'}]",
        "{'foo':'bar'}|[{'op':'add','path':'/baz/bat','value':'qux'}]",
        "{'foo':[1]}|[{'op':'add','path':'/foo/5','value':2}]",
        "{'foo':{'a':1}}|[{'op':'move','from':'/foo','path':'/foo/a/b'}]",
        "{'foo':1}|[{'op':'remove','path':''}]",
        "{'foo':1}|[{'op':'replace','path':'/bar','value':1}]",
        // 4.3: replace needs an existing target, in arrays too
        "{'foo':[1]}|[{'op':'replace','path':'/foo/1','value':2}]",
        "{'foo':[1]}|[{'op':'replace','path':'/foo/-','value':2}]",
        // 4.4 and 4.5: the "from" location must exist
        "{'foo':1}|[{'op':'move','from':'/bar','path':'/baz'}]",
        "{'foo':1}|[{'op':'copy','from':'/bar','path':'/baz'}]",
        // A.15: a string is not a number
        "{'/':9,'~1':10}|[{'op':'test','path':'/~01','value':'10'}]",
        // 4.6: arrays must match element by element, objects member by member
        "{'a':[1,2]}|[{'op':'test','path':'/a','value':[2,1]}]",
        "{'o':{'a':1}}|[{'op':'test','path':'/o','value':{'a':1,'b':2}}]",
        // 5: an operation after a failing one is not applied either
        "{'a':1}|[{'op':'test','path':'/a','value':2},{'op':'add','path':'/b','value':1}]"})
    void failingOperationsAreJsonExceptionsNamingTheOperation(String source, String patch) {
        JsonStructure target = (JsonStructure) json(source);
        assertThatThrownBy(() -> JSON.createPatch(json(patch).asJsonArray()).apply(target))
                .isInstanceOf(JsonException.class).hasMessageContaining("Patch operation");
        assertThat(target).as("the target is never changed").isEqualTo(json(source));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {"[{'op':'jump','path':'/a'}]", "[{'path':'/a'}]", "[{'op':'add','path':'/a'}]",
        "[{'op':'move','path':'/a'}]", "[1]",
        // section 3: "path" (and "from") must be strings holding a pointer; copy needs "from" too
        "[{'op':'remove','path':1}]", "[{'op':'remove','path':'a'}]", "[{'op':'copy','path':'/a'}]",
        "[{'op':'move','path':'/a','from':null}]"})
    void malformedPatchesFailWhenMade(String patch) {
        assertThatThrownBy(() -> JSON.createPatch(json(patch).asJsonArray())).isInstanceOf(JsonException.class);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "{'a':1,'b':[1,2,3],'c':{'d':true}}|{'a':2,'b':[1,3],'c':{'e':null},'f':'new'}",
        "{'list':[1,2]}|{'list':[1,2,3,4]}", "[1,[2,3],{'x':1}]|[1,[2],{'x':2},5]",
        "{'a/b':{'~':1}}|{'a/b':{'~':2}}", "{'a':1}|[1]"})
    void diffTurnsSourceIntoTarget(String source, String target) {
        JsonStructure s = (JsonStructure) json(source);
        JsonStructure t = (JsonStructure) json(target);
        assertThat(JSON.createDiff(s, t).apply(s)).isEqualTo(t);
        assertThat(JSON.createDiff(s, s).toJsonArray()).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        // RFC 7396 appendix A
        "{'a':'b'}|{'a':'c'}|{'a':'c'}", "{'a':'b'}|{'b':'c'}|{'a':'b','b':'c'}", "{'a':'b'}|{'a':null}|{}",
        "{'a':'b','b':'c'}|{'a':null}|{'b':'c'}", "{'a':['b']}|{'a':'c'}|{'a':'c'}", "{'a':'c'}|{'a':['b']}|{'a':['b']}",
        "{'a':{'b':'c'}}|{'a':{'b':'d','c':null}}|{'a':{'b':'d'}}", "{'a':[{'b':'c'}]}|{'a':[1]}|{'a':[1]}",
        "['a','b']|['c','d']|['c','d']", "{'a':'b'}|['c']|['c']", "{'a':'foo'}|null|null", "{'a':'foo'}|'bar'|'bar'",
        "{'e':null}|{'a':1}|{'e':null,'a':1}", "[1,2]|{'a':'b','c':null}|{'a':'b'}", "{}|{'a':{'bb':{'ccc':null}}}|{'a':{'bb':{}}}"})
    void mergePatchFollowsRfc7396(String target, String patch, String expected) {
        assertThat(JSON.createMergePatch(json(patch)).apply(json(target))).isEqualTo(json(expected));
    }

    @Test
    void mergeDiffTurnsSourceIntoTarget() {
        JsonValue source = json("{'a':1,'b':{'c':2,'d':3},'e':[1]}");
        JsonValue target = json("{'a':1,'b':{'c':4},'e':[2],'f':true}");
        assertThat(JSON.createMergeDiff(source, target).toJsonValue()).isEqualTo(json("{'b':{'c':4,'d':null},'e':[2],'f':true}"));
        assertThat(JSON.createMergeDiff(source, target).apply(source)).isEqualTo(target);
    }

    @Test
    void toJsonArrayIsTheOperationsThePatchWasMadeOf() {
        JsonValue operations = json("[{'op':'add','path':'/a','value':1},{'op':'remove','path':'/b'}]");
        assertThat(JSON.createPatch(operations.asJsonArray()).toJsonArray()).isEqualTo(operations);
    }

    /** JsonPatchBuilder's class javadoc: the builder's result is the JSON Patch it spells out. */
    @Test
    void theBuilderProducesTheEquivalentJsonPatch() {
        JsonValue expected = json("[{'op':'add','path':'/John/phones/office','value':'1234-567'},{'op':'remove','path':'/Amy/age'}]");
        assertThat(JSON.createPatchBuilder().add("/John/phones/office", "1234-567").remove("/Amy/age").build().toJsonArray())
                .isEqualTo(expected);
    }

    @Test
    void everyBuilderMethodAddsItsOperation() {
        JsonValue built = JSON.createPatchBuilder()
                .add("/a", JsonValue.TRUE).add("/b", "s").add("/c", 1).add("/d", false)
                .replace("/a", JsonValue.NULL).replace("/b", "t").replace("/c", 2).replace("/d", true)
                .test("/a", JsonValue.NULL).test("/b", "t").test("/c", 2).test("/d", true)
                .move("/e", "/a").copy("/f", "/b").remove("/f")
                .build().toJsonArray();
        assertThat(built).isEqualTo(json("["
                + "{'op':'add','path':'/a','value':true},{'op':'add','path':'/b','value':'s'},"
                + "{'op':'add','path':'/c','value':1},{'op':'add','path':'/d','value':false},"
                + "{'op':'replace','path':'/a','value':null},{'op':'replace','path':'/b','value':'t'},"
                + "{'op':'replace','path':'/c','value':2},{'op':'replace','path':'/d','value':true},"
                + "{'op':'test','path':'/a','value':null},{'op':'test','path':'/b','value':'t'},"
                + "{'op':'test','path':'/c','value':2},{'op':'test','path':'/d','value':true},"
                + "{'op':'move','path':'/e','from':'/a'},{'op':'copy','path':'/f','from':'/b'},{'op':'remove','path':'/f'}]"));
        assertThat(JSON.createPatch(built.asJsonArray()).apply(JsonValue.EMPTY_JSON_OBJECT))
                .isEqualTo(json("{'b':'t','c':2,'d':true,'e':null}"));
    }

    @Test
    void aBuilderStartsWithTheOperationsItIsGiven() {
        JsonValue first = json("[{'op':'add','path':'/a','value':1}]");
        assertThat(JSON.createPatchBuilder(first.asJsonArray()).remove("/a").build().toJsonArray())
                .isEqualTo(json("[{'op':'add','path':'/a','value':1},{'op':'remove','path':'/a'}]"));
    }

    @Test
    void diffOfStructuresOfDifferentTypesReplacesTheDocument() {
        JsonStructure source = (JsonStructure) json("{'a':1}");
        JsonStructure target = (JsonStructure) json("[1]");
        assertThat(JSON.createDiff(source, target).toJsonArray()).isEqualTo(json("[{'op':'replace','path':'','value':[1]}]"));
    }

    @Test
    void nullArgumentsAreNullPointerExceptions() {
        JsonStructure some = JsonValue.EMPTY_JSON_OBJECT;
        assertThatThrownBy(() -> JSON.createDiff(null, some)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> JSON.createDiff(some, null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> JSON.createMergeDiff(null, some)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> JSON.createMergePatch(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> JSON.createPatch(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> JSON.createPointer(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void aMergePatchIsTheValueItWasMadeOfAndLeavesItsTargetAlone() {
        JsonValue patch = json("{'a':null,'b':{'c':1}}");
        JsonValue target = json("{'a':1,'b':{'d':2}}");
        assertThat(JSON.createMergePatch(patch).toJsonValue()).isEqualTo(patch);
        assertThat(JSON.createMergePatch(patch).apply(target)).isEqualTo(json("{'b':{'d':2,'c':1}}"));
        assertThat(target).isEqualTo(json("{'a':1,'b':{'d':2}}"));
    }

    @Test
    void mergeDiffOfEqualValuesIsAnEmptyPatch() {
        JsonValue value = json("{'a':[1],'b':{'c':true}}");
        assertThat(JSON.createMergeDiff(value, value).toJsonValue()).isEqualTo(JsonValue.EMPTY_JSON_OBJECT);
        assertThat(JSON.createMergeDiff(value, value).apply(value)).isEqualTo(value);
    }

    @Test
    void mergeDiffToANonObjectOrFromOneIsTheTargetItself() {
        assertThat(JSON.createMergeDiff(json("[1]"), json("{'a':1}")).toJsonValue()).isEqualTo(json("{'a':1}"));
        assertThat(JSON.createMergeDiff(json("{'a':1}"), json("[1]")).toJsonValue()).isEqualTo(json("[1]"));
        assertThat(JSON.createMergeDiff(json("{'a':1}"), JsonValue.NULL).toJsonValue()).isEqualTo(JsonValue.NULL);
    }

    /**
     * RFC 7396 section 1: null in a merge patch means "remove", so no merge patch can set a member to null.
     * createMergeDiff cannot honour its javadoc for such a target: the patch removes the member.
     */
    @Test
    void aMemberThatBecomesNullCannotBeExpressedByAMergePatch() {
        JsonValue source = json("{'a':1,'b':2}");
        JsonValue target = json("{'a':null,'b':2}");
        assertThat(JSON.createMergeDiff(source, target).toJsonValue()).isEqualTo(json("{'a':null}"));
        assertThat(JSON.createMergeDiff(source, target).apply(source)).isEqualTo(json("{'b':2}"));
    }
}
