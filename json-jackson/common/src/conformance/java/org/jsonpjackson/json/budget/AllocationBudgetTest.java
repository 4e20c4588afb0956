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
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
     * <p>Writing gets one budget, the size of the JSON written: what the JIT keeps off the heap in a writer varies from
     * JVM to JVM (writing the numbers tree took 496 bytes in one run and 6,928 in another, with a fuzzing agent loaded
     * in the same JVM), but a second copy of the output, or a string per number, costs more than that.
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
            Map.entry("numbers/read tree", 150_000L));

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
        operations.put("generate", v -> {
            out.reset();
            try (JsonGenerator generator = provider.createGenerator(out)) {
                generate(generator, tree);
            }
            return out.size();
        });
        List<String> over = new ArrayList<>();
        StringBuilder table = new StringBuilder();
        for (Map.Entry<String, ToLongFunction<Void>> op : operations.entrySet()) {
            String key = payload + "/" + op.getKey();
            long bytes = bytesPerOperation(op.getValue());
            long budget = BUDGETS.getOrDefault(key, (long) json.length);
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
     * are compiled into the provider's module, which does not read {@code java.management}, and a test should not
     * make it.
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

    /** Writes a tree through the generator's streaming calls, as a serializer does, not through its tree walk. */
    private static void generate(JsonGenerator g, JsonValue value) {
        switch (value.getValueType()) {
            case OBJECT:
                g.writeStartObject();
                for (Map.Entry<String, JsonValue> member : ((JsonObject) value).entrySet()) {
                    g.writeKey(member.getKey());
                    generate(g, member.getValue());
                }
                g.writeEnd();
                break;
            case ARRAY:
                g.writeStartArray();
                for (JsonValue element : (JsonArray) value) {
                    generate(g, element);
                }
                g.writeEnd();
                break;
            case STRING:
                g.write(((JsonString) value).getString());
                break;
            case NUMBER:
                JsonNumber number = (JsonNumber) value;
                if (number.isIntegral()) {
                    g.write(number.longValue());
                } else {
                    g.write(number.bigDecimalValue());
                }
                break;
            case TRUE:
                g.write(true);
                break;
            case FALSE:
                g.write(false);
                break;
            default:
                g.writeNull();
                break;
        }
    }
}
