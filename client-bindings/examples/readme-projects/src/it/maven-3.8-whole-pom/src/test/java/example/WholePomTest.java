package example;

import jakarta.json.stream.JsonGenerator;
import org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper;
import org.junit.jupiter.api.Test;
import org.opensearch.client.opensearch.OpenSearchClient;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The whole pom.xml of building.md on Maven 3.8: it compiles, and its JUnit 5 test runs (surefire 3.x). */
class WholePomTest {

    public record Mail(String subject, int uid) {
    }

    @Test
    void theMapperWritesADocument() throws Exception {
        OpenSearchJacksonMapper mapper = new OpenSearchJacksonMapper();
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = mapper.jsonProvider().createGenerator(out)) {
            mapper.serialize(new Mail("hello", 7), generator);
        }
        assertEquals("{\"subject\":\"hello\",\"uid\":7}", out.toString());

        String client = Path.of(OpenSearchClient.class.getProtectionDomain().getCodeSource().getLocation().getPath())
                .getFileName().toString();
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "ran.properties"), "json=" + out + "\nopensearch-java=" + client + "\n");
    }
}
