package org.jsonpjackson.bench.diff;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.json.spi.JsonProvider;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * {@code createDiff} of two arrays of 10,000 small objects, one operation being one diff. The scenarios span
 * the alignment's range: a few edits, the most the alignment budget handles exactly, and more, where the
 * array is replaced whole after the widest band has been tried (the bound on the work).
 *
 * <p>Only ours: Parsson aligns arrays with a full N x M table, 400 MB for these sizes.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
public class DiffBenchmark {

    /** How the target array differs from the source: edits spread evenly, a third each of kind. */
    public enum Edits {
        /** 10 edits: the common case of a document list that changed a little. */
        SCATTERED_10(10, false),
        /** 300 edits: near the most an exact alignment of 10,000 elements fits in the budget. */
        SCATTERED_300(300, false),
        /** 1,000 edits: over the budget, so the diff is one replacement of the whole array. */
        OVER_BUDGET_1000(1_000, true);

        final int count;
        final boolean replacedWhole;

        Edits(int count, boolean replacedWhole) {
            this.count = count;
            this.replacedWhole = replacedWhole;
        }
    }

    static final int SIZE = 10_000;

    @Param
    public Edits edits;

    private JsonProvider json;
    private JsonArray source;
    private JsonArray target;

    @Setup
    public void setUp() {
        json = new JsonpJacksonProvider();
        List<JsonValue> elements = new ArrayList<>(SIZE);
        for (int i = 0; i < SIZE; i++) {
            elements.add(item(i, "item-" + i));
        }
        source = array(elements);
        Random random = new Random(17);
        int stride = SIZE / edits.count;
        // From the end, so that earlier positions stay where they were planned.
        for (int e = edits.count - 1; e >= 0; e--) {
            int at = e * stride + random.nextInt(stride);
            switch (e % 3) {
                case 0:
                    elements.set(at, item(SIZE + e, "changed-" + e));
                    break;
                case 1:
                    elements.add(at, item(2 * SIZE + e, "inserted-" + e));
                    break;
                default:
                    elements.remove(at);
                    break;
            }
        }
        target = array(elements);
        check();
    }

    /** The patch must turn source into target, and be one replacement exactly when the budget is exceeded. */
    private void check() {
        JsonArray patch = json.createDiff(source, target).toJsonArray();
        if (!json.createPatch(patch).apply(source).equals(target)) {
            throw new IllegalStateException("The diff does not turn source into target");
        }
        if (edits.replacedWhole != (patch.size() == 1 && "".equals(patch.getJsonObject(0).getString("path")))) {
            throw new IllegalStateException(edits + ": expected " + (edits.replacedWhole ? "" : "no ")
                    + "whole replacement, got " + patch.size() + " operations");
        }
    }

    private JsonObject item(int id, String name) {
        return json.createObjectBuilder().add("id", id).add("name", name).build();
    }

    private JsonArray array(List<JsonValue> values) {
        JsonArrayBuilder builder = json.createArrayBuilder();
        values.forEach(builder::add);
        return builder.build();
    }

    @Benchmark
    public int arrayDiff_ours() {
        return json.createDiff(source, target).toJsonArray().size();
    }
}
