package org.jsonpjackson.json.patch;

import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import org.jsonpjackson.json.JacksonJsonProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.StringReader;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PatchTest {

    private static final JsonProvider JSON = new JacksonJsonProvider();

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
        "[1,2]|[{'op':'replace','path':'','value':{'x':1}}]|{'x':1}"})
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
        "{'foo':1}|[{'op':'replace','path':'/bar','value':1}]"})
    void failingOperationsAreJsonExceptionsNamingTheOperation(String source, String patch) {
        assertThatThrownBy(() -> JSON.createPatch(json(patch).asJsonArray()).apply((JsonStructure) json(source)))
                .isInstanceOf(JsonException.class).hasMessageContaining("Patch operation");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {"[{'op':'jump','path':'/a'}]", "[{'path':'/a'}]", "[{'op':'add','path':'/a'}]",
        "[{'op':'move','path':'/a'}]", "[1]"})
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
}
