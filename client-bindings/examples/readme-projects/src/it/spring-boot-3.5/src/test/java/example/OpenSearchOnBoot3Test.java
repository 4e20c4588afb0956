package example;

import org.apache.hc.core5.http.HttpHost;
import org.jsonpjackson.opensearch.mapper.OpenSearchJacksonMapper;
import org.jsonpjackson.opensearch.testing.OpenSearchExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opensearch.client.opensearch.OpenSearchClient;
import org.opensearch.client.opensearch._types.Refresh;
import org.opensearch.client.opensearch.core.SearchResponse;
import org.opensearch.client.transport.OpenSearchTransport;
import org.opensearch.client.transport.httpclient5.ApacheHttpClient5TransportBuilder;

import java.net.URI;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * opensearch-java 3.9 on our Jackson 2 mapper, on the Jackson Spring Boot 3.5 manages, against the node
 * opensearch-testing starts: one mail indexed, then found.
 */
@ExtendWith(OpenSearchExtension.class)
class OpenSearchOnBoot3Test {

    public record Mail(String subject, int uid) {
    }

    @Test
    void indexesAndSearchesOnBootsJackson(URI node) throws Exception {
        String index = "boot3-" + UUID.randomUUID();
        Mail mail = new Mail("hello from spring boot", 7);
        SearchResponse<Mail> found;
        try (OpenSearchTransport transport = ApacheHttpClient5TransportBuilder
                .builder(new HttpHost(node.getScheme(), node.getHost(), node.getPort()))
                .setMapper(new OpenSearchJacksonMapper())
                .build()) {
            OpenSearchClient client = new OpenSearchClient(transport);
            client.index(i -> i.index(index).id("1").document(mail).refresh(Refresh.True));
            found = client.search(s -> s.index(index)
                    .query(q -> q.match(m -> m.field("subject").query(v -> v.stringValue("spring")))), Mail.class);
        }
        assertEquals(1, found.hits().total().value());
        assertEquals(mail, found.hits().hits().get(0).source());
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.eclipse.parsson.JsonProviderImpl"));

        Ran.record(Map.of(
                "opensearch.source", String.valueOf(found.hits().hits().get(0).source()),
                "opensearch-java", Ran.jarOf(OpenSearchClient.class),
                "jackson-databind", com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString(),
                "jackson-core", com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString(),
                "httpclient5", Ran.jarOf(org.apache.hc.client5.http.classic.HttpClient.class)));
    }
}
