package example;

import org.jsonpjackson.json.Jsonp;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Our artifacts, declared without versions, resolved through the BOM: the provider is found and works. */
class BomTest {

    @Test
    void artifactsWithoutVersionsResolveThroughTheBom() throws IOException {
        assertEquals(3, Jsonp.provider().createReader(new java.io.StringReader("[1,2,3]")).readArray().size());
        Properties ran = new Properties();
        ran.setProperty("provider", Jsonp.provider().getClass().getName());
        ran.setProperty("common", Jsonp.class.getName());
        try (OutputStream out = Files.newOutputStream(Path.of("target", "ran.properties"))) {
            ran.store(out, null);
        }
    }
}
