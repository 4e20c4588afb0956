package org.jsonpjackson.json.budget;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.JsonWriter;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.ToLongFunction;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Bytes allocated per parse, per tree read and per write of fixed payloads, each against a budget written here: a
 * change that makes the hot paths allocate more fails the build, naming the payload, the operation and both figures.
 *
 * <p>Allocation, unlike time, is deterministic on one JVM once the JIT has compiled the loop (escape analysis removes
 * some allocations only in compiled code): each operation is warmed up, then measured in batches with the thread's own
 * allocation counter, and the smallest batch counts. Speed itself is guarded by benchmarks, never by a timed test.
 *
 * <p>The budgets hold for the build's own Jackson of each line; the version matrix leaves this test out, since another
 * Jackson allocates differently. Lower a budget when an allocation goes away; raise it only with the reason in the
 * commit.
 */
class AllocationBudgetTest {

    private static final int WARM_UP = 4_000;
    private static final int BATCHES = 7;
    private static final int PER_BATCH = 200;

    /**
     * Budgets in bytes per parse and tree read, the same for both providers (they measured within 40 bytes of each other
     * on 2026-11-27, Jackson 2.21.2 and 3.1.7, JDK 17, the same to the byte in every run): the measured figure plus a
     * tenth. Nearly all of it is the strings and numbers the caller asks for, so an allocation per event or per value
     * breaks them.
     *
     * <p>Generating replays recorded calls, so it measures the generators alone: 448 to 688 bytes on 2026-11-28, both
     * lines; its budget of 4,000 breaks with a string per number (14,928 bytes on the numbers, which the size of the
     * JSON, the budget before, did not catch). Writing a tree walks our model with no iterator or entry (the walk
     * visits each object's map), so it costs what generating does plus the writer: 488 to 752 bytes on 2026-11-28,
     * both lines, with the same budget. Before, the entry-set iterators of the walk stayed off the heap only in some
     * JVMs (writing the numbers tree took 496 bytes in one run and 6,928 in another), and the budget had to be the
     * size of the JSON.
     */
    private static final Map<String, Long> BUDGETS = Map.ofEntries(
            Map.entry("search/parse bytes", 38_000L),
            Map.entry("search/parse chars", 37_700L),
            Map.entry("search/read tree", 104_500L),
            Map.entry("cjk/parse bytes", 44_800L),
            Map.entry("cjk/parse chars", 44_600L),
            Map.entry("cjk/read tree", 64_500L),
            Map.entry("numbers/parse bytes", 27_500L),
            Map.entry("numbers/parse chars", 27_300L),
            Map.entry("numbers/read tree", 150_000L),
            Map.entry("search/generate", 4_000L),
            Map.entry("cjk/generate", 4_000L),
            Map.entry("numbers/generate", 4_000L),
            Map.entry("search/write tree", 4_000L),
            Map.entry("cjk/write tree", 4_000L),
            Map.entry("numbers/write tree", 4_000L));

    private static JsonProvider provider;

    @BeforeAll
    static void provider() {
        provider = ProviderUnderTest.create();
    }

    @Test
    void searchResponse() {
        check("search", BudgetPayloads.searchResponse());
    }

    @Test
    void cjkText() {
        check("cjk", BudgetPayloads.cjkText());
    }

    @Test
    void numbers() {
        check("numbers", BudgetPayloads.numbers());
    }

    private static void check(String payload, byte[] json) {
        String text = new String(json, StandardCharsets.UTF_8);
        JsonValue tree;
        try (JsonReader reader = provider.createReader(new ByteArrayInputStream(json))) {
            tree = reader.readValue();
        }
        Map<String, ToLongFunction<Void>> operations = new java.util.LinkedHashMap<>();
        operations.put("parse bytes", v -> events(provider.createParser(new ByteArrayInputStream(json))));
        operations.put("parse chars", v -> events(provider.createParser(new StringReader(text))));
        operations.put("read tree", v -> {
            try (JsonReader reader = provider.createReader(new ByteArrayInputStream(json))) {
                return reader.readValue().getValueType().ordinal() + 1;
            }
        });
        ByteArrayOutputStream out = new ByteArrayOutputStream(json.length * 2);
        operations.put("write tree", v -> {
            out.reset();
            try (JsonWriter writer = provider.createWriter(out)) {
                writer.write(tree);
            }
            return out.size();
        });
        List<Object> calls = new ArrayList<>();
        record(tree, calls);
        operations.put("generate", v -> {
            out.reset();
            try (JsonGenerator generator = provider.createGenerator(out)) {
                replay(generator, calls);
            }
            return out.size();
        });
        List<String> over = new ArrayList<>();
        StringBuilder table = new StringBuilder();
        for (Map.Entry<String, ToLongFunction<Void>> op : operations.entrySet()) {
            String key = payload + "/" + op.getKey();
            long bytes = bytesPerOperation(op.getValue());
            long budget = Objects.requireNonNull(BUDGETS.get(key), () -> "No budget written for " + key);
            table.append(String.format("  %-22s %,10d bytes/op (budget %,d)%n", key, bytes, budget));
            if (bytes > budget) {
                over.add(key + ": " + bytes + " bytes per operation, budget " + budget);
            }
        }
        System.out.printf("Allocation per operation, %s (%d bytes of JSON), %s:%n%s", payload, json.length,
                provider.getClass().getSimpleName(), table);
        assertThat(over).as("operations allocating more than their budget on %s, %s (%d bytes of JSON)",
                provider.getClass().getSimpleName(), payload, json.length).isEmpty();
    }

    /** The smallest of several batches' bytes per operation, after a warm-up long enough for the JIT to compile it. */
    private static long bytesPerOperation(ToLongFunction<Void> operation) {
        long sink = 0;
        for (int i = 0; i < WARM_UP; i++) {
            sink += operation.applyAsLong(null);
        }
        long least = Long.MAX_VALUE;
        for (int b = 0; b < BATCHES; b++) {
            long before = allocatedBytes();
            for (int i = 0; i < PER_BATCH; i++) {
                sink += operation.applyAsLong(null);
            }
            least = Math.min(least, (allocatedBytes() - before) / PER_BATCH);
        }
        assertThat(sink).isNotZero();
        return least;
    }

    /**
     * This thread's allocation counter ({@code com.sun.management.ThreadMXBean}), through reflection: the shared tests
     * run in the provider's module, which does not read {@code java.management}, and a test should not make it.
     */
    private static long allocatedBytes() {
        try {
            return (long) ALLOCATED_BYTES.invoke(THREADS);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot read the thread's allocation counter", e);
        }
    }

    private static final Object THREADS;
    private static final Method ALLOCATED_BYTES;

    static {
        try {
            THREADS = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean").invoke(null);
            ALLOCATED_BYTES = Class.forName("com.sun.management.ThreadMXBean").getMethod("getCurrentThreadAllocatedBytes");
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** The event loop a client's deserializer runs: every event, every name and value read through its accessor. */
    private static long events(JsonParser parser) {
        long h = 0;
        try (parser) {
            while (parser.hasNext()) {
                JsonParser.Event e = parser.next();
                h = 31 * h + e.ordinal();
                switch (e) {
                    case KEY_NAME:
                    case VALUE_STRING:
                        h = 31 * h + parser.getString().length();
                        break;
                    case VALUE_NUMBER:
                        h = 31 * h + (parser.isIntegralNumber() ? parser.getLong() : parser.getBigDecimal().scale());
                        break;
                    default:
                        break;
                }
            }
        }
        return h;
    }

    /** Marks a call with no argument in {@link #record}'s list. */
    private enum Call { START_OBJECT, START_ARRAY, END, TRUE, FALSE, NULL }

    /** A name in {@link #record}'s list, told apart from a string value. */
    private record Key(String name) {
    }

    /**
     * The generator calls that write {@code value}, as a serializer makes them, flattened into a list once: replaying
     * it allocates nothing itself, so what "generate" measures is the generator's own allocation. (Walking the tree on
     * every write measured the tree's entry-set iterators too, which the JIT keeps off the heap in some JVMs and not in
     * others: 11,784 or 27,832 bytes per write of the same numbers, 2026-11-28.)
     */
    private static void record(JsonValue value, List<Object> calls) {
        switch (value.getValueType()) {
            case OBJECT:
                calls.add(Call.START_OBJECT);
                for (Map.Entry<String, JsonValue> member : ((JsonObject) value).entrySet()) {
                    calls.add(new Key(member.getKey()));
                    record(member.getValue(), calls);
                }
                calls.add(Call.END);
                break;
            case ARRAY:
                calls.add(Call.START_ARRAY);
                for (JsonValue element : (JsonArray) value) {
                    record(element, calls);
                }
                calls.add(Call.END);
                break;
            case STRING:
                calls.add(((JsonString) value).getString());
                break;
            case NUMBER:
                JsonNumber number = (JsonNumber) value;
                calls.add(number.isIntegral() ? (Object) number.longValue() : number.bigDecimalValue());
                break;
            case TRUE:
                calls.add(Call.TRUE);
                break;
            case FALSE:
                calls.add(Call.FALSE);
                break;
            default:
                calls.add(Call.NULL);
                break;
        }
    }

    /** Makes {@link #record}'s calls on {@code g}. */
    private static void replay(JsonGenerator g, List<Object> calls) {
        for (int i = 0, n = calls.size(); i < n; i++) {
            Object call = calls.get(i);
            if (call instanceof Key) {
                g.writeKey(((Key) call).name());
            } else if (call instanceof String) {
                g.write((String) call);
            } else if (call instanceof Long) {
                g.write((long) (Long) call);
            } else if (call instanceof BigDecimal) {
                g.write((BigDecimal) call);
            } else {
                switch ((Call) call) {
                    case START_OBJECT -> g.writeStartObject();
                    case START_ARRAY -> g.writeStartArray();
                    case END -> g.writeEnd();
                    case TRUE -> g.write(true);
                    case FALSE -> g.write(false);
                    default -> g.writeNull();
                }
            }
        }
    }
}
