package example;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonWriter;
import jakarta.json.spi.JsonProvider;
import jakarta.json.stream.JsonParser;
import org.jsonpjackson.json.Jsonp;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Runs the user's code on json-jackson3: the standard API finds the Jackson 3 provider, with Jackson 3 and no
 * Jackson 2 on the class path; read, patch, write, parse.
 */
class JsonJackson3Test {

    private static final String OURS = "org.jsonpjackson.json.jackson3.JsonpJackson3Provider";

    @Test
    void parsePatchWriteAndStream() throws IOException {
        assertEquals(OURS, JsonProvider.provider().getClass().getName());
        assertEquals(OURS, Jsonp.provider().getClass().getName());
        assertSame(Jsonp.provider(), Jsonp.provider());
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.eclipse.parsson.JsonProviderImpl"));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("com.fasterxml.jackson.core.JsonFactory"));

        JsonObject draft;
        try (JsonReader reader = Json.createReader(new StringReader("{\"subject\":\"hello\",\"flags\":[\"seen\"]}"))) {
            draft = reader.readObject();
        }
        JsonObject edited = Json.createPatchBuilder().replace("/subject", "hello again").add("/flags/-", "flagged")
                .build().apply(draft);
        StringWriter text = new StringWriter();
        try (JsonWriter writer = Json.createWriter(text)) {
            writer.write(edited);
        }
        String patched = text.toString();
        assertEquals("{\"subject\":\"hello again\",\"flags\":[\"seen\",\"flagged\"]}", patched);
        try (JsonParser parser = Json.createParser(new StringReader(patched))) {
            assertEquals(2, parser.next() == JsonParser.Event.START_OBJECT ? parser.getObject().size() : -1);
        }

        String jacksonCore = tools.jackson.core.json.PackageVersion.VERSION.toString();
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "ran.properties"), "provider=" + JsonProvider.provider().getClass().getName()
                + "\njackson-core=" + jacksonCore + "\npatched=" + patched + "\n");
    }
}
