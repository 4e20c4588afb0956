package example;

import example.ReactiveMailSearch.Found;
import example.ReactiveMailSearch.Mail;
import org.jsonpjackson.opensearch.reactor.ReactorSearchClient;
import org.jsonpjackson.opensearch.reactor.config.OpenSearchProperties;
import org.jsonpjackson.opensearch.reactor.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.jsonpjackson.opensearch.reactor.transport.ReactorNettyTransport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Runs the user's code on our transport, configured as the docs show, against the node opensearch-testing starts. */
@ExtendWith(OpenSearchExtension.class)
class ReactorSearchTest {

    @Test
    void indexThenSearch(OpenSearchTarget target) throws IOException {
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        Mail mail = new Mail("hello from the readme", 7);
        Found found;
        try (ReactorNettyTransport transport = ReactorNettyTransport.create(config)) {
            found = ReactiveMailSearch.indexThenSearch(ReactorSearchClient.over(transport), "readme-" + UUID.randomUUID(), mail, "readme")
                    .block(Duration.ofSeconds(30));
        }
        assertEquals(1, found.hits());
        assertEquals(mail, found.first());
        // results, and the code after them, run on the transport's decode threads, not on Netty's
        assertTrue(found.thread().startsWith("jsonpj-decode"), "the search result was published on " + found.thread());

        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "ran.properties"), "hits=" + found.hits() + "\nsource=" + found.first()
                + "\nthread=" + found.thread() + "\n");
    }
}
