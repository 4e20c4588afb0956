package example;

import example.ReactiveMailSearch3.Found;
import example.ReactiveMailSearch3.Mail;
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

/** The user's code on a transport built without a mapper, as the docs show, against the node opensearch-testing starts. */
@ExtendWith(OpenSearchExtension.class)
class ReactorSearch3Test {

    @Test
    void indexThenSearch(OpenSearchTarget target) throws IOException {
        SearchClientConfig config = OpenSearchProperties.read(target.properties());
        Mail mail = new Mail("hello from the readme", 7);
        Found found;
        String mapper;
        try (ReactorNettyTransport transport = ReactorNettyTransport.create(config)) {
            mapper = transport.jsonpMapper().getClass().getName();
            found = ReactiveMailSearch3.indexThenSearch(ReactorSearchClient.over(transport), "readme-" + UUID.randomUUID(), mail, "readme")
                    .block(Duration.ofSeconds(30));
        }
        assertEquals(1, found.hits());
        assertEquals(mail, found.first());

        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "ran.properties"), "hits=" + found.hits() + "\nsource=" + found.first()
                + "\nmapper=" + mapper + "\n");
    }
}
