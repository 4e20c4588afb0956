package org.jsonpjackson.json.conformance.patch;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.eclipse.parsson.JsonProviderImpl;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.StringReader;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * createDiff on arrays: minimal patches, in an order that applies operation by operation, and the whole-array
 * replacement past the alignment budget.
 */
class DiffTest {

    private static final JsonProvider JSON = ProviderUnderTest.create();
    private static final JsonProvider PARSSON = new JsonProviderImpl();

    private static JsonStructure json(String text) {
        try (JsonReader reader = JSON.createReader(new StringReader(text.replace('\'', '"')))) {
            return reader.read();
        }
    }

    private static JsonArray diff(JsonStructure source, JsonStructure target) {
        JsonArray patch = JSON.createDiff(source, target).toJsonArray();
        assertThat(JSON.createPatch(patch).apply(source)).as("%s applied to %s", patch, source).isEqualTo(target);
        return patch;
    }

    /**
     * Named cases, with the patches the reference implementations produce: replacements and removals from
     * the last index to the first, then additions from the first to the last.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "insert_middle|[1,3]|[1,2,3]|[{'op':'add','path':'/1','value':2}]",
        "insert_front|[2,3]|[1,2,3]|[{'op':'add','path':'/0','value':1}]",
        "insert_end|[1,2]|[1,2,3]|[{'op':'add','path':'/2','value':3}]",
        "insert_two_apart|[1,3,5]|[1,2,3,4,5]|[{'op':'add','path':'/1','value':2},{'op':'add','path':'/3','value':4}]",
        "insert_into_empty|[]|[1,2]|[{'op':'add','path':'/0','value':1},{'op':'add','path':'/1','value':2}]",
        "remove_middle|[1,2,3]|[1,3]|[{'op':'remove','path':'/1'}]",
        "remove_front|[1,2,3]|[2,3]|[{'op':'remove','path':'/0'}]",
        "remove_end|[1,2,3]|[1,2]|[{'op':'remove','path':'/2'}]",
        "remove_two_apart|[1,2,3,4,5]|[1,3,5]|[{'op':'remove','path':'/3'},{'op':'remove','path':'/1'}]",
        "remove_all|[1,2]|[]|[{'op':'remove','path':'/1'},{'op':'remove','path':'/0'}]",
        "replace_middle|[1,2,3]|[1,9,3]|[{'op':'replace','path':'/1','value':9}]",
        "replace_front|[1,2,3]|[9,2,3]|[{'op':'replace','path':'/0','value':9}]",
        "replace_end|[1,2,3]|[1,2,9]|[{'op':'replace','path':'/2','value':9}]",
        "reverse|[1,2,3,4]|[4,3,2,1]|[{'op':'replace','path':'/3','value':1},{'op':'replace','path':'/2','value':2},"
                + "{'op':'replace','path':'/1','value':3},{'op':'replace','path':'/0','value':4}]",
        "remove_and_insert|[1,2,3]|[2,3,4]|[{'op':'remove','path':'/0'},{'op':'add','path':'/2','value':4}]",
        "replace_and_insert|[1,2,3]|[1,9,3,4]|[{'op':'replace','path':'/1','value':9},{'op':'add','path':'/3','value':4}]",
        "move_last_to_front|[1,2,3]|[3,1,2]|[{'op':'remove','path':'/2'},{'op':'add','path':'/0','value':3}]",
        "insert_in_nested_array|[[1,2],[3]]|[[1,2,5],[3]]|[{'op':'add','path':'/0/2','value':5}]",
        "remove_in_nested_array|{'a':[[1,2,3]]}|{'a':[[1,3]]}|[{'op':'remove','path':'/a/0/1'}]",
        "replace_in_nested_array|[0,[1,2,3]]|[0,[1,7,3]]|[{'op':'replace','path':'/1/1','value':7}]",
        "member_of_object_in_array|[{'a':1,'b':2}]|[{'a':1,'b':3,'c':4}]|[{'op':'replace','path':'/0/b','value':3},"
                + "{'op':'add','path':'/0/c','value':4}]",
        "array_in_object|{'items':[1,2,4]}|{'items':[1,2,3,4]}|[{'op':'add','path':'/items/2','value':3}]",
        "scalar_to_object|[1]|[{'a':1}]|[{'op':'replace','path':'/0','value':{'a':1}}]",
        // Keeping the equal object aligned takes as many operations as replacing both elements, and carries
        // no object in a replacement: a change of kind costs as much as a removal and an addition.
        "keeps_structures_aligned|['x',{'k':[1,2]}]|[{'k':[1,2]},'y']|[{'op':'remove','path':'/0'},"
                + "{'op':'add','path':'/1','value':'y'}]",
        "equal_numbers_of_other_scale|[1,2]|[1,2.0]|[{'op':'replace','path':'/1','value':2.0}]"})
    void producesTheMinimalPatch(String name, String source, String target, String expected) {
        assertThat(diff(json(source), json(target))).isEqualTo(json(expected));
    }

    /** The brute-force count of additions, removals and replacements, independent of ArrayAlignment. */
    private static int editDistance(List<Integer> a, List<Integer> b) {
        int[][] d = new int[a.size() + 1][b.size() + 1];
        for (int i = 0; i <= a.size(); i++) {
            for (int j = 0; j <= b.size(); j++) {
                if (i == 0 || j == 0) {
                    d[i][j] = i + j;
                } else {
                    int replace = d[i - 1][j - 1] + (a.get(i - 1).equals(b.get(j - 1)) ? 0 : 1);
                    d[i][j] = Math.min(replace, Math.min(d[i - 1][j], d[i][j - 1]) + 1);
                }
            }
        }
        return d[a.size()][b.size()];
    }

    private static JsonArray array(JsonProvider provider, List<Integer> values) {
        JsonArrayBuilder builder = provider.createArrayBuilder();
        values.forEach(builder::add);
        return builder.build();
    }

    @Provide
    Arbitrary<List<Integer>> smallArrays() {
        // A small alphabet, so that arrays share many elements and alignments have many choices.
        return Arbitraries.integers().between(0, 4).list().ofMaxSize(12);
    }

    /** jqwik prints the seed of a failing run; rerun it with @Property(seed = "..."). */
    @Property(tries = 1000)
    void theOperationCountIsTheEditDistance(@ForAll("smallArrays") List<Integer> source,
            @ForAll("smallArrays") List<Integer> target) {
        JsonArray patch = diff(array(JSON, source), array(JSON, target));
        assertThat(patch).as("%s -> %s: %s", source, target, patch).hasSize(editDistance(source, target));
    }

    @Property(tries = 300)
    void neverLongerThanParssonsPatch(@ForAll("smallArrays") List<Integer> source,
            @ForAll("smallArrays") List<Integer> target) {
        JsonArray ours = diff(array(JSON, source), array(JSON, target));
        JsonArray theirs = PARSSON.createDiff(array(PARSSON, source), array(PARSSON, target)).toJsonArray();
        assertThat(ours.size()).as("ours %s, Parsson's %s", ours, theirs).isLessThanOrEqualTo(theirs.size());
    }

    @Provide
    Arbitrary<JsonValue> nested() {
        Arbitrary<JsonValue> scalars = Arbitraries.of(JSON.createValue(1), JSON.createValue(2), JSON.createValue("s"),
                JsonValue.TRUE, JsonValue.NULL);
        return Arbitraries.recursive(() -> scalars, inner -> Arbitraries.oneOf(
                inner.list().ofMaxSize(5).map(values -> {
                    JsonArrayBuilder builder = JSON.createArrayBuilder();
                    values.forEach(builder::add);
                    return builder.build();
                }),
                inner.list().ofMaxSize(3).map(values -> {
                    var builder = JSON.createObjectBuilder();
                    for (int i = 0; i < values.size(); i++) {
                        builder.add("k" + (i * 7 % 4), values.get(i));
                    }
                    return builder.build();
                })), 4);
    }

    @Property(tries = 500)
    void nestedStructuresRoundTrip(@ForAll("nested") JsonValue source, @ForAll("nested") JsonValue target) {
        if (source instanceof JsonStructure && target instanceof JsonStructure) {
            diff((JsonStructure) source, (JsonStructure) target);
        }
    }

    /** A seeded run over longer arrays, where the band must widen; the seed is in the message. */
    @Test
    void longerArraysWithScatteredEditsAreMinimal() {
        long seed = new Random().nextLong();
        Random random = new Random(seed);
        for (int run = 0; run < 40; run++) {
            List<Integer> source = new java.util.ArrayList<>();
            int n = 50 + random.nextInt(150);
            for (int i = 0; i < n; i++) {
                source.add(random.nextInt(20));
            }
            List<Integer> target = new java.util.ArrayList<>(source);
            int edits = random.nextInt(40);
            for (int e = 0; e < edits; e++) {
                int kind = random.nextInt(3);
                if (kind == 0 || target.isEmpty()) {
                    target.add(random.nextInt(target.size() + 1), random.nextInt(20));
                } else if (kind == 1) {
                    target.remove(random.nextInt(target.size()));
                } else {
                    target.set(random.nextInt(target.size()), random.nextInt(20));
                }
            }
            JsonArray patch = diff(array(JSON, source), array(JSON, target));
            assertThat(patch).as("seed %d, run %d", seed, run).hasSize(editDistance(source, target));
        }
    }

    @Test
    void tenThousandElementsWithAHundredScatteredEditsGiveAHundredOperations() {
        JsonArrayBuilder source = JSON.createArrayBuilder();
        JsonArrayBuilder target = JSON.createArrayBuilder();
        for (int i = 0; i < 10_000; i++) {
            source.add(i);
            target.add(i % 100 == 50 ? -i : i);
        }
        JsonArray patch = diff(source.build(), target.build());
        assertThat(patch).hasSize(100).allSatisfy(op -> assertThat(((JsonObject) op).getString("op")).isEqualTo("replace"));
    }

    @Test
    void anArrayWhoseAlignmentExceedsTheBudgetIsReplacedWhole() {
        // 2,100 distinct elements reversed: about 2,100 edits, so the band would need (2,101 x 4,201) cells,
        // more than the alignment's budget (ArrayAlignmentBudgetTest checks that this size is past it).
        int n = 2_100;
        JsonArrayBuilder source = JSON.createArrayBuilder();
        JsonArrayBuilder target = JSON.createArrayBuilder();
        for (int i = 0; i < n; i++) {
            source.add(i);
            target.add(n - 1 - i);
        }
        JsonObject from = JSON.createObjectBuilder().add("list", source).add("same", 1).build();
        JsonObject to = JSON.createObjectBuilder().add("list", target).add("same", 1).build();
        JsonArray patch = diff(from, to);
        assertThat(patch).hasSize(1);
        assertThat(patch.getJsonObject(0).getString("op")).isEqualTo("replace");
        assertThat(patch.getJsonObject(0).getString("path")).isEqualTo("/list");
        assertThat(patch.getJsonObject(0).get("value")).isEqualTo(to.get("list"));
    }

    @Test
    void theWholeDocumentArrayIsReplacedAtTheRoot() {
        int n = 2_100;
        JsonArrayBuilder source = JSON.createArrayBuilder();
        JsonArrayBuilder target = JSON.createArrayBuilder();
        for (int i = 0; i < n; i++) {
            source.add(i);
            target.add(n + i);
        }
        JsonArray patch = diff(source.build(), target.build());
        assertThat(patch).hasSize(1);
        assertThat(patch.getJsonObject(0).getString("path")).isEmpty();
    }

    @Test
    void appendsAndTruncationsOfHugeArraysStayExact() {
        // The common start is set aside before any alignment: a million elements cost nothing extra.
        JsonArrayBuilder source = JSON.createArrayBuilder();
        for (int i = 0; i < 1_000_000; i++) {
            source.add(i);
        }
        JsonArray big = source.build();
        JsonArray longer = JSON.createArrayBuilder(big).add(-1).add(-2).build();
        assertThat(diff(big, longer)).hasSize(2);
        assertThat(diff(longer, big)).hasSize(2);
    }
}
