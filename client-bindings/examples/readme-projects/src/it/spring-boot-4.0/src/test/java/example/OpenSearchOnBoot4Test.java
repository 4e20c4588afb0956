package example;

import org.apache.hc.core5.http.HttpHost;
import org.jsonpjackson.opensearch.mapper3.OpenSearchJackson3Mapper;
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
 * opensearch-java 3.9 on our Jackson 3 mapper, on the Jackson 3 Spring Boot 4 manages, with opensearch-java's own
 * Apache HTTP client 5 transport, against the node opensearch-testing starts: one mail indexed, then found.
 */
@ExtendWith(OpenSearchExtension.class)
class OpenSearchOnBoot4Test {

    public record Mail(String subject, int uid) {
    }

    @Test
    void indexesAndSearchesOnBootsJackson3(URI node) throws Exception {
        String index = "boot4-" + UUID.randomUUID();
        Mail mail = new Mail("hello from spring boot", 7);
        SearchResponse<Mail> found;
        try (OpenSearchTransport transport = ApacheHttpClient5TransportBuilder
                .builder(new HttpHost(node.getScheme(), node.getHost(), node.getPort()))
                .setMapper(new OpenSearchJackson3Mapper())
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
                "httpclient5", Ran.jarOf(org.apache.hc.client5.http.classic.HttpClient.class),
                "jackson-databind", tools.jackson.databind.cfg.PackageVersion.VERSION.toString(),
                "jackson-core", tools.jackson.core.json.PackageVersion.VERSION.toString()));
    }
}
