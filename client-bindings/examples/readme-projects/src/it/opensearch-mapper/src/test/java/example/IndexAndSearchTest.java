package example;

import example.MailSearch.Found;
import example.MailSearch.Mail;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch.OpenSearchClient;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Runs the user's code against the node opensearch-testing starts, and checks what the class path really holds. */
@ExtendWith(OpenSearchExtension.class)
class IndexAndSearchTest {

    @Test
    void indexThenSearch(URI node) throws IOException {
        Mail mail = new Mail("hello from the readme", 7);
        Found found = MailSearch.indexThenSearch(node, "readme-" + UUID.randomUUID(), mail, "readme");
        assertEquals(1, found.hits());
        assertEquals(mail, found.first());

        String jacksonCore = com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString();
        String jacksonDatabind = com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString();
        String opensearchJava = Path.of(OpenSearchClient.class.getProtectionDomain().getCodeSource().getLocation().getPath())
                .getFileName().toString();
        Properties expectations = new Properties();
        try (InputStream in = IndexAndSearchTest.class.getResourceAsStream("/expected.properties")) {
            expectations.load(in);
        }
        String line = expectations.getProperty("opensearch-java");
        assertTrue(opensearchJava.startsWith("opensearch-java-" + line), opensearchJava + " on the class path, expected " + line);
        // one Jackson: databind fails in odd ways on a jackson-core of another line
        String jackson = expectations.getProperty("jackson", "");
        assertTrue(jacksonCore.startsWith(jackson), "jackson-core " + jacksonCore + " on the class path, expected " + jackson);
        assertEquals(minor(jacksonCore), minor(jacksonDatabind), "jackson-core " + jacksonCore + " with jackson-databind " + jacksonDatabind);
        assertEquals("org.jsonpjackson.json.jackson2.JsonpJacksonProvider", jakarta.json.spi.JsonProvider.provider().getClass().getName());

        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "ran.properties"), "hits=" + found.hits() + "\nsource=" + found.first()
                + "\nopensearch-java=" + opensearchJava + "\njackson-core=" + jacksonCore
                + "\njackson-databind=" + jacksonDatabind + "\n");
    }

    private static String minor(String version) {
        return version.substring(0, version.indexOf('.', version.indexOf('.') + 1));
    }
}
