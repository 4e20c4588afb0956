package example;

import org.apache.hc.core5.http.HttpHost;
import org.jsonpjackson.opensearch.mapper.JsonpJacksonMapper;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch.OpenSearchClient;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.transport.OpenSearchTransport;
import org.opensearch.client.transport.httpclient5.ApacheHttpClient5TransportBuilder;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** opensearch-java's own Apache HTTP client 5 transport on our mapper, against the node opensearch-testing starts. */
@ExtendWith(OpenSearchExtension.class)
class IndexAndSearchTest {

    public record Mail(String subject, int uid) {
    }

    @Test
    void indexThenSearch(URI node) throws IOException {
        String index = "readme-" + UUID.randomUUID();
        long hits;
        Mail found;
        try (OpenSearchTransport transport = ApacheHttpClient5TransportBuilder
                .builder(new HttpHost(node.getScheme(), node.getHost(), node.getPort()))
                .setMapper(new JsonpJacksonMapper())
                .build()) {
            OpenSearchClient client = new OpenSearchClient(transport);
            client.index(i -> i.index(index).id("1").document(new Mail("hello from the readme", 7)).refresh(Refresh.True));
            SearchResponse<Mail> response = client.search(s -> s.index(index)
                    .query(q -> q.match(m -> m.field("subject").query(v -> v.stringValue("readme")))), Mail.class);
            hits = response.hits().total().value();
            found = response.hits().hits().get(0).source();
        }
        assertEquals(1, hits);
        assertEquals(new Mail("hello from the readme", 7), found);

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
        assertEquals("org.jsonpjackson.json.JacksonJsonProvider", jakarta.json.spi.JsonProvider.provider().getClass().getName());

        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "ran.properties"), "hits=" + hits + "\nsource=" + found
                + "\nopensearch-java=" + opensearchJava + "\njackson-core=" + jacksonCore
                + "\njackson-databind=" + jacksonDatabind + "\n");
    }

    private static String minor(String version) {
        return version.substring(0, version.indexOf('.', version.indexOf('.') + 1));
    }
}
