package org.jsonpjackson.json.conformance;

import jakarta.json.spi.JsonProvider;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonWriter;
import jakarta.json.JsonWriterFactory;
import jakarta.json.stream.JsonGenerator;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One reader factory and one writer factory, hammered from many threads at once: every thread must get
 * byte-for-byte the output a single thread gets, so no buffer or state leaks between threads.
 */
class ConcurrencyTest {

    private static final int THREADS = 16;
    private static final int ROUNDS = 300;

    @Test
    void sharedFactoriesGiveEveryThreadExactlyTheSingleThreadedOutput() throws Exception {
        JsonProvider provider = ProviderUnderTest.create();
        JsonReaderFactory readers = provider.createReaderFactory(Map.of());
        JsonWriterFactory writers = provider.createWriterFactory(Map.of(JsonGenerator.PRETTY_PRINTING, true));

        List<byte[]> inputs = new ArrayList<>();
        List<byte[]> expected = new ArrayList<>();
        for (int i = 0; i < THREADS; i++) {
            byte[] input = document(i).getBytes(StandardCharsets.UTF_8);
            inputs.add(input);
            expected.add(roundTrip(readers, writers, input));
        }

        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int id = t;
                Callable<Integer> task = () -> {
                    start.await();
                    int mismatches = 0;
                    for (int round = 0; round < ROUNDS; round++) {
                        int which = (id + round) % THREADS;
                        if (!Arrays.equals(roundTrip(readers, writers, inputs.get(which)), expected.get(which))) {
                            mismatches++;
                        }
                    }
                    return mismatches;
                };
                results.add(pool.submit(task));
            }
            start.countDown();
            for (Future<Integer> result : results) {
                assertThat(result.get(2, TimeUnit.MINUTES)).isZero();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static byte[] roundTrip(JsonReaderFactory readers, JsonWriterFactory writers, byte[] input) {
        JsonObject tree;
        try (JsonReader reader = readers.createReader(new ByteArrayInputStream(input))) {
            tree = reader.readObject();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonWriter writer = writers.createWriter(out)) {
            writer.writeObject(tree);
        }
        return out.toByteArray();
    }

    /** Documents that differ per thread in size, keys, numbers and non-ASCII text. */
    private static String document(int seed) {
        StringBuilder sb = new StringBuilder("{\"thread\":").append(seed).append(",\"items\":[");
        for (int i = 0; i < 50 + seed * 7; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append("{\"id\":").append(seed * 1000L + i)
                    .append(",\"price\":").append(i).append('.').append(seed)
                    .append(",\"name\":\"item ").append(i).append(" ü€😀 ").append("x".repeat(seed)).append("\"}");
        }
        return sb.append("]}").toString();
    }
}
