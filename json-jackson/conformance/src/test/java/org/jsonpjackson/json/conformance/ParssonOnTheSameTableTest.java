package org.jsonpjackson.json.conformance;

import jakarta.json.JsonException;
import jakarta.json.JsonReader;
import jakarta.json.spi.JsonProvider;
import org.eclipse.parsson.JsonProviderImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The comparison of docs/json-jackson.md ("Security and limits"), measured: Parsson 1.1.9's {@code JsonReader} (its provider class, constructed directly,
 * with its default limits) over the same 49 ill-formed documents that {@link IllFormedInputTest} makes us reject.
 * It accepts 12 and rejects 37 (one of them, the 1,001-deep array, with a bare {@code RuntimeException}); if a
 * Parsson upgrade changes that, this test says which document moved.
 */
class ParssonOnTheSameTableTest {

    private static final JsonProvider PARSSON = new JsonProviderImpl();

    @Test
    void parssonsReaderAcceptsTwelveOfTheFortyNine() {
        Set<String> accepted = new TreeSet<>();
        Set<String> rejected = new TreeSet<>();
        Set<String> untyped = new TreeSet<>();
        Stream.concat(IllFormedInputTest.rejected().map(a -> named(a, true)), IllFormedInputTest.invalidUtf8().map(a -> named(a, false)))
                .forEach(doc -> {
                    RuntimeException error = readWithParsson(doc.bytes);
                    (error == null ? accepted : rejected).add(doc.name);
                    if (error != null && !(error instanceof JsonException)) {
                        untyped.add(doc.name + ": " + error.getClass().getName());
                    }
                });

        assertThat(accepted.size() + rejected.size()).as("the table's size").isEqualTo(49);
        assertThat(accepted).containsExactlyInAnyOrder(
                // invalid UTF-8, replaced with U+FFFD
                "n_invalid_continuation", "n_overlong_slash", "n_encoded_surrogate", "n_lone_continuation",
                "n_truncated_sequence", "n_invalid_byte_ff",
                // content after the root value
                "n_two_roots", "n_garbage_after_root", "n_value_after_array", "n_extra_close", "n_line_comment",
                // 1,001 digits: Parsson's limit is 1,100
                "n_number_too_long");
        assertThat(rejected).hasSize(37);
        // the one document past its depth limit gets a bare RuntimeException, not a JsonException
        assertThat(untyped).containsExactly("n_depth_1001: java.lang.RuntimeException");
    }

    private record Doc(String name, byte[] bytes) {
    }

    private static Doc named(Arguments arguments, boolean text) {
        Object[] a = arguments.get();
        return new Doc((String) a[0], text ? ((String) a[1]).getBytes(StandardCharsets.UTF_8) : (byte[]) a[1]);
    }

    /** Null if Parsson's reader returns a value, otherwise what it threw. */
    private static RuntimeException readWithParsson(byte[] bytes) {
        try (JsonReader reader = PARSSON.createReader(new ByteArrayInputStream(bytes))) {
            reader.readValue();
            return null;
        } catch (RuntimeException e) {
            return e;
        }
    }
}
