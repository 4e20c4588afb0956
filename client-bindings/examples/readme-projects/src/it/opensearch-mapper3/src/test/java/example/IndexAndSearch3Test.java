package example;

import example.MailSearch3.Found;
import example.MailSearch3.Mail;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch.OpenSearchClient;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Runs the user's code against the node opensearch-testing starts, and checks what the class path really holds. */
@ExtendWith(OpenSearchExtension.class)
class IndexAndSearch3Test {

    @Test
    void indexThenSearch(URI node) throws IOException {
        Mail mail = new Mail("hello from the readme", 7);
        Found found = MailSearch3.indexThenSearch(node, "readme3-" + UUID.randomUUID(), mail, "readme");
        assertEquals(1, found.hits());
        assertEquals(mail, found.first());

        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.eclipse.parsson.JsonProviderImpl"));
        String provider = jakarta.json.spi.JsonProvider.provider().getClass().getName();
        String core = tools.jackson.core.json.PackageVersion.VERSION.toString();
        String databind = tools.jackson.databind.cfg.PackageVersion.VERSION.toString();
        assertEquals(databind, core, "jackson-core " + core + " with jackson-databind " + databind);
        String opensearchJava = Path.of(OpenSearchClient.class.getProtectionDomain().getCodeSource().getLocation().getPath())
                .getFileName().toString();
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "ran.properties"), "hits=" + found.hits() + "\nsource=" + found.first()
                + "\nopensearch-java=" + opensearchJava + "\nprovider=" + provider + "\njackson-core=" + core + "\njackson-databind=" + databind + "\n");
    }
}
