package org.jsonpjackson.json.versions.api20;

import org.jsonpjackson.json.JsonpConfig;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonPatch;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonValue;
import jakarta.json.JsonWriter;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.jackson2.JsonpJacksonProvider;
import org.jsonpjackson.json.Jsonp;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Runs only in the {@code jakarta-json-api-2.0} execution, with {@code jakarta.json-api} 2.0.1 (what
 * elasticsearch-java 8.x brings) in place of 2.1 and no other provider: the provider loads through the API's
 * own look-up and every kind of JSON-P 2.0 call works. Written against 2.0's API only.
 */
class JsonpApi20Test {

    @Test
    void thisRunReallyHasJsonpApi20() {
        assertThatThrownBy(() -> Class.forName("jakarta.json.JsonConfig")).isInstanceOf(ClassNotFoundException.class);
    }

    @Test
    void theApiLookUpFindsAndBuildsOurProvider() {
        assertThat(JsonProvider.provider()).isInstanceOf(JsonpJacksonProvider.class);
        assertThat(Jsonp.provider()).isInstanceOf(JsonpJacksonProvider.class);
    }

    @Test
    void parsesReadsWritesAndGenerates() {
        try (JsonParser parser = Json.createParser(new StringReader("{\"a\":[1,2.5,\"x\"]}"))) {
            assertThat(parser.next()).isEqualTo(JsonParser.Event.START_OBJECT);
            assertThat(parser.getObject().getJsonArray("a")).hasSize(3);
        }
        JsonObject read;
        try (JsonReader reader = Json.createReader(new StringReader("{\"b\":true}"))) {
            read = reader.readObject();
        }
        StringWriter written = new StringWriter();
        try (JsonWriter writer = Json.createWriter(written)) {
            writer.write(read);
        }
        assertThat(written.toString()).isEqualTo("{\"b\":true}");
        StringWriter generated = new StringWriter();
        try (JsonGenerator generator = Json.createGenerator(generated)) {
            generator.writeStartArray().write(1).write("two").writeNull().writeEnd();
        }
        assertThat(generated.toString()).isEqualTo("[1,\"two\",null]");
    }

    @Test
    void buildersPointerPatchAndMergePatch() {
        JsonObject source = Json.createObjectBuilder().add("a", 1).add("b", Json.createArrayBuilder().add("x")).build();
        assertThat(Json.createPointer("/b/0").getValue(source)).isEqualTo(Json.createValue("x"));
        JsonArray operations = Json.createArrayBuilder()
                .add(Json.createObjectBuilder().add("op", "replace").add("path", "/a").add("value", 2))
                .build();
        JsonPatch patch = Json.createPatch(operations);
        assertThat(patch.apply(source).getInt("a")).isEqualTo(2);
        JsonObject target = Json.createObjectBuilder().add("a", 3).build();
        assertThat(Json.createDiff(source, target).apply(source)).isEqualTo(target);
        JsonValue merged = Json.createMergeDiff(source, target).apply(source);
        assertThat(merged).isEqualTo(target);
    }

    /** JSON-P 2.1's duplicate-key setting works by its key and a name, with no JsonConfig class to hold it. */
    @Test
    void duplicateKeysCanStillBeRefusedByName() {
        JsonReaderFactory strict = Json.createReaderFactory(Map.of(JsonpConfig.KEY_STRATEGY, "NONE"));
        assertThatThrownBy(() -> {
            try (JsonReader reader = strict.createReader(new StringReader("{\"a\":1,\"a\":2}"))) {
                reader.readObject();
            }
        }).isInstanceOf(JsonException.class).hasMessageContaining("a");
        try (JsonReader reader = Json.createReader(new StringReader("{\"a\":1,\"a\":2}"))) {
            assertThat(reader.readObject().getInt("a")).isEqualTo(2);
        }
    }
}
