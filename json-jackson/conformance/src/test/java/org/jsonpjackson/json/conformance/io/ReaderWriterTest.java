package org.jsonpjackson.json.conformance.io;

import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import jakarta.json.JsonWriter;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParsingException;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.StringReader;
import java.io.StringWriter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ReaderWriterTest {

    private static final JsonProvider JSON = ProviderUnderTest.create();

    @ParameterizedTest
    @ValueSource(strings = {"{} {}", "{} x", "[] []", "1 2", "{}}", "[1]]"})
    void readerRejectsAnythingAfterTheValue(String text) {
        try (JsonReader reader = JSON.createReader(new StringReader(text))) {
            assertThatThrownBy(reader::readValue).isInstanceOf(JsonParsingException.class);
        }
    }

    @Test
    void readerReadsOnce() {
        JsonReader reader = JSON.createReader(new StringReader("{}"));
        assertThat(reader.readObject()).isEmpty();
        assertThatThrownBy(reader::readObject).isInstanceOf(IllegalStateException.class).hasMessageContaining("already");
    }

    @Test
    void readObjectOfAnArrayIsAParsingError() {
        JsonReader reader = JSON.createReader(new StringReader("[1]"));
        assertThatThrownBy(reader::readObject).isInstanceOf(JsonParsingException.class).hasMessageContaining("ARRAY");
    }

    @Test
    void readerReadsScalarRoots() {
        try (JsonReader reader = JSON.createReader(new StringReader(" \"text\" "))) {
            assertThat(reader.readValue()).isEqualTo(JSON.createValue("text"));
        }
        try (JsonReader reader = JSON.createReader(new StringReader("null"))) {
            assertThat(reader.readValue()).isSameAs(JsonValue.NULL);
        }
    }

    @Test
    void writerWritesOnceAndTheTextIsVisibleBeforeClose() {
        StringWriter out = new StringWriter();
        JsonWriter writer = JSON.createWriter(out);
        writer.write(JSON.createValue(3));
        assertThat(out.toString()).isEqualTo("3");
        assertThatThrownBy(() -> writer.write(JSON.createValue(4))).isInstanceOf(IllegalStateException.class);
        writer.close();
    }
}
