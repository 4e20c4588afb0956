package example;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.spi.JsonProvider;
import org.jsonpjackson.json.Jsonp;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Runs the user's code on json-jackson: the standard API finds it; parse, patch, write, stream. */
class JsonJacksonTest {

    private static final String OURS = "org.jsonpjackson.json.jackson2.JsonpJacksonProvider";

    @Test
    void parsePatchWriteAndStream() throws IOException {
        assertEquals(OURS, JsonProvider.provider().getClass().getName());
        assertEquals(OURS, Jsonp.provider().getClass().getName());
        assertSame(Jsonp.provider(), Jsonp.provider());
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.eclipse.parsson.JsonProviderImpl"));

        String patched = Drafts.patched("{\"subject\":\"hello\",\"size\":1234,\"flags\":[\"seen\"]}");
        JsonObject expected = Json.createObjectBuilder()
                .add("subject", "hello again")
                .add("flags", Json.createArrayBuilder().add("seen").add("flagged"))
                .build();
        try (JsonReader reader = Json.createReader(new StringReader(patched))) {
            assertEquals(expected, reader.readObject());
        }
        String generated = Drafts.generated(7, "a@example.org");
        assertEquals("{\"uid\":7,\"to\":[\"a@example.org\"]}", generated);
        assertEquals(7, Drafts.firstNumber(generated));

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
                + "\njackson-core=" + jacksonCore + "\npatched=" + patched + "\n");
    }
}
