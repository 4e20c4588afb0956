package example;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonPatch;
import jakarta.json.JsonReader;
import jakarta.json.JsonWriter;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.Jsonp;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a JSON-P user does with json-jackson: the standard API finds it; parse, patch, write, stream. */
class JsonJacksonTest {

    private static final String OURS = "org.jsonpjackson.json.JacksonJsonProvider";

    @Test
    void parsePatchAndWriteThroughTheStandardApi() throws IOException {
        assertEquals(OURS, JsonProvider.provider().getClass().getName());
        assertEquals(OURS, Jsonp.provider().getClass().getName());
        assertSame(Jsonp.provider(), Jsonp.provider());
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.eclipse.parsson.JsonProviderImpl"));

        JsonObject mail;
        try (JsonReader reader = Json.createReader(new StringReader("{\"subject\":\"hello\",\"size\":1234,\"flags\":[\"seen\"]}"))) {
            mail = reader.readObject();
        }
        JsonPatch patch = Json.createPatchBuilder()
                .replace("/subject", "hello again")
                .add("/flags/-", "flagged")
                .remove("/size")
                .build();
        StringWriter written = new StringWriter();
        try (JsonWriter writer = Json.createWriter(written)) {
            writer.write(patch.apply(mail));
        }
        JsonObject expected = Json.createObjectBuilder()
                .add("subject", "hello again")
                .add("flags", Json.createArrayBuilder().add("seen").add("flagged"))
                .build();
        try (JsonReader reader = Json.createReader(new StringReader(written.toString()))) {
            assertEquals(expected, reader.readObject());
        }

        StringWriter generated = new StringWriter();
        try (JsonGenerator generator = Jsonp.provider().createGenerator(generated)) {
            generator.writeStartObject().write("uid", 7).writeStartArray("to").write("a@example.org").writeEnd().writeEnd();
        }
        assertEquals("{\"uid\":7,\"to\":[\"a@example.org\"]}", generated.toString());
        try (JsonParser parser = Jsonp.provider().createParser(new StringReader(generated.toString()))) {
            assertEquals(JsonParser.Event.START_OBJECT, parser.next());
            assertEquals(JsonParser.Event.KEY_NAME, parser.next());
            assertEquals("uid", parser.getString());
            assertEquals(JsonParser.Event.VALUE_NUMBER, parser.next());
            assertEquals(7, parser.getInt());
        }

        // the Jackson this project really runs on; a project may name the line it expects
        String jacksonCore = com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString();
        Properties expectations = new Properties();
        try (InputStream in = JsonJacksonTest.class.getResourceAsStream("/expected.properties")) {
            if (in != null) {
                expectations.load(in);
            }
        }
        String line = expectations.getProperty("jackson-core");
        if (line != null) {
            assertTrue(jacksonCore.startsWith(line), "jackson-core " + jacksonCore + " on the class path, expected " + line + "x");
        }

        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "ran.properties"), "provider=" + JsonProvider.provider().getClass().getName()
                + "\njackson-core=" + jacksonCore + "\npatched=" + written + "\n");
    }
}
