package org.jsonpjackson.json.dropin;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonPatch;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import jakarta.json.JsonWriter;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.conformance.ProviderUnderTest;
import org.jsonpjackson.json.Jsonp;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Runs in the TCK's JVM, on a class path without Parsson: proves that the TCK tested our provider, and
 * that an application whose only JSON-P implementation is our jar can use every {@code Json.*} entry point.
 */
class DropInProviderTest {

    private static final String OURS = "org.jsonpjackson.json.";

    @Test
    void parssonIsNotOnThisClassPath() {
        assertThatThrownBy(() -> Class.forName("org.eclipse.parsson.JsonProviderImpl"))
                .isInstanceOf(ClassNotFoundException.class);
    }

    /** The matrix runs the TCK on several jackson-core versions: this says which one this run really had. */
    @Test
    void theJacksonOfThisRunIsTheOneAskedFor() {
        assertThat(ProviderUnderTest.jacksonVersion()).isEqualTo(System.getProperty("jsonpj.jackson.expected"));
    }

    @Test
    void theApiLookUpFindsOurProvider() {
        assertThat(JsonProvider.provider()).isInstanceOf(ProviderUnderTest.type());
    }

    @Test
    void cachedLookUpReturnsOneInstance() {
        assertThat(Jsonp.provider()).isInstanceOf(ProviderUnderTest.type()).isSameAs(Jsonp.provider());
    }

    @Test
    void everyStreamingAndIoEntryPointIsOurs() {
        JsonParser parser = Json.createParser(new StringReader("{\"a\":[1,2]}"));
        assertThat(parser.next()).isEqualTo(JsonParser.Event.START_OBJECT);
        assertThat(parser.getObject()).containsKey("a");
        assertThat(parser.getClass().getName()).startsWith(OURS);

        byte[] bytes = "[true]".getBytes(StandardCharsets.UTF_8);
        assertThat(Json.createParser(new ByteArrayInputStream(bytes)).getClass().getName()).startsWith(OURS);
        assertThat(Json.createParserFactory(Map.of()).getClass().getName()).startsWith(OURS);

        StringWriter text = new StringWriter();
        try (JsonGenerator generator = Json.createGenerator(text)) {
            assertThat(generator.getClass().getName()).startsWith(OURS);
            generator.writeStartArray().write(1).writeEnd();
        }
        assertThat(text).hasToString("[1]");
        assertThat(Json.createGenerator(new ByteArrayOutputStream()).getClass().getName()).startsWith(OURS);
        assertThat(Json.createGeneratorFactory(Map.of()).getClass().getName()).startsWith(OURS);

        try (JsonReader reader = Json.createReader(new StringReader("{\"k\":\"v\"}"))) {
            assertThat(reader.readObject().getString("k")).isEqualTo("v");
        }
        try (JsonReader reader = Json.createReader(new ByteArrayInputStream(bytes))) {
            assertThat(reader.readArray()).containsExactly(JsonValue.TRUE);
        }
        assertThat(Json.createReaderFactory(Map.of()).getClass().getName()).startsWith(OURS);

        StringWriter written = new StringWriter();
        try (JsonWriter writer = Json.createWriter(written)) {
            writer.write(Json.createObjectBuilder().add("x", 1).build());
        }
        assertThat(written).hasToString("{\"x\":1}");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonWriter writer = Json.createWriter(out)) {
            writer.writeArray(Json.createArrayBuilder().add("é").build());
        }
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("[\"é\"]");
        assertThat(Json.createWriterFactory(Map.of()).getClass().getName()).startsWith(OURS);
    }

    @Test
    void everyBuilderAndValueEntryPointIsOurs() {
        JsonObject object = Json.createObjectBuilder(Map.of("n", 1)).add("s", "t").build();
        assertThat(object.getClass().getName()).startsWith(OURS);
        assertThat(Json.createObjectBuilder(object).build()).isEqualTo(object);
        JsonArray array = Json.createArrayBuilder(List.of(1, "two")).add(JsonValue.NULL).build();
        assertThat(array.getClass().getName()).startsWith(OURS);
        assertThat(Json.createArrayBuilder(array).build()).isEqualTo(array);
        assertThat(Json.createBuilderFactory(Map.of()).getClass().getName()).startsWith(OURS);

        assertThat(Json.createValue("s").getClass().getName()).startsWith(OURS);
        assertThat(Json.createValue(1).getClass().getName()).startsWith(OURS);
        assertThat(Json.createValue(1L).getClass().getName()).startsWith(OURS);
        assertThat(Json.createValue(1.5).getClass().getName()).startsWith(OURS);
        assertThat(Json.createValue(BigDecimal.TEN).getClass().getName()).startsWith(OURS);
        assertThat(Json.createValue(BigInteger.TWO).getClass().getName()).startsWith(OURS);
        assertThat(Json.createValue((Number) 3).getClass().getName()).startsWith(OURS);
    }

    @Test
    void everyPointerPatchAndMergeEntryPointIsOurs() {
        JsonObject source = Json.createObjectBuilder().add("a", 1).add("b", "x").build();
        JsonObject target = Json.createObjectBuilder().add("a", 2).add("c", true).build();

        assertThat(Json.createPointer("/a").getValue(source)).isEqualTo(Json.createValue(1));
        assertThat(Json.encodePointer("a/b~c")).isEqualTo("a~1b~0c");
        assertThat(Json.decodePointer("a~1b~0c")).isEqualTo("a/b~c");

        JsonPatch diff = Json.createDiff(source, target);
        assertThat(diff.getClass().getName()).startsWith(OURS);
        assertThat(diff.apply(source)).isEqualTo(target);
        assertThat(Json.createPatch(diff.toJsonArray()).apply(source)).isEqualTo(target);
        assertThat(Json.createPatchBuilder().replace("/a", 2).remove("/b").add("/c", true).build().apply(source))
                .isEqualTo(target);
        assertThat(Json.createPatchBuilder(diff.toJsonArray()).build().apply(source)).isEqualTo(target);

        assertThat(Json.createMergeDiff(source, target).apply(source)).isEqualTo(target);
        assertThat(Json.createMergePatch(Json.createObjectBuilder().add("b", JsonValue.NULL).build()).apply(source))
                .isEqualTo(Json.createObjectBuilder().add("a", 1).build());
    }
}
