package example;

import org.jsonpjackson.opensearch.client.ReactorSearchClient;
import org.jsonpjackson.opensearch.config.SearchClientConfig;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.jsonpjackson.opensearch.testing.OpenSearchTarget;
import org.jsonpjackson.opensearch.transport.ReactorNettyTransport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch.core.IndexRequest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Reactor client on our transport, configured as the README shows, against the node opensearch-testing starts. */
@ExtendWith(OpenSearchExtension.class)
class ReactorSearchTest {

    public record Mail(String subject, int uid) {
    }

    @Test
    void indexThenSearch(OpenSearchTarget target) throws IOException {
        SearchClientConfig config = SearchClientConfig.fromProperties(target.properties());
        String index = "readme-" + UUID.randomUUID();
        try (ReactorNettyTransport transport = ReactorNettyTransport.create(config)) {
            ReactorSearchClient client = ReactorSearchClient.over(transport);
            client.index(IndexRequest.of(i -> i.index(index).id("1").document(new Mail("hello from the readme", 7)).refresh(Refresh.True)))
                    .block(Duration.ofSeconds(30));
            // one search; what comes after it runs on the transport's decode threads, not on Netty's
            List<String> found = client.search(s -> s.index(index)
                            .query(q -> q.match(m -> m.field("subject").query(v -> v.stringValue("readme")))), Mail.class)
                    .map(response -> List.of(String.valueOf(response.hits().total().value()),
                            String.valueOf(response.hits().hits().get(0).source()), Thread.currentThread().getName()))
                    .block(Duration.ofSeconds(30));

            assertEquals("1", found.get(0));
            assertEquals(new Mail("hello from the readme", 7).toString(), found.get(1));
            assertTrue(found.get(2).startsWith("jsonpj-decode"), "the search result was published on " + found.get(2));

            Files.createDirectories(Path.of("target"));
            Files.writeString(Path.of("target", "ran.properties"), "hits=" + found.get(0) + "\nsource=" + found.get(1)
                    + "\nthread=" + found.get(2) + "\n");
        }
    }
}
